/**
 * The `analysis.recommendations` job: generates the recommendations of a report's active blocks (or of one block),
 * with live progress and Stop. Started by the page's Run button and by `POST /api/do-answer-recommendations`.
 */
import type { Interview } from '@db/schema';
import { BUILTIN_MODEL } from '~/ai/models';
import { resolveModel } from '~/ai/registry.server';
import { recordAnalysisRun } from '~/features/audit/audit-log.server';
import { isJobActive } from '~/jobs/job-status';
import { enqueueJob, type Job } from '~/jobs/queue.server';

import { activeBlocks, requireBlock } from '../coding/blocks.server';
import { analysisEvidence } from '../evidence/evidence.server';
import { registerReportJob, type ReportJob } from '../reports/report-job.server';
import { latestReportJob, recordOutcome } from '../reports/report-jobs.server';
import type { Report } from '../reports/reports.server';
import { blockInputs, generateRecommendations } from './generate.server';

export type RecommendationsOutcome = { droppedRecommendations: number; failedDialogs: number; engine: string };

export const RECOMMENDATIONS_JOB = 'analysis.recommendations';

export type RecommendationsPayload = { reportId: string; model: string; additionalPrompt: string | null; blockId: string | null };

/** Starts a run (a run already going for this report is returned instead). Throws a message the researcher can act on when no dialog is usable. */
export function startRecommendations(
  interview: Interview,
  report: Report,
  input: { model: string; additionalPrompt?: string | null; blockId?: string | null; actorId?: string },
): Job {
  const running = latestReportJob(interview.id, RECOMMENDATIONS_JOB, report.id);
  if (isJobActive(running)) return running;
  const evidence = analysisEvidence(interview, report);
  const blocks = input.blockId ? [requireBlock(interview.id, input.blockId)] : activeBlocks(interview);
  const engine = resolveModel(input.model).engine;
  const total = engine === BUILTIN_MODEL ? blocks.length : evidence.length + blocks.length;
  const payload: RecommendationsPayload = {
    reportId: report.id,
    model: input.model,
    additionalPrompt: input.additionalPrompt?.trim() || null,
    blockId: input.blockId ?? null,
  };
  const job = enqueueJob({ kind: RECOMMENDATIONS_JOB, interviewId: interview.id, payload, total });
  const part = input.blockId ? 'Recommendations for one question' : 'Recommendations';
  recordAnalysisRun(input.actorId, interview, part, { report, model: input.model, again: running !== undefined });
  return job;
}

async function run({ job, payload, interview, report, signal, setTotal, advance }: ReportJob<RecommendationsPayload>) {
  const evidence = analysisEvidence(interview, report);
  const blocks = payload.blockId ? [requireBlock(interview.id, payload.blockId)] : activeBlocks(interview);
  const engine = resolveModel(payload.model).engine;
  setTotal(engine === BUILTIN_MODEL ? blocks.length : evidence.length + blocks.length);
  advance(0);
  try {
    const outcome = await generateRecommendations(report.id, interview.id, blockInputs(interview, blocks, evidence), {
      model: payload.model,
      additionalPrompt: payload.additionalPrompt,
      signal,
      allBlocks: !payload.blockId,
      language: interview.language,
      studyText: [interview.title, interview.goal ?? '', ...interview.questions.flatMap((q) => [q.title, q.description ?? ''])].join('\n'),
      onStep: () => advance(),
    });
    recordOutcome(job, {
      droppedRecommendations: outcome.droppedRecommendations,
      failedDialogs: outcome.failedDialogs,
      engine: outcome.engine,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    console.warn(`Recommendations failed: ${error instanceof Error ? error.message : String(error)}`);
    throw new Error('Failed to generate recommendations', { cause: error });
  }
}

registerReportJob(RECOMMENDATIONS_JOB, run);
