import { doRecommendations, doRecommendationsBody } from '~/features/analysis/recommendations/api.server';
import { jsonAction } from '~/features/auth/json-action.server';
import { methodNotAllowed } from '~/lib/json-body.server';
import { answerJson } from '~/lib/json-errors.server';

/**
 * POST {interviewId, reportId, model, additionalPrompt[, blockId]} starts generating the report's recommendations as
 * a job (`analysis.recommendations`) and answers at once with {success, job_id, status, recommendations_data}; watch
 * the job at /api/jobs/{job_id}/events. `?wait=1` answers when the job has ended, with the new recommendations.
 */
export const action = jsonAction(doRecommendationsBody, ({ request, user, body }) => {
  const wait = new URL(request.url).searchParams.get('wait') === '1';
  return answerJson(() => doRecommendations(user.id, body, wait, request.signal));
});

export const loader = methodNotAllowed;
