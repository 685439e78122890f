import { defaultModel } from '~/ai/registry.server';
import { startCoding } from '~/features/analysis/coding/coding-job.server';
import { answerAnalysisBody, NO_REPORT_RETRY } from '~/features/analysis/coding/schemas';
import { ownedReport } from '~/features/analysis/reports/report-access.server';
import { waitForJob } from '~/features/analysis/reports/report-jobs.server';
import { jsonAction } from '~/features/auth/json-action.server';
import { interviewFor } from '~/features/teams/access.server';
import { HTTP_STATUS } from '~/lib/http-status';
import { methodNotAllowed } from '~/lib/json-body.server';
import { answerJson } from '~/lib/json-errors.server';

/**
 * POST {interviewId, reportId, model} starts coding every included dialog (topics and answers) as one job and
 * answers {job_id, status} at once; `?wait=1` answers when it has ended.
 */
export const action = jsonAction(answerAnalysisBody, ({ request, user, body: { interviewId, reportId, model } }) => {
  interviewFor(user.id, interviewId, 'write');
  if (!reportId) return Response.json({ error: NO_REPORT_RETRY }, { status: HTTP_STATUS.badRequest });
  return answerJson(async () => {
    const { interview, report } = ownedReport(user.id, interviewId, reportId, 'write');
    let job = startCoding(interview, report, model ?? defaultModel('analysis'), undefined, user.id);
    if (new URL(request.url).searchParams.get('wait') === '1') job = (await waitForJob(job.id, request.signal)) ?? job;
    return { success: true, job_id: job.id, status: job.status };
  });
});

export const loader = methodNotAllowed;
