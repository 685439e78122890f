import { ownedReportById } from '~/features/analysis/reports/report-access.server';
import { updateThemesBody } from '~/features/analysis/theme-review/schemas';
import { updateThemes } from '~/features/analysis/theme-review/update-themes.server';
import { jsonAction } from '~/features/auth/json-action.server';
import { methodNotAllowed } from '~/lib/json-body.server';
import { answerJson } from '~/lib/json-errors.server';

/**
 * POST {action, …} → {success, theme_id, themes}: the researcher's decision on the report's key themes (rename, merge,
 * split, move, remove, confirm, add, new, reviewed), answered with the theme(s) it changed.
 */
export const action = jsonAction(
  updateThemesBody,
  // Another researcher's report, or one that does not exist, is a 404 before the body is read.
  { resource: ({ user, params }) => ownedReportById(user.id, params.reportId!, 'write') },
  ({ user, body, resource }) => answerJson(() => updateThemes({ ...resource, userId: user.id }, body)),
);

export const loader = methodNotAllowed;
