import type { LoaderFunctionArgs } from '@remix-run/node';

import { waitForJob } from '~/features/analysis/reports/report-jobs.server';
import { latestSampleJob, ownedSampleView, sampleData, startSample } from '~/features/analysis/sample/sample.server';
import { analyzeSampleBody, NO_REPORT, sampleQuery } from '~/features/analysis/sample/schemas';
import { jsonAction } from '~/features/auth/json-action.server';
import { requireApiUser } from '~/features/auth/session.server';
import { interviewFor } from '~/features/teams/access.server';
import { HTTP_STATUS } from '~/lib/http-status';
import { answerJson } from '~/lib/json-errors.server';

const badRequest = (error: string) => Response.json({ error }, { status: HTTP_STATUS.badRequest });

/**
 * POST {interview_id, report_id, threshold, model} starts scoring the report's dialogs as a job and answers at once
 * with {success, job_id, status, sample_data} (the sample as stored so far, with the new threshold). `?wait=1` answers
 * only when the job has ended, with the finished sample. A model without an endpoint runs on the built-in engine.
 */
export const action = jsonAction(analyzeSampleBody, ({ request, user, body }) => {
  const { interview_id: interviewId, report_id: reportId, threshold, model } = body;
  interviewFor(user.id, interviewId, 'write');
  if (!reportId) return badRequest(NO_REPORT);
  return answerJson(async () => {
    let job = startSample(user.id, interviewId, reportId, { threshold, model });
    if (new URL(request.url).searchParams.get('wait') === '1') job = (await waitForJob(job.id, request.signal)) ?? job;
    const view = ownedSampleView(user.id, interviewId, reportId);
    return { success: true, job_id: job.id, status: job.status, sample_data: sampleData(view) };
  });
});

/** GET ?interview_id=&report_id= → the report's sample as stored, and the state of its latest run. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const parsed = sampleQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return badRequest(parsed.error.issues[0]!.message);
  const { interview_id: interviewId, report_id: reportId } = parsed.data;
  interviewFor(user.id, interviewId, 'read');
  if (!reportId) return badRequest(NO_REPORT);
  return answerJson(() => {
    const view = ownedSampleView(user.id, interviewId, reportId);
    const job = latestSampleJob(interviewId, reportId);
    return { success: true, job_id: job?.id ?? null, status: job?.status ?? null, sample_data: sampleData(view) };
  });
}
