import type { ActionFunctionArgs } from '@remix-run/node';
import { transcribeRecording } from '~/features/voice/speech-to-text.server';
import { DomainError, statusOf } from '~/lib/errors';

/** POST multipart {file, dialogId (or interviewId before the first message), mimeType} → {text, audio_attachment}. */
export async function action({ request, context }: ActionFunctionArgs) {
  try {
    return Response.json(await transcribeRecording(request, context.clientIp));
  } catch (error) {
    if (error instanceof DomainError) return Response.json({ detail: error.message }, { status: statusOf(error) });
    throw error;
  }
}
