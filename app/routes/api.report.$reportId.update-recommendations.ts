import type { ActionFunctionArgs } from '@remix-run/node';
import { updateRecommendations, updateRecommendationsBody } from '~/features/analysis/recommendations/api.server';
import { requireApiUser } from '~/features/auth/session.server';
import { answerJson } from '~/lib/json-errors.server';
import { BODY_LIMITS, readJsonBody } from '~/lib/request-body.server';

/**
 * POST {blockId, action: add|update|delete, index, recommendation {title, description}} → {success,
 * recommendations_data}. Update and delete name the recommendation by its index in the block (spec §4).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  if (request.method !== 'POST') return Response.json({ error: 'Use POST' }, { status: 405 });
  const body = await readJsonBody(request, BODY_LIMITS.form);
  const parsed = updateRecommendationsBody.safeParse(body);
  if (!parsed.success) {
    const action = (body as { action?: unknown } | null)?.action;
    const verb = action === 'add' || action === 'delete' ? action : 'update';
    return Response.json({ error: `Failed to ${verb} recommendation` }, { status: 400 });
  }
  return answerJson(() => updateRecommendations(user.id, params.reportId!, parsed.data));
}

export const loader = () => Response.json({ error: 'Use POST' }, { status: 405 });
