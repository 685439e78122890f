import { businessInsightsCall, summaryBody } from '~/features/analysis/summaries/api.server';
import { SUMMARY_FAILED } from '~/features/analysis/summaries/summaries-page.server';
import { jsonAction } from '~/features/auth/json-action.server';
import { methodNotAllowed } from '~/lib/json-body.server';
import { answerJson } from '~/lib/json-errors.server';

/** POST {report_id, model} → {success, summary_data}: generated in the request (one call). */
export const action = jsonAction(summaryBody, ({ request, user, body }) =>
  answerJson(() => businessInsightsCall(user.id, body, request.signal), SUMMARY_FAILED.business),
);

export const loader = methodNotAllowed;
