/**
 * An Excel workbook streamed as it is written (exceljs' streaming writer): the caller adds its sheets through
 * `sheetWriter`, rows are committed one by one, so a large report is never held whole. A failure while writing ends
 * the stream with that error.
 */
import { PassThrough, Readable } from 'node:stream';

import { sheetWriter } from './xlsx-sheet.server';

export type SheetsOf = ReturnType<typeof sheetWriter>;

export function streamWorkbook(
  write: (sheet: SheetsOf) => void | Promise<void>,
  about: { creator?: string; created?: Date } = {},
): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  void (async () => {
    try {
      // Loaded on the first workbook: exceljs and the zip packages under it are a fifth of a second of every
      // start-up of the server otherwise, for a download most processes never serve.
      const { default: ExcelJS } = await import('exceljs');
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
      if (about.creator) workbook.creator = about.creator;
      if (about.created) workbook.created = about.created;
      await write(sheetWriter(workbook));
      await workbook.commit();
    } catch (error) {
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}
