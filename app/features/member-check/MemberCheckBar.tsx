import type { FormEvent } from 'react';

import type { MemberCheckChrome } from './respondent-chrome';

export type MemberCheckTap = 'confirm' | 'skip';

type Props = {
  chrome: MemberCheckChrome;
  /** Where the plain form posts without JavaScript. */
  formAction: string;
  /** The page's id for this tap, so a second post of the plain form is answered once. */
  clientId: string;
  disabled?: boolean;
  /** With JavaScript: the tap is sent by the page itself. */
  onTap?: (tap: MemberCheckTap) => void;
};

/**
 * Confirm and Skip under the interviewer's summary; a correction is typed (or spoken) into the usual input. Two
 * submit buttons of one plain form, so a tap works before and without JavaScript.
 */
export function MemberCheckBar({ chrome, formAction, clientId, disabled = false, onTap }: Props) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!onTap) return;
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    onTap(submitter?.value === 'skip' ? 'skip' : 'confirm');
  };
  return (
    <form
      method="post"
      action={formAction}
      onSubmit={onSubmit}
      aria-label={chrome.summaryPrompt}
      className="flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-slate-200 bg-brand-50 px-4 py-3"
    >
      <input type="hidden" name="clientId" value={clientId} />
      <p className="min-w-0 flex-1 text-sm font-medium text-slate-800">{chrome.summaryPrompt}</p>
      <div className="flex gap-2">
        <button
          type="submit"
          name="memberCheck"
          value="confirm"
          disabled={disabled}
          className="h-10 rounded-xl bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {chrome.confirm}
        </button>
        <button
          type="submit"
          name="memberCheck"
          value="skip"
          disabled={disabled}
          className="h-10 rounded-xl bg-white px-4 text-sm font-semibold text-slate-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {chrome.skip}
        </button>
      </div>
    </form>
  );
}
