import { type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';

import { FormError } from '~/components/ui/FormError';
import { INVALID_IDENTIFIER, resolveDialog } from '~/features/analysis/coding/coding-api.server';
import { reportForRequest } from '~/features/analysis/reports/report-request.server';
import { requireUser } from '~/features/auth/session.server';
import { interviewFor } from '~/features/teams/access.server';

export const meta: MetaFunction = () => [{ title: 'Open dialog' }];

/**
 * GET ?dialog=<x>: opens a dialog from a citation: a number below 100 is its 1-based
 * position among the report's analysed dialogs, 'Dialog # x' or x a short link. `quote` and `message` are passed on
 * to the transcript, which marks the quoted span.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const interview = interviewFor(user.id, params.id, 'read');
  const { report } = reportForRequest(user.id, interview.id, request);
  const query = new URL(request.url).searchParams;
  const found = resolveDialog(interview, report, (query.get('dialog') ?? '').slice(0, 200));
  if (!found) return { interviewId: interview.id, reportId: report.id, error: INVALID_IDENTIFIER };
  const quote = query.get('quote');
  const message = query.get('message');
  const search = new URLSearchParams();
  if (quote && /^\d+-\d+$/.test(quote)) search.set('quote', quote);
  if (message && /^[\w-]{1,64}$/.test(message)) search.set('message', message);
  const hash = search.has('message') ? `#message-${search.get('message')}` : '';
  return redirect(`/interview/setup/${interview.id}/participants/${found.id}${search.size ? `?${search}` : ''}${hash}`);
}

export default function OpenDialog() {
  const { interviewId, reportId, error } = useLoaderData<typeof loader>();
  return (
    <div className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <FormError live inline message={error} />
      <Link
        to={`/interview/setup/${interviewId}/analysis/ai?report=${encodeURIComponent(reportId)}`}
        className="mt-3 inline-block text-sm font-medium text-brand-700 underline"
      >
        Back to AI Analysis
      </Link>
    </div>
  );
}
