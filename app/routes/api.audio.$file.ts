import type { LoaderFunctionArgs } from '@remix-run/node';
import { getUser } from '~/features/auth/session.server';
import { openAudioForOwner, streamRange } from '~/features/voice/audio-store.server';
import { parseByteRange } from '~/features/voice/byte-range';
import { notFound } from '~/lib/errors';

/** A respondent's recording, for the interview's signed-in owner only; anyone else gets 404. Ranges make seeking work. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const audio = await openAudioForOwner(user?.id, params.file ?? '');
  if (!audio) throw notFound();
  const headers: Record<string, string> = {
    'Content-Type': audio.contentType,
    'Accept-Ranges': 'bytes',
    // Audio types are not compressible, so compression never shifts the offsets a range refers to.
    'Cache-Control': 'private',
  };
  const range = parseByteRange(request.headers.get('Range'), audio.size);
  if (range === 'unsatisfiable') {
    await audio.file.close();
    return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${audio.size}` } });
  }
  const { start, end } = range ?? { start: 0, end: audio.size - 1 };
  headers['Content-Length'] = String(Math.max(0, end - start + 1));
  if (range) headers['Content-Range'] = `bytes ${start}-${end}/${audio.size}`;
  const status = range ? 206 : 200;
  if (request.method === 'HEAD' || audio.size === 0) {
    await audio.file.close();
    return new Response(null, { status, headers });
  }
  return new Response(streamRange(audio, start, end), { status, headers });
}
