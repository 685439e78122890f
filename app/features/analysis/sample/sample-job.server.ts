/**
 * The `analysis.sample` job: scores the report's eligible dialogs (or the one being retried) with bounded concurrency.
 * Each dialog is one call through the AI layer, which retries with backoff; a dialog that still fails is stored as
 * failed with its error and the others go on. Stop aborts the calls in flight. A job resumed after a restart skips
 * the dialogs it had already scored.
 */
import { dialogFingerprint, studyVocabulary, type OtherDialog } from '~/ai/builtin/dialog-quality';
import { aiConfig } from '~/ai/config.server';
import { scoreDialog } from '~/ai/dialog-quality.server';
import { resolveModel } from '~/ai/registry.server';
import { findInterview } from '~/features/interviews/interviews.server';
import { dialogLabel } from '~/features/participants/format';
import { JobCancelled, registerJobHandler, type JobContext } from '~/jobs/queue.server';
import { findReport } from '../reports/reports.server';
import { eligibleDialogs } from '../reports/report-dialogs.server';
import { SAMPLE_JOB, dialogMessages, finishSample, recordFailure, recordScore, scoredSince, type SamplePayload } from './sample.server';

function stopIfCancelled(signal: AbortSignal) {
  if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new JobCancelled();
}

async function runSample({ job, signal, setTotal, progress }: JobContext) {
  const { reportId, model, dialogIds } = job.payload as SamplePayload;
  const interview = job.interviewId ? findInterview(job.interviewId) : undefined;
  const report = interview ? findReport(interview.id, reportId) : undefined;
  if (!interview || !report) throw new Error('The report no longer exists');

  const dialogs = eligibleDialogs(report);
  const targets = dialogIds ? dialogs.filter((d) => dialogIds.includes(d.id)) : dialogs;
  setTotal(targets.length);
  const engine = resolveModel(model).engine;

  // Fingerprints of every eligible dialog once, so each dialog is compared with the ones held before it cheaply.
  const messages = dialogMessages(dialogs.map((d) => d.id));
  const ordered = [...dialogs].sort((a, b) => +a.createdAt - +b.createdAt);
  const earlierOf = new Map<string, OtherDialog[]>();
  const seen: OtherDialog[] = [];
  for (const dialog of ordered) {
    earlierOf.set(dialog.id, [...seen]);
    seen.push({ label: dialogLabel(dialog.shortLink), fingerprint: dialogFingerprint(messages.get(dialog.id) ?? []) });
  }

  const done = job.startedAt ? scoredSince(report.id, targets.map((d) => d.id), job.startedAt) : new Set<string>();
  const queue = targets.filter((d) => !done.has(d.id));
  let finished = done.size;
  progress(finished);

  const questions = interview.questions.map((q) => ({ title: q.title, description: q.description }));
  // What every respondent said, once: an answer in words other respondents use is not off-topic talk.
  const vocabulary = studyVocabulary(questions, dialogs.map((d) => messages.get(d.id) ?? []));
  const worker = async () => {
    for (let dialog = queue.shift(); dialog; dialog = queue.shift()) {
      stopIfCancelled(signal);
      try {
        const result = await scoreDialog(
          { model, interviewId: interview.id, signal },
          { goal: interview.goal ?? '', questions, messages: messages.get(dialog.id) ?? [], earlier: earlierOf.get(dialog.id), vocabulary },
        );
        recordScore(report.id, dialog.id, { score: result.score, reason: result.reason, flags: result.flags, model: result.engine, provenance: result.provenance });
      } catch (error) {
        if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new JobCancelled();
        recordFailure(report.id, dialog.id, error instanceof Error ? error.message : String(error), engine);
      }
      progress(++finished);
    }
  };
  // The built-in engine is quick local work; a model gets as many calls at once as the AI layer allows.
  const width = engine === 'builtin' ? 1 : Math.max(1, aiConfig().concurrency);
  await Promise.all(Array.from({ length: Math.min(width, Math.max(1, queue.length)) }, worker));
  finishSample(report.id, engine);
}

registerJobHandler(SAMPLE_JOB, runSample);
