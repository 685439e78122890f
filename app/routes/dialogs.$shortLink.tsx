import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { findDialogByShortLink } from '~/features/dialogs/dialogs.server';
import { accessDialog } from '~/features/dialogs/respondent-access.server';
import { DialogNotFoundScreen, InterviewErrorScreen } from '~/features/dialogs/RespondentScreens';
import { InterviewUnavailable } from '~/features/dialogs/respondent.server';
import { RespondentPage } from '~/features/dialogs/RespondentPage';
import { sendFromForm } from '~/features/dialogs/send-form.server';
import { transcriptView } from '~/features/dialogs/transcript-view.server';

export const meta: MetaFunction = () => [{ title: 'Interview' }, { name: 'robots', content: 'noindex' }];

async function open(request: Request, shortLink: string | undefined) {
  const dialog = /^[A-Za-z0-9]{6}$/.test(shortLink ?? '') ? findDialogByShortLink(shortLink!) : undefined;
  return dialog ? accessDialog(request, dialog.id) : null;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  try {
    const access = await open(request, params.shortLink);
    if (!access) return data({ notFound: true as const, lang: 'en' }, { status: 404 });
    return { view: transcriptView(access.interview, access.dialog, access.isOwner), shortLink: access.dialog.shortLink };
  } catch (error) {
    if (error instanceof InterviewUnavailable) return data({ error: error.message, lang: 'en' }, { status: 403 });
    throw error;
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  try {
    const access = await open(request, params.shortLink);
    if (!access) return data({ error: 'Dialog not found' }, { status: 404 });
    return sendFromForm(request, access.interview, access.dialog, `/dialogs/${access.dialog.shortLink}`);
  } catch (error) {
    if (error instanceof InterviewUnavailable) return data({ error: error.message }, { status: 403 });
    throw error;
  }
}

export default function DialogPage() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  if ('notFound' in loaded) return <DialogNotFoundScreen />;
  if ('error' in loaded) return <InterviewErrorScreen message={loaded.error} />;
  const { view, shortLink } = loaded;
  return (
    <RespondentPage view={view} formAction={`/dialogs/${shortLink}`} notice={posted && 'error' in posted ? posted.error : null} />
  );
}
