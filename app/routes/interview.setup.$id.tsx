import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { requireUser } from '~/features/auth/session.server';
import { getOwnedInterview } from '~/features/interviews/interviews.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.interview.title ?? 'Interview'} — Setup — Qualia` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const interview = getOwnedInterview(user.id, params.id);
  return { interview: { id: interview.id, title: interview.title, status: interview.status, method: interview.method, language: interview.language } };
}

export default function InterviewSetup() {
  const { interview } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <Link to="/dashboard" className="text-sm font-medium text-brand-700 hover:underline" aria-label="Back to interviews">
        ← Interviews
      </Link>
      <h1 className="mt-4 text-2xl font-semibold">{interview.title}</h1>
      <dl className="mt-4 grid grid-cols-3 gap-4 rounded-lg bg-white p-4 text-sm ring-1 ring-slate-200">
        <div>
          <dt className="text-slate-500">Status</dt>
          <dd className="font-medium">{interview.status}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Method</dt>
          <dd className="font-medium">{interview.method}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Language</dt>
          <dd className="font-medium">{interview.language}</dd>
        </div>
      </dl>
      <p className="mt-6 text-slate-700">The setup editor for this interview is not available yet.</p>
    </main>
  );
}
