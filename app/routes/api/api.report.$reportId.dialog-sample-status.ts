import { setDialogSampleStatus } from '~/features/analysis/sample/sample.server';
import { sampleStatusBody } from '~/features/analysis/sample/schemas';
import { jsonAction } from '~/features/auth/json-action.server';
import { methodNotAllowed } from '~/lib/json-body.server';
import { answerJson } from '~/lib/json-errors.server';

/** POST {dialog_id, included, manual_override} → {success}: the researcher's override of one dialog's inclusion. */
export const action = jsonAction(sampleStatusBody, ({ user, params, body }) => {
  const { dialog_id: dialogId, included, manual_override: manualOverride } = body;
  return answerJson(() => {
    setDialogSampleStatus(user.id, params.reportId!, { dialogId, included, manualOverride });
    return { success: true };
  });
});

export const loader = methodNotAllowed;
