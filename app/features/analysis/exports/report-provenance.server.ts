/**
 * How each section of a report was made, as the exports state it (the Word method section, the Excel Method sheet,
 * the REFI-QDA project's description): per section the engine, model and endpoint host, prompt version, app version
 * and time of its results, read from the provenance stored beside them.
 */
import { and, eq, inArray } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import { distinctMadeBy, type MadeBy, provenanceText } from '~/ai/provenance';
import { madeByOf } from '~/ai/provenance.server';

import type { Report } from '../reports/reports.server';
import { SECTION_TITLES } from '../ui/section-index';

const { sampleScores, dialogAnswers, recommendations, recommendationCodings, summaries } = schema;

/** A section with the ways its results were made (none when it has no results) and what researchers changed. */
export type SectionProvenance = { section: string; madeBy: MadeBy[]; note: string | null };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Every analysis section of the report, in the page's order, with how its results were made. */
export function reportProvenance(report: Pick<Report, 'id'>, includedDialogIds: ReadonlySet<string>): SectionProvenance[] {
  const db = getDb();
  const scores = db
    .select({ provenance: sampleScores.provenance, model: sampleScores.model, at: sampleScores.scoredAt, status: sampleScores.status })
    .from(sampleScores)
    .where(eq(sampleScores.reportId, report.id))
    .all()
    .filter((row) => row.status === 'scored' && row.at);
  const answers = db
    .select({
      dialogId: dialogAnswers.dialogId,
      provenance: dialogAnswers.provenance,
      model: dialogAnswers.model,
      at: dialogAnswers.createdAt,
      editedAt: dialogAnswers.editedAt,
    })
    .from(dialogAnswers)
    .where(and(eq(dialogAnswers.reportId, report.id), eq(dialogAnswers.status, 'success')))
    .all()
    .filter((row) => includedDialogIds.has(row.dialogId));
  const recs = db
    .select({
      provenance: recommendations.provenance,
      model: recommendations.model,
      at: recommendations.createdAt,
      isCustom: recommendations.isCustom,
    })
    .from(recommendations)
    .where(eq(recommendations.reportId, report.id))
    .all();
  const recCodings = db
    .select({ provenance: recommendationCodings.provenance, model: recommendationCodings.model, at: recommendationCodings.createdAt })
    .from(recommendationCodings)
    .where(eq(recommendationCodings.reportId, report.id))
    .all();
  const summaryRows = db
    .select({
      kind: summaries.kind,
      blockId: summaries.blockId,
      provenance: summaries.provenance,
      model: summaries.model,
      at: summaries.generatedAt,
    })
    .from(summaries)
    .where(
      and(
        eq(summaries.reportId, report.id),
        inArray(summaries.kind, ['coding_insights', 'executive', 'question_insights', 'business_insights']),
      ),
    )
    .all();

  const made = (rows: readonly { provenance: unknown; model: string | null; at: Date | null }[]) =>
    distinctMadeBy(rows.map((row) => madeByOf(row)));
  const seen = new Set<string>();
  const firstOfDialog = answers.filter((row) => !seen.has(row.dialogId) && seen.add(row.dialogId));
  const topicsRun = summaryRows
    .filter((row) => row.kind === 'coding_insights' && !row.blockId)
    .sort((a, b) => +b.at - +a.at)
    .slice(0, 1);
  const edited = answers.filter((row) => row.editedAt).length;
  const custom = recs.filter((row) => row.isCustom).length;
  return [
    { section: 'Quality sample', madeBy: made(scores), note: null },
    { section: SECTION_TITLES['individual-dialogs'], madeBy: made(firstOfDialog), note: null },
    {
      section: SECTION_TITLES['individual-answers'],
      madeBy: made(answers),
      note: edited ? `${plural(edited, 'answer was', 'answers were')} edited by a researcher` : null,
    },
    {
      section: SECTION_TITLES['recommendations-by-topic'],
      madeBy: made(recs.filter((row) => !row.isCustom)),
      note: custom ? `${plural(custom, 'recommendation was', 'recommendations were')} added or edited by a researcher` : null,
    },
    { section: SECTION_TITLES['key-topics'], madeBy: made(topicsRun), note: null },
    { section: SECTION_TITLES['coding-insights'], madeBy: made(topicsRun), note: null },
    { section: 'Executive summary', madeBy: made(summaryRows.filter((row) => row.kind === 'executive')), note: null },
    { section: SECTION_TITLES['coding-blocks-analysis'], madeBy: made(topicsRun), note: null },
    { section: SECTION_TITLES['recommendation-coding'], madeBy: made(recCodings), note: null },
    {
      section: SECTION_TITLES['question-insights'],
      madeBy: made(summaryRows.filter((row) => row.kind === 'question_insights')),
      note: null,
    },
    {
      section: SECTION_TITLES['business-insights'],
      madeBy: made(summaryRows.filter((row) => row.kind === 'business_insights')),
      note: null,
    },
  ];
}

/**
 * A section's provenance as lines of text: one per way its results were made ("Engine: …; Model: …; Prompt version:
 * …; App version: …; Made: …"), "not run" when it has no results, and the researchers' changes.
 */
export function provenanceTexts(section: SectionProvenance): string[] {
  const total = section.madeBy.reduce((sum, made) => sum + made.count, 0);
  const lines = section.madeBy.map((made) => {
    const text = provenanceText(made);
    return section.madeBy.length > 1 ? `${made.count} of ${total} results: ${text}` : text;
  });
  if (lines.length === 0) lines.push('not run');
  if (section.note) lines.push(`${section.note}.`);
  return lines;
}
