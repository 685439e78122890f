import type { ActionFunctionArgs } from '@remix-run/node';

import { askAnalyticsChat, CHAT_FAILURE } from '~/features/analysis/chat/analytics-chat.server';
import { chatFailureStatus, reportForChat } from '~/features/analysis/chat/chat-request.server';
import { type AnalyticsChatRequest, analyticsChatRequestSchema } from '~/features/analysis/chat/schemas';
import { requireApiUser, streamHolder } from '~/features/auth/session.server';
import type { SessionUser } from '~/features/auth/users.server';
import { interviewFor } from '~/features/teams/access.server';
import { eventStream } from '~/lib/event-stream.server';
import { HTTP_STATUS } from '~/lib/http-status';
import { answerJson } from '~/lib/json-errors.server';
import { BODY_LIMITS, readJsonBody } from '~/lib/request-body.server';

/**
 * POST {messages, interviewContext: {interviewId, reportId?}, model?, stream?} → {response, message}. With
 * `stream: true` (or Accept: text/event-stream) the answer comes as server-sent events: `text` {text so far},
 * then `done` {response, message} or `error` {error}. Owner only: anyone else gets 404. A failure answers
 * {error: 'Sorry, I encountered an error analyzing the data. Please try again.'} with a 4xx/5xx status.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  const parsed = analyticsChatRequestSchema.safeParse(await readJsonBody(request, BODY_LIMITS.setup));
  if (!parsed.success)
    return Response.json({ error: CHAT_FAILURE, detail: parsed.error.issues[0]!.message }, { status: HTTP_STATUS.badRequest });
  const input = parsed.data;
  // 'Report ID {id} not found' and other rules of the product answer { error } with their status.
  return answerJson(() => answer(request, user, input));
}

async function answer(request: Request, user: SessionUser, input: AnalyticsChatRequest) {
  const userId = user.id;
  const interview = interviewFor(userId, input.interviewContext.interviewId, 'read');
  const report = reportForChat(userId, interview.id, input.interviewContext.reportId);

  const ask = (onText?: (text: string) => void) =>
    askAnalyticsChat({ userId, interview, report, model: input.model, messages: input.messages, signal: request.signal, onText });
  const wantsStream = input.stream ?? (request.headers.get('Accept') ?? '').includes('text/event-stream');

  if (!wantsStream) {
    try {
      const message = await ask();
      return Response.json({ response: message.content, message });
    } catch (error) {
      return Response.json({ error: CHAT_FAILURE }, { status: chatFailureStatus(error) });
    }
  }
  return eventStream(
    request.signal,
    (send, close) => {
      ask((text) => send({ event: 'text', data: JSON.stringify({ text }) }))
        .then((message) => send({ event: 'done', data: JSON.stringify({ response: message.content, message }) }))
        .catch((error: unknown) => {
          chatFailureStatus(error); // logs what is unexpected
          send({ event: 'error', data: JSON.stringify({ error: CHAT_FAILURE }) });
        })
        .finally(close);
      return () => undefined;
    },
    // A streamed answer counts among the researcher's open streams like the live ones.
    { endOnServerStop: false, holder: await streamHolder(request, user, interview.id) },
  );
}
