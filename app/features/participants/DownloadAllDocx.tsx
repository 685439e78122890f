import { useSearchParams } from '@remix-run/react';
import { type MouseEvent, useEffect, useRef, useState } from 'react';

import { buttonClass } from '~/components/ui/Button';
import { FormError } from '~/components/ui/FormError';
import { Spinner } from '~/components/ui/Spinner';
import { participantCounts } from '~/features/interviews/participant-counts';
import { DOCX_CONTENT_TYPE } from '~/lib/content-types';
import { saveDownload } from '~/lib/save-download';

import { exportErrorMessage, isExportError } from './export-errors';

const GENERIC_ERROR = 'Error downloading interviews. Please try again.';
/** As long as the app's toasts stay. */
const STATUS_MS = 3000;

type Outcome = { ok: boolean; text: string } | null;

export const exportHref = (interviewId: string) => `/api/interview/${interviewId}/export.docx`;

/** What a finished download says; AI respondents are counted apart from real participants. */
export function downloadedMessage(count: number, aiRespondents: number): string {
  if (aiRespondents <= 0) return `Successfully downloaded ${count} interviews!`;
  return `Successfully downloaded ${count} interviews (${participantCounts(count - aiRespondents, aiRespondents)})!`;
}

/**
 * 'Download All as DOCX'. Without JavaScript it is a plain link the browser downloads; with JavaScript the file is
 * fetched, saved through a blob link, and the outcome is announced.
 */
export function DownloadAllDocx({ interviewId, className = '' }: { interviewId: string; className?: string }) {
  const href = exportHref(interviewId);
  const [busy, setBusy] = useState(false);
  // A plain link that found nothing to export comes back with the code of its message in the URL.
  const fromLink = exportErrorMessage(useSearchParams()[0].get('export-error'));
  const [outcome, setOutcome] = useState<Outcome>(fromLink ? { ok: false, text: fromLink } : null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (next: Outcome) => {
    clearTimeout(timer.current);
    setOutcome(next);
    timer.current = setTimeout(() => setOutcome(null), STATUS_MS);
  };

  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      const response = await fetch(href, { headers: { Accept: `${DOCX_CONTENT_TYPE}, application/json` } });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: string } | null;
        throw new Error(body?.error && isExportError(body.error) ? body.error : GENERIC_ERROR);
      }
      // A lapsed session is redirected to the sign-in page, which is not a document.
      if (!response.headers.get('Content-Type')?.startsWith(DOCX_CONTENT_TYPE)) throw new Error(GENERIC_ERROR);
      const count = Number(response.headers.get('X-Dialog-Count') ?? 0);
      const aiRespondents = Number(response.headers.get('X-AI-Respondent-Count') ?? 0);
      await saveDownload(response, 'all-interviews.docx');
      show({ ok: true, text: downloadedMessage(count, aiRespondents) });
    } catch (failure) {
      const text =
        failure instanceof Error && (isExportError(failure.message) || failure.message === GENERIC_ERROR) ? failure.message : GENERIC_ERROR;
      show({ ok: false, text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={`flex flex-wrap items-center gap-3 ${className}`}>
      <a
        href={href}
        download
        onClick={download}
        aria-disabled={busy || undefined}
        className={buttonClass('secondary', busy ? 'pointer-events-none opacity-60' : '')}
      >
        {busy && <Spinner />}
        {busy ? 'Downloading...' : 'Download All as DOCX'}
      </a>
      {/* Both regions are always present, so screen readers announce the text when it appears. */}
      <p role="status" className="text-sm text-green-700">
        {outcome?.ok && outcome.text}
      </p>
      <FormError live inline message={outcome && !outcome.ok && outcome.text} />
    </div>
  );
}
