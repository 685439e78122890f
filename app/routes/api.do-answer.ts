import type { ActionFunctionArgs } from '@remix-run/node';
import { requireApiUser } from '~/features/auth/session.server';
import { readDialogCall } from '~/features/analysis/coding/coding-api.server';
import { ownedReport } from '~/features/analysis/reports/report-access.server';
import { dialogAnswerMap } from '~/features/analysis/coding/coding-data.server';
import { lastCodingModel, startCoding } from '~/features/analysis/coding/coding-job.server';
import { waitForJob } from '~/features/analysis/reports/report-jobs.server';
import { doAnswerBody } from '~/features/analysis/coding/schemas';
import { answerJson } from '~/lib/json-errors.server';

/**
 * POST {dialogId, model, interviewId, reportId} codes one dialog and answers, when done, with a map of block title
 * to {answer, citations [{text, relevance, reason}]} (spec §7); a failed dialog answers 502 with the spec's message.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  const body = await readDialogCall(request, user.id, doAnswerBody);
  if (body instanceof Response) return body;
  const reportId = body.reportId;
  return answerJson(async () => {
    const { interview, report } = ownedReport(user.id, body.interviewId, reportId);
    const started = startCoding(interview, report, body.model ?? lastCodingModel(interview.id, report.id), [body.dialogId]);
    await waitForJob(started.id, request.signal);
    const answers = dialogAnswerMap(interview, report, user.id, body.dialogId);
    const failed = Object.values(answers).find((a) => a.status === 'error');
    if (failed) return Response.json({ error: failed.error }, { status: 502 });
    return answers;
  });
}

export const loader = () => Response.json({ error: 'Use POST' }, { status: 405 });
