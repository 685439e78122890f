import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';

import { buttonClass } from '~/components/ui/Button';
import { requireUser } from '~/features/auth/session.server';
import { previewDialog } from '~/features/dialogs/dialogs.server';
import { DialogChat } from '~/features/respondent/RespondentPage';
import { sendFromForm } from '~/features/respondent/send-form.server';
import { transcriptView } from '~/features/respondent/transcript-view.server';
import { interviewFor } from '~/features/teams/access.server';

/** The owner's own run-through of the interview: a preview dialog that never counts as a participant. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const interview = interviewFor(user.id, params.id, 'read');
  return { view: transcriptView(interview, previewDialog(interview), true) };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const interview = interviewFor(user.id, params.id, 'write');
  const url = `/interview/setup/${interview.id}/preview`;
  if (new URL(request.url).searchParams.has('restart')) {
    previewDialog(interview, true);
    return redirect(url);
  }
  return sendFromForm(request, context.clientIp, interview, previewDialog(interview), url);
}

export default function PreviewTab() {
  const { view } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          This is how respondents experience the interview. Preview conversations are not counted as participants.
        </p>
        <Form method="post" action={`/interview/setup/${view.interviewId}/preview?restart`} reloadDocument>
          <button type="submit" className={buttonClass('secondary')}>
            Restart preview
          </button>
        </Form>
      </div>
      <div className="h-[70vh] overflow-hidden rounded-xl shadow-sm ring-1 ring-slate-200">
        <DialogChat view={view} formAction={`/interview/setup/${view.interviewId}/preview`} />
      </div>
    </div>
  );
}
