import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import { matchGuideQuestion } from '~/ai/builtin/dialog-quality';
import { passedTellers, positionOf } from '~/features/ai-interviewer/guide-position';
import { aiRespondentMark } from '~/features/participants/format';
import { segmentDialogIds } from '~/features/recruit/recruit-columns.server';

import { isIncluded } from './inclusion';
import type { Report } from './reports.server';

const { dialogs, messages, personas, qualityGuard, sampleScores } = schema;

export type EligibleDialog = {
  id: string;
  shortLink: string;
  isGenerated: boolean;
  /** "AI respondent · {persona}" for a simulated dialog, null for a real participant. */
  aiRespondent: string | null;
  createdAt: Date;
  completedAt: Date | null;
};

/**
 * The dialogs any analysis of this report may read: never the owner's previews, never a dialog without a real
 * answer (a link opened and left), simulated ones only when the report says so, and with a segment only its dialogs.
 */
export function eligibleDialogs(report: Pick<Report, 'interviewId' | 'includeGenerated' | 'segment'>): EligibleDialog[] {
  const rows = getDb()
    .select({
      id: dialogs.id,
      shortLink: dialogs.shortLink,
      isGenerated: dialogs.isGenerated,
      personaName: personas.name,
      createdAt: dialogs.createdAt,
      completedAt: dialogs.completedAt,
    })
    .from(dialogs)
    .leftJoin(personas, eq(personas.id, dialogs.personaId))
    .where(
      and(
        eq(dialogs.interviewId, report.interviewId),
        eq(dialogs.isPreview, false),
        isNotNull(dialogs.answeredAt),
        report.includeGenerated ? undefined : eq(dialogs.isGenerated, false),
      ),
    )
    .orderBy(asc(dialogs.createdAt), asc(sql`${dialogs}.rowid`))
    .all();
  const inSegment = report.segment ? segmentDialogIds(report.interviewId, report.segment) : null;
  return (inSegment ? rows.filter((row) => inSegment.has(row.id)) : rows).map(({ personaName, ...row }) => ({
    ...row,
    aiRespondent: aiRespondentMark({ isGenerated: row.isGenerated, personaName }),
  }));
}

/** Every dialog of the interview with a real answer, simulated ones included and marked. */
export function interviewDialogs(interviewId: string): EligibleDialog[] {
  return eligibleDialogs({ interviewId, includeGenerated: true, segment: null });
}

/** Whether the report has a quality sample yet: from then on only the included dialogs are analysed. */
export function hasSample(report: Pick<Report, 'id'>): boolean {
  return Boolean(
    getDb()
      .select({ one: sql`1` })
      .from(sampleScores)
      .where(eq(sampleScores.reportId, report.id))
      .limit(1)
      .get(),
  );
}

/**
 * The dialogs every analysis of the report reads: the eligible ones, narrowed by the sample when there is one
 * (the researcher's override first, then the quality guard's strong flags, else score ≥ threshold; a dialog not scored yet is left out). The rule is
 * `isIncluded`, the one the Sample tab counts and shows with.
 */
export function includedDialogIds(
  report: Pick<Report, 'id' | 'interviewId' | 'includeGenerated' | 'sampleThreshold' | 'segment'>,
): string[] {
  const eligible = eligibleDialogs(report);
  const scores = new Map(
    getDb()
      .select({
        dialogId: sampleScores.dialogId,
        manualIncluded: sampleScores.manualIncluded,
        status: sampleScores.status,
        score: sampleScores.score,
        guardExcluded: qualityGuard.excludedByDefault,
      })
      .from(sampleScores)
      .leftJoin(qualityGuard, eq(qualityGuard.dialogId, sampleScores.dialogId))
      .where(eq(sampleScores.reportId, report.id))
      .all()
      .map((row) => [row.dialogId, row]),
  );
  if (scores.size === 0) return eligible.map((d) => d.id);
  return eligible
    .filter((d) => {
      const row = scores.get(d.id);
      return row !== undefined && isIncluded(row, report.sampleThreshold);
    })
    .map((d) => d.id);
}

export type StoredMessage = { id: string; dialogId: string; role: 'user' | 'assistant'; content: string; questionIndex: number | null };

/** The messages of some dialogs in order, without those that tried to instruct the interviewer (never sent to a model). */
export function messagesOf(dialogIds: readonly string[]): StoredMessage[] {
  if (!dialogIds.length) return [];
  const rows: StoredMessage[] = [];
  // SQLite caps bound parameters; a large interview is read in slices.
  for (let i = 0; i < dialogIds.length; i += 500) {
    rows.push(
      ...getDb()
        .select({
          id: messages.id,
          dialogId: messages.dialogId,
          role: messages.role,
          content: messages.content,
          questionIndex: messages.questionIndex,
        })
        .from(messages)
        .where(and(inArray(messages.dialogId, dialogIds.slice(i, i + 500)), eq(messages.isFlagged, false)))
        .orderBy(asc(messages.dialogId), asc(messages.createdAt))
        .all(),
    );
  }
  return rows;
}

/**
 * The later guide questions each respondent message told before they were asked, which the interviewer therefore
 * passed (`GuidePosition.toldBy` in `dialogs.state`): message id → question indexes.
 */
export function passedQuestionsByMessage(questions: readonly { id: string }[], dialogIds: readonly string[]): Map<string, number[]> {
  const byMessage = new Map<string, number[]>();
  for (let i = 0; i < dialogIds.length; i += 500) {
    const rows = getDb()
      .select({ state: dialogs.state })
      .from(dialogs)
      .where(inArray(dialogs.id, dialogIds.slice(i, i + 500)))
      .all();
    for (const { state } of rows) {
      for (const [index, messageId] of passedTellers(positionOf(state), questions))
        byMessage.set(messageId, [...(byMessage.get(messageId) ?? []), index]);
    }
  }
  return byMessage;
}

/**
 * The guide question an interviewer message asked, for messages stored before the interviewer recorded it (and not
 * yet aligned at start-up): the one matcher of the built-in engine, else the question before it (a follow-up stays
 * on its question).
 */
export function inferQuestionIndex(
  content: string,
  questions: readonly { title: string; description?: string | null }[],
  previous: number,
): number {
  return matchGuideQuestion(content, questions) ?? previous;
}
