import { and, asc, eq, inArray } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import { countWords } from '~/ai/text/words';
import { positionOf } from '~/features/ai-interviewer/guide-position';
import { type RespondentChecks, respondentChecks } from '~/features/member-check/respondent-checks.server';
import { qualityGuardOf } from '~/features/participants/quality-guard.server';

import { eligibleDialogs, hasSample, includedDialogIds, interviewDialogs } from '../reports/report-dialogs.server';
import type { Report } from '../reports/reports.server';
import { type GuardCounts, guardCounts, guardOf } from '../sample/guard-counts';
import { type Bin, histogram, median } from './stats';

const { dialogs, messages, sampleScores } = schema;

export type QuestionRow = { index: number; title: string; count: number };

export type Overview = {
  /** Every dialog of the interview with a real answer, whatever the report includes. */
  all: { real: number; generated: number };
  /** The dialogs the report's analyses read: eligible, narrowed by the sample when there is one. */
  analysed: {
    total: number;
    completed: number;
    inProgress: number;
    completionRate: number | null;
    includesGenerated: boolean;
    bySample: boolean;
  };
  medianAnswerWords: number | null;
  medianDurationMinutes: number | null;
  /** Unfinished dialogs by the guide question they stopped at; index -1 is before the first question. */
  stoppedAt: QuestionRow[];
  /** Dialogs that answered each guide question. */
  coverage: QuestionRow[];
  /** The sample's scores, and the quality guard's flags over the eligible dialogs (by reason). */
  sample: { threshold: number; scored: number; included: number; bins: Bin[]; guard: GuardCounts } | null;
  /** The member check's outcomes and the respondents' verdict, over the same dialogs. */
  respondentChecks: RespondentChecks;
};

/** What a researcher checks first about an interview, over the dialogs the report reads. */
export function interviewOverview(interview: { id: string; questions: { id: string; title: string }[] }, report: Report): Overview {
  const everyone = interviewDialogs(interview.id);
  const bySample = hasSample(report);
  const ids = bySample ? includedDialogIds(report) : eligibleDialogs(report).map((d) => d.id);
  const rows = ids.length ? dialogRows(ids) : [];
  const completed = rows.filter((d) => d.completedAt);
  const answerWords: number[] = [];
  const durations: number[] = [];
  const stopped = new Map<number, number>();
  const covered = new Map<string, number>();
  const messagesByDialog = ids.length ? respondentMessages(ids) : new Map<string, { words: number; at: Date }[]>();
  for (const dialog of rows) {
    const said = messagesByDialog.get(dialog.id) ?? [];
    for (const m of said) answerWords.push(m.words);
    const position = positionOf(dialog.state);
    if (dialog.completedAt) {
      const start = said[0]?.at ?? dialog.createdAt;
      durations.push((dialog.completedAt.getTime() - start.getTime()) / 60_000);
    } else {
      const at = Math.min(position.question, interview.questions.length - 1);
      stopped.set(at, (stopped.get(at) ?? 0) + 1);
    }
    // A completed dialog covered its whole guide; an unfinished one the questions it moved past.
    for (const q of interview.questions)
      if (dialog.completedAt || position.covered.includes(q.id)) covered.set(q.id, (covered.get(q.id) ?? 0) + 1);
  }
  const questionRow = (index: number, count: number): QuestionRow => ({
    index,
    title: index < 0 ? 'Before the first question' : (interview.questions[index]?.title ?? `Question ${index + 1}`),
    count,
  });
  return {
    all: { real: everyone.filter((d) => !d.isGenerated).length, generated: everyone.filter((d) => d.isGenerated).length },
    analysed: {
      total: rows.length,
      completed: completed.length,
      inProgress: rows.length - completed.length,
      completionRate: rows.length ? completed.length / rows.length : null,
      includesGenerated: report.includeGenerated,
      bySample,
    },
    medianAnswerWords: median(answerWords),
    medianDurationMinutes: median(durations),
    stoppedAt: [-1, ...interview.questions.map((_, i) => i)]
      .map((i) => questionRow(i, stopped.get(i) ?? 0))
      .filter((row) => row.index >= 0 || row.count > 0),
    coverage: interview.questions.map((q, i) => questionRow(i, covered.get(q.id) ?? 0)),
    sample: bySample ? sampleOverview(report) : null,
    respondentChecks: respondentChecks(ids),
  };
}

function dialogRows(ids: string[]) {
  return chunks(ids).flatMap((part) =>
    getDb()
      .select({ id: dialogs.id, state: dialogs.state, createdAt: dialogs.createdAt, completedAt: dialogs.completedAt })
      .from(dialogs)
      .where(inArray(dialogs.id, part))
      .all(),
  );
}

function respondentMessages(ids: string[]) {
  const byDialog = new Map<string, { words: number; at: Date }[]>();
  for (const part of chunks(ids)) {
    const rows = getDb()
      .select({ dialogId: messages.dialogId, content: messages.content, createdAt: messages.createdAt })
      .from(messages)
      .where(and(inArray(messages.dialogId, part), eq(messages.role, 'user'), eq(messages.isFlagged, false)))
      .orderBy(asc(messages.createdAt))
      .all();
    for (const row of rows) {
      const list = byDialog.get(row.dialogId) ?? [];
      list.push({ words: countWords(row.content), at: row.createdAt });
      byDialog.set(row.dialogId, list);
    }
  }
  return byDialog;
}

function sampleOverview(report: Report) {
  const eligible = new Set(eligibleDialogs(report).map((d) => d.id));
  const rows = getDb()
    .select({
      dialogId: sampleScores.dialogId,
      score: sampleScores.score,
      status: sampleScores.status,
      manualIncluded: sampleScores.manualIncluded,
    })
    .from(sampleScores)
    .where(eq(sampleScores.reportId, report.id))
    .all()
    .filter((s) => eligible.has(s.dialogId));
  const scores = rows.filter((s) => s.status === 'scored' && s.score !== null).map((s) => s.score!);
  const manual = new Map(rows.map((s) => [s.dialogId, s.manualIncluded]));
  const verdicts = qualityGuardOf([...eligible]);
  const guard = guardCounts([...eligible].map((id) => ({ ...guardOf(verdicts.get(id)), manualIncluded: manual.get(id) ?? null })));
  return {
    threshold: report.sampleThreshold,
    scored: scores.length,
    included: includedDialogIds(report).length,
    bins: histogram(scores),
    guard,
  };
}

/** SQLite limits bound parameters per statement; large interviews are read in parts. */
function chunks<T>(items: T[], size = 500): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < items.length; i += size) parts.push(items.slice(i, i + size));
  return parts;
}
