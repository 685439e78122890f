import type { Interview } from '@db/schema';
import { distinctMadeBy } from '~/ai/provenance';
import { madeByOf } from '~/ai/provenance.server';
import { defaultModel, listModels } from '~/ai/registry.server';
import { isJobActive } from '~/jobs/job-status';
import { cancelJob } from '~/jobs/queue.server';
import { ValidationFailed } from '~/lib/errors';

import { citationsOf, groundingSummary } from '../citations/citations.server';
import { earlierVotes } from '../citations/quote-votes.server';
import { activeBlocks, updateBlock } from '../coding/blocks.server';
import { analysisEvidence } from '../evidence/evidence.server';
import { pageAnswer } from '../reports/page-answer.server';
import { countedQuotes } from '../reports/report-counts';
import { includedDialogIds } from '../reports/report-dialogs.server';
import { jobView, latestReportJob, outcomeOf, stopReportJob } from '../reports/report-jobs.server';
import type { Report } from '../reports/reports.server';
import { SECTION } from './generate.server';
import { REC_CODING_SECTION } from './rec-coding.server';
import { recCodingOf } from './rec-coding-data.server';
import {
  latestRecCodingJob,
  REC_CODING_FAILED,
  type RecCodingOutcome,
  type RecCodingPayload,
  startRecCoding,
} from './rec-coding-job.server';
import {
  addRecommendation,
  deleteRecommendation,
  FAILED_TO,
  indexOfRecommendation,
  recommendationsOf,
  updateRecommendation,
} from './recommendations.server';
import { RECOMMENDATIONS_JOB, type RecommendationsOutcome, startRecommendations } from './recommendations-job.server';

function evidenceOrMessage(interview: Interview, report: Report) {
  try {
    return { evidence: analysisEvidence(interview, report), message: null };
  } catch (error) {
    if (error instanceof ValidationFailed) return { evidence: [], message: error.message };
    throw error;
  }
}

/** What the AI Analysis page shows of this part: Recommendations by Topic and Recommendation Coding. */
export function recommendationsPageData(interview: Interview, report: Report, userId: string, { sections } = groundingSummary(report.id)) {
  const blocks = activeBlocks(interview);
  const { evidence, message } = evidenceOrMessage(interview, report);
  const recs = recommendationsOf(report.id);
  const quotes = citationsOf(
    'recommendationId',
    recs.map((r) => r.id),
    userId,
  );
  const dialogsById = new Map(evidence.map((d) => [d.id, { shortLink: d.shortLink, label: d.label }]));
  const included = new Set(includedDialogIds(report));
  const coding = recCodingOf(report.id, blocks, userId, dialogsById);
  const generated = recs.filter((r) => !r.isCustom && r.model);
  const recJob = latestReportJob(interview.id, RECOMMENDATIONS_JOB, report.id);
  const latest = generated.reduce<(typeof recs)[number] | null>((a, r) => (!a || r.createdAt > a.createdAt ? r : a), null);
  return {
    interviewId: interview.id,
    reportId: report.id,
    models: listModels('analysis'),
    defaultModel: defaultModel('analysis'),
    evidenceMessage: message,
    job: jobView(recJob),
    outcome: outcomeOf<RecommendationsOutcome>(recJob),
    model: latest?.model ?? null,
    generatedAt: latest?.createdAt ?? null,
    /** How the generated recommendations and the coding were made; the researcher's own are counted apart. */
    madeBy: {
      recommendations: distinctMadeBy(generated.map((r) => madeByOf({ provenance: r.provenance, model: r.model, at: r.createdAt }))),
      custom: recs.filter((r) => r.isCustom).length,
      coding: distinctMadeBy(coding.flatMap((c) => c.madeBy)),
    },
    grounding: sections[SECTION] ?? null,
    codingGrounding: sections[REC_CODING_SECTION] ?? null,
    earlierVotes: earlierVotes(report.id, userId, ['recommendations']),
    blocks: blocks.map((block) => {
      const codingJob = latestRecCodingJob(interview.id, report.id, block.id);
      return {
        id: block.id,
        title: block.title,
        description: block.description,
        additionalPrompt: block.additionalPrompt ?? '',
        recommendations: recs
          .filter((r) => r.blockId === block.id)
          .map((r, index) => {
            const citations = quotes.get(r.id) ?? [];
            return {
              id: r.id,
              index,
              title: r.title,
              description: r.description,
              isCustom: r.isCustom,
              isEdited: r.isCustom && r.model !== null,
              isFromEarlierRun: r.isFromEarlierRun,
              model: r.model,
              citations,
              quoteCount: countedQuotes(citations, included),
            };
          }),
        coding: coding.find((c) => c.blockId === block.id)!,
        codingJob: jobView(codingJob),
        codingOutcome: outcomeOf<RecCodingOutcome>(codingJob),
        codingPrompt: (codingJob?.payload as RecCodingPayload | undefined)?.additionalPrompt ?? '',
      };
    }),
  };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/** The part's form posts on the AI Analysis page; null when the intent is not one of its own. */
export async function recommendationsPageAction(
  intent: string,
  form: FormData,
  context: { interview: Interview; report: Report; userId: string },
): Promise<Response | null> {
  const { interview, report } = context;
  const where = (section: string) => ({ interviewId: interview.id, reportId: report.id, section });
  switch (intent) {
    case 'recommendations-run':
      return pageAnswer(form, where('recommendations-by-topic'), FAILED_TO.generate, () =>
        startRecommendations(interview, report, {
          model: text(form, 'model') || defaultModel('analysis'),
          additionalPrompt: text(form, 'additionalPrompt'),
          blockId: text(form, 'blockId') || null,
          actorId: context.userId,
        }),
      );
    case 'recommendations-stop':
      return pageAnswer(form, where('recommendations-by-topic'), FAILED_TO.generate, () =>
        stopReportJob(interview.id, RECOMMENDATIONS_JOB, report.id),
      );
    case 'recommendations-prompt':
      return pageAnswer(form, where('recommendations-by-topic'), FAILED_TO.generate, () =>
        updateBlock(interview.id, text(form, 'blockId'), { additionalPrompt: text(form, 'additionalPrompt').trim() || null }),
      );
    case 'recommendations-add':
      return pageAnswer(form, where('recommendations-by-topic'), FAILED_TO.add, () =>
        addRecommendation(report.id, blockOf(interview, text(form, 'blockId')), {
          title: text(form, 'title'),
          description: text(form, 'description'),
        }),
      );
    case 'recommendations-update':
      return pageAnswer(form, where('recommendations-by-topic'), FAILED_TO.update, () => {
        const { blockId, index } = indexOfRecommendation(report.id, text(form, 'recommendationId'));
        updateRecommendation(report.id, blockId, index, { title: text(form, 'title'), description: text(form, 'description') });
      });
    case 'recommendations-delete':
      return pageAnswer(form, where('recommendations-by-topic'), FAILED_TO.delete, () => {
        const { blockId, index } = indexOfRecommendation(report.id, text(form, 'recommendationId'));
        deleteRecommendation(report.id, blockId, index);
      });
    case 'recommendations-coding-run':
      return pageAnswer(form, where('recommendation-coding'), REC_CODING_FAILED, () =>
        startRecCoding(interview, report, {
          blockId: text(form, 'blockId'),
          model: text(form, 'model') || defaultModel('analysis'),
          additionalPrompt: text(form, 'additionalPrompt'),
          actorId: context.userId,
        }),
      );
    case 'recommendations-coding-stop':
      return pageAnswer(form, where('recommendation-coding'), REC_CODING_FAILED, () => {
        const job = latestRecCodingJob(interview.id, report.id, text(form, 'blockId'));
        if (isJobActive(job)) cancelJob(job.id);
      });
    default:
      return null;
  }
}

/** A block of this interview (its id checked against the interview's own). */
function blockOf(interview: Interview, blockId: string): string {
  const block = activeBlocks(interview).find((b) => b.id === blockId);
  if (!block) throw new ValidationFailed('Choose a question');
  return block.id;
}
