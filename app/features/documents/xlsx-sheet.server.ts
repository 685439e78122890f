import type ExcelJS from 'exceljs';

import { xmlSafeText } from '~/lib/xml-text';

/**
 * Sheets for exceljs' streaming writer, laid out the same way in every workbook the product writes: a bold header
 * row that stays in view, a filter over everything written, set widths, wrapped text in rows tall enough to show it,
 * and a print layout of landscape pages one sheet wide with the header on each.
 */

/** `align: 'right'` for a text that reads as a figure ("3 of 20"), so it lines up with the numbers beside it. */
export type SheetColumn = { header: string; key: string; width: number; wrap?: boolean; align?: 'right' };
export type SheetValue = string | number | boolean | null | undefined;

/** Excel's own limit for a cell's text; a longer one would make the file unreadable. */
const CELL_LIMIT = 32_767;
/** A cell's text as a sheet's XML can hold it: without the characters XML forbids, within Excel's limit. */
export const cellText = (value: string) => {
  const text = xmlSafeText(value);
  return text.length > CELL_LIMIT ? `${text.slice(0, CELL_LIMIT - 1)}…` : text;
};

/** Points per line of the default font (Calibri 11), with its leading: Excel's own default row height. */
const LINE_HEIGHT = 15;
/** Excel's tallest row, in points. */
const MAX_ROW_HEIGHT = 409;
/**
 * A column's width counts the default font's digits; running text is narrower per letter, but a line breaks at a
 * word, and a reader without Calibri sets it in a wider font (LibreOffice without Carlito sets about 1.2 letters
 * of running text per unit): 1.1 leaves room for both.
 */
const LETTERS_PER_WIDTH = 1.1;

/** How many lines `text` takes wrapped at spaces into lines of `perLine` letters (a longer word is cut). */
export function wrappedLines(text: string, perLine: number): number {
  let lines = 0;
  for (const paragraph of text.split(/\r\n?|\n/)) {
    lines += 1;
    let used = 0;
    for (const word of paragraph.split(' ')) {
      // UTF-16 units: a letter outside the basic plane counts twice, which only errs towards room to spare.
      const length = word.length;
      if (used > 0 && used + 1 + length <= perLine) {
        used += 1 + length;
        continue;
      }
      if (used > 0) lines += 1;
      // The lines a word longer than a line fills before its last part.
      const cut = Math.max(0, Math.ceil(length / perLine) - 1);
      lines += cut;
      used = length - cut * perLine;
    }
  }
  return lines;
}

/**
 * The height a row needs for its wrapped cells, in points, or undefined when one line is enough (the default
 * height). exceljs does not fit rows to their text, and a reader keeps the default height of a row stored without
 * one, so a long text would run under the next row.
 */
export function fittedRowHeight(columns: readonly SheetColumn[], values: Record<string, SheetValue>): number | undefined {
  let lines = 1;
  for (const column of columns) {
    const value = values[column.key];
    if (!column.wrap || typeof value !== 'string' || value === '') continue;
    lines = Math.max(lines, wrappedLines(value, Math.max(1, Math.floor(column.width * LETTERS_PER_WIDTH))));
  }
  return lines > 1 ? Math.min(MAX_ROW_HEIGHT, lines * LINE_HEIGHT) : undefined;
}

function columnLetters(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

type FilterName = { name: string; ranges: string[]; localSheetId: number };

/**
 * The writer of a workbook's sheets. Each filtered sheet also gets the sheet-local `_xlnm._FilterDatabase` name
 * Excel writes beside a filter, without which LibreOffice Calc shows none. exceljs (4.4) writes the filter but not
 * the name, and its defined names cannot be local to a sheet; so the workbook's names are given as its writer reads
 * them when it writes workbook.xml, at commit.
 */
export function sheetWriter(workbook: ExcelJS.stream.xlsx.WorkbookWriter) {
  const filterNames: FilterName[] = [];
  Object.defineProperty(workbook.definedNames, 'model', { get: () => filterNames, configurable: true });
  let sheets = 0;

  return function addSheet(name: string, columns: readonly SheetColumn[]) {
    const localSheetId = sheets++;
    const ws = workbook.addWorksheet(name, {
      views: [{ state: 'frozen', ySplit: 1 }],
      pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0, printTitlesRow: '1:1' },
    });
    ws.columns = columns.map((c) => ({
      header: cellText(c.header),
      key: c.key,
      width: c.width,
      style: { alignment: { vertical: 'top', ...(c.wrap ? { wrapText: true } : {}), ...(c.align ? { horizontal: c.align } : {}) } },
    }));
    // Every header wraps, so a long name in a narrow column is read whole.
    const header = ws.getRow(1);
    // The font named as the default is, or a reader sets a header without one in its own default (a serif in LibreOffice).
    header.font = { name: 'Calibri', size: 11, bold: true };
    columns.forEach(
      (c, i) => (header.getCell(i + 1).alignment = { vertical: 'top', wrapText: true, ...(c.align ? { horizontal: c.align } : {}) }),
    );
    const headerHeight = fittedRowHeight(
      columns.map((c) => ({ ...c, wrap: true })),
      Object.fromEntries(columns.map((c) => [c.key, c.header])),
    );
    if (headerHeight) header.height = headerHeight;
    header.commit();
    let rows = 1;
    return {
      add(values: Record<string, SheetValue>) {
        const row = ws.addRow(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? cellText(v) : v])));
        const height = fittedRowHeight(columns, values);
        if (height) row.height = height;
        row.commit();
        rows += 1;
      },
      /** Ends the sheet: its filter covers the header and every row written. */
      done() {
        const lastColumn = columnLetters(columns.length);
        ws.autoFilter = `A1:${lastColumn}${rows}`;
        // As Excel writes it: the sheet's name quoted, the range absolute.
        filterNames.push({
          name: '_xlnm._FilterDatabase',
          ranges: [`'${name.replace(/'/g, "''")}'!$A$1:$${lastColumn}$${rows}`],
          localSheetId,
        });
        ws.commit();
      },
    };
  };
}
