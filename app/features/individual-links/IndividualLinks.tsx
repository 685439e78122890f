import { Link, type LinkProps, useFetcher, useLocation, useNavigate, useSearchParams } from '@remix-run/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';

import { buttonClass } from '~/components/ui/Button';
import { ConfirmButtons } from '~/components/ui/ConfirmButtons';
import { DateTime } from '~/components/ui/DateTime';
import { Field, TextArea } from '~/components/ui/Field';
import { FormError } from '~/components/ui/FormError';
import { Modal } from '~/components/ui/Modal';
import { Table } from '~/components/ui/Table';
import { DownloadAllDocx } from '~/features/participants/DownloadAllDocx';
import { PersonaDialogForm } from '~/features/simulated-respondents/PersonaDialogForm';
import type { JobView } from '~/jobs/use-job-progress';
import { useHydrated } from '~/lib/use-hydrated';

import { linkErrorMessage } from './link-errors';

export type IndividualLinkRow = { id: string; shortLink: string; preInfo: string; createdAt: string | Date };

type Props = { interviewId: string; links: IndividualLinkRow[]; origin: string; personaJob?: JobView | null };
type ActionResult = { error?: string; intent?: string } | undefined;

const SECTION_ID = 'individual-links';
// Same limit as the server's schema (schemas.ts), repeated so the browser bundle does not carry zod.
const BIO_MAX = 4000;
const COPIED_MS = 2000;

export const dialogUrl = (origin: string, shortLink: string) => `${origin}/dialogs/${shortLink}`;

export function IndividualLinks({ interviewId, links, origin, personaJob }: Props) {
  const action = `/interview/setup/${interviewId}/links`;
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const deleting = links.find((link) => link.id === params.get('deleteLink'));

  // The dialog's open state lives in ?deleteLink, so it opens without JavaScript; other parameters are kept.
  const withDelete = (dialogId: string | null) => {
    const next = new URLSearchParams(params);
    if (dialogId) next.set('deleteLink', dialogId);
    else next.delete('deleteLink');
    const search = next.toString();
    return search ? `?${search}` : '';
  };
  const closeSearch = withDelete(null);
  const closeDelete = useCallback(
    () => navigate({ pathname: location.pathname, search: closeSearch }, { replace: true, preventScrollReset: true }),
    [navigate, location.pathname, closeSearch],
  );

  return (
    <section
      id={SECTION_ID}
      aria-labelledby={`${SECTION_ID}-heading`}
      className="scroll-mt-6 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={`${SECTION_ID}-heading`} className="text-lg font-semibold text-slate-900">
        Individual Links
      </h2>
      <GenerateLinkForm action={action} />
      <div className="mt-4 flex flex-wrap gap-x-6 gap-y-3">
        <PersonaDialogForm interviewId={interviewId} job={personaJob ?? null} />
        <DownloadAllDocx interviewId={interviewId} />
      </div>
      <Table
        variant="inset"
        className="mt-6"
        columns={['#', 'Link', 'Created', { label: 'Actions', align: 'right' }]}
        empty={
          <p className="mt-6 rounded-md border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
            No individual links yet.
          </p>
        }
      >
        {links.map((link, index) => (
          <LinkRow
            key={link.id}
            link={link}
            number={index + 1}
            url={dialogUrl(origin, link.shortLink)}
            deleteHref={{ pathname: location.pathname, search: withDelete(link.id), hash: SECTION_ID }}
            hydrated={hydrated}
          />
        ))}
      </Table>
      {deleting && (
        <DeleteLinkDialog
          action={action}
          link={deleting}
          url={dialogUrl(origin, deleting.shortLink)}
          closeHref={`${location.pathname}${closeSearch}#${SECTION_ID}`}
          onClose={closeDelete}
        />
      )}
    </section>
  );
}

function GenerateLinkForm({ action }: { action: string }) {
  const fetcher = useFetcher<ActionResult>();
  const form = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== 'idle';
  // A refused plain form post comes back with the code of its message in the URL; an unknown code shows nothing.
  const [error, setError] = useState<string | undefined>(linkErrorMessage(useSearchParams()[0].get('link-error')));

  // A success redirects and may leave the previous answer in fetcher.data, so a submission failed only if it
  // brought a new answer with an error; otherwise the link exists and the field empties for the next one.
  const dataAtSubmit = useRef<ActionResult>();
  const previousState = useRef(fetcher.state);
  useEffect(() => {
    if (previousState.current !== 'idle' && fetcher.state === 'idle') {
      const failed = fetcher.data !== dataAtSubmit.current && fetcher.data?.intent === 'create' ? fetcher.data.error : undefined;
      setError(failed);
      if (!failed) form.current?.reset();
    }
    previousState.current = fetcher.state;
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form
      ref={form}
      method="post"
      action={action}
      className="mt-4"
      onSubmit={() => {
        dataAtSubmit.current = fetcher.data;
      }}
    >
      <input type="hidden" name="intent" value="create" />
      <Field label="Respondent bio" error={error}>
        <TextArea name="bio" required rows={3} maxLength={BIO_MAX} onChange={() => setError(undefined)} />
      </Field>
      <button type="submit" disabled={busy} className={buttonClass('primary', 'mt-3')}>
        {busy ? 'Generating...' : 'Generate Link'}
      </button>
    </fetcher.Form>
  );
}

type RowProps = { link: IndividualLinkRow; number: number; url: string; deleteHref: LinkProps['to']; hydrated: boolean };

function LinkRow({ link, number, url, deleteHref, hydrated }: RowProps) {
  const [bioOpen, setBioOpen] = useState(false);
  const { copyStatus, copy } = useCopyLink(url);
  const bioId = useId();
  const small = 'px-2 py-1';

  return (
    <>
      <tr className="align-top">
        <td className="px-4 py-3 tabular-nums text-slate-600">{number}</td>
        <td className="px-4 py-3">
          <a href={url} target="_blank" rel="noopener noreferrer" className="font-medium break-all text-brand-700 hover:underline">
            {url}
          </a>
        </td>
        <td className="px-4 py-3 whitespace-nowrap text-slate-700">
          <DateTime value={link.createdAt} />
        </td>
        <td className="px-4 py-3">
          <div className="flex items-start justify-end gap-1 whitespace-nowrap">
            {hydrated ? (
              <button
                type="button"
                aria-expanded={bioOpen}
                aria-controls={bioId}
                onClick={() => setBioOpen((open) => !open)}
                className={buttonClass('ghost', small)}
              >
                {bioOpen ? 'Hide Bio' : 'Show Bio'}
              </button>
            ) : (
              // Before JavaScript runs, a native disclosure shows the bio; CSS swaps its label.
              <details className="group max-w-xs text-left">
                <summary className={buttonClass('ghost', `${small} cursor-pointer list-none [&::-webkit-details-marker]:hidden`)}>
                  <span className="group-open:hidden">Show Bio</span>
                  <span className="hidden group-open:inline">Hide Bio</span>
                </summary>
                <p className="mt-2 rounded-md bg-slate-50 p-3 break-words whitespace-pre-wrap text-slate-800">{link.preInfo}</p>
              </details>
            )}
            <Link
              to={deleteHref}
              preventScrollReset
              className={buttonClass('ghost', `${small} text-red-700`)}
              aria-label={`Delete link ${link.shortLink}`}
            >
              Delete
            </Link>
            {/* Without JavaScript there is no clipboard access; the link text can be selected instead. */}
            {hydrated && (
              <button type="button" onClick={copy} aria-label={`Copy link ${link.shortLink}`} className={buttonClass('ghost', small)}>
                {copyStatus === 'copied' ? 'Copied!' : 'Copy'}
              </button>
            )}
          </div>
          {/* Always present, so screen readers announce the message when it appears. */}
          <p aria-live="polite" className="text-right text-xs text-red-700">
            {copyStatus === 'failed' && <span className="mt-1 block">Failed to copy link to clipboard</span>}
          </p>
        </td>
      </tr>
      {hydrated && bioOpen && (
        <tr>
          <td colSpan={4} id={bioId} className="bg-slate-50 px-4 py-3">
            <p className="break-words whitespace-pre-wrap text-slate-800">{link.preInfo}</p>
          </td>
        </tr>
      )}
    </>
  );
}

function useCopyLink(url: string) {
  const [copyStatus, setCopyStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(url);
      setCopyStatus('copied');
      timer.current = setTimeout(() => setCopyStatus('idle'), COPIED_MS);
    } catch {
      setCopyStatus('failed');
    }
  };
  return { copyStatus, copy };
}

function DeleteLinkDialog({
  action,
  link,
  url,
  closeHref,
  onClose,
}: {
  action: string;
  link: IndividualLinkRow;
  url: string;
  closeHref: string;
  onClose: () => void;
}) {
  const fetcher = useFetcher<ActionResult>();
  const busy = fetcher.state !== 'idle';
  const error = fetcher.data?.intent === 'delete' ? fetcher.data.error : undefined;
  return (
    <Modal title="Delete link" onClose={onClose} closeHref={closeHref}>
      <p className="text-sm text-slate-700">
        Are you sure you want to delete the link <span className="break-all font-medium text-slate-900">{url}</span>? Its dialog and all its
        messages will be removed permanently. This cannot be undone.
      </p>
      <FormError inline className="mt-3 text-sm" message={error} />
      <fetcher.Form method="post" action={action} className="mt-6 flex justify-end gap-2">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="dialogId" value={link.id} />
        <ConfirmButtons closeHref={closeHref} onCancel={onClose} busy={busy} />
      </fetcher.Form>
    </Modal>
  );
}
