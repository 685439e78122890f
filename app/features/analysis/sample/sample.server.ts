/**
 * The quality sample of a report: one score per eligible dialog (`sample_scores`), the report's threshold, and the
 * researcher's overrides. Inclusion is derived, never stored: manual_included ?? score >= threshold, so moving the
 * threshold re-derives it at once without scoring again, and an override survives both a new threshold and a re-run.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import { BUILTIN_MODEL } from '~/ai/models';
import { distinctMadeBy, type MadeBy, type Provenance } from '~/ai/provenance';
import { madeByOf } from '~/ai/provenance.server';
import type { QualityGuardFlag } from '~/ai/quality-guard/quality-flags';
import { resolveModel } from '~/ai/registry.server';
import { recordAnalysisRun, recordStep } from '~/features/audit/audit-log.server';
import { dialogLabel } from '~/features/participants/format';
import { qualityGuardOf } from '~/features/participants/quality-guard.server';
import { interviewFor } from '~/features/teams/access.server';
import { isJobActive } from '~/jobs/job-status';
import { enqueueJob, getJob, type Job } from '~/jobs/queue.server';
import { NotFound, ValidationFailed } from '~/lib/errors';

import { answerPlaces } from '../reports/answer-places.server';
import { isIncluded } from '../reports/inclusion';
import { ownedReport } from '../reports/report-access.server';
import { eligibleDialogs, hasSample } from '../reports/report-dialogs.server';
import { latestReportJob, stopReportJob } from '../reports/report-jobs.server';
import { type Report, reportNotFoundMessage, setReportSample } from '../reports/reports.server';
import { type GuardCounts, guardCounts, guardOf } from './guard-counts';

export const SAMPLE_JOB = 'analysis.sample';

const { sampleScores, reports } = schema;

export type SamplePayload = { reportId: string; model: string; dialogIds?: string[] };

export type SampleRow = {
  dialogId: string;
  shortLink: string;
  label: string;
  isGenerated: boolean;
  /** "AI respondent · {persona}" for a simulated dialog. */
  aiRespondent: string | null;
  status: 'scored' | 'failed' | 'unscored';
  score: number | null;
  reason: string | null;
  flags: string[];
  error: string | null;
  /** The quality guard's flags from its last check (none before one), strongest first. */
  guardFlags: QualityGuardFlag[];
  /** Whether a strong flag leaves the dialog out unless the researcher includes it. */
  guardExcluded: boolean;
  /** The researcher's override: null while the score decides. */
  manualIncluded: boolean | null;
  included: boolean;
  model: string | null;
  createdAt: Date;
  completedAt: Date | null;
};

export type SampleView = {
  /** Whether the report has a sample yet; until it has, every eligible dialog counts (as `includedDialogIds` reads it). */
  sampled: boolean;
  rows: SampleRow[];
  counts: { total: number; included: number; excluded: number };
  /** The quality guard: dialogs it left out by default, and dialogs flagged per kind of flag. */
  guard: GuardCounts;
  threshold: number;
  model: string | null;
  analyzedAt: Date | null;
  /** How the scores were made (engine, model, prompt and app versions, time). */
  madeBy: MadeBy[];
};

/** Every eligible dialog of the report with its score, in the order they were held. */
export function sampleView(report: Report): SampleView {
  const dialogs = eligibleDialogs(report);
  const stored = new Map(
    getDb()
      .select()
      .from(sampleScores)
      .where(eq(sampleScores.reportId, report.id))
      .all()
      .map((row) => [row.dialogId, row]),
  );
  const threshold = report.sampleThreshold;
  const sampled = stored.size > 0;
  const guard = qualityGuardOf(dialogs.map((d) => d.id));
  const rows: SampleRow[] = dialogs.map((dialog) => {
    const row = stored.get(dialog.id);
    // A row written only to hold an override has never been scored.
    const status = row?.scoredAt ? row.status : 'unscored';
    const manualIncluded = row?.manualIncluded ?? null;
    const score = row?.score ?? null;
    const { guardFlags, guardExcluded } = guardOf(guard.get(dialog.id));
    return {
      dialogId: dialog.id,
      shortLink: dialog.shortLink,
      label: dialogLabel(dialog.shortLink),
      isGenerated: dialog.isGenerated,
      aiRespondent: dialog.aiRespondent,
      status,
      score,
      reason: row?.reason ?? null,
      flags: row?.flags ?? [],
      error: row?.error ?? null,
      guardFlags,
      guardExcluded,
      manualIncluded,
      included: sampled ? isIncluded({ manualIncluded, status, score, guardExcluded }, threshold) : true,
      model: row?.model ?? null,
      createdAt: dialog.createdAt,
      completedAt: dialog.completedAt,
    };
  });
  const included = rows.filter((r) => r.included).length;
  return {
    sampled,
    rows,
    counts: { total: rows.length, included, excluded: rows.length - included },
    guard: guardCounts(rows),
    threshold,
    model: report.sampleModel,
    analyzedAt: report.sampleAnalyzedAt,
    madeBy: distinctMadeBy(
      [...stored.values()]
        .filter((row) => row.status === 'scored' && row.scoredAt)
        .map((row) => madeByOf({ provenance: row.provenance, model: row.model, at: row.scoredAt })),
    ),
  };
}

/** The sample as the report JSON keys it: per dialog id, plus `_metadata`. */
export function sampleData(view: SampleView) {
  const data: Record<string, unknown> = {};
  for (const row of view.rows) {
    data[row.dialogId] = {
      score: row.score,
      included: row.included,
      manual_override: row.manualIncluded !== null,
      reason: row.status === 'failed' ? `Analysis failed: ${row.error ?? 'unknown error'}` : row.reason,
      threshold_used: view.threshold,
      status: row.status,
      flags: row.flags,
      quality_guard: { flags: row.guardFlags, excluded_by_default: row.guardExcluded },
    };
  }
  data._metadata = {
    total_dialogs: view.counts.total,
    included_dialogs: view.counts.included,
    excluded_dialogs: view.counts.excluded,
    threshold: view.threshold,
    model_used: view.model,
    analyzed_at: view.analyzedAt ? view.analyzedAt.toISOString() : null,
  };
  return data;
}

export function ownedSampleView(ownerId: string, interviewId: string, reportId: string): SampleView {
  return sampleView(ownedReport(ownerId, interviewId, reportId, 'read').report);
}

// ------------------------------------------------------------------------------------------------ jobs

/** The latest sample job of this report. */
export function latestSampleJob(interviewId: string, reportId: string): Job | undefined {
  return latestReportJob(interviewId, SAMPLE_JOB, reportId);
}

/**
 * Scores every eligible dialog of the report with `model` (a name without an endpoint runs on the built-in engine),
 * after setting the threshold. A run already going for this report is returned instead of starting another.
 */
export function startSample(ownerId: string, interviewId: string, reportId: string, input: { threshold: number; model: string }): Job {
  const { interview, report } = ownedReport(ownerId, interviewId, reportId, 'write');
  setThreshold(report.id, input.threshold);
  const running = latestSampleJob(interviewId, report.id);
  if (isJobActive(running)) return running;
  const payload: SamplePayload = { reportId: report.id, model: input.model };
  const job = enqueueJob({ kind: SAMPLE_JOB, interviewId, payload, total: eligibleDialogs(report).length });
  recordAnalysisRun(ownerId, interview, 'Quality sample', { report, model: input.model, again: running !== undefined });
  return job;
}

/** Scores one dialog again (a failed one, usually), with the model of the last run. */
export function retrySampleDialog(ownerId: string, interviewId: string, reportId: string, dialogId: string): Job {
  const { interview, report } = ownedReport(ownerId, interviewId, reportId, 'write');
  if (!eligibleDialogs(report).some((d) => d.id === dialogId)) throw notInSample();
  const running = latestSampleJob(interviewId, report.id);
  if (isJobActive(running)) return running;
  const model = (running?.payload as SamplePayload | undefined)?.model ?? report.sampleModel ?? BUILTIN_MODEL;
  const payload: SamplePayload = { reportId: report.id, model, dialogIds: [dialogId] };
  const job = enqueueJob({ kind: SAMPLE_JOB, interviewId, payload, total: 1 });
  recordAnalysisRun(ownerId, interview, 'Quality sample of one dialog', { report, model, again: true });
  return job;
}

export function stopSample(ownerId: string, interviewId: string, reportId: string): Job | undefined {
  ownedReport(ownerId, interviewId, reportId, 'write');
  return stopReportJob(interviewId, SAMPLE_JOB, reportId);
}

/** A job of this interview's sample, for the owner only. */
export function ownedSampleJob(ownerId: string, interviewId: string, jobId: string): Job | undefined {
  interviewFor(ownerId, interviewId, 'read');
  const job = getJob(jobId);
  return job && job.interviewId === interviewId && job.kind === SAMPLE_JOB ? job : undefined;
}

// ------------------------------------------------------------------------------------------------ threshold and overrides

function setThreshold(reportId: string, threshold: number) {
  setReportSample(reportId, { sampleThreshold: threshold });
}

/** A new threshold: inclusion follows at once (it is derived), overrides stay. */
export function setSampleThreshold(ownerId: string, interviewId: string, reportId: string, threshold: number): SampleView {
  const report = ownedReport(ownerId, interviewId, reportId, 'write').report;
  setThreshold(report.id, threshold);
  return sampleView({ ...report, sampleThreshold: threshold });
}

const notInSample = () => new NotFound('This dialog is not part of the report');

/**
 * The researcher includes or excludes a dialog by hand (`included` true or false), or hands it back to the score
 * (`included` null). A dialog not yet scored gets a row that holds only the override.
 */
export function setDialogInclusion(
  ownerId: string,
  interviewId: string,
  reportId: string,
  dialogId: string,
  included: boolean | null,
): SampleView {
  const { interview, report } = ownedReport(ownerId, interviewId, reportId, 'write');
  const dialog = eligibleDialogs(report).find((d) => d.id === dialogId);
  if (!dialog) throw notInSample();
  // Before a sample every dialog counts; one override would quietly leave out all the others.
  if (!hasSample(report)) throw new ValidationFailed('Run the sample analysis first');
  getDb()
    .insert(sampleScores)
    .values({ reportId: report.id, dialogId, status: 'failed', manualIncluded: included, error: 'Not analysed yet' })
    .onConflictDoUpdate({ target: [sampleScores.reportId, sampleScores.dialogId], set: { manualIncluded: included } })
    .run();
  const what = included === null ? 'handed back to its score' : included ? 'included by hand' : 'excluded by hand';
  recordStep(ownerId, {
    action: 'review-decision',
    interview,
    detail: `${dialogLabel(dialog.shortLink)} ${what} in the sample of the report “${report.name}”`,
  });
  return sampleView(report);
}

// ------------------------------------------------------------------------------------------------ what the job writes

export function recordScore(
  reportId: string,
  dialogId: string,
  result: { score: number; reason: string; flags: string[]; model: string; provenance: Provenance },
) {
  const values = {
    status: 'scored' as const,
    score: result.score,
    reason: result.reason,
    flags: result.flags,
    error: null,
    model: result.model,
    provenance: result.provenance,
    scoredAt: new Date(result.provenance.at),
  };
  getDb()
    .insert(sampleScores)
    .values({ reportId, dialogId, ...values })
    .onConflictDoUpdate({ target: [sampleScores.reportId, sampleScores.dialogId], set: values })
    .run();
}

export function recordFailure(reportId: string, dialogId: string, error: string, model: string) {
  const values = {
    status: 'failed' as const,
    score: null,
    reason: null,
    flags: null,
    error,
    model,
    provenance: null,
    scoredAt: new Date(),
  };
  getDb()
    .insert(sampleScores)
    .values({ reportId, dialogId, ...values })
    .onConflictDoUpdate({ target: [sampleScores.reportId, sampleScores.dialogId], set: values })
    .run();
}

export function finishSample(reportId: string, model: string) {
  setReportSample(reportId, { sampleModel: model, sampleAnalyzedAt: new Date() });
}

/** Dialogs scored by this run already (a resumed job skips them). */
export function scoredSince(reportId: string, dialogIds: string[], since: Date): Set<string> {
  if (dialogIds.length === 0) return new Set();
  return new Set(
    getDb()
      .select({ dialogId: sampleScores.dialogId })
      .from(sampleScores)
      .where(
        and(
          eq(sampleScores.reportId, reportId),
          inArray(sampleScores.dialogId, dialogIds),
          sql`${sampleScores.scoredAt} >= ${since.getTime()}`,
        ),
      )
      .all()
      .map((r) => r.dialogId),
  );
}

/** The messages of each dialog, in order, as the scorer reads them. */
export function dialogMessages(questions: readonly { title: string; description?: string | null }[], dialogIds: string[]) {
  const byDialog = new Map<string, { role: 'user' | 'assistant'; content: string; questionIndex: number | null; isFlagged: boolean }[]>();
  if (dialogIds.length === 0) return byDialog;
  const { messages } = schema;
  const rows = getDb()
    .select({
      id: messages.id,
      dialogId: messages.dialogId,
      role: messages.role,
      content: messages.content,
      questionIndex: messages.questionIndex,
      isFlagged: messages.isFlagged,
    })
    .from(messages)
    .where(inArray(messages.dialogId, dialogIds))
    .orderBy(asc(messages.dialogId), asc(messages.createdAt), asc(sql`rowid`))
    .all();
  // The scorer reads answers to the guide: what was said at the member check (a correction) answered no question.
  const places = answerPlaces(questions, rows);
  for (const row of rows) {
    if (row.role === 'user' && typeof places.get(row.id) !== 'number') continue;
    const list = byDialog.get(row.dialogId) ?? [];
    list.push({ role: row.role as 'user' | 'assistant', content: row.content, questionIndex: row.questionIndex, isFlagged: row.isFlagged });
    byDialog.set(row.dialogId, list);
  }
  return byDialog;
}

/** What the model select should say about a name: the engine that will really run it. */
export function engineFor(model: string) {
  return resolveModel(model);
}

// ------------------------------------------------------------------------------------------------ the JSON calls

/**
 * The dialog-sample-status call, addressed by report alone: the report's interview must be the caller's (404 otherwise).
 * `manualOverride` false hands the dialog back to its score.
 */
export function setDialogSampleStatus(
  ownerId: string,
  reportId: string,
  input: { dialogId: string; included: boolean; manualOverride: boolean },
): SampleView {
  const report = getDb().select().from(reports).where(eq(reports.id, reportId)).get();
  if (!report) throw new NotFound(reportNotFoundMessage(reportId));
  return setDialogInclusion(ownerId, report.interviewId, report.id, input.dialogId, input.manualOverride ? input.included : null);
}
