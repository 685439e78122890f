/**
 * The `analysis.topics` job: reads the included dialogs' answers per active block (it does not wait for the
 * per-dialog coding) and finds the block's topics across dialogs, offline or with a model, then replaces the
 * report's stored topics. Stop aborts the embedding or the calls in flight; nothing is written then.
 */
import { BUILTIN_MODEL } from '~/ai/models';
import { resolveModel } from '~/ai/registry.server';
import { findInterview } from '~/features/interviews/interviews.server';
import { registerJobHandler, type JobContext } from '~/jobs/queue.server';
import { findReport } from '../reports/reports.server';
import { builtinTopics, builtinWork } from './builtin-topics.server';
import { modelTopics } from './model-topics.server';
import { saveTopicsRun, TOPICS_JOB, type TopicsPayload } from './topics.server';
import { topicsInput } from './topics-input.server';

async function runTopics({ job, signal, setTotal, progress }: JobContext) {
  const { reportId, model } = job.payload as TopicsPayload;
  const interview = job.interviewId ? findInterview(job.interviewId) : undefined;
  const report = interview ? findReport(interview.id, reportId) : undefined;
  if (!interview || !report) throw new Error('The report no longer exists');

  const input = topicsInput(interview, report);
  const { evidence } = input;
  const engine = resolveModel(model).engine;
  let done = 0;
  const step = () => progress(++done);
  if (engine === BUILTIN_MODEL) {
    // Embedding is most of the built-in engine's time: progress counts the clauses embedded.
    setTotal(builtinWork(input));
    progress(0);
    saveTopicsRun(report.id, await builtinTopics(input, { interviewId: interview.id, signal, onProgress: (count) => progress((done += count)) }));
  } else {
    setTotal(evidence.length + input.blocks.length);
    progress(0);
    saveTopicsRun(report.id, await modelTopics(input, { model: engine, interviewId: interview.id, signal, onStep: step }));
  }
}

registerJobHandler(TOPICS_JOB, runTopics);
