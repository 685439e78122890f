import { type ActionFunctionArgs, redirect } from '@remix-run/node';

import { signOut } from '~/features/auth/session.server';

export const action = ({ request }: ActionFunctionArgs) => signOut(request, '/auth');
export const loader = () => redirect('/dashboard');
