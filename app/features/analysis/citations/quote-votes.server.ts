/**
 * Votes on quotes. A vote belongs to the words it was cast on (a message and a span in it) within a report, not to
 * the citation row that showed them: a run replaces citations, and every citation of the same words shows the vote
 * again. A vote whose words no run cites any more stays, listed where it was cast as from an earlier run.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import { recordStep } from '~/features/audit/audit-log.server';
import { dialogLabel } from '~/features/participants/format';
import { NotFound } from '~/lib/errors';

import type { VoteSection } from './vote-sections';

const { citations, quoteVotes, codingTopics, dialogAnswers, codingBlocks, recommendations, summaries, messages, dialogs } = schema;

export type Vote = 'accepted' | 'rejected';
export type QuoteKey = { messageId: string; start: number; end: number };

/** In a query over `citations`: the vote rows on the same words in the same report. */
const onSameQuote = sql`${quoteVotes.reportId} = ${citations.reportId} and ${quoteVotes.messageId} = ${citations.messageId} and ${quoteVotes.start} = ${citations.start} and ${quoteVotes.end} = ${citations.end}`;

/** Columns for a select over `citations`: this researcher's vote on the quote, and everyone's counts. */
export function voteColumns(userId: string) {
  return {
    vote: sql<Vote | null>`(select ${quoteVotes.vote} from ${quoteVotes} where ${onSameQuote} and ${quoteVotes.userId} = ${userId})`,
    accepted: sql<number>`(select count(*) from ${quoteVotes} where ${onSameQuote} and ${quoteVotes.vote} = 'accepted')`,
    rejected: sql<number>`(select count(*) from ${quoteVotes} where ${onSameQuote} and ${quoteVotes.vote} = 'rejected')`,
  };
}

const SUMMARY_SECTIONS: Record<string, VoteSection> = {
  question_insights: 'question-insights',
  business_insights: 'business-insights',
  coding_insights: 'coding-insights',
  executive: 'coding-insights',
};

/** Where a citation is shown, and what it stands under there (a topic, a question, a recommendation). */
function placeOf(citation: {
  topicId: string | null;
  answerId: string | null;
  recommendationId: string | null;
  summaryId: string | null;
}): { section: VoteSection; context: string | null } {
  const db = getDb();
  if (citation.topicId) {
    const topic = db.select().from(codingTopics).where(eq(codingTopics.id, citation.topicId)).get();
    const section: VoteSection = !topic?.blockId ? 'key-topics' : topic.dialogId ? 'dialogs' : 'blocks';
    return { section, context: topic?.topic ?? null };
  }
  if (citation.answerId) {
    const block = db
      .select({ title: codingBlocks.title })
      .from(dialogAnswers)
      .innerJoin(codingBlocks, eq(codingBlocks.id, dialogAnswers.blockId))
      .where(eq(dialogAnswers.id, citation.answerId))
      .get();
    return { section: 'answers', context: block?.title ?? null };
  }
  if (citation.recommendationId) {
    const rec = db
      .select({ title: recommendations.title })
      .from(recommendations)
      .where(eq(recommendations.id, citation.recommendationId))
      .get();
    return { section: 'recommendations', context: rec?.title ?? null };
  }
  const summary = citation.summaryId
    ? db
        .select({ kind: summaries.kind, title: codingBlocks.title })
        .from(summaries)
        .leftJoin(codingBlocks, eq(codingBlocks.id, summaries.blockId))
        .where(eq(summaries.id, citation.summaryId))
        .get()
    : undefined;
  return { section: SUMMARY_SECTIONS[summary?.kind ?? ''] ?? 'coding-insights', context: summary?.title ?? null };
}

/** A researcher accepts or rejects the quote a citation of this report shows (null takes the vote back). */
export function voteOnQuote(reportId: string, citationId: string, userId: string, vote: Vote | null): void {
  const citation = getDb()
    .select()
    .from(citations)
    .where(and(eq(citations.id, citationId), eq(citations.reportId, reportId)))
    .get();
  if (!citation) throw new NotFound('Citation not found');
  if (vote === null) {
    forgetVote(reportId, userId, citation);
    return;
  }
  recordVote(reportId, userId, citation, vote === 'accepted' ? 'accepted' : 'rejected');
  const place = placeOf(citation);
  const votedAt = new Date();
  getDb()
    .insert(quoteVotes)
    .values({
      reportId,
      messageId: citation.messageId,
      start: citation.start,
      end: citation.end,
      userId,
      dialogId: citation.dialogId,
      vote,
      ...place,
      votedAt,
    })
    .onConflictDoUpdate({
      target: [quoteVotes.reportId, quoteVotes.messageId, quoteVotes.start, quoteVotes.end, quoteVotes.userId],
      set: { vote, ...place, votedAt },
    })
    .run();
}

/** Takes back this researcher's vote on a quote (also one from an earlier run). */
export function forgetVote(reportId: string, userId: string, quote: QuoteKey): void {
  const { changes } = getDb()
    .delete(quoteVotes)
    .where(
      and(
        eq(quoteVotes.reportId, reportId),
        eq(quoteVotes.userId, userId),
        eq(quoteVotes.messageId, quote.messageId),
        eq(quoteVotes.start, quote.start),
        eq(quoteVotes.end, quote.end),
      ),
    )
    .run();
  if (changes > 0) recordVote(reportId, userId, quote, 'taken back');
}

const QUOTE_WORDS = 80;

/** A vote in the team's audit log: the quote's first words and its dialog. */
function recordVote(reportId: string, userId: string, quote: QuoteKey, what: 'accepted' | 'rejected' | 'taken back') {
  const found = getDb()
    .select({ content: messages.content, shortLink: dialogs.shortLink })
    .from(messages)
    .innerJoin(dialogs, eq(dialogs.id, messages.dialogId))
    .where(eq(messages.id, quote.messageId))
    .get();
  const words = (found?.content ?? '').slice(quote.start, quote.end).replace(/\s+/g, ' ').trim();
  const shown = words.length > QUOTE_WORDS ? `${words.slice(0, QUOTE_WORDS).trimEnd()}…` : words;
  const where = found ? ` (${dialogLabel(found.shortLink)})` : '';
  const verb = what === 'taken back' ? 'Vote on the quote' : 'Quote';
  recordStep(userId, { action: 'review-decision', reportId, detail: `${verb} “${shown}”${where} ${what}` });
}

/** The spans this researcher rejected in the report, by message (whether or not a citation shows them now). */
export function rejectedSpans(reportId: string, userId: string): Map<string, { start: number; end: number }[]> {
  const rows = getDb()
    .select({ messageId: quoteVotes.messageId, start: quoteVotes.start, end: quoteVotes.end })
    .from(quoteVotes)
    .where(and(eq(quoteVotes.reportId, reportId), eq(quoteVotes.userId, userId), eq(quoteVotes.vote, 'rejected')))
    .all();
  const spans = new Map<string, { start: number; end: number }[]>();
  for (const row of rows) spans.set(row.messageId, [...(spans.get(row.messageId) ?? []), row]);
  return spans;
}

export type EarlierVote = QuoteKey & {
  dialogId: string;
  shortLink: string;
  text: string;
  vote: Vote;
  context: string | null;
  votedAt: Date;
};

/** Whether no citation of the report shows the vote's words any more. */
const noLongerCited = sql`not exists (select 1 from ${citations} where ${citations.reportId} = ${quoteVotes.reportId} and ${citations.messageId} = ${quoteVotes.messageId} and ${citations.start} = ${quoteVotes.start} and ${citations.end} = ${quoteVotes.end})`;

/** This researcher's votes cast in these sections whose quotes the latest results no longer cite. */
export function earlierVotes(reportId: string, userId: string, sections: readonly VoteSection[]): EarlierVote[] {
  return getDb()
    .select({
      messageId: quoteVotes.messageId,
      start: quoteVotes.start,
      end: quoteVotes.end,
      dialogId: quoteVotes.dialogId,
      shortLink: dialogs.shortLink,
      content: messages.content,
      vote: quoteVotes.vote,
      context: quoteVotes.context,
      votedAt: quoteVotes.votedAt,
    })
    .from(quoteVotes)
    .innerJoin(messages, eq(messages.id, quoteVotes.messageId))
    .innerJoin(dialogs, eq(dialogs.id, quoteVotes.dialogId))
    .where(and(eq(quoteVotes.reportId, reportId), eq(quoteVotes.userId, userId), inArray(quoteVotes.section, [...sections]), noLongerCited))
    .orderBy(asc(quoteVotes.votedAt))
    .all()
    .map(({ content, ...vote }) => ({ ...vote, text: content.slice(vote.start, vote.end) }));
}
