/** A report's segment as the page and the JSON say it: in words, and how many of the report's dialogs it holds. */
export type SegmentView = { label: string; dialogs: number; of: number };

/** "Segment: STUDY_ID = abc, 12 of 40 dialogs": the segment's dialogs among those the report would read without it. */
export const segmentSentence = (view: SegmentView) =>
  `Segment: ${view.label}, ${view.dialogs} of ${view.of} ${view.of === 1 ? 'dialog' : 'dialogs'}`;

/** The form's value for a variable's segment and for one screener answer's. */
export const variableChoice = (name: string) => `variable:${name}`;
export const screenerChoice = (questionId: string, optionId: string) => `screener:${questionId}:${optionId}`;
