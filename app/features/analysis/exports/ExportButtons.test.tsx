import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';

import { ExportButtons } from './ExportButtons';

const links = {
  docx: '/api/report/r1/export.docx',
  csv: '/api/report/r1/export.csv',
  xlsx: '/api/download_report_excel/r1',
  qdpx: '/api/report/r1/export.qdpx',
  qdc: '/api/report/r1/export.qdc',
};

test('without results there are no export buttons', () => {
  expect(renderToStaticMarkup(<ExportButtons data={{ hasResults: false, links }} />)).toBe('');
});

test('with results each export is a plain download link with its label, so it works without JavaScript', () => {
  const html = renderToStaticMarkup(<ExportButtons data={{ hasResults: true, links }} />);
  const anchors = [...html.matchAll(/<a href="([^"]+)" download=""[^>]*>([^<]*)<\/a>/g)].map((m) => [m[1], m[2]]);
  expect(anchors).toEqual([
    [links.docx, 'Generate Report (DOCX)'],
    [links.csv, 'Generate CSV'],
    [links.xlsx, 'Excel workbook (XLSX)'],
    [links.qdpx, 'Export for NVivo / ATLAS.ti / MAXQDA (QDPX)'],
    [links.qdc, 'Codebook (QDC)'],
  ]);
  expect(html).toContain('role="alert"');
});
