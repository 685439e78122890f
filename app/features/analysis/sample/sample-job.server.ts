/**
 * The `analysis.sample` job: scores the report's eligible dialogs (or the one being retried) with bounded concurrency.
 * Each dialog is one call through the AI layer, which retries with backoff; a dialog that still fails is stored as
 * failed with its error and the others go on. Stop aborts the calls in flight. A job resumed after a restart skips
 * the dialogs it had already scored.
 */
import { dialogFingerprint, type OtherDialog, studyVocabulary } from '~/ai/builtin/dialog-quality';
import { aiConfig } from '~/ai/config.server';
import { scoreDialog } from '~/ai/dialog-quality.server';
import { resolveModel } from '~/ai/registry.server';
import { dialogLabel } from '~/features/participants/format';
import { checkQualityGuard } from '~/features/participants/quality-guard.server';

import { eligibleDialogs } from '../reports/report-dialogs.server';
import { registerReportJob, type ReportJob } from '../reports/report-job.server';
import { runPool } from '../reports/run-pool.server';
import { dialogMessages, finishSample, recordFailure, recordScore, SAMPLE_JOB, type SamplePayload, scoredSince } from './sample.server';

async function runSample({ job, payload: { model, dialogIds }, interview, report, signal, setTotal, advance }: ReportJob<SamplePayload>) {
  const dialogs = eligibleDialogs(report);
  const targets = dialogIds ? dialogs.filter((d) => dialogIds.includes(d.id)) : dialogs;
  setTotal(targets.length);
  const engine = resolveModel(model).engine;
  // The quality guard reads every dialog of the interview against the others, offline and quickly, before any score:
  // its verdict holds whichever engine scores.
  checkQualityGuard(interview.id);

  // Fingerprints of every eligible dialog once, so each dialog is compared with the ones held before it cheaply.
  const messages = dialogMessages(
    interview.questions ?? [],
    dialogs.map((d) => d.id),
  );
  const ordered = [...dialogs].sort((a, b) => +a.createdAt - +b.createdAt);
  const earlierOf = new Map<string, OtherDialog[]>();
  const seen: OtherDialog[] = [];
  for (const dialog of ordered) {
    earlierOf.set(dialog.id, [...seen]);
    seen.push({ label: dialogLabel(dialog.shortLink), fingerprint: dialogFingerprint(messages.get(dialog.id) ?? []) });
  }

  const done = job.startedAt
    ? scoredSince(
        report.id,
        targets.map((d) => d.id),
        job.startedAt,
      )
    : new Set<string>();
  const queue = targets.filter((d) => !done.has(d.id));
  advance(done.size);

  const questions = interview.questions.map((q) => ({ title: q.title, description: q.description }));
  // What every respondent said, once: an answer in words other respondents use is not off-topic talk.
  const vocabulary = studyVocabulary(
    questions,
    dialogs.map((d) => messages.get(d.id) ?? []),
  );
  // The built-in engine is quick local work; a model gets as many calls at once as the AI layer allows.
  const width = engine === 'builtin' ? 1 : Math.max(1, aiConfig().concurrency);
  await runPool(
    queue,
    width,
    signal,
    async (dialog) => {
      const result = await scoreDialog(
        { model, interviewId: interview.id, signal },
        { goal: interview.goal ?? '', questions, messages: messages.get(dialog.id) ?? [], earlier: earlierOf.get(dialog.id), vocabulary },
      );
      recordScore(report.id, dialog.id, {
        score: result.score,
        reason: result.reason,
        flags: result.flags,
        model: result.engine,
        provenance: result.provenance,
      });
      advance();
    },
    (dialog, error) => {
      recordFailure(report.id, dialog.id, error instanceof Error ? error.message : String(error), engine);
      advance();
    },
  );
  finishSample(report.id, engine);
}

registerReportJob(SAMPLE_JOB, runSample);
