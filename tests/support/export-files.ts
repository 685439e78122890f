/** Exported files read back as a researcher's tools would: a Word file's lines, a workbook's rows, a CSV's rows. */
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';

const unescapeXml = (s: string) =>
  s
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export type WordLine = { style: string; text: string };

/** Every paragraph of a Word file's body in order, a table's cells included (each cell's paragraph a line). */
export function wordLines(bytes: Uint8Array): WordLine[] {
  const xml = strFromU8(unzipSync(bytes)['word/document.xml']!);
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((m) => ({
    style: /<w:pStyle w:val="([^"]+)"/.exec(m[0])?.[1] ?? '',
    text: unescapeXml([...m[0].matchAll(/<w:t[^>]*>([^<]*)<\/w:t>|<w:br\/>/g)].map((t) => t[1] ?? '\n').join('')),
  }));
}

/** A workbook's sheets as rows of cell values (the header row first). */
export async function workbookRows(bytes: Uint8Array): Promise<Map<string, unknown[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheets = new Map<string, unknown[][]>();
  for (const sheet of workbook.worksheets) {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    sheets.set(sheet.name, rows);
  }
  return sheets;
}

/** A CSV file's rows as records keyed by its header. */
export function csvRecords(bytes: Uint8Array): Record<string, string>[] {
  return parse(Buffer.from(bytes), { bom: true, columns: true, relax_quotes: false }) as Record<string, string>[];
}
