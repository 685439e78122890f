/**
 * What the JSON calls for recommendations read and do, for the report's owner only (anyone else: 404).
 */
import { z } from 'zod';

import type { Interview } from '@db/schema';
import { recordStep } from '~/features/audit/audit-log.server';
import { dialogLabel } from '~/features/participants/format';
import { interviewFor } from '~/features/teams/access.server';
import { getJob, type Job } from '~/jobs/queue.server';
import { NotFound, ValidationFailed } from '~/lib/errors';

import { citationsOf } from '../citations/citations.server';
import { activeBlocks, requireBlock } from '../coding/blocks.server';
import { analysisEvidence } from '../evidence/evidence.server';
import { ownedReportById } from '../reports/report-access.server';
import { outcomeOf, waitForJob } from '../reports/report-jobs.server';
import { type Report, requireReport } from '../reports/reports.server';
import { MAX_CONCURRENT } from './rec-coding.server';
import { codingRecData, recCodingOf } from './rec-coding-data.server';
import { type RecCodingOutcome, startRecCoding } from './rec-coding-job.server';
import { excelFileName, recCodingWorkbook } from './rec-excel.server';
import { addRecommendation, deleteRecommendation, FAILED_TO, recommendationsOf, updateRecommendation } from './recommendations.server';
import { type RecommendationsOutcome, startRecommendations } from './recommendations-job.server';

export const NO_REPORT_RECOMMENDATIONS = 'No report selected. Cannot generate recommendations.';
export const NO_REPORT_REC_CODING = 'No report selected. Cannot run recommendation coding.';

export const doRecommendationsBody = z.object({
  interviewId: z.string().min(1, 'interviewId is required'),
  reportId: z.string().nullish(),
  model: z.string().min(1).default('builtin'),
  additionalPrompt: z.string().max(4000).nullish(),
  blockId: z.string().nullish(),
});

const recommendationInput = z.object({ title: z.string().default(''), description: z.string().default('') });
export const updateRecommendationsBody = z.discriminatedUnion('action', [
  z.object({
    blockId: z.string().min(1),
    action: z.literal('add'),
    recommendation: recommendationInput,
    index: z.number().int().nullish(),
  }),
  z.object({
    blockId: z.string().min(1),
    action: z.literal('update'),
    index: z.number().int().min(0),
    recommendation: recommendationInput,
  }),
  z.object({
    blockId: z.string().min(1),
    action: z.literal('delete'),
    index: z.number().int().min(0),
    recommendation: recommendationInput.nullish(),
  }),
]);

export const doRecCodingBody = z.object({
  interview_id: z.string().min(1, 'interview_id is required'),
  report_id: z.string().nullish(),
  coding_block: z.object({ title: z.string().min(1), description: z.string().nullish() }),
  additional_prompt: z.string().max(4000).nullish(),
  max_concurrent: z.number().int().min(1).max(32).default(MAX_CONCURRENT),
  model: z.string().min(1).default('builtin'),
});

/** The report JSON's recommendations_data: per block, its additional_prompt and recommendations with their quotes. */
export function recommendationsData(interview: Interview, report: Report, userId: string) {
  const recs = recommendationsOf(report.id);
  const quotes = citationsOf(
    'recommendationId',
    recs.map((r) => r.id),
    userId,
  );
  const data: Record<string, unknown> = {};
  for (const block of activeBlocks(interview)) {
    data[block.id] = {
      title: block.title,
      additional_prompt: block.additionalPrompt ?? '',
      recommendations: recs
        .filter((r) => r.blockId === block.id)
        .map((r) => ({
          id: r.id,
          title: r.title,
          description: r.description,
          additional_prompt: r.additionalPrompt ?? '',
          question: block.title,
          is_custom: r.isCustom,
          model: r.model,
          citations: (quotes.get(r.id) ?? []).map((c) => ({
            text: c.text,
            source: dialogLabel(c.shortLink),
            dialog_id: c.dialogId,
            message_id: c.messageId,
            verification: c.verification,
          })),
        })),
    };
  }
  return data;
}

export async function doRecommendations(userId: string, body: z.infer<typeof doRecommendationsBody>, wait: boolean, signal: AbortSignal) {
  const interview = interviewFor(userId, body.interviewId, 'write');
  if (!body.reportId) throw new ValidationFailed(NO_REPORT_RECOMMENDATIONS);
  const report = requireReport(interview.id, body.reportId);
  let job: Job | undefined = startRecommendations(interview, report, {
    model: body.model,
    additionalPrompt: body.additionalPrompt,
    blockId: body.blockId ?? null,
    actorId: userId,
  });
  if (wait) job = (await waitForJob(job.id, signal)) ?? job;
  const outcome = outcomeOf<RecommendationsOutcome>(getJob(job.id));
  return {
    success: job.status !== 'error',
    job_id: job.id,
    status: job.status,
    error: job.error ?? undefined,
    dropped_recommendations: outcome?.droppedRecommendations ?? null,
    failed_dialogs: outcome?.failedDialogs ?? null,
    recommendations_data: recommendationsData(interview, report, userId),
  };
}

export function updateRecommendations(userId: string, reportId: string, body: z.infer<typeof updateRecommendationsBody>) {
  const { interview, report } = ownedReportById(userId, reportId, 'write');
  const block = requireBlock(interview.id, body.blockId);
  try {
    if (body.action === 'add') addRecommendation(report.id, block.id, body.recommendation);
    else if (body.action === 'update') updateRecommendation(report.id, block.id, body.index, body.recommendation);
    else deleteRecommendation(report.id, block.id, body.index);
  } catch (error) {
    if (error instanceof ValidationFailed) throw new ValidationFailed(`${FAILED_TO[body.action]}: ${error.message}`);
    throw error;
  }
  return { success: true, recommendations_data: recommendationsData(interview, report, userId) };
}

export function recCodingResults(interview: Interview, report: Report, userId: string) {
  let dialogs: ReturnType<typeof analysisEvidence> = [];
  try {
    dialogs = analysisEvidence(interview, report);
  } catch (error) {
    if (!(error instanceof ValidationFailed)) throw error;
  }
  const byId = new Map(dialogs.map((d) => [d.id, { shortLink: d.shortLink, label: d.label }]));
  return recCodingOf(report.id, activeBlocks(interview), userId, byId);
}

export async function doRecCoding(userId: string, body: z.infer<typeof doRecCodingBody>, wait: boolean, signal: AbortSignal) {
  const interview = interviewFor(userId, body.interview_id, 'write');
  if (!body.report_id) throw new ValidationFailed(NO_REPORT_REC_CODING);
  const report = requireReport(interview.id, body.report_id);
  const block = activeBlocks(interview).find((b) => b.title.trim() === body.coding_block.title.trim());
  if (!block) throw new NotFound('Coding block not found');
  let job: Job | undefined = startRecCoding(interview, report, {
    blockId: block.id,
    model: body.model,
    additionalPrompt: body.additional_prompt,
    maxConcurrent: body.max_concurrent,
    actorId: userId,
  });
  if (wait) job = (await waitForJob(job.id, signal)) ?? job;
  const coding = recCodingResults(interview, report, userId).filter((c) => c.blockId === block.id);
  const own = coding[0];
  return {
    ...codingRecData(coding),
    _metadata: {
      job_id: job.id,
      status: job.status,
      error: job.error ?? null,
      model_used: own?.model ?? null,
      generated_at: own?.codedAt?.toISOString() ?? null,
      total_answers: own?.answered ?? 0,
      unclassified_answers: own?.unclassified ?? 0,
      max_concurrent: body.max_concurrent,
      dropped_assignments: outcomeOf<RecCodingOutcome>(getJob(job.id))?.dropped ?? null,
    },
  };
}

export function recCodingExcel(userId: string, reportId: string) {
  const { interview, report } = ownedReportById(userId, reportId, 'read');
  const coding = recCodingResults(interview, report, userId);
  recordStep(userId, { action: 'export', interview, detail: `Recommendation coding, Excel, of the report “${report.name}”` });
  return { fileName: excelFileName(report.name), body: recCodingWorkbook(coding) };
}
