import type { LoaderFunctionArgs } from '@remix-run/node';

import { requireApiUser } from '~/features/auth/session.server';
import { DEFAULT_INTERVIEWER_PROMPT } from '~/features/interviews/defaults';
import { interviewFor } from '~/features/teams/access.server';

/** GET → { prompt }: the default interviewer prompt template ('Load Default'). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  interviewFor(user.id, params.id, 'read');
  return Response.json({ prompt: DEFAULT_INTERVIEWER_PROMPT });
}
