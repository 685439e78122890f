import { redirect } from '@remix-run/node';
import { z } from 'zod';

import type { Interview } from '@db/schema';
import { engineLabel } from '~/ai/model-label';
import { modelOrDefault } from '~/ai/models';
import { emptyTally } from '~/ai/quotes/verify-quotes';
import { defaultModel, listModels } from '~/ai/registry.server';
import { DomainError } from '~/lib/errors';

import { groundingSummary } from '../citations/citations.server';
import { earlierVotes } from '../citations/quote-votes.server';
import { activeBlocks } from '../coding/blocks.server';
import { countedQuotes } from '../reports/report-counts';
import { includedDialogIds } from '../reports/report-dialogs.server';
import type { Report } from '../reports/reports.server';
import type { StatedThemes } from '../theme-review/stated-counts';
import { memberDetails, themeReviewOf } from '../theme-review/theme-review.server';
import { codingInsights } from './coding-insights';
import { createExecutiveSummary, executiveSummary } from './executive.server';
import { reviewedTopics } from './reviewed-topics.server';
import { restatedExecutive, statedThemesOfView } from './stated-themes.server';
import { latestTopicsJob, startTopics, stopTopics, TOPICS_SECTION, type TopicsPayload, topicsView } from './topics.server';

/** A topic with the number of its quotes that count (its list also shows the rejected ones, dimmed). */
function withQuoteCount<T extends { citations: { vote: string | null; dialogId: string }[] }>(topic: T, included: ReadonlySet<string>) {
  return { ...topic, quoteCount: countedQuotes(topic.citations, included) };
}

/**
 * The stored topics of the report's active questions as the researcher's review leaves them, with the review itself:
 * what the page, the report JSON and the Overview's saturation all read, so they count the same members.
 */
export function reviewedTopicsView(interview: Pick<Interview, 'id' | 'questions'>, report: Report, userId: string) {
  const stored = topicsView(report.id, userId, new Set(activeBlocks(interview).map((b) => b.id)));
  const review = themeReviewOf(report);
  const reviewedView = stored.run
    ? reviewedTopics(stored, review, memberDetails(review.themes), stored.run.included)
    : { keyTopics: [], blocks: [] };
  return { view: { ...stored, ...reviewedView }, review };
}

/** The report's key themes as the summaries, the executive summary and the chat state their counts. */
export function reportStatedThemes(interview: Pick<Interview, 'id' | 'questions'>, report: Report, userId: string): StatedThemes {
  const { view, review } = reviewedTopicsView(interview, report, userId);
  return statedThemesOfView(view.keyTopics, review, view.run?.included ?? 0);
}

/** What the AI Analysis page shows of this part: key topics, insights, the blocks' topics, and the topics job. */
export function topicsPageData(interview: Interview, report: Report, userId: string, grounding = groundingSummary(report.id)) {
  const { view, review } = reviewedTopicsView(interview, report, userId);
  const included = new Set(includedDialogIds(report));
  const job = latestTopicsJob(interview.id, report.id);
  const models = listModels('analysis');
  const lastModel = (job?.payload as TopicsPayload | undefined)?.model;
  return {
    interviewId: interview.id,
    reportId: report.id,
    run: view.run ? { ...view.run, modelLabel: engineLabel(view.run.model) } : null,
    keyTopics: view.keyTopics.map((topic) => withQuoteCount(topic, included)),
    blocks: view.blocks.map((block) => ({
      ...withQuoteCount(block, included),
      subtopics: block.subtopics.map((topic) => withQuoteCount(topic, included)),
    })),
    insights: view.run ? codingInsights(view.blocks, view.run.included) : [],
    /** Agreement between the engine's suggestions and the researcher's decisions over every reviewed theme. */
    themeAgreement: review.agreement,
    executive: restatedExecutive(executiveSummary(report.id, userId), statedThemesOfView(view.keyTopics, review, view.run?.included ?? 0)),
    grounding: grounding.sections[TOPICS_SECTION] ?? emptyTally(),
    earlierVotes: {
      keyTopics: earlierVotes(report.id, userId, ['key-topics']),
      blocks: earlierVotes(report.id, userId, ['blocks']),
      codingInsights: earlierVotes(report.id, userId, ['coding-insights']),
    },
    job: job ? { id: job.id, status: job.status, progress: job.progress, total: job.total, error: job.error } : null,
    models,
    model: modelOrDefault(lastModel, models, defaultModel('analysis')),
  };
}

const updateForm = z.object({ model: z.string().trim().min(1).max(40).optional() });

const back = (interview: Interview, report: Report) =>
  redirect(`/interview/setup/${interview.id}/analysis/ai?report=${encodeURIComponent(report.id)}#coding-blocks-analysis`);
const failed = (intent: string, error: string, status = 400) => Response.json({ intent, error }, { status });

/** The part's form posts on the AI Analysis page; null when the intent is not one of its own. */
export async function topicsPageAction(
  intent: string,
  form: FormData,
  context: { interview: Interview; report: Report; userId: string },
): Promise<Response | null> {
  const { interview, report, userId } = context;
  try {
    switch (intent) {
      case 'topics-update': {
        const parsed = updateForm.safeParse({ model: form.get('model') ?? undefined });
        const model = modelOrDefault(parsed.success ? parsed.data.model : undefined, listModels('analysis'), defaultModel('analysis'));
        startTopics(interview, report, model, userId);
        return back(interview, report);
      }
      case 'topics-stop':
        stopTopics(interview.id, report.id);
        return back(interview, report);
      case 'topics-executive-summary':
        await createExecutiveSummary(report.id, userId, interview.id);
        return redirect(`/interview/setup/${interview.id}/analysis/ai?report=${encodeURIComponent(report.id)}#coding-insights`);
      default:
        return null;
    }
  } catch (error) {
    if (error instanceof DomainError) return failed(intent, error.message, error.status);
    if (intent === 'topics-update') return failed(intent, 'Failed to retry topics analysis', 500);
    if (intent === 'topics-executive-summary')
      return failed(intent, `Failed to generate summary: ${error instanceof Error ? error.message : String(error)}`, 502);
    throw error;
  }
}
