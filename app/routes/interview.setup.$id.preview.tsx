import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { requireUser } from '~/features/auth/session.server';
import { defaultInitialMessage } from '~/features/interviews/defaults';
import { getOwnedInterview } from '~/features/interviews/interviews.server';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const interview = getOwnedInterview(user.id, params.id);
  return {
    id: interview.id,
    previewImage: interview.previewImage,
    previewTitle: interview.previewTitle,
    previewSubtitle: interview.previewSubtitle,
    greeting: interview.initialMessage ?? defaultInitialMessage(interview.language),
    questions: interview.questions,
  };
}

/** What a respondent sees first: the background with its title and subtitle, and the interviewer's greeting. */
export default function PreviewTab() {
  const preview = useLoaderData<typeof loader>();
  return (
    <div className="space-y-4">
      <Link to={`/interview/setup/${preview.id}`} className="text-sm font-medium text-brand-700 hover:underline">
        ← Back to setup
      </Link>
      <div className="grid overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 md:grid-cols-2">
        <div className="space-y-3 p-6">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">Interviewer</p>
          <p className="max-w-prose rounded-2xl rounded-tl-sm bg-slate-100 px-4 py-3 text-slate-800">{preview.greeting}</p>
          <p className="text-sm text-slate-500">
            The interview then walks through {preview.questions.length} question{preview.questions.length === 1 ? '' : 's'}, one at a time.
          </p>
        </div>
        <div className="relative min-h-64">
          <img src={preview.previewImage ?? '/fallback-background.svg'} alt="" className="absolute inset-0 h-full w-full object-cover" />
          <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 to-transparent p-6 text-white">
            {preview.previewTitle && <p className="text-2xl font-semibold">{preview.previewTitle}</p>}
            {preview.previewSubtitle && <p className="mt-1 text-white/90">{preview.previewSubtitle}</p>}
          </div>
        </div>
      </div>
    </div>
  );
}
