import type { LoaderFunctionArgs } from '@remix-run/node';
import { openUpload } from '~/features/uploads/uploads.server';
import { notFound } from '~/lib/errors';

// Public on purpose: respondents see the background on the interview page. Names are random and never reused,
// so a file can be cached for good.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const file = await openUpload(params.name ?? '');
  if (!file) throw notFound();
  const headers = {
    'Content-Type': file.contentType,
    'Content-Length': String(file.size),
    'Cache-Control': 'public, max-age=31536000, immutable',
    // X-Content-Type-Options: nosniff comes from helmet on every response; setting it here too would send it twice.
  };
  if (request.method === 'HEAD') {
    // Closes the file now rather than when the unread stream is collected.
    await file.stream.cancel();
    return new Response(null, { headers });
  }
  return new Response(file.stream, { headers });
}
