import type { ReportSegment } from '@db/schema';
import { boundedVariableValue } from '~/features/recruit/link-variables';
import type { SegmentChoices } from '~/features/recruit/recruit-columns';
import { describeSegment, segmentChoices } from '~/features/recruit/recruit-columns.server';
import { ValidationFailed } from '~/lib/errors';

import { eligibleDialogs } from './report-dialogs.server';
import { screenerChoice, type SegmentView, variableChoice } from './report-segment';
import type { Report } from './reports.server';

/** The report's segment in words with its count, or null when it reads every dialog. */
export function reportSegmentView(report: Report): SegmentView | null {
  if (!report.segment) return null;
  return {
    label: describeSegment(report.interviewId, report.segment),
    dialogs: eligibleDialogs(report).length,
    of: eligibleDialogs({ ...report, segment: null }).length,
  };
}

/** What a new report can be limited to; null when the interview declares no variable and has no screener. */
export function reportSegmentChoices(interviewId: string): SegmentChoices | null {
  const choices = segmentChoices(interviewId);
  return choices.variables.length || choices.screener.length ? choices : null;
}

/**
 * The segment the form chose: `segment` is `variable:{name}` (with `segmentValue`) or `screener:{question}:{option}`,
 * empty for every dialog. Only a declared variable or an existing answer is accepted.
 */
export function chosenSegment(interviewId: string, choice: string, rawValue: string): ReportSegment | null {
  if (!choice) return null;
  const choices = segmentChoices(interviewId);
  // Matched against the interview's own choices, so no id needs parsing.
  const variable = choices.variables.find((v) => choice === variableChoice(v.name));
  if (variable) {
    const value = boundedVariableValue(rawValue);
    if (!value) throw new ValidationFailed(`Please enter the value of ${variable.name} for the segment`);
    return { kind: 'variable', variable: variable.name, value };
  }
  for (const question of choices.screener)
    for (const option of question.options)
      if (choice === screenerChoice(question.questionId, option.optionId))
        return { kind: 'screener', questionId: question.questionId, optionId: option.optionId };
  throw new ValidationFailed('Please choose a segment of this interview');
}
