import { and, asc, eq, inArray, sql } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import { addCounts, emptyTally, type GroundingTally, type VerifiedQuote } from '~/ai/quotes/verify-quotes';
import { newId } from '~/lib/ids.server';

import { type Vote, voteColumns, voteOnQuote } from './quote-votes.server';

export type { Vote } from './quote-votes.server';

const { citations, groundingCounts, messages, dialogs } = schema;

/** What a citation belongs to: exactly one of these. */
export type CitationOwner = { topicId: string } | { answerId: string } | { recommendationId: string } | { summaryId: string };

type Tx = Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0];

/** Stores verified quotes for their owner, in order (or at the position a quote gives). */
export function saveCitations(
  db: Tx | ReturnType<typeof getDb>,
  reportId: string,
  owner: CitationOwner,
  quotes: readonly (VerifiedQuote & { position?: number })[],
): void {
  quotes.forEach((quote, index) => {
    db.insert(citations)
      .values({ id: newId(), reportId, ...owner, ...quote, position: quote.position ?? index })
      .run();
  });
}

/** Adds a run's tally to the report's counts for a section (e.g. 'coding', 'answers', 'recommendations'). */
export function addTally(db: Tx | ReturnType<typeof getDb>, reportId: string, section: string, tally: GroundingTally): void {
  db.insert(groundingCounts)
    .values({ reportId, section, ...tally })
    .onConflictDoUpdate({
      target: [groundingCounts.reportId, groundingCounts.section],
      set: {
        verbatim: sql`${groundingCounts.verbatim} + ${tally.verbatim}`,
        snapped: sql`${groundingCounts.snapped} + ${tally.snapped}`,
        dropped: sql`${groundingCounts.dropped} + ${tally.dropped}`,
        trimmed: sql`${groundingCounts.trimmed} + ${tally.trimmed}`,
        omitted: sql`${groundingCounts.omitted} + ${tally.omitted}`,
      },
    })
    .run();
}

/** Starts a section's counts again (a new run of that section replaces its results). */
export function resetTally(db: Tx | ReturnType<typeof getDb>, reportId: string, section: string): void {
  db.delete(groundingCounts)
    .where(and(eq(groundingCounts.reportId, reportId), eq(groundingCounts.section, section)))
    .run();
}

/** A report's citations, when its AI results are cleared. */
export function clearCitations(db: Tx | ReturnType<typeof getDb>, reportId: string): void {
  db.delete(schema.citations).where(eq(schema.citations.reportId, reportId)).run();
}

/** The quotes of a recommendation a new run replaces. */
export function deleteCitationsOfRecommendation(db: Tx | ReturnType<typeof getDb>, recommendationId: string): void {
  db.delete(schema.citations).where(eq(schema.citations.recommendationId, recommendationId)).run();
}

/** A report's grounding counts, when its AI results are cleared. */
export function clearGroundingCounts(db: Tx | ReturnType<typeof getDb>, reportId: string): void {
  db.delete(schema.groundingCounts).where(eq(schema.groundingCounts.reportId, reportId)).run();
}

export type GroundingSummary = { sections: Record<string, GroundingTally>; total: GroundingTally };

/**
 * Per section and in total: how many quotes were verbatim, snapped and dropped, and what fitting the model's answers
 * cut. A page that shows several sections reads it once and hands it to each.
 */
export function groundingSummary(reportId: string): GroundingSummary {
  const rows = getDb().select().from(groundingCounts).where(eq(groundingCounts.reportId, reportId)).all();
  const total = emptyTally();
  const sections: Record<string, GroundingTally> = {};
  for (const row of rows) {
    const { reportId: _reportId, section, ...tally } = row;
    sections[section] = tally;
    addCounts(total, tally);
  }
  return { sections, total };
}

/** A citation as it is shown or exported: its text read back from the message, never from model output. */
export type ShownCitation = {
  id: string;
  ownerId: string;
  messageId: string;
  dialogId: string;
  shortLink: string;
  text: string;
  start: number;
  end: number;
  verification: 'verbatim' | 'snapped';
  similarity: number;
  relevance: string | null;
  /** This researcher's vote, if any. */
  vote: Vote | null;
  accepted: number;
  rejected: number;
};

type OwnerColumn = 'topicId' | 'answerId' | 'recommendationId' | 'summaryId';

/** The citations of some owners (all topics, answers, … of a section), grouped by owner id, in their order. */
export function citationsOf(column: OwnerColumn, ownerIds: readonly string[], userId: string): Map<string, ShownCitation[]> {
  const byOwner = new Map<string, ShownCitation[]>();
  for (let i = 0; i < ownerIds.length; i += 500) {
    const part = ownerIds.slice(i, i + 500);
    const rows = getDb()
      .select({
        id: citations.id,
        ownerId: citations[column],
        messageId: citations.messageId,
        dialogId: citations.dialogId,
        shortLink: dialogs.shortLink,
        content: messages.content,
        start: citations.start,
        end: citations.end,
        verification: citations.verification,
        similarity: citations.similarity,
        relevance: citations.relevance,
        ...voteColumns(userId),
      })
      .from(citations)
      .innerJoin(messages, eq(messages.id, citations.messageId))
      .innerJoin(dialogs, eq(dialogs.id, citations.dialogId))
      .where(inArray(citations[column], part))
      .orderBy(asc(citations.position))
      .all();
    for (const { content, ownerId, ...row } of rows) {
      const list = byOwner.get(ownerId!) ?? [];
      list.push({ ...row, ownerId: ownerId!, text: content.slice(row.start, row.end) });
      byOwner.set(ownerId!, list);
    }
  }
  return byOwner;
}

/**
 * A researcher accepts or rejects a citation of this report (null takes the vote back). The vote is on its quote, so
 * a later run's citation of the same words carries it. Rejected ones stay stored.
 */
export function voteOnCitation(reportId: string, citationId: string, userId: string, vote: Vote | null): void {
  voteOnQuote(reportId, citationId, userId, vote);
}

/** Whether a citation may back a summary or an export: not rejected by this researcher. */
export const isActive = (citation: Pick<ShownCitation, 'vote'>) => citation.vote !== 'rejected';

/** The researchers' agreement with the AI over some citations: the share accepted of those voted on. */
export function agreement(list: readonly Pick<ShownCitation, 'accepted' | 'rejected'>[]): { share: number | null; votes: number } {
  const accepted = list.reduce((n, c) => n + c.accepted, 0);
  const votes = accepted + list.reduce((n, c) => n + c.rejected, 0);
  return { share: votes ? accepted / votes : null, votes };
}
