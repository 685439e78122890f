import { allCitations, type ExportData } from './export-data.server';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
/** The name the CSV download is saved under. */
export const CSV_FILE_NAME = 'ai-analysis-report.csv';
/**
 * The spec's columns in its order, then the section of the AI Analysis tab the quote is shown in, so Topic holds
 * topics only (an answer's or a recommendation's quote supports none).
 */
export const CSV_COLUMNS = ['Block', 'Topic', 'Summary', 'Citation', 'Dialog ID', 'Status', 'Section'] as const;

// A spreadsheet runs a cell that starts like a formula (= + - @, or a tab or carriage return before one), and
// respondents' words must never run. One whose list separator is `;`, or that splits at tabs, cuts a cell at those,
// and since it reads quotes only where its own field opens, at line breaks too: every piece becomes a cell. So the
// start of the value and of each piece, past any spaces and quotes, gets a `'` when it starts like a formula (OWASP).
const ARMED_PIECE = /(^|[;\t\r\n])([ "]*)(?=[=+\-@])/g;
const WHITESPACE_START = /^[\t\r]/;

/** One field, RFC 4180: quoted when it holds a quote, comma, semicolon, tab or line break, quotes doubled. */
export function csvField(value: string): string {
  const disarmed = value.replace(ARMED_PIECE, "$1$2'");
  const safe = WHITESPACE_START.test(disarmed) ? `'${disarmed}` : disarmed;
  return /[",;\t\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const row = (fields: readonly string[]) => `${fields.map(csvField).join(',')}\r\n`;

/**
 * The report's citations, one row each (rejected ones are not in the data), UTF-8 with a byte-order mark for Excel.
 * After the spec's columns, the quoted dialog's link variables and screener answers, a column each, then its consent.
 */
export function* reportCsv(data: ExportData): Generator<string> {
  yield `\uFEFF${row([...CSV_COLUMNS, ...data.recruitColumns.map((c) => c.name), ...data.consentColumns.map((c) => c.name)])}`;
  const shortLinks = new Map(data.dialogs.map((d) => [d.id, d.shortLink]));
  const recruitValues = new Map(data.dialogs.map((d) => [d.id, d.recruitValues]));
  const noValues = data.recruitColumns.map(() => '');
  const consentValues = new Map(data.dialogs.map((d) => [d.id, d.consentValues]));
  const noConsent = data.consentColumns.map(() => '');
  let batch = '';
  for (const { section, block, topic, summary, citation } of allCitations(data)) {
    batch += row([
      block,
      topic,
      summary,
      citation.text,
      shortLinks.get(citation.dialogId) ?? '',
      citation.vote === 'accepted' ? 'Accepted' : 'Not reviewed',
      section,
      ...(recruitValues.get(citation.dialogId) ?? noValues),
      ...(consentValues.get(citation.dialogId) ?? noConsent),
    ]);
    if (batch.length > 64 * 1024) {
      yield batch;
      batch = '';
    }
  }
  if (batch) yield batch;
}
