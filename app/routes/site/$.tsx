import { type LoaderFunctionArgs, redirect } from '@remix-run/node';

import { getUser } from '~/features/auth/session.server';

// Any path we do not serve: signed-in researchers go to their interviews, everyone else to sign-in.
export async function loader({ request }: LoaderFunctionArgs) {
  return redirect((await getUser(request)) ? '/dashboard' : '/auth');
}

export const action = loader;
