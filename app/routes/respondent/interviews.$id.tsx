import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, useParams } from '@remix-run/react';

import { getUser } from '~/features/auth/session.server';
import { InterviewUnavailable, openInterview } from '~/features/dialogs/respondent-access.server';
import { rememberDialog, rememberedDialogId } from '~/features/dialogs/visitor-cookie.server';
import { ReceiptLink } from '~/features/receipt/ReceiptLink';
import { endScreenReceipt } from '~/features/receipt/receipts.server';
import { RecruitEndScreen, ScreenerScreen } from '~/features/recruit/RecruitScreens';
import { consentStageOf } from '~/features/respondent/consent-step.server';
import { ConsentStep } from '~/features/respondent/ConsentStep';
import { respondentDocument } from '~/features/respondent/lite/document';
import { LitePage, LiteScreen } from '~/features/respondent/lite/LitePage';
import { arriveOrRefuse } from '~/features/respondent/panel-arrival.server';
import { rememberedDialog } from '~/features/respondent/respondent.server';
import { RespondentErrorBoundary } from '~/features/respondent/RespondentErrorBoundary';
import { RespondentPage } from '~/features/respondent/RespondentPage';
import { sendFromForm } from '~/features/respondent/send-form.server';
import { transcriptView } from '~/features/respondent/transcript-view.server';
import { actsForTeam } from '~/features/teams/access.server';
import { statusOf } from '~/lib/errors';
import { languageCode } from '~/lib/languages';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title:
      data && 'view' in data
        ? (data.view.background.title ?? 'Interview')
        : data && 'recruit' in data
          ? (data.recruit.title ?? 'Interview')
          : data && 'consent' in data
            ? (data.title ?? 'Interview')
            : 'Error Loading Interview',
  },
  { name: 'robots', content: 'noindex' },
];

export const handle = respondentDocument;

async function open(request: Request, interviewId: string | undefined) {
  const user = await getUser(request);
  const interview = openInterview(interviewId ?? '', user);
  const dialog = rememberedDialog(interview, await rememberedDialogId(request, interview.id));
  return { interview, dialog, isOwner: actsForTeam(user, interview) };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  try {
    const { interview, dialog, isOwner } = await open(request, params.id);
    // A panel study captures the link's variables and starts the dialog on this first page; other interviews are as before.
    const url = new URL(request.url);
    const arrived = arriveOrRefuse(interview, url, dialog, context.clientIp);
    if ('refused' in arrived)
      return data({ error: arrived.refused.detail, lang: languageCode(interview.language) }, { status: arrived.refused.status });
    const headers = arrived.remember ? { 'Set-Cookie': await rememberDialog(interview.id, arrived.remember) } : undefined;
    const { stage } = arrived;
    // Consent before anything more: after the link's variables are captured, before the screener and the greeting.
    const consent = consentStageOf(interview, arrived.dialog, stage, url);
    if (consent) return data({ consent, title: interview.previewTitle, lang: languageCode(interview.language) }, { headers });
    const receipt = arrived.dialog ? endScreenReceipt(request.url, arrived.dialog, interview.language, isOwner) : null;
    if (stage && stage.kind !== 'interview')
      return data({ recruit: { ...stage, title: interview.previewTitle }, receipt, lang: languageCode(interview.language) }, { headers });
    const view = transcriptView(interview, arrived.dialog, isOwner);
    return data(
      { view, receipt, panelEnd: stage?.panelReturn ? { panelReturn: stage.panelReturn, chrome: stage.chrome } : null },
      { headers },
    );
  } catch (error) {
    if (error instanceof InterviewUnavailable) return data({ error: error.message, lang: 'en' }, { status: statusOf(error) });
    throw error;
  }
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  try {
    const { interview, dialog } = await open(request, params.id);
    return await sendFromForm(request, context.clientIp, interview, dialog, `/interviews/${interview.id}`);
  } catch (error) {
    if (error instanceof InterviewUnavailable) return data({ error: error.message }, { status: statusOf(error) });
    throw error;
  }
}

export default function PublicInterview() {
  const loaded = useLoaderData<typeof loader>();
  const params = useParams();
  const posted = useActionData<typeof action>();
  if ('error' in loaded) return <LiteScreen message={loaded.error} />;
  if ('consent' in loaded)
    return (
      <ConsentStep
        stage={loaded.consent}
        formAction={`/interviews/${params.id}`}
        title={loaded.title}
        error={posted && 'error' in posted ? posted.error : null}
      />
    );
  if ('recruit' in loaded) {
    const { recruit } = loaded;
    if (recruit.kind === 'screener')
      return (
        <ScreenerScreen
          questions={recruit.questions}
          chrome={recruit.chrome}
          formAction={`/interviews/${params.id}`}
          title={recruit.title}
          error={posted && 'error' in posted ? posted.error : null}
        />
      );
    return (
      <RecruitEndScreen outcome={recruit.outcome} chrome={recruit.chrome} panelReturn={recruit.panelReturn} title={recruit.title}>
        {loaded.receipt && <ReceiptLink receipt={loaded.receipt} mode="script" />}
      </RecruitEndScreen>
    );
  }
  const { view } = loaded;
  const Page = view.page === 'lite' ? LitePage : RespondentPage;
  return (
    <Page
      view={view}
      panelEnd={loaded.panelEnd}
      receipt={loaded.receipt}
      formAction={`/interviews/${view.interviewId}`}
      notice={posted && 'error' in posted ? posted.error : null}
      draft={posted && 'draft' in posted && typeof posted.draft === 'string' ? posted.draft : null}
    />
  );
}

export const ErrorBoundary = RespondentErrorBoundary;
