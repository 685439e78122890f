import type { LoaderFunctionArgs } from '@remix-run/node';

import { serveBackgroundImage } from '~/features/background-image/background-image.server';
import { notFound } from '~/lib/errors';

// Public on purpose: respondents see the background on the interview page. Names are random and never reused,
// so a file can be cached for good. X-Content-Type-Options: nosniff comes from helmet on every response.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const response = await serveBackgroundImage(request, params.name ?? '');
  if (!response) throw notFound();
  return response;
}
