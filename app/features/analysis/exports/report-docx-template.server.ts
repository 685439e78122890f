import { BorderStyle, HeadingLevel, Paragraph, TextRun } from 'docx';

import { buildTemplate, type DocxTemplate, marker, paragraph } from '~/features/documents/docx-template.server';

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
export type ReportTemplate = DocxTemplate<ReportParagraphKind>;

/** The report's package: its paragraph kinds, and page numbers in the footer (a report is read and cited by page). */
export function buildReportTemplate(title: string): Promise<ReportTemplate> {
  return buildTemplate(title, kinds, { pageNumbers: true });
}

/** One paragraph of the given kind, its slots filled in order. */
export const reportParagraph = (template: ReportTemplate, kind: ReportParagraphKind, ...texts: string[]) =>
  paragraph(template, kind, ...texts);
