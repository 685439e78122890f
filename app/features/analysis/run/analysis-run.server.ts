/**
 * Run Analysis: the whole analysis of a report as one job, `analysis.run`, its steps in order (RUN_STEPS): the
 * coding of every included dialog, the topics across dialogs, the recommendations (each a job of its own kind run as
 * a step, so its section sees it), then the question and business insights summaries and the executive summary. Each
 * step stores its results when it finishes, so the page shows them while the next one runs. Stop aborts the step in
 * flight; a failing step stops the run with its name, and what the earlier steps stored stays. A run resumed after a
 * restart goes on from the step it was on.
 */
import type { Interview } from '@db/schema';
import { recordAnalysisRun } from '~/features/audit/audit-log.server';
import { isJobActive } from '~/jobs/job-status';
import { enqueueJob, type Job, type JobContext } from '~/jobs/queue.server';
import { ValidationFailed } from '~/lib/errors';

import { beginWholeCoding, CODING_JOB, type CodingPayload, noDialogCoded, requireActiveBlocks } from '../coding/coding-job.server';
import { analysisEvidence } from '../evidence/evidence.server';
import { RECOMMENDATIONS_JOB, type RecommendationsPayload } from '../recommendations/recommendations-job.server';
import { registerReportJob, type ReportJob } from '../reports/report-job.server';
import { latestReportJob, stopReportJob } from '../reports/report-jobs.server';
import { clearRerunNeeded, type Report } from '../reports/reports.server';
import { generateBusinessInsights, generateQuestionInsights } from '../summaries/summaries.server';
import { createExecutiveSummary } from '../topics/executive.server';
import { TOPICS_JOB, type TopicsPayload } from '../topics/topics.server';
import { RUN_STEPS, stepName } from './run-steps';

export const ANALYSIS_RUN_JOB = 'analysis.run';

/** `userId`: the researcher who started it (the summaries leave out the quotes they rejected); `step`: the one under way. */
export type AnalysisRunPayload = { reportId: string; model: string; userId: string; step?: number };

/** The parts a run does, each of which can also run alone. */
const PART_JOBS = [CODING_JOB, TOPICS_JOB, RECOMMENDATIONS_JOB];

export const PART_RUNNING =
  'A part of the analysis is still running for this report: let it finish or stop it, then run the whole analysis.';

export function latestAnalysisRun(interviewId: string, reportId: string): Job | undefined {
  return latestReportJob(interviewId, ANALYSIS_RUN_JOB, reportId);
}

/**
 * Starts the whole analysis of the report with `model` (a name without an endpoint runs on the built-in engine).
 * Refuses with the spec's messages when there is nothing to analyse, and while one of its parts runs on its own; a
 * run already going is returned instead of a second.
 */
export function startAnalysisRun(interview: Interview, report: Report, userId: string, model: string): Job {
  const running = latestAnalysisRun(interview.id, report.id);
  if (isJobActive(running)) return running;
  const evidence = analysisEvidence(interview, report);
  requireActiveBlocks(interview);
  if (PART_JOBS.some((kind) => isJobActive(latestReportJob(interview.id, kind, report.id)))) throw new ValidationFailed(PART_RUNNING);
  beginWholeCoding(
    report.id,
    evidence.map((d) => d.id),
  );
  const payload: AnalysisRunPayload = { reportId: report.id, model, userId };
  const job = enqueueJob({ kind: ANALYSIS_RUN_JOB, interviewId: interview.id, payload });
  recordAnalysisRun(userId, interview, 'Whole analysis', { report, model, again: running !== undefined });
  return job;
}

export function stopAnalysisRun(interviewId: string, reportId: string): Job | undefined {
  return stopReportJob(interviewId, ANALYSIS_RUN_JOB, reportId);
}

// ------------------------------------------------------------------------------------------------ the job

type StepInput = { run: JobContext; interview: Interview; report: Report; payload: AnalysisRunPayload };

/** Work done here rather than as a job of its own: one unit of progress. */
async function single(run: JobContext, work: () => Promise<unknown>) {
  run.setTotal(1);
  await work();
  run.progress(1);
}

const STEPS: Record<(typeof RUN_STEPS)[number], (input: StepInput) => Promise<unknown>> = {
  'Coding dialogs': async ({ run, interview, report, payload }) => {
    await run.runJobAsStep(CODING_JOB, { reportId: payload.reportId, model: payload.model } satisfies CodingPayload);
    // A dialog that fails is marked and the others go on; when every one failed, so did the step.
    const failure = noDialogCoded(
      report.id,
      analysisEvidence(interview, report).map((d) => d.id),
    );
    if (failure) throw new Error(`No dialog could be coded. ${failure}`);
  },
  'Topics across dialogs': ({ run, payload }) =>
    run.runJobAsStep(TOPICS_JOB, { reportId: payload.reportId, model: payload.model } satisfies TopicsPayload),
  Recommendations: ({ run, payload }) =>
    run.runJobAsStep(RECOMMENDATIONS_JOB, {
      reportId: payload.reportId,
      model: payload.model,
      additionalPrompt: null,
      blockId: null,
    } satisfies RecommendationsPayload),
  'Question insights summary': ({ run, interview, report, payload }) =>
    single(run, () => generateQuestionInsights(interview, report, payload.userId, payload.model, run.signal)),
  'Business insights summary': ({ run, interview, report, payload }) =>
    single(run, () => generateBusinessInsights(interview, report, payload.userId, payload.model, run.signal)),
  'Executive summary': ({ run, interview, report, payload }) =>
    single(run, () => createExecutiveSummary(report.id, payload.userId, interview.id, payload.model, run.signal)),
};

async function runAnalysis(run: ReportJob<AnalysisRunPayload>) {
  const { payload, interview, report } = run;
  for (let index = payload.step ?? 0; index < RUN_STEPS.length; index++) {
    run.beginStep(index);
    try {
      await STEPS[RUN_STEPS[index]!]({ run, interview, report, payload });
    } catch (error) {
      if (run.signal.aborted) throw error;
      // The message names the step; what the steps before it stored stays.
      throw new Error(`${stepName(index)}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
  // Every result is made again from the dialogs there are now: a withdrawal before this run no longer needs one.
  clearRerunNeeded(report.id);
}

registerReportJob(ANALYSIS_RUN_JOB, runAnalysis);
