/**
 * The `analysis.coding` job: codes the report's included dialogs (or the ones being refreshed or retried) with
 * bounded concurrency, the sample's pattern: as many dialogs at once as the AI layer allows (AI_CONCURRENCY), each
 * call with the layer's retries and backoff, never a fixed stagger. A dialog that still fails is marked Failed and
 * the others go on; Stop aborts the calls in flight. A job resumed after a restart skips the dialogs it had coded.
 */
import { and, eq, gte, inArray } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import type { Interview } from '@db/schema';
import { aiConfig } from '~/ai/config.server';
import { BUILTIN_MODEL } from '~/ai/models';
import { resolveModel } from '~/ai/registry.server';
import { recordAnalysisRun } from '~/features/audit/audit-log.server';
import { isJobActive } from '~/jobs/job-status';
import { enqueueJob, type Job } from '~/jobs/queue.server';
import { NotFound, ValidationFailed } from '~/lib/errors';

import { resetTally } from '../citations/citations.server';
import { analysisEvidence } from '../evidence/evidence.server';
import { registerReportJob, type ReportJob } from '../reports/report-job.server';
import { latestReportJob, stopReportJob } from '../reports/report-jobs.server';
import type { Report } from '../reports/reports.server';
import { runPool } from '../reports/run-pool.server';
import { activeBlocks } from './blocks.server';
import { codeDialog, markFailed, markProcessing, releaseProcessing } from './coding-run.server';

export const CODING_JOB = 'analysis.coding';
export type CodingPayload = { reportId: string; model: string; dialogIds?: string[] };

const { dialogCodings } = schema;

const NO_ACTIVE_BLOCKS = 'No active coding blocks: turn one on in Analysis Settings';

/** Refuses a run when no coding block is active. */
export function requireActiveBlocks(interview: Pick<Interview, 'id' | 'questions'>): void {
  if (activeBlocks(interview).length === 0) throw new ValidationFailed(NO_ACTIVE_BLOCKS);
}

/** Before a run over every included dialog: its quote counts start again and each dialog it codes shows Processing. */
export function beginWholeCoding(reportId: string, dialogIds: readonly string[]): void {
  resetTally(getDb(), reportId, 'coding');
  resetTally(getDb(), reportId, 'answers');
  markProcessing(reportId, dialogIds);
}

function codedSince(reportId: string, dialogIds: readonly string[], since: Date): Set<string> {
  if (dialogIds.length === 0) return new Set();
  const rows = getDb()
    .select({ dialogId: dialogCodings.dialogId })
    .from(dialogCodings)
    .where(
      and(
        eq(dialogCodings.reportId, reportId),
        inArray(dialogCodings.dialogId, [...dialogIds]),
        eq(dialogCodings.status, 'ok'),
        gte(dialogCodings.codedAt, since),
      ),
    )
    .all();
  return new Set(rows.map((r) => r.dialogId));
}

async function runCoding(run: ReportJob<CodingPayload>) {
  const { reportId, dialogIds } = run.payload;
  try {
    await codeDialogs(run);
  } catch (error) {
    // Whatever ended the run, no dialog of it stays Processing.
    const stopped = run.signal.aborted;
    releaseProcessing(
      reportId,
      dialogIds,
      stopped ? undefined : `Analysis failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    throw error;
  }
}

async function codeDialogs({ job, payload: { model, dialogIds }, interview, report, signal, setTotal, advance }: ReportJob<CodingPayload>) {
  const evidence = analysisEvidence(interview, report);
  const targets = dialogIds ? evidence.filter((d) => dialogIds.includes(d.id)) : evidence;
  const blocks = activeBlocks(interview);
  setTotal(targets.length);
  const engine = resolveModel(model).engine;

  const done = job.startedAt
    ? codedSince(
        report.id,
        targets.map((d) => d.id),
        job.startedAt,
      )
    : new Set<string>();
  const queue = targets.filter((d) => !done.has(d.id));
  advance(done.size);
  markProcessing(
    report.id,
    queue.map((d) => d.id),
  );

  const context = { interview, report, blocks, model, signal };
  // The built-in engine is quick local work; a model gets as many dialogs at once as the AI layer allows.
  const width = engine === BUILTIN_MODEL ? 1 : Math.max(1, aiConfig().concurrency);
  await runPool(
    queue,
    width,
    signal,
    async (dialog) => {
      await codeDialog(context, dialog);
      advance();
    },
    (dialog, error) => {
      markFailed(report, blocks, dialog, error, engine);
      advance();
    },
  );
}

registerReportJob(CODING_JOB, runCoding);

// ------------------------------------------------------------------------------------------------ starting and stopping

/** The latest coding job of this report. */
export function latestCodingJob(interviewId: string, reportId: string): Job | undefined {
  return latestReportJob(interviewId, CODING_JOB, reportId);
}

/**
 * Starts coding the report's included dialogs (all, or `dialogIds`) with `model`. Throws the spec's messages when
 * there is nothing to analyse. A run already going for this report is returned instead of starting another.
 * `actorId`: the researcher who starts it, for the audit log.
 */
export function startCoding(interview: Interview, report: Report, model: string, dialogIds?: string[], actorId?: string): Job {
  const evidence = analysisEvidence(interview, report);
  const running = latestCodingJob(interview.id, report.id);
  if (isJobActive(running)) return running;
  requireActiveBlocks(interview);
  let targets = evidence.map((d) => d.id);
  if (dialogIds) {
    targets = targets.filter((id) => dialogIds.includes(id));
    if (targets.length === 0) throw new NotFound('This dialog is not part of the analysis');
    markProcessing(report.id, targets);
  } else {
    beginWholeCoding(report.id, targets);
  }
  const payload: CodingPayload = { reportId: report.id, model, ...(dialogIds ? { dialogIds: targets } : {}) };
  const job = enqueueJob({ kind: CODING_JOB, interviewId: interview.id, payload, total: targets.length });
  const part = dialogIds ? `Coding of ${targets.length} ${targets.length === 1 ? 'dialog' : 'dialogs'}` : 'Coding';
  recordAnalysisRun(actorId, interview, part, { report, model, again: running !== undefined });
  return job;
}

/** When none of these dialogs could be coded: the first one's failure; null when one at least was coded. */
export function noDialogCoded(reportId: string, dialogIds: readonly string[]): string | null {
  if (dialogIds.length === 0) return null;
  const rows = getDb()
    .select({ dialogId: dialogCodings.dialogId, status: dialogCodings.status, error: dialogCodings.error })
    .from(dialogCodings)
    .where(and(eq(dialogCodings.reportId, reportId), inArray(dialogCodings.dialogId, [...dialogIds])))
    .all();
  if (rows.some((r) => r.status === 'ok')) return null;
  const errors = new Map(rows.map((r) => [r.dialogId, r.error]));
  return dialogIds.map((id) => errors.get(id)).find(Boolean) ?? 'No dialog was coded';
}

/** The dialogs of the report whose coding failed. */
export function failedDialogIds(reportId: string): string[] {
  return getDb()
    .select({ id: dialogCodings.dialogId })
    .from(dialogCodings)
    .where(and(eq(dialogCodings.reportId, reportId), eq(dialogCodings.status, 'failed')))
    .all()
    .map((r) => r.id);
}

export function stopCoding(interviewId: string, reportId: string): Job | undefined {
  return stopReportJob(interviewId, CODING_JOB, reportId);
}

/** The model of the report's last run, for a refresh or a retry of one dialog. */
export function lastCodingModel(interviewId: string, reportId: string): string {
  return (latestCodingJob(interviewId, reportId)?.payload as CodingPayload | undefined)?.model ?? BUILTIN_MODEL;
}
