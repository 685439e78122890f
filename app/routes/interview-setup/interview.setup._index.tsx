import { type LoaderFunctionArgs, redirect } from '@remix-run/node';

import { requireUser } from '~/features/auth/session.server';

// The older address took the id as a query parameter; the id now lives in the path.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const id = new URL(request.url).searchParams.get('interviewId');
  return redirect(id ? `/interview/setup/${encodeURIComponent(id)}` : '/dashboard');
}
