/**
 * The `analysis.rec-coding` job: codes one question's answers against its recommendations (live progress, Stop).
 * Its payload keeps the researcher's additional instructions, which the page shows again next time.
 */
import type { Interview } from '@db/schema';
import { recordAnalysisRun } from '~/features/audit/audit-log.server';
import { isJobActive } from '~/jobs/job-status';
import { enqueueJob, type Job } from '~/jobs/queue.server';
import { ValidationFailed } from '~/lib/errors';

import { requireBlock } from '../coding/blocks.server';
import { analysisEvidence } from '../evidence/evidence.server';
import { registerReportJob, type ReportJob } from '../reports/report-job.server';
import { latestReportJob, recordOutcome } from '../reports/report-jobs.server';
import type { Report } from '../reports/reports.server';
import { codeBlock, MAX_CONCURRENT, NO_RECOMMENDATIONS } from './rec-coding.server';
import { recommendationsOf } from './recommendations.server';

export type RecCodingOutcome = { answers: number; classified: number; dropped: number; engine: string };

export const REC_CODING_JOB = 'analysis.rec-coding';
export const REC_CODING_FAILED = 'Failed to run recommendation coding';

export type RecCodingPayload = { reportId: string; blockId: string; model: string; additionalPrompt: string | null; maxConcurrent: number };

export function latestRecCodingJob(interviewId: string, reportId: string, blockId: string): Job | undefined {
  return latestReportJob(interviewId, REC_CODING_JOB, reportId, { key: 'blockId', value: blockId });
}

export function startRecCoding(
  interview: Interview,
  report: Report,
  input: { blockId: string; model: string; additionalPrompt?: string | null; maxConcurrent?: number; actorId?: string },
): Job {
  const block = requireBlock(interview.id, input.blockId);
  const running = latestRecCodingJob(interview.id, report.id, block.id);
  if (isJobActive(running)) return running;
  analysisEvidence(interview, report);
  if (recommendationsOf(report.id, block.id).length === 0) throw new ValidationFailed(NO_RECOMMENDATIONS);
  const payload: RecCodingPayload = {
    reportId: report.id,
    blockId: block.id,
    model: input.model,
    additionalPrompt: input.additionalPrompt?.trim() || null,
    maxConcurrent: input.maxConcurrent ?? MAX_CONCURRENT,
  };
  const job = enqueueJob({ kind: REC_CODING_JOB, interviewId: interview.id, payload, total: 1 });
  recordAnalysisRun(input.actorId, interview, `Recommendation coding of “${block.title}”`, {
    report,
    model: input.model,
    again: running !== undefined,
  });
  return job;
}

async function run({ job, payload, interview, report, signal, setTotal, advance }: ReportJob<RecCodingPayload>) {
  const block = requireBlock(interview.id, payload.blockId);
  try {
    const outcome = await codeBlock(interview, report.id, block, analysisEvidence(interview, report), {
      model: payload.model,
      additionalPrompt: payload.additionalPrompt,
      maxConcurrent: payload.maxConcurrent,
      signal,
      setTotal,
      onStep: () => advance(),
    });
    recordOutcome(job, { answers: outcome.answers, classified: outcome.classified, dropped: outcome.dropped, engine: outcome.engine });
  } catch (error) {
    if (signal.aborted) throw error;
    console.warn(`Recommendation coding failed: ${error instanceof Error ? error.message : String(error)}`);
    throw new Error(error instanceof ValidationFailed ? error.message : REC_CODING_FAILED, { cause: error });
  }
}

registerReportJob(REC_CODING_JOB, run);
