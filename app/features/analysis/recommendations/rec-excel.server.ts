/**
 * The Recommendation Coding section as an Excel workbook, streamed as it is written (exceljs' streaming writer):
 * one row per coded answer: question, recommendation, dialog label, answer, relevance, citations (rejected ones
 * left out); laid out as the report's workbook is (`sheetWriter`).
 */
import type { SheetColumn } from '~/features/documents/xlsx-sheet.server';
import { streamWorkbook } from '~/features/documents/xlsx-workbook.server';

import type { BlockCoding } from './rec-coding-data.server';

export const EXCEL_HEADERS = ['Question', 'Recommendation', 'Dialog', 'Answer', 'Relevance', 'Citations'] as const;

export function excelFileName(reportName: string, at = new Date()): string {
  const slug =
    reportName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|(?<!-)-+$/g, '')
      .slice(0, 40) || 'report';
  return `recommendation-coding-${slug}-${at.toISOString().slice(0, 10)}.xlsx`;
}

const COLUMNS: SheetColumn[] = [
  { header: EXCEL_HEADERS[0], key: 'question', width: 32, wrap: true },
  { header: EXCEL_HEADERS[1], key: 'recommendation', width: 32, wrap: true },
  { header: EXCEL_HEADERS[2], key: 'dialog', width: 18 },
  { header: EXCEL_HEADERS[3], key: 'answer', width: 60, wrap: true },
  { header: EXCEL_HEADERS[4], key: 'relevance', width: 10 },
  { header: EXCEL_HEADERS[5], key: 'citations', width: 60, wrap: true },
];

/** A web stream of the workbook; rows are committed one by one so a large report is never held whole. */
export function recCodingWorkbook(coding: readonly BlockCoding[]): ReadableStream<Uint8Array> {
  return streamWorkbook((sheets) => {
    const sheet = sheets('Recommendation Coding', COLUMNS);
    for (const block of coding) {
      for (const group of block.groups) {
        for (const answer of group.answers) {
          sheet.add({
            question: block.title,
            recommendation: group.title,
            dialog: answer.label,
            answer: answer.answer,
            relevance: answer.relevance,
            citations: answer.citations.map((c) => `“${c.text}”${c.relevance ? ` (${c.relevance})` : ''}`).join('\n'),
          });
        }
      }
    }
    sheet.done();
  });
}
