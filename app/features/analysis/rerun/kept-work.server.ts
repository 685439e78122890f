/**
 * What a re-run of one part of a report would replace, and the researcher's work in it that the run keeps: the
 * counts the confirmation step states before the run starts.
 */
import { and, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';

import { getDb, schema } from '@db/index';

import { hasAiResults } from '../coding/coding-run.server';
import { hasSample } from '../reports/report-dialogs.server';
import type { Report } from '../reports/reports.server';
import { type KeptWork, NO_KEPT_WORK } from './kept-work';

const { answerEdits, citations, codingTopics, dialogAnswers, quoteVotes, recommendationCodings, recommendations, sampleScores, summaries } =
  schema;

export type SummaryKind = 'question_insights' | 'business_insights' | 'executive';

/** The part a run replaces: the whole analysis, one dialog's coding, or one section (of one question where `blockId` is set). */
export type RerunScope =
  | { part: 'analysis' }
  | { part: 'dialog'; dialogId: string }
  | { part: 'recommendations'; blockId: string | null }
  | { part: 'recommendation-coding'; blockId: string }
  | { part: 'topics' }
  | { part: 'summary'; kind: SummaryKind }
  | { part: 'sample' };

const count = (rows: { n: number } | undefined) => rows?.n ?? 0;
const exists = (query: { get: () => unknown }) => Boolean(query.get());

function ownRecommendations(reportId: string, blockId: string | null) {
  const where = and(
    eq(recommendations.reportId, reportId),
    eq(recommendations.isCustom, true),
    blockId ? eq(recommendations.blockId, blockId) : undefined,
  );
  const row = getDb()
    .select({
      custom: sql<number>`count(*) filter (where ${recommendations.model} is null)`,
      edited: sql<number>`count(*) filter (where ${recommendations.model} is not null)`,
    })
    .from(recommendations)
    .where(where)
    .get();
  return { customRecommendations: row?.custom ?? 0, editedRecommendations: row?.edited ?? 0 };
}

/** The votes of the report on quotes that citations matching `owners` show (all of the report's without it). */
function votesOn(reportId: string, owners?: SQL): number {
  const cited = owners
    ? sql`exists (select 1 from ${citations} where ${citations.reportId} = ${quoteVotes.reportId} and ${citations.messageId} = ${quoteVotes.messageId} and ${citations.start} = ${quoteVotes.start} and ${citations.end} = ${quoteVotes.end} and ${owners})`
    : undefined;
  return count(
    getDb()
      .select({ n: sql<number>`count(*)` })
      .from(quoteVotes)
      .where(and(eq(quoteVotes.reportId, reportId), cited))
      .get(),
  );
}

const summaryIds = (reportId: string, kinds: readonly string[]) =>
  sql`${citations.summaryId} in (select ${summaries.id} from ${summaries} where ${summaries.reportId} = ${reportId} and ${inArray(summaries.kind, kinds as SummaryKind[])})`;

/** Whether the run would replace results there are now (a first run asks nothing). */
export function hasResultsToReplace(report: Report, scope: RerunScope): boolean {
  const db = getDb();
  switch (scope.part) {
    case 'analysis':
      return hasAiResults(report.id);
    case 'dialog':
      return (
        exists(
          db
            .select({ one: sql`1` })
            .from(dialogAnswers)
            .where(and(eq(dialogAnswers.reportId, report.id), eq(dialogAnswers.dialogId, scope.dialogId)))
            .limit(1),
        ) ||
        exists(
          db
            .select({ one: sql`1` })
            .from(codingTopics)
            .where(and(eq(codingTopics.reportId, report.id), eq(codingTopics.dialogId, scope.dialogId)))
            .limit(1),
        )
      );
    case 'recommendations':
      return exists(
        db
          .select({ one: sql`1` })
          .from(recommendations)
          .where(
            and(
              eq(recommendations.reportId, report.id),
              eq(recommendations.isCustom, false),
              scope.blockId ? eq(recommendations.blockId, scope.blockId) : undefined,
            ),
          )
          .limit(1),
      );
    case 'recommendation-coding':
      return exists(
        db
          .select({ one: sql`1` })
          .from(recommendationCodings)
          .innerJoin(recommendations, eq(recommendations.id, recommendationCodings.recommendationId))
          .where(and(eq(recommendationCodings.reportId, report.id), eq(recommendations.blockId, scope.blockId)))
          .limit(1),
      );
    case 'topics':
      return exists(
        db
          .select({ one: sql`1` })
          .from(codingTopics)
          .where(and(eq(codingTopics.reportId, report.id), isNull(codingTopics.dialogId)))
          .limit(1),
      );
    case 'summary':
      return exists(
        db
          .select({ one: sql`1` })
          .from(summaries)
          .where(and(eq(summaries.reportId, report.id), eq(summaries.kind, scope.kind)))
          .limit(1),
      );
    case 'sample':
      return hasSample(report);
  }
}

/** The researcher's work in what the run replaces: all of it stays, and is counted here. */
export function keptWork(report: Report, scope: RerunScope): KeptWork {
  const db = getDb();
  switch (scope.part) {
    case 'analysis':
      return {
        ...NO_KEPT_WORK,
        editedAnswers: count(
          db
            .select({ n: sql<number>`count(*)` })
            .from(answerEdits)
            .where(eq(answerEdits.reportId, report.id))
            .get(),
        ),
        votes: votesOn(report.id),
        ...ownRecommendations(report.id, null),
      };
    case 'dialog': {
      // A dialog's coding: its answers and its own topics (the themes across dialogs are not redone).
      const coded = sql`${citations.dialogId} = ${scope.dialogId} and (${citations.answerId} is not null or ${citations.topicId} in (select ${codingTopics.id} from ${codingTopics} where ${codingTopics.reportId} = ${report.id} and ${codingTopics.dialogId} = ${scope.dialogId}))`;
      return {
        ...NO_KEPT_WORK,
        editedAnswers: count(
          db
            .select({ n: sql<number>`count(*)` })
            .from(answerEdits)
            .where(and(eq(answerEdits.reportId, report.id), eq(answerEdits.dialogId, scope.dialogId)))
            .get(),
        ),
        votes: votesOn(report.id, coded),
      };
    }
    case 'recommendations': {
      const recs = sql`${citations.recommendationId} in (select ${recommendations.id} from ${recommendations} where ${recommendations.reportId} = ${report.id}${scope.blockId ? sql` and ${recommendations.blockId} = ${scope.blockId}` : sql``})`;
      return { ...NO_KEPT_WORK, votes: votesOn(report.id, recs), ...ownRecommendations(report.id, scope.blockId) };
    }
    case 'recommendation-coding':
      // The coding only links answers to recommendations: no edit or vote of the researcher's rests on it.
      return NO_KEPT_WORK;
    case 'topics': {
      const topics = sql`(${citations.topicId} in (select ${codingTopics.id} from ${codingTopics} where ${codingTopics.reportId} = ${report.id} and ${codingTopics.dialogId} is null) or ${summaryIds(report.id, ['coding_insights', 'executive'])})`;
      return { ...NO_KEPT_WORK, votes: votesOn(report.id, topics) };
    }
    case 'summary':
      return { ...NO_KEPT_WORK, votes: votesOn(report.id, summaryIds(report.id, [scope.kind])) };
    case 'sample':
      return {
        ...NO_KEPT_WORK,
        manualOverrides: count(
          db
            .select({ n: sql<number>`count(*)` })
            .from(sampleScores)
            .where(and(eq(sampleScores.reportId, report.id), isNotNull(sampleScores.manualIncluded)))
            .get(),
        ),
      };
  }
}
