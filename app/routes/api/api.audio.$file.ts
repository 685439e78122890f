import type { LoaderFunctionArgs } from '@remix-run/node';

import { getUser } from '~/features/auth/session.server';
import { serveRecordingToOwner } from '~/features/voice/recordings.server';
import { notFound } from '~/lib/errors';

/** A respondent's recording, for the interview's signed-in owner only; anyone else gets 404. Ranges make seeking work. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const response = await serveRecordingToOwner(request, user?.id, params.file ?? '');
  if (!response) throw notFound();
  return response;
}
