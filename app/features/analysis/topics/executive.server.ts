/**
 * The executive summary of the coding insights (POST /api/executive-summary), stored as a `summaries` row of kind
 * 'executive' with one verified citation per point (point i ↔ citation at position i). Built from the stored
 * topics and their citations that no researcher rejected, never from text a client sends: the built-in engine
 * states each key theme with its member count and picks its representative quote (extractive, labelled so); a
 * model writes the points and must cite one of the quotes it is given, verified like every other quote.
 */
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';

import { getDb, schema } from '@db/index';
import { generateStructured } from '~/ai/chat.server';
import { BUILTIN_MODEL } from '~/ai/models';
import { INTERVIEW_TEXT_IS_DATA, respondentText } from '~/ai/prompt-data';
import type { MadeBy } from '~/ai/provenance';
import { fillPrompt, madeByOf, promptTemplate, provenanceFor } from '~/ai/provenance.server';
import { resolveCitedId } from '~/ai/quotes/cited-id';
import { addCounts, type CitableMessage, emptyTally, type VerifiedQuote, verifyQuotes } from '~/ai/quotes/verify-quotes';
import { resolveModel } from '~/ai/registry.server';
import { ValidationFailed } from '~/lib/errors';
import { newId } from '~/lib/ids.server';

import { addTally, citationsOf, isActive, saveCitations, type ShownCitation } from '../citations/citations.server';
import { findReport } from '../reports/reports.server';
import { statedCount } from '../theme-review/stated-counts';
import { memberDetails, themeReviewOf } from '../theme-review/theme-review.server';
import { reviewedTopics } from './reviewed-topics.server';
import { statedThemesOfView } from './stated-themes.server';
import { type KeyTopicView, topicsView, underQuestions } from './topics.server';

export const NOTHING_TO_SUMMARISE = 'No topics to summarise yet: run the analysis first.';
const EXECUTIVE_SECTION = 'executive';

const pointsSchema = z.object({
  points: z
    .array(
      z.object({
        point: z.string().min(1).max(400),
        message: z.string().describe('The id of the quote it rests on, e.g. "q2"'),
        quote: z.string().min(1),
      }),
    )
    .min(1)
    .max(6),
});

const EXECUTIVE_SYSTEM = `You write the executive summary of a qualitative study for busy readers: 3 to 5 points. Each point states only what its quote and counts support, and cites exactly one of the given quotes by its id, copying it word for word.\n${INTERVIEW_TEXT_IS_DATA}`;
const EXECUTIVE_TEMPLATE = 'Key topics with their coverage and quotes:\n\n{topics}';
export const EXECUTIVE_PROMPT = promptTemplate(EXECUTIVE_SYSTEM, EXECUTIVE_TEMPLATE);

/** `dialogIds`: the dialogs the point's count stands for (the key theme's members; null for a model's point). */
type Point = { text: string; quote: VerifiedQuote; dialogIds: string[] | null };

const asVerified = (c: ShownCitation): VerifiedQuote => ({
  messageId: c.messageId,
  dialogId: c.dialogId,
  start: c.start,
  end: c.end,
  verification: c.verification,
  similarity: c.similarity,
  relevance: null,
});

/** One point per key theme, with its true count ("one respondent" when one dialog raised it) and its questions. */
function extractivePoints(topics: KeyTopicView[], included: number): Point[] {
  return topics.flatMap((t) => {
    const quote = t.citations.find(isActive);
    const count = t.dialogCount === 1 ? 'one respondent' : `${t.dialogCount} of ${included} dialogs`;
    return quote
      ? [{ text: `${t.topic}: ${count}, ${underQuestions(t.blockTitles)}.`, quote: asVerified(quote), dialogIds: t.dialogIds }]
      : [];
  });
}

async function modelPoints(
  model: string,
  interviewId: string,
  topics: KeyTopicView[],
  included: number,
  reportId: string,
  signal?: AbortSignal,
  countOf: (topic: KeyTopicView) => string = (t) => `${t.dialogCount} of ${included} dialogs`,
): Promise<Point[]> {
  const offered = topics.flatMap((t) =>
    t.citations
      .filter(isActive)
      .slice(0, 3)
      .map((c) => ({ topic: t, citation: c })),
  );
  const ids = new Map<string, ShownCitation>(offered.map((o, i) => [`q${i + 1}`, o.citation]));
  // Topic names are written from the respondents' words, and the quotes are theirs: both reach the model as data.
  const lines = topics.map((t, i) => {
    const quotes = offered
      .filter((o) => o.topic.id === t.id)
      .map((o) => `[${[...ids].find(([, c]) => c === o.citation)![0]}]\n${respondentText(o.citation.text)}`);
    return `Topic ${i + 1} (${countOf(t)}, under “${t.blockTitle}”):\n${respondentText(t.topic)}\nIts quotes:\n${quotes.join('\n')}`;
  });
  const tally = emptyTally();
  const answer = await generateStructured(
    { purpose: 'analysis-executive-summary', model, interviewId, signal },
    {
      schema: pointsSchema,
      name: 'executive_summary',
      leniency: tally,
      messages: [
        { role: 'system', content: EXECUTIVE_SYSTEM },
        { role: 'user', content: fillPrompt(EXECUTIVE_TEMPLATE, { topics: lines.join('\n\n') }) },
      ],
    },
  );
  const citable = new Map<string, CitableMessage>();
  const texts = new Map<string, string>();
  const claims = answer.points.map((p) => {
    const citation = ids.get(resolveCitedId(p.message, ids) ?? '');
    if (citation)
      citable.set(citation.messageId, {
        id: citation.messageId,
        dialogId: citation.dialogId,
        content: messageContent(citation.messageId, texts),
      });
    return { messageId: citation?.messageId ?? '', quote: p.quote };
  });
  const points: Point[] = [];
  answer.points.forEach((p, i) => {
    const { quotes, tally: found } = verifyQuotes([claims[i]!], citable);
    addCounts(tally, found);
    // A point without its verified quote is not stated.
    if (quotes[0]) points.push({ text: p.point.trim(), quote: quotes[0], dialogIds: null });
  });
  addTally(getDb(), reportId, EXECUTIVE_SECTION, tally);
  return points;
}

/**
 * The key topics as the researcher's review leaves them (names, members, confirmed counts), as the page lists them;
 * the run's own when the report is not found. `countOf`: a topic's count in the page's words, for a model's prompt.
 */
function reviewedView(interviewId: string, reportId: string, userId: string) {
  const view = topicsView(reportId, userId);
  const report = findReport(interviewId, reportId);
  if (!view.run || !report) return { ...view, countOf: undefined };
  const review = themeReviewOf(report);
  const { keyTopics } = reviewedTopics(view, review, memberDetails(review.themes), view.run.included);
  const stated = statedThemesOfView(keyTopics, review, view.run.included);
  const byId = new Map(stated.themes.map((t) => [t.id, t]));
  const countOf = (topic: KeyTopicView) => {
    const theme = byId.get(topic.id);
    return theme ? statedCount(theme, stated) : `${topic.dialogCount} of ${view.run!.included} dialogs`;
  };
  return { ...view, keyTopics, countOf };
}

function messageContent(messageId: string, cache: Map<string, string>): string {
  if (!cache.has(messageId))
    cache.set(
      messageId,
      getDb().select({ content: schema.messages.content }).from(schema.messages).where(eq(schema.messages.id, messageId)).get()?.content ??
        '',
    );
  return cache.get(messageId)!;
}

/** Writes (again) the report's executive summary from its key topics, with the run's model when it is live. */
export async function createExecutiveSummary(
  reportId: string,
  userId: string,
  interviewId: string,
  requestedModel?: string | null,
  signal?: AbortSignal,
) {
  const view = reviewedView(interviewId, reportId, userId);
  if (!view.run || view.keyTopics.length === 0) throw new ValidationFailed(NOTHING_TO_SUMMARISE);
  const engine = resolveModel(requestedModel ?? view.run.model).engine;
  const points =
    engine === BUILTIN_MODEL
      ? extractivePoints(view.keyTopics, view.run.included)
      : await modelPoints(engine, interviewId, view.keyTopics, view.run.included, reportId, signal, view.countOf);
  if (points.length === 0) throw new ValidationFailed('No accepted quotes are left to summarise.');
  const provenance = provenanceFor(engine, { prompt: EXECUTIVE_PROMPT });
  getDb().transaction((tx) => {
    tx.delete(schema.summaries)
      .where(and(eq(schema.summaries.reportId, reportId), eq(schema.summaries.kind, 'executive')))
      .run();
    const id = newId();
    tx.insert(schema.summaries)
      .values({
        id,
        reportId,
        kind: 'executive',
        summary: points.map((p) => p.text).join('\n'),
        pointDialogIds: points.some((p) => p.dialogIds) ? points.map((p) => p.dialogIds) : null,
        extractive: engine === BUILTIN_MODEL,
        totalResponses: view.run!.included,
        totalBlocksAnalyzed: view.run!.blocks,
        model: engine,
        provenance,
        generatedAt: new Date(provenance.at),
      })
      .run();
    saveCitations(
      tx,
      reportId,
      { summaryId: id },
      points.map((p) => p.quote),
    );
  });
  return executiveSummary(reportId, userId);
}

export type ExecutivePoint = { text: string; citation: ShownCitation | null; dialogIds: string[] | null };
export type ExecutiveView = {
  id: string;
  points: ExecutivePoint[];
  extractive: boolean;
  model: string;
  generatedAt: Date;
  madeBy: MadeBy[];
};

/** The stored executive summary: each point with its citation (a point whose citation was rejected is hidden). */
export function executiveSummary(reportId: string, userId: string): ExecutiveView | null {
  const row = getDb()
    .select()
    .from(schema.summaries)
    .where(and(eq(schema.summaries.reportId, reportId), eq(schema.summaries.kind, 'executive')))
    .orderBy(desc(schema.summaries.generatedAt))
    .get();
  if (!row) return null;
  const cited = citationsOf('summaryId', [row.id], userId).get(row.id) ?? [];
  const points = row.summary
    .split('\n')
    .map((text, i) => ({ text, citation: cited[i] ?? null, dialogIds: row.pointDialogIds?.[i] ?? null }));
  const madeBy = madeByOf({ provenance: row.provenance, model: row.model, at: row.generatedAt });
  return {
    id: row.id,
    points: points.filter((p) => !p.citation || isActive(p.citation)),
    extractive: row.extractive,
    model: row.model,
    generatedAt: row.generatedAt,
    madeBy: madeBy ? [madeBy] : [],
  };
}
