import type { ActionFunctionArgs } from '@remix-run/node';
import { doRecommendations, doRecommendationsBody } from '~/features/analysis/recommendations/api.server';
import { requireApiUser } from '~/features/auth/session.server';
import { answerJson } from '~/lib/json-errors.server';
import { BODY_LIMITS, readJsonBody } from '~/lib/request-body.server';

/**
 * POST {interviewId, reportId, model, additionalPrompt[, blockId]} starts generating the report's recommendations as
 * a job (`analysis.recommendations`) and answers at once with {success, job_id, status, recommendations_data}; watch
 * the job at /api/jobs/{job_id}/events. `?wait=1` answers when the job has ended, with the new recommendations.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  if (request.method !== 'POST') return Response.json({ error: 'Use POST' }, { status: 405 });
  const parsed = doRecommendationsBody.safeParse(await readJsonBody(request, BODY_LIMITS.form));
  if (!parsed.success) return Response.json({ error: parsed.error.issues[0]!.message }, { status: 400 });
  const wait = new URL(request.url).searchParams.get('wait') === '1';
  return answerJson(() => doRecommendations(user.id, parsed.data, wait, request.signal));
}

export const loader = () => Response.json({ error: 'Use POST' }, { status: 405 });
