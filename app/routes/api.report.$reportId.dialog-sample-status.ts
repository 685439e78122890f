import type { ActionFunctionArgs } from '@remix-run/node';
import { sampleStatusBody } from '~/features/analysis/sample/schemas';
import { setDialogSampleStatus } from '~/features/analysis/sample/sample.server';
import { requireApiUser } from '~/features/auth/session.server';
import { answerJson } from '~/lib/json-errors.server';
import { BODY_LIMITS, readJsonBody } from '~/lib/request-body.server';

/** POST {dialog_id, included, manual_override} → {success}: the researcher's override of one dialog's inclusion. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  if (request.method !== 'POST') return Response.json({ error: 'Use POST' }, { status: 405 });
  const parsed = sampleStatusBody.safeParse(await readJsonBody(request, BODY_LIMITS.form));
  if (!parsed.success) return Response.json({ error: parsed.error.issues[0]!.message }, { status: 400 });
  const { dialog_id: dialogId, included, manual_override: manualOverride } = parsed.data;
  return answerJson(() => {
    setDialogSampleStatus(user.id, params.reportId!, { dialogId, included, manualOverride });
    return { success: true };
  });
}

export const loader = () => Response.json({ error: 'Use POST' }, { status: 405 });
