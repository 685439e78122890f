import type { MemberCheckChrome } from './respondent-chrome';
import type { RespondentVerdict } from './respondent-view';
import { CAPTURED_VIEWS, PREFERRED_MODES } from './verdict-scale';

const NO_ANSWERS: RespondentVerdict = { capturedViews: null, preferredMode: null, isSkipped: false };

const option =
  'rounded-xl px-3 py-2 text-sm font-medium ring-1 ring-inset transition aria-pressed:bg-brand-600 aria-pressed:text-white aria-pressed:ring-brand-600';
const idle = 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50';

/**
 * The respondent's verdict after the closing words: two optional one-tap questions and a skip. Each button posts its
 * answer as a plain form, with or without JavaScript: the page's own address carries the visitor's dialog cookie (a
 * data request's address would not), and the page comes back at the questions.
 */
export function VerdictQuestions({
  chrome,
  formAction,
  initial,
}: {
  chrome: MemberCheckChrome['verdict'];
  formAction: string;
  initial: RespondentVerdict | null;
}) {
  const answers = initial ?? NO_ANSWERS;
  if (answers.isSkipped) return null;
  if (answers.capturedViews !== null && answers.preferredMode !== null) {
    return (
      <p id="verdict" role="status" className="rounded-xl bg-slate-50 px-4 py-3 text-center text-sm text-slate-700">
        {chrome.thanks}
      </p>
    );
  }
  return (
    <section id="verdict" aria-labelledby="verdict-heading" className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <h2 id="verdict-heading" className="text-sm font-semibold text-slate-700">
        {chrome.heading}
      </h2>
      <form method="post" action={formAction} className="mt-3 space-y-4">
        <input type="hidden" name="intent" value="verdict" />
        <fieldset>
          <legend className="text-sm font-medium text-slate-900">{chrome.capturedViews}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {CAPTURED_VIEWS.map((value) => (
              <button
                key={value}
                type="submit"
                name="capturedViews"
                value={value}
                aria-pressed={answers.capturedViews === value}
                className={`${option} ${idle}`}
              >
                {chrome.capturedViewsOptions[value]}
              </button>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-medium text-slate-900">{chrome.preferredMode}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {PREFERRED_MODES.map((value) => (
              <button
                key={value}
                type="submit"
                name="preferredMode"
                value={value}
                aria-pressed={answers.preferredMode === value}
                className={`${option} ${idle}`}
              >
                {chrome.preferredModeOptions[value]}
              </button>
            ))}
          </div>
        </fieldset>
        <button type="submit" name="skip" value="1" className="text-sm font-medium text-slate-600 underline hover:text-slate-800">
          {chrome.skip}
        </button>
      </form>
    </section>
  );
}
