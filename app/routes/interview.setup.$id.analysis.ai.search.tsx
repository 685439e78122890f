import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireUser } from '~/features/auth/session.server';
import { getOwnedInterview } from '~/features/interviews/interviews.server';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  getOwnedInterview(user.id, params.id);
  return null;
}

export default function VectorSearchStub() {
  return <p className="text-sm text-slate-600">Loading…</p>;
}
