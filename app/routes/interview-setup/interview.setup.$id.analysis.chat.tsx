import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';

import { EmptyState } from '~/components/ui/EmptyState';
import { askAnalyticsChat, chatPage, withQuestion } from '~/features/analysis/chat/analytics-chat.server';
import { AnalyticsChat } from '~/features/analysis/chat/AnalyticsChat';
import { chatFailureStatus } from '~/features/analysis/chat/chat-request.server';
import { clearConversation, listConversation } from '~/features/analysis/chat/conversation.server';
import { CHAT_FAILURE, NO_RESPONSES } from '~/features/analysis/chat/messages';
import { askFormSchema, clearFormSchema } from '~/features/analysis/chat/schemas';
import { reportForRequest } from '~/features/analysis/reports/report-request.server';
import { requireUser } from '~/features/auth/session.server';
import { interviewFor } from '~/features/teams/access.server';
import { HTTP_STATUS } from '~/lib/http-status';
import { BODY_LIMITS, readFormBody } from '~/lib/request-body.server';

const chatPath = (interviewId: string, reportId: string) =>
  `/interview/setup/${interviewId}/analysis/chat?report=${encodeURIComponent(reportId)}`;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const interview = interviewFor(user.id, params.id, 'read');
  const { report } = reportForRequest(user.id, interview.id, request);
  const page = chatPage(user.id, interview, report);
  return { interviewId: interview.id, reportId: report.id, href: chatPath(interview.id, report.id), ...page };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const interview = interviewFor(user.id, params.id, 'read');
  const { report } = reportForRequest(user.id, interview.id, request);
  const form = Object.fromEntries(await readFormBody(request, BODY_LIMITS.setup));
  if (form.intent === 'clear' && clearFormSchema.safeParse(form).success) {
    clearConversation(user.id, interview.id);
    return redirect(chatPath(interview.id, report.id));
  }
  const parsed = askFormSchema.safeParse(form);
  if (!parsed.success)
    return data({ error: parsed.error.issues[0]!.message, question: String(form.question ?? '') }, { status: HTTP_STATUS.badRequest });
  const { question, model } = parsed.data;
  try {
    const messages = withQuestion(listConversation(user.id, interview.id), question);
    await askAnalyticsChat({ userId: user.id, interview, report, model, messages, signal: request.signal });
  } catch (error) {
    return data({ error: CHAT_FAILURE, question }, { status: chatFailureStatus(error) });
  }
  return redirect(`${chatPath(interview.id, report.id)}#chat-latest`);
}

export default function AnalyticsChatTab() {
  const page = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <section aria-labelledby="analytics-chat-heading" className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <h2 id="analytics-chat-heading" className="text-lg font-semibold text-slate-900">
        Analytics Chat
      </h2>
      {page.responses === 0 && page.conversation.length === 0 ? (
        <EmptyState title={NO_RESPONSES}>
          {page.dialogs === 0 && page.eligible > 0 && <p>The report’s quality sample excludes all {page.eligible} dialogs.</p>}
          <a href={page.href} className="mt-2 inline-block font-medium text-brand-700 underline hover:text-brand-800">
            Try again
          </a>
        </EmptyState>
      ) : (
        <AnalyticsChat
          key={page.reportId}
          interviewId={page.interviewId}
          reportId={page.reportId}
          conversation={page.conversation}
          models={page.models}
          model={page.model}
          failed={failed ?? null}
        />
      )}
    </section>
  );
}
