import { updateRecommendations, updateRecommendationsBody } from '~/features/analysis/recommendations/api.server';
import { jsonAction } from '~/features/auth/json-action.server';
import { HTTP_STATUS } from '~/lib/http-status';
import { methodNotAllowed } from '~/lib/json-body.server';
import { answerJson } from '~/lib/json-errors.server';

/** A body that does not parse is refused with the message of the action it asked for. */
function refused(_error: unknown, raw: unknown) {
  const action = (raw as { action?: unknown } | null)?.action;
  const verb = action === 'add' || action === 'delete' ? action : 'update';
  return Response.json({ error: `Failed to ${verb} recommendation` }, { status: HTTP_STATUS.badRequest });
}

/**
 * POST {blockId, action: add|update|delete, index, recommendation {title, description}} → {success,
 * recommendations_data}. Update and delete name the recommendation by its index in the block.
 */
export const action = jsonAction(updateRecommendationsBody, { invalid: refused }, ({ user, params, body }) =>
  answerJson(() => updateRecommendations(user.id, params.reportId!, body)),
);

export const loader = methodNotAllowed;
