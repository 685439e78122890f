import type { RecruitSettings, ReportSegment, ScreenerAnswer } from '@db/schema';

import { boundedVariableValue } from './link-variables';

/**
 * The columns of a dialog's recruitment facts, in one order for every list and export: the declared link variables
 * in their declared order, then the screener's questions in theirs.
 */
export type RecruitColumn =
  { kind: 'variable'; key: string; name: string; variable: string } | { kind: 'screener'; key: string; name: string; questionId: string };

/** What the panel link and the screener said of one dialog, as stored with it. */
export type RecruitFacts = { variables: Record<string, string>; screenerAnswers: ScreenerAnswer[] };

/** A screener question's column is named after its question, marked so it cannot pass for another column. */
export const screenerColumnName = (question: string) => `Screener: ${question}`;

export function recruitColumns(settings: Pick<RecruitSettings, 'urlVariables' | 'screener'>): RecruitColumn[] {
  return [
    ...settings.urlVariables.map((variable): RecruitColumn => ({
      kind: 'variable',
      key: `variable:${variable}`,
      name: variable,
      variable,
    })),
    ...settings.screener.map((q): RecruitColumn => ({
      kind: 'screener',
      key: `screener:${q.id}`,
      name: screenerColumnName(q.question),
      questionId: q.id,
    })),
  ];
}

/**
 * One dialog's values under the columns, as plain bounded text ('' where it has none). Values were bounded when
 * captured; bounding them again here keeps every list and export safe from a row written any other way.
 */
export function recruitValues(columns: readonly RecruitColumn[], facts: RecruitFacts | undefined): string[] {
  return columns.map((column) => {
    if (!facts) return '';
    const raw =
      column.kind === 'variable'
        ? facts.variables[column.variable]
        : facts.screenerAnswers.find((a) => a.questionId === column.questionId)?.label;
    return typeof raw === 'string' ? boundedVariableValue(raw) : '';
  });
}

/** Whether a dialog belongs to a segment: its variable has the value, or it gave that answer to the screener question. */
export function isInSegment(segment: ReportSegment, facts: RecruitFacts | undefined): boolean {
  if (!facts) return false;
  return segment.kind === 'variable'
    ? facts.variables[segment.variable] === segment.value
    : facts.screenerAnswers.some((a) => a.questionId === segment.questionId && a.optionId === segment.optionId);
}

/** A segment in words, "STUDY_ID = abc" or "How often do you …? = Weekly", with the texts the settings hold now. */
export function segmentLabel(segment: ReportSegment, settings: Pick<RecruitSettings, 'screener'>): string {
  if (segment.kind === 'variable') return `${segment.variable} = ${segment.value}`;
  const question = settings.screener.find((q) => q.id === segment.questionId);
  const option = question?.options.find((o) => o.id === segment.optionId);
  return `${question?.question ?? 'Screener question (removed)'} = ${option?.label ?? 'answer (removed)'}`;
}

/** What a report can be limited to. */
export type SegmentChoices = {
  /** Each declared variable with its most frequent values so far. */
  variables: { name: string; values: string[] }[];
  /** Each screener question's answers. */
  screener: { questionId: string; question: string; options: { optionId: string; label: string }[] }[];
};

/** The columns a dialog has a value under, as "name: value" facts for a transcript's header. */
export function recruitFactList(columns: readonly RecruitColumn[], values: readonly string[]): { name: string; value: string }[] {
  return columns.flatMap((column, i) => (values[i] ? [{ name: column.name, value: values[i] }] : []));
}
