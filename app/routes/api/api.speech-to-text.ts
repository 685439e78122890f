import type { ActionFunctionArgs } from '@remix-run/node';

import type { Interview } from '@db/schema';
import { assertConsented } from '~/features/consent/consent.server';
import type { Dialog } from '~/features/dialogs/dialogs.server';
import { transcribeRecording } from '~/features/voice/speech-to-text.server';
import { DomainError, statusOf } from '~/lib/errors';

/** POST multipart {file, dialogId (or interviewId before the first message), mimeType} → {text, audio_attachment}. */
export async function action({ request, context }: ActionFunctionArgs) {
  try {
    // A respondent's voice reaches no speech engine before their "I agree"; the owner trying it is not asked.
    const consented = (interview: Interview, dialog: Dialog | undefined, isOwner: boolean) => {
      if (!isOwner) assertConsented(interview, dialog);
    };
    return Response.json(await transcribeRecording(request, context.clientIp, consented));
  } catch (error) {
    if (error instanceof DomainError) return Response.json({ detail: error.message }, { status: statusOf(error) });
    throw error;
  }
}
