import type { ActionFunctionArgs } from '@remix-run/node';
import { transcribeRecording, VoiceRefused } from '~/features/voice/speech-to-text.server';

/** POST multipart {file, dialogId (or interviewId before the first message), mimeType} → {text, audio_attachment}. */
export async function action({ request, context }: ActionFunctionArgs) {
  try {
    return Response.json(await transcribeRecording(request, context.clientIp));
  } catch (error) {
    if (error instanceof VoiceRefused) return Response.json({ detail: error.message }, { status: error.status });
    throw error;
  }
}
