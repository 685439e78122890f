import type { ActionFunctionArgs } from '@remix-run/node';
import { defaultModel } from '~/ai/registry.server';
import { requireApiUser } from '~/features/auth/session.server';
import { ownedReport } from '~/features/analysis/reports/report-access.server';
import { startCoding } from '~/features/analysis/coding/coding-job.server';
import { waitForJob } from '~/features/analysis/reports/report-jobs.server';
import { answerAnalysisBody, NO_REPORT_RETRY } from '~/features/analysis/coding/schemas';
import { getOwnedInterview } from '~/features/interviews/interviews.server';
import { answerJson } from '~/lib/json-errors.server';
import { BODY_LIMITS, readJsonBody } from '~/lib/request-body.server';

/**
 * POST {interviewId, reportId, model} starts coding every included dialog (topics and answers) as one job and
 * answers {job_id, status} at once; `?wait=1` answers when it has ended.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  if (request.method !== 'POST') return Response.json({ error: 'Use POST' }, { status: 405 });
  const parsed = answerAnalysisBody.safeParse(await readJsonBody(request, BODY_LIMITS.form));
  if (!parsed.success) return Response.json({ error: parsed.error.issues[0]!.message }, { status: 400 });
  const { interviewId, reportId, model } = parsed.data;
  getOwnedInterview(user.id, interviewId);
  if (!reportId) return Response.json({ error: NO_REPORT_RETRY }, { status: 400 });
  return answerJson(async () => {
    const { interview, report } = ownedReport(user.id, interviewId, reportId);
    let job = startCoding(interview, report, model ?? defaultModel('analysis'));
    if (new URL(request.url).searchParams.get('wait') === '1') job = (await waitForJob(job.id, request.signal)) ?? job;
    return { success: true, job_id: job.id, status: job.status };
  });
}

export const loader = () => Response.json({ error: 'Use POST' }, { status: 405 });
