import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { getDb, schema } from '@db/index';
import { aiRespondentMark } from '~/features/participants/format';
import { isIncluded } from './inclusion';
import type { Report } from './reports.server';

const { dialogs, personas, sampleScores } = schema;

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
 * answer (a link opened and left), and simulated ones only when the report says so.
 */
export function eligibleDialogs(report: Pick<Report, 'interviewId' | 'includeGenerated'>): EligibleDialog[] {
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
  return rows.map(({ personaName, ...row }) => ({ ...row, aiRespondent: aiRespondentMark({ isGenerated: row.isGenerated, personaName }) }));
}

/** Every dialog of the interview with a real answer, simulated ones included and marked. */
export function interviewDialogs(interviewId: string): EligibleDialog[] {
  return eligibleDialogs({ interviewId, includeGenerated: true });
}

/** Whether the report has a quality sample yet: from then on only the included dialogs are analysed. */
export function hasSample(report: Pick<Report, 'id'>): boolean {
  return Boolean(getDb().select({ one: sql`1` }).from(sampleScores).where(eq(sampleScores.reportId, report.id)).limit(1).get());
}

/**
 * The dialogs every analysis of the report reads: the eligible ones, narrowed by the sample when there is one
 * (the researcher's override first, else score ≥ threshold; a dialog not scored yet is left out). The rule is
 * `isIncluded`, the one the Sample tab counts and shows with.
 */
export function includedDialogIds(report: Pick<Report, 'id' | 'interviewId' | 'includeGenerated' | 'sampleThreshold'>): string[] {
  const eligible = eligibleDialogs(report);
  const scores = new Map(
    getDb()
      .select({ dialogId: sampleScores.dialogId, manualIncluded: sampleScores.manualIncluded, status: sampleScores.status, score: sampleScores.score })
      .from(sampleScores)
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
