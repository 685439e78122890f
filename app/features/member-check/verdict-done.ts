import type { RespondentMemberCheckView } from './respondent-view';

/** Whether nothing is left for the respondent after the closing words: no verdict asked, or it is answered or skipped. */
export function endReached(memberCheck: Pick<RespondentMemberCheckView, 'asksVerdict' | 'verdict'> | undefined): boolean {
  if (!memberCheck?.asksVerdict) return true;
  const verdict = memberCheck.verdict;
  return Boolean(verdict && (verdict.isSkipped || (verdict.capturedViews !== null && verdict.preferredMode !== null)));
}
