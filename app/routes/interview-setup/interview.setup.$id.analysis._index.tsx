import { type LoaderFunctionArgs, redirect } from '@remix-run/node';

import { requireUser } from '~/features/auth/session.server';
import { interviewFor } from '~/features/teams/access.server';

/** The Analysis tab opens on its first sub-tab, keeping the report asked for. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  // Another researcher's interview is a 404 here too, not a redirect that confirms it exists.
  interviewFor((await requireUser(request)).id, params.id, 'read');
  const { search } = new URL(request.url);
  return redirect(`/interview/setup/${params.id}/analysis/sample${search}`);
}
