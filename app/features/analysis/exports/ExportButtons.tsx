import { type MouseEvent, useEffect, useRef, useState } from 'react';

import { buttonClass } from '~/components/ui/Button';
import { FormError } from '~/components/ui/FormError';
import { Spinner } from '~/components/ui/Spinner';
import { DOCX_CONTENT_TYPE, XLSX_CONTENT_TYPE } from '~/lib/content-types';
import { saveDownload } from '~/lib/save-download';

import { EXPORT_FAILED } from './export-messages';
import type { ExportsPageData } from './exports.server';

/** As long as the app's toasts stay. */
const STATUS_MS = 3000;

type Kind = keyof ExportsPageData['links'];

/** The buttons, in the order they sit on the toolbar; what each file must be when it arrives. */
export const EXPORT_BUTTONS: { kind: Kind; label: string; type: string; fallbackName: string }[] = [
  {
    kind: 'docx',
    label: 'Generate Report (DOCX)',
    type: DOCX_CONTENT_TYPE,
    fallbackName: 'interview-analysis.docx',
  },
  { kind: 'csv', label: 'Generate CSV', type: 'text/csv', fallbackName: 'ai-analysis-report.csv' },
  {
    kind: 'xlsx',
    label: 'Excel workbook (XLSX)',
    type: XLSX_CONTENT_TYPE,
    fallbackName: 'interview-analysis.xlsx',
  },
  { kind: 'qdpx', label: 'Export for NVivo / ATLAS.ti / MAXQDA (QDPX)', type: 'application/zip', fallbackName: 'interview-analysis.qdpx' },
  { kind: 'qdc', label: 'Codebook (QDC)', type: 'application/xml', fallbackName: 'interview-analysis-codebook.qdc' },
];

/**
 * The AI Analysis page's exports, shown only once the report has results (an empty file helps no one). Each is a plain link the
 * browser downloads without JavaScript; with JavaScript the file is fetched and saved, and a failure shows an
 * alert.
 */
export function ExportButtons({ data, className = '' }: { data: ExportsPageData; className?: string }) {
  const [busy, setBusy] = useState<Kind | null>(null);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  if (!data.hasResults) return null;

  const download = async (event: MouseEvent<HTMLAnchorElement>, button: (typeof EXPORT_BUTTONS)[number]) => {
    event.preventDefault();
    if (busy) return;
    setBusy(button.kind);
    setFailed(false);
    try {
      const response = await fetch(data.links[button.kind], { headers: { Accept: `${button.type}, application/json` } });
      // A lapsed session is redirected to the sign-in page, which is not the file.
      if (!response.ok || !response.headers.get('Content-Type')?.startsWith(button.type)) throw new Error(EXPORT_FAILED);
      await saveDownload(response, button.fallbackName);
    } catch {
      clearTimeout(timer.current);
      setFailed(true);
      timer.current = setTimeout(() => setFailed(false), STATUS_MS);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={`flex flex-wrap items-center gap-2 ${className}`}>
      {EXPORT_BUTTONS.map((button) => (
        <a
          key={button.kind}
          href={data.links[button.kind]}
          download
          onClick={(event) => void download(event, button)}
          aria-disabled={busy !== null || undefined}
          className={buttonClass('secondary', busy !== null ? 'pointer-events-none opacity-60' : '')}
        >
          {busy === button.kind && <Spinner />}
          {button.label}
        </a>
      ))}
      {/* Always present, so screen readers announce the text when it appears. */}
      <FormError live inline message={failed && EXPORT_FAILED} />
    </div>
  );
}
