/**
 * The `analysis.topics` job: reads the included dialogs' answers per active block (it does not wait for the
 * per-dialog coding) and finds the block's topics across dialogs, offline or with a model, then replaces the
 * report's stored topics. Stop aborts the embedding or the calls in flight; nothing is written then.
 */
import { BUILTIN_MODEL } from '~/ai/models';
import { resolveModel } from '~/ai/registry.server';

import { registerReportJob, type ReportJob } from '../reports/report-job.server';
import { builtinTopics, builtinWork } from './builtin-topics.server';
import { modelTopics } from './model-topics.server';
import { saveTopicsRun, TOPICS_JOB, type TopicsPayload } from './topics.server';
import { topicsInput } from './topics-input.server';

async function runTopics({ payload: { model }, interview, report, signal, setTotal, advance }: ReportJob<TopicsPayload>) {
  const input = topicsInput(interview, report);
  const { evidence } = input;
  const engine = resolveModel(model).engine;
  if (engine === BUILTIN_MODEL) {
    // Embedding is most of the built-in engine's time: progress counts the clauses embedded.
    setTotal(builtinWork(input));
    advance(0);
    saveTopicsRun(report.id, await builtinTopics(input, { interviewId: interview.id, signal, onProgress: advance }));
  } else {
    setTotal(evidence.length + input.blocks.length);
    advance(0);
    saveTopicsRun(report.id, await modelTopics(input, { model: engine, interviewId: interview.id, signal, onStep: () => advance() }));
  }
}

registerReportJob(TOPICS_JOB, runTopics);
