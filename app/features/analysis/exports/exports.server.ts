import { exportPseudonyms } from '~/ai/privacy/export-pseudonyms.server';
import { recordStep } from '~/features/audit/audit-log.server';
import { zipStream } from '~/features/documents/zip-stream.server';
import { DOCX_CONTENT_TYPE, XLSX_CONTENT_TYPE } from '~/lib/content-types';

import { ownedReportById } from '../reports/report-access.server';
import { CSV_CONTENT_TYPE, CSV_FILE_NAME, reportCsv } from './csv.server';
import { deidentifiedExportData } from './deidentified-export.server';
import { exportData, hasResults } from './export-data.server';
import { codebookXml, QDC_CONTENT_TYPE, qdcFileName, QDPX_CONTENT_TYPE, qdpxEntries, qdpxFileName } from './refi-qda.server';
import { docxFileName, reportDocxEntries } from './report-docx.server';
import { reportWorkbook, xlsxFileName } from './workbook.server';

export type ExportFormat = 'docx' | 'csv' | 'qdpx' | 'qdc' | 'xlsx';
export type ExportFile = { fileName: string; contentType: string; body: ReadableStream<Uint8Array> };

/** Each format as the audit log names it. */
const FORMAT_NAMES: Record<ExportFormat, string> = {
  docx: 'Word report',
  csv: 'CSV',
  qdpx: 'REFI-QDA project (.qdpx)',
  xlsx: 'Excel workbook',
  qdc: 'REFI-QDA codebook (.qdc)',
};

/** A generator of text as a byte stream, one piece per pull. */
function textStream(pieces: Iterator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = pieces.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
    },
    { highWaterMark: 1 },
  );
}

/** A report's export in one of the formats, for the owner of its interview only (anyone else: 404). */
export async function reportExport(ownerId: string, reportId: string, format: ExportFormat, now = new Date()): Promise<ExportFile> {
  const { interview, report } = ownedReportById(ownerId, reportId, 'read');
  const pseudonyms = await exportPseudonyms(interview.id);
  const found = exportData(interview, report, ownerId, now);
  // With de-identification `everywhere`, every format writes placeholders in place of personal data.
  const data = pseudonyms ? deidentifiedExportData(found, pseudonyms) : found;
  recordStep(ownerId, {
    action: 'export',
    interview,
    detail: `${FORMAT_NAMES[format]} of the report “${report.name}”${pseudonyms ? ', de-identified' : ''}`,
  });
  switch (format) {
    case 'docx':
      return { fileName: docxFileName(report.id), contentType: DOCX_CONTENT_TYPE, body: zipStream(await reportDocxEntries(data)) };
    case 'csv':
      return { fileName: CSV_FILE_NAME, contentType: CSV_CONTENT_TYPE, body: textStream(reportCsv(data)) };
    case 'qdpx':
      return { fileName: qdpxFileName(report.id), contentType: QDPX_CONTENT_TYPE, body: zipStream(qdpxEntries(data)) };
    case 'xlsx':
      return { fileName: xlsxFileName(report.id), contentType: XLSX_CONTENT_TYPE, body: reportWorkbook(data) };
    case 'qdc':
      return { fileName: qdcFileName(report.id), contentType: QDC_CONTENT_TYPE, body: textStream(codebookXml(data)) };
  }
}

/** The export links as the AI Analysis page shows them: only once the report has results. */
export function exportsPageData(report: { id: string }) {
  const base = `/api/report/${encodeURIComponent(report.id)}/export`;
  return {
    hasResults: hasResults(report.id),
    links: {
      docx: `${base}.docx`,
      csv: `${base}.csv`,
      xlsx: `/api/download_report_excel/${encodeURIComponent(report.id)}`,
      qdpx: `${base}.qdpx`,
      qdc: `${base}.qdc`,
    },
  };
}
export type ExportsPageData = ReturnType<typeof exportsPageData>;
