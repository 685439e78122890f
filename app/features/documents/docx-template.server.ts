import { AlignmentType, Document, Footer, HeadingLevel, Packer, PageNumber, Paragraph, TextRun } from 'docx';
import { strFromU8, strToU8, unzipSync } from 'fflate';

import { xmlSafeText } from '~/lib/xml-text';

/**
 * The `docx` package builds a whole document in memory before it zips it (about 0.5 GB for 1,000 dialogs of 30
 * messages). To keep memory bounded we let it write a small document holding one paragraph of each kind the export
 * uses, with a marker in place of each text, and cut that into templates: every part of the package (styles,
 * numbering, settings, content types) comes from `docx` unchanged, and the body of word/document.xml is streamed by
 * filling the paragraph templates with escaped text.
 */

const kinds = {
  title: () => new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(marker('title', 0))] }),
  subtitle: () => new Paragraph({ spacing: { after: 240 }, children: [new TextRun({ text: marker('subtitle', 0), color: '555555' })] }),
  dialog: () => new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(marker('dialog', 0))] }),
  // Every dialog after the first starts on a new page.
  dialogOnNewPage: () =>
    new Paragraph({ heading: HeadingLevel.HEADING_1, pageBreakBefore: true, children: [new TextRun(marker('dialogOnNewPage', 0))] }),
  field: () => new Paragraph({ children: [new TextRun({ text: marker('field', 0), bold: true }), new TextRun(marker('field', 1))] }),
  message: () =>
    new Paragraph({
      spacing: { before: 200 },
      keepNext: true,
      children: [
        new TextRun({ text: marker('message', 0), bold: true }),
        new TextRun({ text: marker('message', 1), color: '666666', size: 18 }),
      ],
    }),
  text: () => new Paragraph({ children: [new TextRun(marker('text', 0))] }),
  // The member check after the summary it answered: its heading, and each point indented.
  memberCheck: () =>
    new Paragraph({ heading: HeadingLevel.HEADING_2, spacing: { before: 240 }, children: [new TextRun(marker('memberCheck', 0))] }),
  point: () => new Paragraph({ indent: { left: 360 }, children: [new TextRun(marker('point', 0))] }),
} as const;

export type ParagraphKind = keyof typeof kinds;

/** Letters and digits only, so the marker survives XML escaping untouched and never occurs in docx's own markup. */
export function marker(kind: string, slot: number) {
  return `QQMARK${kind.toUpperCase()}SLOT${slot}QQ`;
}

export type DocxTemplate<K extends string = ParagraphKind> = {
  /** Every part of the package but word/document.xml, as docx wrote them. */
  parts: { name: string; data: Uint8Array }[];
  /** word/document.xml up to the first paragraph, and from the section properties to the end. */
  head: string;
  tail: string;
  /** Each paragraph kind as the pieces between its text slots. */
  paragraphs: Record<K, string[]>;
};

const DOCUMENT_PART = 'word/document.xml';
const FONT_TABLE = 'word/fontTable.xml';

/**
 * The documents' font: Arial, which Windows and macOS have, and for which LibreOffice and Linux set Liberation Sans
 * (the same widths). Without a named font Word and LibreOffice fall back to Times New Roman, a serif.
 */
export const BODY_FONT = 'Arial';
const headingSpacing = (before: number) => ({ paragraph: { spacing: { before, after: 80 }, keepNext: true, keepLines: true } });
const DOCUMENT_STYLES = {
  default: {
    // East Asian text is left to the reader's font for its language: Arial has none of its letters.
    document: { run: { font: { ascii: BODY_FONT, hAnsi: BODY_FONT, cs: BODY_FONT }, size: 20 } },
    // docx's heading styles with room above them, kept with the text they head.
    heading1: { run: { color: '2E74B5', size: 32 }, ...headingSpacing(360) },
    heading2: { run: { color: '2E74B5', size: 26 }, ...headingSpacing(240) },
    heading3: { run: { color: '1F4D78', size: 24 }, ...headingSpacing(200) },
  },
};

/**
 * The font table naming the body font with its kind (sans serif, proportional, Latin), so a reader that has
 * neither it nor a stand-in for it picks a sans serif of its own rather than its default serif.
 */
function withBodyFont(fontTable: string): string {
  const font = `<w:font w:name="${BODY_FONT}"><w:panose1 w:val="020B0604020202020204"/><w:charset w:val="00"/><w:family w:val="swiss"/><w:pitch w:val="variable"/></w:font>`;
  const selfClosed = fontTable.lastIndexOf('/>');
  if (fontTable.trimEnd().endsWith('</w:fonts>')) return fontTable.replace('</w:fonts>', `${font}</w:fonts>`);
  if (selfClosed < 0) throw new Error('docx template: no font table');
  return `${fontTable.slice(0, selfClosed)}>${font}</w:fonts>`;
}
const CONTENT_TYPES = '[Content_Types].xml';

/** The package skeleton for one export of the participants' dialogs; `title` goes into the document's properties. */
export function buildDocxTemplate(title: string): Promise<DocxTemplate> {
  return buildTemplate(title, kinds);
}

/** "Page 3 of 36", centred in a small grey type: Word and LibreOffice fill the fields in as they lay the pages out. */
const pageNumberFooter = () =>
  new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [new TextRun({ children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES], color: '666666', size: 16 })],
      }),
    ],
  });

/**
 * A package skeleton from paragraph kinds, each a `docx` paragraph whose texts are `marker(kind, slot)`: `docx`
 * writes one paragraph of each kind, and word/document.xml is cut into the pieces around the markers. With
 * `pageNumbers`, every page's footer numbers it (the footer is a part of its own, referred to from the tail).
 */
export async function buildTemplate<K extends string>(
  title: string,
  paragraphKinds: Record<K, () => Paragraph>,
  options: { pageNumbers?: boolean } = {},
): Promise<DocxTemplate<K>> {
  const order = Object.keys(paragraphKinds) as K[];
  const doc = new Document({
    title: xmlSafeText(title),
    creator: 'Qualia',
    styles: DOCUMENT_STYLES,
    sections: [
      {
        ...(options.pageNumbers ? { footers: { default: pageNumberFooter() } } : {}),
        children: order.map((kind) => paragraphKinds[kind]()),
      },
    ],
  });
  const files = unzipSync(new Uint8Array(await Packer.toBuffer(doc)));
  files[FONT_TABLE] = strToU8(withBodyFont(strFromU8(files[FONT_TABLE]!)));
  const xml = strFromU8(files[DOCUMENT_PART]!);

  const paragraphs = {} as Record<K, string[]>;
  let firstStart = -1;
  let lastEnd = -1;
  for (const kind of order) {
    const at = xml.indexOf(marker(kind, 0));
    const start = Math.max(xml.lastIndexOf('<w:p>', at), xml.lastIndexOf('<w:p ', at));
    const end = xml.indexOf('</w:p>', at) + '</w:p>'.length;
    if (at < 0 || start < 0 || end < at) throw new Error(`docx template: no paragraph for ${kind}`);
    paragraphs[kind] = xml.slice(start, end).split(/QQMARK[A-Z0-9]+SLOT\d+QQ/);
    if (firstStart < 0) firstStart = start;
    lastEnd = end;
  }
  return {
    // [Content_Types].xml first, as Word itself writes it; readers that stream a package look for it there.
    parts: Object.entries(files)
      .filter(([name]) => name !== DOCUMENT_PART)
      .sort(([a], [b]) => Number(b === CONTENT_TYPES) - Number(a === CONTENT_TYPES))
      .map(([name, data]) => ({ name, data })),
    head: xml.slice(0, firstStart),
    tail: xml.slice(lastEnd),
    paragraphs,
  };
}

const SPECIAL = /[&<>]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/**
 * Text for a <w:t> slot of a run: escaped, with line breaks and tabs as Word's own elements (a <w:t> ignores a
 * raw newline). The templates' runs are xml:space="preserve", so spaces stay as typed.
 */
export function runText(text: string): string {
  return xmlSafeText(text)
    .replace(SPECIAL, (c) => ENTITIES[c]!)
    .replace(/\r\n?|\n/g, '</w:t><w:br/><w:t xml:space="preserve">')
    .replace(/\t/g, '</w:t><w:tab/><w:t xml:space="preserve">');
}

/** One paragraph of the given kind, its slots filled in order. */
export function paragraph<K extends string>(template: DocxTemplate<K>, kind: K, ...texts: string[]): string {
  const pieces = template.paragraphs[kind];
  let out = pieces[0]!;
  for (let i = 1; i < pieces.length; i++) out += runText(texts[i - 1] ?? '') + pieces[i];
  return out;
}
