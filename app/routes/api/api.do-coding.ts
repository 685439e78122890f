import { dialogCall, dialogForRetry } from '~/features/analysis/coding/coding-api.server';
import { dialogTopics } from '~/features/analysis/coding/coding-data.server';
import { lastCodingModel, startCoding } from '~/features/analysis/coding/coding-job.server';
import { doCodingBody } from '~/features/analysis/coding/schemas';
import { ownedReport } from '~/features/analysis/reports/report-access.server';
import { waitForJob } from '~/features/analysis/reports/report-jobs.server';
import { jsonAction } from '~/features/auth/json-action.server';
import { methodNotAllowed } from '~/lib/json-body.server';
import { answerJson } from '~/lib/json-errors.server';

/**
 * POST {model, interviewId, reportId, shortLink, dialogId?} codes one dialog again (a refresh or a retry) and
 * answers when it is done with {success, job_id, status, dialog_id, coding_status, error, topics}.
 */
export const action = jsonAction(doCodingBody, ({ request, user, body: sent }) => {
  const body = dialogCall(user.id, sent);
  if (body instanceof Response) return body;
  const reportId = body.reportId;
  return answerJson(async () => {
    const { interview, report } = ownedReport(user.id, body.interviewId, reportId, 'write');
    const dialogId = body.dialogId || dialogForRetry(interview, report, body.shortLink!).id;
    const started = startCoding(interview, report, body.model ?? lastCodingModel(interview.id, report.id), [dialogId], user.id);
    const job = (await waitForJob(started.id, request.signal)) ?? started;
    const coded = dialogTopics(interview, report, user.id, dialogId);
    return {
      success: coded.status === 'ok',
      job_id: job.id,
      status: job.status,
      dialog_id: dialogId,
      coding_status: coded.status,
      error: coded.error,
      topics: coded.topics,
    };
  });
});

export const loader = methodNotAllowed;
