import type { ActionFunctionArgs } from '@remix-run/node';
import { loadTranscript, presentMessages } from '~/features/dialogs/dialogs.server';
import { accessDialog } from '~/features/dialogs/respondent-access.server';
import { historyRequestSchema } from '~/features/dialogs/respondent-schemas';
import { InterviewUnavailable } from '~/features/dialogs/respondent.server';

/** POST {dialogId} → the dialog's messages; candidate replies and audio only for the interview's owner. */
export async function action({ request }: ActionFunctionArgs) {
  const parsed = historyRequestSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ detail: 'A valid dialogId is required' }, { status: 400 });
  try {
    const access = await accessDialog(request, parsed.data.dialogId);
    if (!access) return Response.json({ detail: 'Dialog not found' }, { status: 404 });
    return Response.json({ messages: presentMessages(loadTranscript(access.dialog, access.interview), access.isOwner) });
  } catch (error) {
    if (error instanceof InterviewUnavailable) return Response.json({ detail: error.message }, { status: 403 });
    throw error;
  }
}
