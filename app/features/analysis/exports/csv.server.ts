import { allCitations, type ExportData } from './export-data.server';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
/** Spec §9. */
export const CSV_FILE_NAME = 'ai-analysis-report.csv';
/** Spec §9, exactly these columns in this order. */
export const CSV_COLUMNS = ['Block', 'Topic', 'Summary', 'Citation', 'Dialog ID', 'Status'] as const;

// A cell starting like a formula would be run by a spreadsheet: respondents' words are never allowed to.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field, RFC 4180: quoted when it holds a quote, comma or line break, quotes doubled. */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const row = (fields: readonly string[]) => `${fields.map(csvField).join(',')}\r\n`;

/** The report's citations, one row each (rejected ones are not in the data), UTF-8 with a byte-order mark for Excel. */
export function* reportCsv(data: ExportData): Generator<string> {
  yield `\uFEFF${row(CSV_COLUMNS)}`;
  const shortLinks = new Map(data.dialogs.map((d) => [d.id, d.shortLink]));
  let batch = '';
  for (const { block, topic, summary, citation } of allCitations(data)) {
    batch += row([
      block,
      topic,
      summary,
      citation.text,
      shortLinks.get(citation.dialogId) ?? '',
      citation.vote === 'accepted' ? 'Accepted' : 'Not reviewed',
    ]);
    if (batch.length > 64 * 1024) {
      yield batch;
      batch = '';
    }
  }
  if (batch) yield batch;
}
