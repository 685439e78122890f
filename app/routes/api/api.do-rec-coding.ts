import { doRecCoding, doRecCodingBody } from '~/features/analysis/recommendations/api.server';
import { jsonAction } from '~/features/auth/json-action.server';
import { methodNotAllowed } from '~/lib/json-body.server';
import { answerJson } from '~/lib/json-errors.server';

/**
 * POST {interview_id, report_id, coding_block {title, description}, additional_prompt, max_concurrent (8)[, model]}
 * starts coding that question's answers against its recommendations as a job (`analysis.rec-coding`) and answers
 * with the per-question results stored so far and `_metadata` (job_id, status, model_used, …). `?wait=1` answers
 * when the job has ended, with the new results.
 */
export const action = jsonAction(doRecCodingBody, ({ request, user, body }) => {
  const wait = new URL(request.url).searchParams.get('wait') === '1';
  return answerJson(() => doRecCoding(user.id, body, wait, request.signal));
});

export const loader = methodNotAllowed;
