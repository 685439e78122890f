import { and, eq, sql } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import type { ReportSegment } from '@db/schema';

import { recruitmentOf } from './dialog-recruitment.server';
import { isInSegment, type RecruitColumn, recruitColumns, recruitValues, type SegmentChoices, segmentLabel } from './recruit-columns';
import { getRecruitSettings } from './recruit-settings.server';

const { dialogRecruitment } = schema;

export type RecruitTable = {
  /** The interview's declared variables, then its screener questions; empty when it recruits from no panel. */
  columns: RecruitColumn[];
  /** A dialog's values under the columns ('' where it has none). */
  valuesOf: (dialogId: string) => string[];
};

/** The recruitment columns of an interview and the values of the given dialogs, read in one pass. */
export function recruitTable(interviewId: string, dialogIds: readonly string[]): RecruitTable {
  const columns = recruitColumns(getRecruitSettings(interviewId));
  const facts = columns.length ? recruitmentOf(dialogIds) : new Map();
  return { columns, valuesOf: (dialogId) => recruitValues(columns, facts.get(dialogId)) };
}

/** The dialogs of the interview that belong to the segment. */
export function segmentDialogIds(interviewId: string, segment: ReportSegment): Set<string> {
  const rows = getDb()
    .select({
      dialogId: dialogRecruitment.dialogId,
      variables: dialogRecruitment.variables,
      screenerAnswers: dialogRecruitment.screenerAnswers,
    })
    .from(dialogRecruitment)
    .where(
      and(
        eq(dialogRecruitment.interviewId, interviewId),
        // Narrowed in SQL for a variable (one JSON lookup a row); the rule itself is `isInSegment`.
        segment.kind === 'variable'
          ? sql`json_extract(${dialogRecruitment.variables}, ${`$."${segment.variable}"`}) = ${segment.value}`
          : undefined,
      ),
    )
    .all();
  return new Set(rows.filter((row) => isInSegment(segment, row)).map((row) => row.dialogId));
}

/** The segment in words, with the settings' current texts. */
export function describeSegment(interviewId: string, segment: ReportSegment): string {
  return segmentLabel(segment, getRecruitSettings(interviewId));
}

/** The most values of one variable offered as suggestions in the form that makes a report. */
export const SEGMENT_VALUE_SUGGESTIONS = 50;

/** What a report of this interview can be limited to: nothing when it declares no variable and has no screener. */
export function segmentChoices(interviewId: string): SegmentChoices {
  const settings = getRecruitSettings(interviewId);
  const variables = settings.urlVariables.map((name) => {
    const value = sql<string>`json_extract(${dialogRecruitment.variables}, ${`$."${name}"`})`;
    const values = getDb()
      .select({ value })
      .from(dialogRecruitment)
      .where(and(eq(dialogRecruitment.interviewId, interviewId), sql`${value} is not null`))
      .groupBy(value)
      .orderBy(sql`count(*) desc`, value)
      .limit(SEGMENT_VALUE_SUGGESTIONS)
      .all()
      .map((row) => String(row.value));
    return { name, values };
  });
  const screener = settings.screener.map((q) => ({
    questionId: q.id,
    question: q.question,
    options: q.options.map((o) => ({ optionId: o.id, label: o.label })),
  }));
  return { variables, screener };
}
