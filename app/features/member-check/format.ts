// Shared by the server (lists, exports) and the browser: no server imports here.
import type { MemberCheckPoint } from '@db/schema';

import type { RespondentVerdict } from './respondent-view';
import { CAPTURED_VIEWS_LABELS, PREFERRED_MODE_LABELS } from './verdict-scale';

/** How a dialog's member check ended: a verdict, a summary still waiting for one, or never reached. */
export type MemberCheckOutcome = 'pending' | 'confirmed' | 'corrected' | 'skipped' | 'not-reached';

/** The participants list's column and the exports' cell. */
export const OUTCOME_LABELS: Record<MemberCheckOutcome, string> = {
  confirmed: 'Confirmed',
  corrected: 'Corrected',
  skipped: 'Skipped',
  pending: 'No answer yet',
  'not-reached': 'Not reached',
};

/** The transcript's block heading. */
export const OUTCOME_HEADINGS: Record<Exclude<MemberCheckOutcome, 'not-reached'>, string> = {
  confirmed: 'Summary confirmed by the respondent',
  corrected: 'Corrected by the respondent',
  skipped: 'Summary skipped by the respondent',
  pending: 'Summary shown, waiting for the respondent’s answer',
};

/** Who wrote the points, as the transcript and the exports say it. */
export function summaryEngineNote(engine: string, droppedPoints: number): string {
  const by =
    engine === 'builtin'
      ? 'Built-in (offline): each point is the respondent’s own answer to a question, shortened.'
      : `Written by ${engine}, each point grounded in the respondent’s words.`;
  if (droppedPoints === 0) return by;
  return `${by} ${droppedPoints} ${droppedPoints === 1 ? 'point' : 'points'} the model offered had no quote of the respondent’s behind ${droppedPoints === 1 ? 'it' : 'them'} and ${droppedPoints === 1 ? 'was' : 'were'} left out.`;
}

/** How the member checks of a set of dialogs ended: `dialogs` is the set's size, the rest count among them. */
export type MemberCheckCounts = {
  dialogs: number;
  confirmed: number;
  corrected: number;
  skipped: number;
  pending: number;
  notReached: number;
};

/** "3 of 5 confirmed, 1 corrected, 1 skipped": the Overview's and the exports' one sentence. */
export function memberCheckSentence(counts: MemberCheckCounts): string {
  return `${counts.confirmed} of ${counts.dialogs} confirmed, ${counts.corrected} corrected, ${counts.skipped} skipped`;
}

/** The rest of the set: summaries still waiting for an answer, and dialogs that never reached one. */
export function memberCheckRest(counts: MemberCheckCounts): string {
  const parts = [
    counts.pending ? `${counts.pending} waiting for an answer` : '',
    counts.notReached ? `${counts.notReached} not reached` : '',
  ].filter(Boolean);
  return parts.join(', ');
}

/** The respondent's answers to the verdict questions, as the transcript's header and the exports list them. */
export function verdictFacts(verdict: RespondentVerdict | null): { term: string; detail: string }[] {
  if (!verdict) return [];
  if (verdict.isSkipped && verdict.capturedViews === null && verdict.preferredMode === null)
    return [{ term: 'Verdict', detail: 'Skipped' }];
  return [
    {
      term: 'Captured their views',
      detail: verdict.capturedViews === null ? '—' : `${CAPTURED_VIEWS_LABELS[verdict.capturedViews]} (${verdict.capturedViews} of 4)`,
    },
    { term: 'Would prefer next time', detail: verdict.preferredMode === null ? '—' : PREFERRED_MODE_LABELS[verdict.preferredMode] },
  ];
}

/** "Corrects the point on Wishes": which points read back the correction corrects; null for the summary as a whole. */
export function correctsLine(points: readonly MemberCheckPoint[], correction: { questions?: number[] } | null): string | null {
  const names = points
    .filter((p) => p.questionIndex !== null && correction?.questions?.includes(p.questionIndex))
    .map((p) => p.question ?? p.text);
  if (names.length === 0) return null;
  return `Corrects the ${names.length === 1 ? 'point' : 'points'} on ${names.join(', ')}`;
}

/** A dialog's member check as a document writes it: heading, points, the correction and who wrote the points. */
export function memberCheckLines(check: {
  outcome: MemberCheckOutcome;
  points: MemberCheckPoint[];
  correction: { text: string; questions?: number[] } | null;
  engine: string;
  droppedPoints: number;
}): { heading: string; points: string[]; correction: string | null; corrects: string | null; note: string } | null {
  if (check.outcome === 'not-reached') return null;
  return {
    heading: OUTCOME_HEADINGS[check.outcome],
    points: check.points.map((p) => p.text),
    correction: check.correction?.text ?? null,
    corrects: correctsLine(check.points, check.correction),
    note: summaryEngineNote(check.engine, check.droppedPoints),
  };
}
