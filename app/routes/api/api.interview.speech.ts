import type { LoaderFunctionArgs } from '@remix-run/node';

import { speakMessage } from '~/features/voice/voice.server';
import { DomainError, statusOf } from '~/lib/errors';

/** GET ?messageId=… → the interviewer's message spoken (audio/mpeg), for a dialog the caller may use. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  try {
    const audio = await speakMessage(request, context.clientIp, new URL(request.url).searchParams.get('messageId') ?? '');
    return new Response(new Uint8Array(audio), {
      headers: {
        'Content-Type': 'audio/mpeg',
        'Content-Length': String(audio.byteLength),
        // A message never changes, so the browser may replay it without asking again; only this browser keeps it.
        'Cache-Control': 'private, max-age=86400',
      },
    });
  } catch (error) {
    if (error instanceof DomainError) return Response.json({ detail: error.message }, { status: statusOf(error) });
    throw error;
  }
}
