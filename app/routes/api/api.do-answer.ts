import { dialogCall } from '~/features/analysis/coding/coding-api.server';
import { dialogAnswerMap } from '~/features/analysis/coding/coding-data.server';
import { lastCodingModel, startCoding } from '~/features/analysis/coding/coding-job.server';
import { doAnswerBody } from '~/features/analysis/coding/schemas';
import { ownedReport } from '~/features/analysis/reports/report-access.server';
import { waitForJob } from '~/features/analysis/reports/report-jobs.server';
import { jsonAction } from '~/features/auth/json-action.server';
import { HTTP_STATUS } from '~/lib/http-status';
import { methodNotAllowed } from '~/lib/json-body.server';
import { answerJson } from '~/lib/json-errors.server';

/**
 * POST {dialogId, model, interviewId, reportId} codes one dialog and answers, when done, with a map of block title
 * to {answer, citations [{text, relevance, reason}]}; a failed dialog answers 502 with the dialog's error message.
 */
export const action = jsonAction(doAnswerBody, ({ request, user, body: sent }) => {
  const body = dialogCall(user.id, sent);
  if (body instanceof Response) return body;
  const reportId = body.reportId;
  return answerJson(async () => {
    const { interview, report } = ownedReport(user.id, body.interviewId, reportId, 'write');
    const started = startCoding(interview, report, body.model ?? lastCodingModel(interview.id, report.id), [body.dialogId], user.id);
    await waitForJob(started.id, request.signal);
    const answers = dialogAnswerMap(interview, report, user.id, body.dialogId);
    const failed = Object.values(answers).find((a) => a.status === 'error');
    if (failed) return Response.json({ error: failed.error }, { status: HTTP_STATUS.badGateway });
    return answers;
  });
});

export const loader = methodNotAllowed;
