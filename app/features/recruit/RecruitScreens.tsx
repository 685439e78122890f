import { type ReactNode, useEffect, useState } from 'react';

import type { ScreenerQuestion } from '@db/schema';
import { useNonce } from '~/lib/nonce';

import type { RecruitChrome } from './recruit-chrome';

/** The owner's address back to the panel, filled in for this respondent (see public-link.server.ts). */
type PanelReturn = { href: string; host: string; code: string | null };
/** The way back to the panel at the end of a panel study's interview, with the words in the interview's language. */
export type PanelEnd = { panelReturn: PanelReturn; chrome: RecruitChrome };

/** Seconds before a page with scripts follows the way back to the panel. */
export const PANEL_RETURN_DELAY_MS = 5000;

// The app's own words, no respondent or owner text: the address is read from the link the server rendered.
const FOLLOW_SCRIPT = `(function(){var a=document.getElementById('panel-return'),n=document.getElementById('panel-return-note');if(!a)return;n.hidden=false;setTimeout(function(){location.assign(a.href)},${PANEL_RETURN_DELAY_MS})})()`;

/**
 * "Return to <host>" and the completion code. Without scripts it is a link; with them the page goes there after five
 * seconds: the lite pages by a small inline script (they have no framework), the full page by an effect.
 */
export function PanelReturnLink({
  panelReturn,
  chrome,
  follow,
}: {
  panelReturn: PanelReturn;
  chrome: RecruitChrome;
  follow: 'script' | 'effect';
}) {
  const nonce = useNonce();
  const [following, setFollowing] = useState(false);
  useEffect(() => {
    if (follow !== 'effect') return;
    setFollowing(true);
    const timer = setTimeout(() => location.assign(panelReturn.href), PANEL_RETURN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [follow, panelReturn.href]);
  const full = follow === 'effect';
  return (
    <div className={full ? 'mt-3 space-y-2' : 'panel-return'}>
      <a
        id="panel-return"
        href={panelReturn.href}
        rel="noreferrer"
        className={full ? 'inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700' : undefined}
      >
        {chrome.returnTo.replace('{host}', panelReturn.host)}
      </a>
      {panelReturn.code && <p className={full ? 'text-sm' : undefined}>{chrome.completionCode.replace('{code}', panelReturn.code)}</p>}
      <p id="panel-return-note" className={full ? 'text-xs text-green-900/80' : 'small'} hidden={!following}>
        {chrome.redirecting}
      </p>
      {!full && <script nonce={nonce} dangerouslySetInnerHTML={{ __html: FOLLOW_SCRIPT }} />}
    </div>
  );
}

/** The screener: every question on one page, radio buttons labelled with the options' text, and Continue. */
export function ScreenerScreen({
  questions,
  chrome,
  formAction,
  title,
  error,
}: {
  questions: ScreenerQuestion[];
  chrome: RecruitChrome;
  formAction: string;
  title: string | null;
  error: string | null;
}) {
  return (
    <main className="screen">
      <form method="post" action={formAction} className="card screener">
        {title && <p className="small">{title}</p>}
        <h1>{chrome.screenerHeading}</h1>
        {error && (
          <p role="alert" className="alert">
            {error}
          </p>
        )}
        <input type="hidden" name="intent" value="screener" />
        {questions.map((question) => (
          <fieldset key={question.id}>
            <legend>{question.question}</legend>
            {question.options.map((option) => (
              <label key={option.id}>
                <input type="radio" name={`q_${question.id}`} value={option.id} required />
                {option.label}
              </label>
            ))}
          </fieldset>
        ))}
        <button type="submit">{chrome.continue}</button>
      </form>
    </main>
  );
}

/** The end before (or after) the interview: a polite word, and the owner's address back to the panel when set. */
export function RecruitEndScreen({
  outcome,
  chrome,
  panelReturn,
  title,
  children,
}: {
  outcome: 'screened_out' | 'quota_full' | 'full' | 'taken_part';
  chrome: RecruitChrome;
  panelReturn: PanelReturn | null;
  title: string | null;
  /** What else the end shows (the respondent's receipt link after they have taken part). */
  children?: ReactNode;
}) {
  const message = { screened_out: chrome.screenedOut, quota_full: chrome.quotaFull, full: chrome.full, taken_part: chrome.takenPart }[
    outcome
  ];
  return (
    <main className="screen">
      <div className="card">
        {title && <h1>{title}</h1>}
        <p role="status">{message}</p>
        {panelReturn && <PanelReturnLink panelReturn={panelReturn} chrome={chrome} follow="script" />}
        {children}
      </div>
    </main>
  );
}
