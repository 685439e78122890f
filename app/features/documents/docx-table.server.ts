import { runText } from './docx-template.server';

/**
 * Tables for the streamed Word documents, written as WordprocessingML directly: `docx` would build each table whole
 * in memory, and a table's shape (its columns) differs from one to the next, so it does not cut into a template
 * the way a paragraph does. Full width, thin grey rules, a shaded header row repeated on every page.
 * No row is split across two pages (a row taller than a page is the reader's to break).
 */

export type TableColumn = {
  title: string;
  /** Its part of the text width, the parts adding up to 1. */
  share: number;
  align?: 'right';
  /** Short texts that read as one (a dialog's label): kept on one line; the column must be wide enough for them. */
  noWrap?: boolean;
};

/** The text width of docx's default page (A4, inch margins), in twentieths of a point. */
const TEXT_WIDTH = 9026;
/** Table text in 9 points, a size under the body's. */
const TABLE_TEXT_SIZE = 18;

const rules = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
  .map((side) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="BFBFBF"/>`)
  .join('');
const margins =
  '<w:tblCellMar><w:top w:w="40" w:type="dxa"/><w:left w:w="100" w:type="dxa"/><w:bottom w:w="40" w:type="dxa"/><w:right w:w="100" w:type="dxa"/></w:tblCellMar>';

function cell(text: string, width: number, column: TableColumn, isHeader: boolean): string {
  const shade = isHeader ? '<w:shd w:val="clear" w:color="auto" w:fill="F2F2F2"/>' : '';
  const align = column.align ? `<w:jc w:val="${column.align}"/>` : '';
  const bold = isHeader ? '<w:b/><w:bCs/>' : '';
  const noWrap = column.noWrap && !isHeader ? '<w:noWrap/>' : '';
  return (
    `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/>${shade}${noWrap}</w:tcPr>` +
    `<w:p><w:pPr><w:spacing w:before="0" w:after="0"/>${align}</w:pPr>` +
    `<w:r><w:rPr>${bold}<w:sz w:val="${TABLE_TEXT_SIZE}"/><w:szCs w:val="${TABLE_TEXT_SIZE}"/></w:rPr><w:t xml:space="preserve">${runText(text)}</w:t></w:r></w:p></w:tc>`
  );
}

/**
 * A table as the body of word/document.xml holds it, a piece at a time: its properties and header row, then one
 * piece per row, then a small paragraph after it (Word joins two tables with nothing between them).
 */
export function* tableXml(columns: readonly TableColumn[], rows: Iterable<readonly string[]>): Generator<string> {
  const widths = columns.map((c) => Math.round(c.share * TEXT_WIDTH));
  const row = (texts: readonly string[], isHeader: boolean) =>
    `<w:tr><w:trPr><w:cantSplit/>${isHeader ? '<w:tblHeader/>' : ''}</w:trPr>${columns
      .map((column, i) => cell(texts[i] ?? '', widths[i]!, column, isHeader))
      .join('')}</w:tr>`;
  yield (
    `<w:tbl><w:tblPr><w:tblW w:w="${widths.reduce((a, b) => a + b, 0)}" w:type="dxa"/><w:tblBorders>${rules}</w:tblBorders><w:tblLayout w:type="fixed"/>${margins}</w:tblPr>` +
    `<w:tblGrid>${widths.map((w) => `<w:gridCol w:w="${w}"/>`).join('')}</w:tblGrid>` +
    row(
      columns.map((c) => c.title),
      true,
    )
  );
  for (const texts of rows) yield row(texts, false);
  yield '</w:tbl><w:p><w:pPr><w:spacing w:before="0" w:after="120"/></w:pPr></w:p>';
}
