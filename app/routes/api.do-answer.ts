import type { ActionFunctionArgs } from '@remix-run/node';
import { requireApiUser } from '~/features/auth/session.server';
import { ownedReport } from '~/features/analysis/coding/coding-api.server';
import { dialogAnswerMap } from '~/features/analysis/coding/coding-data.server';
import { lastCodingModel, startCoding, waitForCodingJob } from '~/features/analysis/coding/coding-job.server';
import { doAnswerBody, NO_REPORT_RETRY } from '~/features/analysis/coding/schemas';
import { getOwnedInterview } from '~/features/interviews/interviews.server';
import { answerJson } from '~/lib/json-errors.server';
import { BODY_LIMITS, readJsonBody } from '~/lib/request-body.server';

/**
 * POST {dialogId, model, interviewId, reportId} codes one dialog and answers, when done, with a map of block title
 * to {answer, citations [{text, relevance, reason}]} (spec §7); a failed dialog answers 502 with the spec's message.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  if (request.method !== 'POST') return Response.json({ error: 'Use POST' }, { status: 405 });
  const parsed = doAnswerBody.safeParse(await readJsonBody(request, BODY_LIMITS.form));
  if (!parsed.success) return Response.json({ error: parsed.error.issues[0]!.message }, { status: 400 });
  const body = parsed.data;
  getOwnedInterview(user.id, body.interviewId);
  if (!body.reportId) return Response.json({ error: NO_REPORT_RETRY }, { status: 400 });
  const reportId = body.reportId;
  return answerJson(async () => {
    const { interview, report } = ownedReport(user.id, body.interviewId, reportId);
    const started = startCoding(interview, report, body.model ?? lastCodingModel(interview.id, report.id), [body.dialogId]);
    await waitForCodingJob(started.id, request.signal);
    const answers = dialogAnswerMap(interview, report, user.id, body.dialogId);
    const failed = Object.values(answers).find((a) => a.status === 'error');
    if (failed) return Response.json({ error: failed.error }, { status: 502 });
    return answers;
  });
}

export const loader = () => Response.json({ error: 'Use POST' }, { status: 405 });
