import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { requireUser } from '~/features/auth/session.server';

export const meta: MetaFunction = () => [{ title: 'Create with AI — Qualia' }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export default function CreateWithAi() {
  return (
    <div className="mx-auto max-w-2xl">
      <Link to="/dashboard" className="text-sm font-medium text-brand-700 hover:underline">
        ← Back to interviews
      </Link>
      <h1 className="mt-4 text-2xl font-semibold">Create with AI</h1>
      <p className="mt-2 text-slate-700">
        Drafting an interview guide with AI is not available yet. Use “Set up manually” on the Interviews page to start an
        interview now.
      </p>
    </div>
  );
}
