import type { ActionFunctionArgs } from '@remix-run/node';

import { assertConsented } from '~/features/consent/consent.server';
import { loadTranscript, presentMessages } from '~/features/dialogs/dialogs.server';
import { accessDialog } from '~/features/dialogs/respondent-access.server';
import { historyRequestSchema } from '~/features/dialogs/respondent-schemas';
import { DomainError, statusOf } from '~/lib/errors';
import { HTTP_STATUS } from '~/lib/http-status';
import { BODY_LIMITS, readJsonBody } from '~/lib/request-body.server';

/** POST {dialogId} → the dialog's messages; candidate replies and audio only for the interview's owner. */
export async function action({ request }: ActionFunctionArgs) {
  const parsed = historyRequestSchema.safeParse(await readJsonBody(request, BODY_LIMITS.form));
  if (!parsed.success) return Response.json({ detail: 'A valid dialogId is required' }, { status: HTTP_STATUS.badRequest });
  try {
    const access = await accessDialog(request, parsed.data.dialogId);
    if (!access) return Response.json({ detail: 'Dialog not found' }, { status: HTTP_STATUS.notFound });
    // Reading the transcript writes the greeting: not before the respondent agreed.
    if (!access.isOwner) assertConsented(access.interview, access.dialog);
    return Response.json({ messages: presentMessages(loadTranscript(access.dialog, access.interview), access.isOwner) });
  } catch (error) {
    if (error instanceof DomainError) return Response.json({ detail: error.message }, { status: statusOf(error) });
    throw error;
  }
}
