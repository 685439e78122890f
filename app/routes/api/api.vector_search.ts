import type { ActionFunctionArgs } from '@remix-run/node';

import {
  isSearchFailure,
  searchResultsJson,
  vectorSearchBodySchema,
  vectorSearchForOwner,
} from '~/features/analysis/search/vector-search.server';
import { requireApiUser } from '~/features/auth/session.server';
import { interviewFor } from '~/features/teams/access.server';
import { HTTP_STATUS } from '~/lib/http-status';
import { firstIssue, methodNotAllowed } from '~/lib/json-body.server';
import { answerJson } from '~/lib/json-errors.server';
import { BODY_LIMITS, readJsonBody } from '~/lib/request-body.server';

/**
 * POST JSON {interview_id, phrase, report_id?, offset?, include_below_floor?} → {results, has_more, relevance_floor,
 * below_floor}: 10 results from `offset`, the matches above the relevance floor (and with include_below_floor the
 * messages below it after them); with report_id only the report's included dialogs. Owner only (404 otherwise); a
 * blank phrase is a 400.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  if (request.method !== 'POST') return methodNotAllowed();
  const body = (await readJsonBody(request, BODY_LIMITS.form)) as Record<string, unknown> | null;
  // Ownership first, so another researcher learns nothing from the validation of the rest; the 404 as JSON, like
  // every answer of this call.
  if (typeof body?.interview_id === 'string') {
    try {
      interviewFor(user.id, body.interview_id, 'read');
    } catch (error) {
      if (error instanceof Response && error.status === HTTP_STATUS.notFound)
        return Response.json({ error: await error.text() }, { status: HTTP_STATUS.notFound });
      throw error;
    }
  }
  const parsed = vectorSearchBodySchema.safeParse(body ?? {});
  if (!parsed.success) return firstIssue(parsed.error);
  const { interview_id: interviewId, phrase, report_id: reportId, offset, include_below_floor: includeBelowFloor } = parsed.data;
  return answerJson(async () => {
    try {
      return searchResultsJson(
        await vectorSearchForOwner(user.id, { interviewId, phrase, reportId, offset, includeBelowFloor, signal: request.signal }),
      );
    } catch (error) {
      if (isSearchFailure(error)) return Response.json({ error: error.message }, { status: HTTP_STATUS.badGateway });
      throw error;
    }
  });
}

export const loader = methodNotAllowed;
