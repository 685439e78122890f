import type { MemberCheckChrome } from './respondent-chrome';
import type { CapturedViews, PreferredMode } from './verdict-scale';

export type RespondentVerdict = { capturedViews: CapturedViews | null; preferredMode: PreferredMode | null; isSkipped: boolean };

/** What the respondent's page needs of the member check and the verdict questions. */
export type RespondentMemberCheckView = {
  /** The summary waits for the respondent's answer: Confirm and Skip are offered. */
  awaiting: boolean;
  /** The interview asks for the verdict after the closing words (shown once the interview has ended). */
  asksVerdict: boolean;
  verdict: RespondentVerdict | null;
  chrome: MemberCheckChrome;
};
