import { Form, Link } from '@remix-run/react';

import { buttonClass } from '~/components/ui/Button';
import { Checkbox } from '~/components/ui/Checkbox';
import { FormError } from '~/components/ui/FormError';
import { dialogLabel } from '~/features/participants/format';

import type { blindCodingPage } from './blind-coding.server';
import { DialogAnswers } from './DialogAnswers';

type Page = ReturnType<typeof blindCodingPage>;
type Dialog = Page['dialogs'][number];

const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';
const dialogAnchor = (dialogId: string) => `dialog-${dialogId.replace(/[^\w-]/g, '')}`;

function DialogCoding({
  dialog,
  themes,
  interviewId,
  error,
}: {
  dialog: Dialog;
  themes: Page['themes'];
  interviewId: string;
  error: string | null;
}) {
  const label = dialogLabel(dialog.shortLink);
  const member = new Set(dialog.memberOf);
  return (
    <li id={dialogAnchor(dialog.id)} className="scroll-mt-4 rounded-md p-3 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 className="text-sm font-semibold text-slate-900">
          {label}
          {dialog.isGenerated && <span className="font-normal text-slate-600"> (simulated respondent)</span>}
        </h2>
        <Link to={`/interview/setup/${interviewId}/participants/${dialog.id}`} className={`text-sm ${linkClass}`}>
          Open the transcript
        </Link>
        <span className={`text-xs font-medium ${dialog.coded ? 'text-emerald-700' : 'text-slate-600'}`}>
          {dialog.coded ? 'Coded by you' : 'Not coded yet'}
        </span>
      </div>
      {dialog.answers.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No answers.</p>
      ) : (
        <DialogAnswers answers={dialog.answers} className="mt-2 space-y-2" />
      )}
      <Form method="post" className="mt-3" preventScrollReset>
        <input type="hidden" name="intent" value="blind-save" />
        <input type="hidden" name="dialogId" value={dialog.id} />
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Themes {label} belongs to</legend>
          <ul className="mt-1 space-y-1">
            {themes.map((theme) => {
              const id = `${dialogAnchor(dialog.id)}-${theme.id}`;
              return (
                <li key={theme.id} className="flex items-start gap-2">
                  <input type="hidden" name="theme" value={theme.id} />
                  <Checkbox
                    id={id}
                    name="member"
                    value={theme.id}
                    defaultChecked={member.has(theme.id)}
                    className="mt-0.5 h-4 w-4 shrink-0"
                  />
                  <label htmlFor={id} className="text-sm text-slate-800 [overflow-wrap:anywhere]">
                    {theme.name}
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
        <FormError message={error} inline className="mt-2 text-sm" />
        <button type="submit" className={buttonClass('primary', 'mt-2 px-3 py-1.5')}>
          Save {label}
        </button>
      </Form>
    </li>
  );
}

/**
 * The blind coding of a report's key themes: the themes' names and descriptions, then the dialogs a page at a time,
 * each with its answers and one form to say which themes it belongs to. Nothing of the suggestions, their counts or
 * another coder's decisions is on the page.
 */
export function BlindCodingView({
  data,
  interviewId,
  reportName,
  backHref,
  codersHref,
  refused,
}: {
  data: Page;
  interviewId: string;
  reportName: string;
  backHref: string;
  codersHref: string;
  refused: { dialogId?: string; error?: string } | null;
}) {
  const { themes, progress, page, pages, nextUncoded } = data;
  const pageHref = (n: number) => `?page=${n}`;
  const shownHere = data.dialogs.some((d) => d.id === refused?.dialogId);
  return (
    <div className="space-y-4">
      <div>
        <Link to={backHref} className={`text-sm ${linkClass}`}>
          ← Back to the analysis
        </Link>
        <h1 className="mt-2 text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]">Code the key themes blind: {reportName}</h1>
        <p className="mt-1 max-w-prose text-sm text-slate-700">
          Read each dialog and tick the themes it belongs to, then save it. You see the themes’ names and descriptions only, nothing of how
          the analysis grouped the dialogs nor anyone else’s decisions. Your decisions are kept as yours, apart from the theme review, and
          compared with the other coders’ on the{' '}
          <Link to={codersHref} className={linkClass}>
            agreement between coders
          </Link>
          .
        </p>
      </div>
      {!shownHere && <FormError message={refused?.error} />}
      <p className="text-sm font-medium text-slate-900" role="status">
        {progress.coded} of {progress.total} dialogs coded
        {nextUncoded && (
          <>
            {' · '}
            <Link to={`${pageHref(nextUncoded.page)}#${dialogAnchor(nextUncoded.dialogId)}`} className={`font-normal ${linkClass}`}>
              Next dialog not coded
            </Link>
          </>
        )}
      </p>
      {themes.length === 0 ? (
        <p className="text-sm text-slate-600">This report has no key themes yet: run the analysis or make a theme first.</p>
      ) : (
        <>
          <details open className="rounded-md bg-slate-50 p-3 ring-1 ring-slate-200">
            <summary className="cursor-pointer text-sm font-semibold text-slate-900">The themes ({themes.length})</summary>
            <dl className="mt-2 space-y-2">
              {themes.map((theme) => (
                <div key={theme.id}>
                  <dt className="text-sm font-medium text-slate-900 [overflow-wrap:anywhere]">{theme.name}</dt>
                  {theme.description && <dd className="text-sm text-slate-700 [overflow-wrap:anywhere]">{theme.description}</dd>}
                </div>
              ))}
            </dl>
          </details>
          {data.dialogs.length === 0 ? (
            <p className="text-sm text-slate-600">No dialog is included in this report.</p>
          ) : (
            <ol className="space-y-3">
              {data.dialogs.map((dialog) => (
                <DialogCoding
                  key={dialog.id}
                  dialog={dialog}
                  themes={themes}
                  interviewId={interviewId}
                  error={refused?.dialogId === dialog.id ? (refused.error ?? null) : null}
                />
              ))}
            </ol>
          )}
          {pages > 1 && (
            <nav aria-label="Pages of dialogs" className="flex flex-wrap items-center gap-3 text-sm">
              {page > 1 && (
                <Link to={pageHref(page - 1)} className={linkClass}>
                  ← Previous dialogs
                </Link>
              )}
              <span className="text-slate-700">
                Page {page} of {pages}
              </span>
              {page < pages && (
                <Link to={pageHref(page + 1)} className={linkClass}>
                  Next dialogs →
                </Link>
              )}
            </nav>
          )}
        </>
      )}
    </div>
  );
}

export { dialogAnchor };
