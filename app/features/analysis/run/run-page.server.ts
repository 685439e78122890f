import { redirect } from '@remix-run/node';
import { z } from 'zod';

import type { Interview } from '@db/schema';
import { jobUpdateOf } from '~/jobs/queue.server';
import { DomainError, statusOf } from '~/lib/errors';
import { HTTP_STATUS } from '~/lib/http-status';

import { latestCodingJob } from '../coding/coding-job.server';
import { CODING_MODELS } from '../coding/schemas';
import type { Report } from '../reports/reports.server';
import { latestAnalysisRun, startAnalysisRun, stopAnalysisRun } from './analysis-run.server';

/**
 * The toolbar's view of Run Analysis: its latest run, unless the dialogs' coding has been run alone since (then the
 * toolbar shows that job, as it always has); `codingIsStep` when the latest coding job is that run's first step.
 */
export function runPageData(interview: Interview, report: Report) {
  const run = latestAnalysisRun(interview.id, report.id);
  const coding = latestCodingJob(interview.id, report.id);
  const codingIsStep = Boolean(run && coding?.payload.runId === run.id);
  const codingAloneSince = Boolean(run && coding && !codingIsStep && !coding.payload.dialogIds && coding.createdAt > run.createdAt);
  return { job: run && !codingAloneSince ? jobUpdateOf(run) : null, codingIsStep };
}

const runForm = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('analysis-run'),
    model: z.enum(CODING_MODELS, { message: `The model must be one of ${CODING_MODELS.join(', ')}` }),
  }),
  z.object({ intent: z.literal('analysis-stop') }),
]);

/** Run Analysis and its Stop, posted from the toolbar; null when the intent is not one of them. */
export async function runPageAction(
  intent: string,
  form: FormData,
  context: { interview: Interview; report: Report; userId: string },
): Promise<Response | null> {
  if (intent !== 'analysis-run' && intent !== 'analysis-stop') return null;
  const { interview, report, userId } = context;
  const parsed = runForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) return Response.json({ error: parsed.error.issues[0]!.message, intent }, { status: HTTP_STATUS.badRequest });
  let answer: Record<string, unknown> = { ok: true };
  try {
    if (parsed.data.intent === 'analysis-run')
      answer = { ok: true, jobId: startAnalysisRun(interview, report, userId, parsed.data.model).id };
    else stopAnalysisRun(interview.id, report.id);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return Response.json({ error: error.message, intent }, { status: statusOf(error) });
  }
  if (form.get('js') === '1') return Response.json(answer);
  return redirect(`/interview/setup/${interview.id}/analysis/ai?report=${encodeURIComponent(report.id)}`);
}
