import { BorderStyle, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { strFromU8, unzipSync } from 'fflate';
import { runText } from '~/features/exports/docx-template.server';

/**
 * The analysis report's Word package, made the way the participants' export makes its own (see
 * docx-template.server.ts): `docx` writes a small document with one paragraph of each kind and a marker for each
 * text; that is cut into templates, and the body is streamed by filling them. Headings are Word's own heading
 * styles, so the navigation pane and a table of contents work.
 */

const kinds = {
  title: () => new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(marker('title', 0))] }),
  subtitle: () =>
    new Paragraph({ spacing: { after: 240 }, children: [new TextRun({ text: marker('subtitle', 0), color: '555555', size: 28 })] }),
  heading1: () => new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(marker('heading1', 0))] }),
  heading1OnNewPage: () =>
    new Paragraph({ heading: HeadingLevel.HEADING_1, pageBreakBefore: true, children: [new TextRun(marker('heading1OnNewPage', 0))] }),
  heading2: () => new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(marker('heading2', 0))] }),
  heading3: () => new Paragraph({ heading: HeadingLevel.HEADING_3, children: [new TextRun(marker('heading3', 0))] }),
  field: () => new Paragraph({ children: [new TextRun({ text: marker('field', 0), bold: true }), new TextRun(marker('field', 1))] }),
  text: () => new Paragraph({ spacing: { after: 120 }, children: [new TextRun(marker('text', 0))] }),
  muted: () =>
    new Paragraph({ spacing: { after: 120 }, children: [new TextRun({ text: marker('muted', 0), color: '666666', italics: true })] }),
  // A quote: indented with a rule on its left, then its dialog's label.
  quote: () =>
    new Paragraph({
      indent: { left: 480 },
      spacing: { after: 120 },
      border: { left: { style: BorderStyle.SINGLE, size: 12, color: 'AAAAAA', space: 8 } },
      children: [
        new TextRun({ text: marker('quote', 0), italics: true }),
        new TextRun({ text: marker('quote', 1), color: '666666', size: 18 }),
      ],
    }),
} as const;

export type ReportParagraphKind = keyof typeof kinds;

/** Letters only, so the marker survives XML escaping untouched and never occurs in docx's own markup. */
function marker(kind: string, slot: number) {
  return `QQMARK${kind.toUpperCase()}SLOT${slot}QQ`;
}

export type ReportTemplate = {
  parts: { name: string; data: Uint8Array }[];
  head: string;
  tail: string;
  paragraphs: Record<ReportParagraphKind, string[]>;
};

const DOCUMENT_PART = 'word/document.xml';
const CONTENT_TYPES = '[Content_Types].xml';

export async function buildReportTemplate(title: string): Promise<ReportTemplate> {
  const order = Object.keys(kinds) as ReportParagraphKind[];
  const doc = new Document({ title, creator: 'Qualia', sections: [{ children: order.map((kind) => kinds[kind]()) }] });
  const files = unzipSync(new Uint8Array(await Packer.toBuffer(doc)));
  const xml = strFromU8(files[DOCUMENT_PART]!);
  const paragraphs = {} as Record<ReportParagraphKind, string[]>;
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
    parts: Object.entries(files)
      .filter(([name]) => name !== DOCUMENT_PART)
      .sort(([a], [b]) => Number(b === CONTENT_TYPES) - Number(a === CONTENT_TYPES))
      .map(([name, data]) => ({ name, data })),
    head: xml.slice(0, firstStart),
    tail: xml.slice(lastEnd),
    paragraphs,
  };
}

/** One paragraph of the given kind, its slots filled in order. */
export function reportParagraph(template: ReportTemplate, kind: ReportParagraphKind, ...texts: string[]): string {
  const pieces = template.paragraphs[kind];
  let out = pieces[0]!;
  for (let i = 1; i < pieces.length; i++) out += runText(texts[i - 1] ?? '') + pieces[i];
  return out;
}
