import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';

import { accessDialogByShortLink } from '~/features/dialogs/respondent-access.server';
import { endScreenReceipt } from '~/features/receipt/receipts.server';
import { consentStageOf } from '~/features/respondent/consent-step.server';
import { ConsentStep } from '~/features/respondent/ConsentStep';
import { respondentDocument } from '~/features/respondent/lite/document';
import { LitePage, LiteScreen } from '~/features/respondent/lite/LitePage';
import { RespondentErrorBoundary } from '~/features/respondent/RespondentErrorBoundary';
import { RespondentPage } from '~/features/respondent/RespondentPage';
import { sendFromForm } from '~/features/respondent/send-form.server';
import { transcriptView } from '~/features/respondent/transcript-view.server';
import { DomainError, statusOf } from '~/lib/errors';
import { HTTP_STATUS } from '~/lib/http-status';
import { languageCode } from '~/lib/languages';

export const meta: MetaFunction = () => [{ title: 'Interview' }, { name: 'robots', content: 'noindex' }];

export const handle = respondentDocument;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  try {
    const access = await accessDialogByShortLink(request, params.shortLink, context.clientIp);
    if (!access) return data({ notFound: true as const, lang: 'en' }, { status: HTTP_STATUS.notFound });
    // An individual link's respondent agrees before the greeting; the owner reading the dialog is not asked.
    const consent = access.isOwner ? null : consentStageOf(access.interview, access.dialog, null, new URL(request.url));
    if (consent)
      return {
        consent,
        title: access.interview.previewTitle,
        lang: languageCode(access.interview.language),
        shortLink: access.dialog.shortLink,
      };
    return {
      view: transcriptView(access.interview, access.dialog, access.isOwner),
      shortLink: access.dialog.shortLink,
      receipt: endScreenReceipt(request.url, access.dialog, access.interview.language, access.isOwner),
    };
  } catch (error) {
    if (error instanceof DomainError) return data({ error: error.message, lang: 'en' }, { status: statusOf(error) });
    throw error;
  }
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  try {
    const access = await accessDialogByShortLink(request, params.shortLink, context.clientIp);
    if (!access) return data({ error: 'Dialog not found' }, { status: HTTP_STATUS.notFound });
    return await sendFromForm(request, context.clientIp, access.interview, access.dialog, `/dialogs/${access.dialog.shortLink}`);
  } catch (error) {
    if (error instanceof DomainError) return data({ error: error.message }, { status: statusOf(error) });
    throw error;
  }
}

export default function DialogPage() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  if ('notFound' in loaded) return <LiteScreen notFound />;
  if ('error' in loaded) return <LiteScreen message={loaded.error} />;
  if ('consent' in loaded && loaded.consent)
    return (
      <ConsentStep
        stage={loaded.consent}
        formAction={`/dialogs/${loaded.shortLink}`}
        title={loaded.title ?? null}
        error={posted && 'error' in posted ? posted.error : null}
      />
    );
  const { view, shortLink, receipt } = loaded;
  const Page = view.page === 'lite' ? LitePage : RespondentPage;
  return (
    <Page
      view={view}
      formAction={`/dialogs/${shortLink}`}
      receipt={receipt}
      notice={posted && 'error' in posted ? posted.error : null}
      draft={posted && 'draft' in posted && typeof posted.draft === 'string' ? posted.draft : null}
    />
  );
}

export const ErrorBoundary = RespondentErrorBoundary;
