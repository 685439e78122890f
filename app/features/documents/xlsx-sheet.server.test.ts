import { PassThrough } from 'node:stream';

import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from 'vitest';

import { sheetWriter, wrappedLines } from './xlsx-sheet.server';

async function written(write: (addSheet: ReturnType<typeof sheetWriter>) => void) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  write(sheetWriter(workbook));
  await workbook.commit();
  return unzipSync(new Uint8Array(Buffer.concat(chunks)));
}

test('lines are counted as text wraps at spaces, a line break starts a line, and a word longer than a line is cut', () => {
  expect(wrappedLines('', 10)).toBe(1);
  expect(wrappedLines('one two', 10)).toBe(1);
  expect(wrappedLines('one two three', 10)).toBe(2);
  expect(wrappedLines('one\ntwo', 10)).toBe(2);
  expect(wrappedLines('abcdefghijklmnopqrstuvwxy', 10)).toBe(3);
  expect(wrappedLines('ab abcdefghijklmnopqrstuvwxy', 10)).toBe(4);
  expect(wrappedLines('Доставка была медленной', 10)).toBe(3);
});

test("each sheet's filter covers its rows and has its own _xlnm._FilterDatabase name, the sheet's name quoted", async () => {
  const files = await written((addSheet) => {
    const first = addSheet('Topics', [{ header: 'Topic', key: 'topic', width: 20 }]);
    first.add({ topic: 'Price' });
    first.add({ topic: 'Speed' });
    first.done();
    const second = addSheet("Dialog's coding", [
      { header: 'Dialog', key: 'dialog', width: 10 },
      { header: 'Answer', key: 'answer', width: 20, wrap: true },
    ]);
    second.add({ dialog: 'Dialog # a', answer: 'Short.' });
    second.done();
  });
  const book = strFromU8(files['xl/workbook.xml']!);
  const names = [...book.matchAll(/<definedName name="_xlnm._FilterDatabase" localSheetId="(\d)">([^<]*)<\/definedName>/g)].map((m) => [
    m[1],
    m[2],
  ]);
  expect(names).toEqual([
    ['0', '&apos;Topics&apos;!$A$1:$A$3'],
    ['1', '&apos;Dialog&apos;&apos;s coding&apos;!$A$1:$B$2'],
  ]);
  expect(strFromU8(files['xl/worksheets/sheet1.xml']!)).toContain('<autoFilter ref="A1:A3"/>');
  expect(strFromU8(files['xl/worksheets/sheet2.xml']!)).toContain('<autoFilter ref="A1:B2"/>');
});

test('a row is as tall as its longest wrapped cell; text in a column that does not wrap leaves the height alone', async () => {
  const long = 'word '.repeat(60).trim();
  const files = await written((addSheet) => {
    const sheet = addSheet('Answers', [
      { header: 'Dialog', key: 'dialog', width: 10 },
      { header: 'Answer', key: 'answer', width: 20, wrap: true },
    ]);
    sheet.add({ dialog: long, answer: 'Short.' });
    sheet.add({ dialog: 'Dialog # a', answer: long });
    sheet.add({ dialog: 'Dialog # b', answer: 'one\ntwo\nthree' });
    sheet.done();
  });
  const xml = strFromU8(files['xl/worksheets/sheet1.xml']!);
  const height = (row: number) => new RegExp(`<row r="${row}"(?: ht="([\\d.]+)" customHeight="1")?`).exec(xml)![1];
  expect(height(2)).toBeUndefined();
  // 60 words of 4 letters in lines of 22 letters: 4 words a line, 15 lines.
  expect(Number(height(3))).toBe(15 * 15);
  expect(Number(height(4))).toBe(45);
});
