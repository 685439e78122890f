import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { isRouteErrorResponse, Link, Outlet, useLoaderData, useRouteError, useRouteLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';

import { Badge } from '~/components/ui/Badge';
import { requireUser } from '~/features/auth/session.server';
import { SetupTabs } from '~/features/interview-setup/SetupTabs';
import { canWrite, interviewFor } from '~/features/teams/access.server';
import { VIEWER_NOTE } from '~/features/teams/read-only';
import { HTTP_STATUS } from '~/lib/http-status';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.interview.title ?? 'Interview'} — Qualia` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { id, title, status } = interviewFor(user.id, params.id, 'read');
  return { interview: { id, title, status }, canEdit: canWrite(user.role) };
}

type LayoutInterview = { id: string; title: string; status: 'draft' | 'published' };

export default function InterviewSetupLayout() {
  const { interview, canEdit } = useLoaderData<typeof loader>();
  return (
    <SetupFrame interview={interview}>
      {!canEdit && (
        <p role="note" className="mb-4 rounded-md border border-slate-200 bg-white px-4 py-2 text-sm text-slate-700">
          {VIEWER_NOTE}
        </p>
      )}
      <Outlet />
    </SetupFrame>
  );
}

function SetupFrame({ interview, children }: { interview: LayoutInterview | undefined; children: ReactNode }) {
  return (
    <div className="min-h-full bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 pt-4 md:px-8">
          <div className="flex items-center gap-3">
            <Link
              to="/dashboard"
              className="rounded-md p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
              aria-label="Back to interviews"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-5 w-5">
                <path
                  fillRule="evenodd"
                  d="M17 10a.75.75 0 0 1-.75.75H5.612l4.158 3.96a.75.75 0 1 1-1.04 1.08l-5.5-5.25a.75.75 0 0 1 0-1.08l5.5-5.25a.75.75 0 1 1 1.04 1.08L5.612 9.25H16.25A.75.75 0 0 1 17 10Z"
                  clipRule="evenodd"
                />
              </svg>
            </Link>
            <h1 className="min-w-0 flex-1 truncate text-xl font-semibold">{interview?.title ?? 'Interview'}</h1>
            {interview && <Badge tone={interview.status === 'published' ? 'green' : 'yellow'}>{interview.status}</Badge>}
          </div>
          <div className="mt-4">{interview && <SetupTabs interviewId={interview.id} />}</div>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6 md:px-8">{children}</main>
    </div>
  );
}

/**
 * A failure inside a tab keeps the interview's header and tabs (when the interview itself loaded) with a way back,
 * instead of the site-wide error page.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const interview = useRouteLoaderData<typeof loader>('routes/interview.setup.$id')?.interview;
  const isNotFound = isRouteErrorResponse(error) && error.status === HTTP_STATUS.notFound;
  // A viewer's change refused: the server's own words ({ error }) say why and what to do.
  const refusal = isRouteErrorResponse(error) && error.status === HTTP_STATUS.forbidden ? refusalText(error.data) : null;
  return (
    <SetupFrame interview={interview}>
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        <p className="font-medium">{refusal ? 'Not allowed' : isNotFound ? 'Not found' : 'Something went wrong'}</p>
        <p className="mt-1 text-sm">
          {refusal ??
            (isNotFound
              ? 'This page does not exist, or you do not have access to it.'
              : 'This page could not be shown. Your saved work is safe; please try again.')}
        </p>
        <div className="mt-3 flex flex-wrap gap-4 text-sm font-medium">
          {interview && (
            <a href={`/interview/setup/${interview.id}`} className="underline">
              Back to the interview
            </a>
          )}
          <Link to="/dashboard" className="underline">
            Go to your interviews
          </Link>
        </div>
      </div>
    </SetupFrame>
  );
}

/** The `{ error }` of a refusal, parsed by Remix or still text. */
function refusalText(data: unknown): string | null {
  let parsed = data;
  if (typeof data === 'string') {
    try {
      parsed = JSON.parse(data) as unknown;
    } catch {
      return data || null;
    }
  }
  const text = (parsed as { error?: unknown } | null)?.error;
  return typeof text === 'string' ? text : null;
}
