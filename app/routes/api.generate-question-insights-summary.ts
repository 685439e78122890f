import type { ActionFunctionArgs } from '@remix-run/node';
import { questionInsightsCall, summaryBody } from '~/features/analysis/summaries/api.server';
import { SUMMARY_FAILED } from '~/features/analysis/summaries/summaries-page.server';
import { requireApiUser } from '~/features/auth/session.server';
import { answerJson } from '~/lib/json-errors.server';
import { BODY_LIMITS, readJsonBody } from '~/lib/request-body.server';

/** POST {report_id, model} → {success, question_insights_data}: generated in the request (one call per question). */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  if (request.method !== 'POST') return Response.json({ error: 'Use POST' }, { status: 405 });
  const parsed = summaryBody.safeParse(await readJsonBody(request, BODY_LIMITS.form));
  if (!parsed.success) return Response.json({ error: parsed.error.issues[0]!.message }, { status: 400 });
  return answerJson(() => questionInsightsCall(user.id, parsed.data, request.signal), SUMMARY_FAILED.question);
}

export const loader = () => Response.json({ error: 'Use POST' }, { status: 405 });
