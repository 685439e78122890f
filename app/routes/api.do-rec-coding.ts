import type { ActionFunctionArgs } from '@remix-run/node';
import { doRecCoding, doRecCodingBody } from '~/features/analysis/recommendations/api.server';
import { requireApiUser } from '~/features/auth/session.server';
import { answerJson } from '~/lib/json-errors.server';
import { BODY_LIMITS, readJsonBody } from '~/lib/request-body.server';

/**
 * POST {interview_id, report_id, coding_block {title, description}, additional_prompt, max_concurrent (8)[, model]}
 * starts coding that question's answers against its recommendations as a job (`analysis.rec-coding`) and answers
 * with the per-question results stored so far and `_metadata` (job_id, status, model_used, …). `?wait=1` answers
 * when the job has ended, with the new results.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  if (request.method !== 'POST') return Response.json({ error: 'Use POST' }, { status: 405 });
  const parsed = doRecCodingBody.safeParse(await readJsonBody(request, BODY_LIMITS.form));
  if (!parsed.success) return Response.json({ error: parsed.error.issues[0]!.message }, { status: 400 });
  const wait = new URL(request.url).searchParams.get('wait') === '1';
  return answerJson(() => doRecCoding(user.id, parsed.data, wait, request.signal));
}

export const loader = () => Response.json({ error: 'Use POST' }, { status: 405 });
