import type { ActionFunctionArgs } from '@remix-run/node';
import { AiError } from '~/ai/errors';
import { getUser } from '~/features/auth/session.server';
import type { Interview } from '@db/schema';
import { QuotaExhausted, startDialog, type Dialog } from '~/features/dialogs/dialogs.server';
import { accessDialog } from '~/features/dialogs/respondent-access.server';
import { chatRequestSchema } from '~/features/dialogs/respondent-schemas';
import { InterviewUnavailable, openInterview, sendMessage } from '~/features/dialogs/respondent.server';
import { rememberDialog } from '~/features/dialogs/visitor-cookie.server';
import { DialogClosed } from '~/features/interviewer/turn.server';
import { VoiceRefused } from '~/features/voice/speech-to-text.server';
import { attachmentsForSend } from '~/features/voice/voice.server';
import { eventStream } from '~/lib/event-stream.server';
import { RateLimiter } from '~/lib/rate-limit.server';

const sendsPerIp = new RateLimiter(40, 60_000);
const fail = (status: number, detail: string) => Response.json({ detail }, { status });

/**
 * POST {userMessage, clientId, dialogId | interviewId, audioAttachment?, stream?} → the interviewer's reply (streamed
 * as events when asked).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (sendsPerIp.hit(context.clientIp) > 0) return fail(429, 'Too many messages. Please wait a moment.');
  const parsed = chatRequestSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return fail(400, parsed.error.issues[0]!.message);
  const input = parsed.data;

  let target: { interview: Interview; dialog: Dialog | undefined; isOwner: boolean };
  let attachments: unknown[] | undefined;
  try {
    if (input.dialogId) {
      const access = await accessDialog(request, input.dialogId);
      if (!access) return fail(404, 'Dialog not found');
      target = { interview: access.interview, dialog: access.dialog, isOwner: access.isOwner };
    } else if (input.interviewId) {
      const user = await getUser(request);
      const interview = openInterview(input.interviewId, user?.id);
      target = { interview, dialog: undefined, isOwner: user?.id === interview.userId };
    } else {
      return fail(400, 'A dialogId or an interviewId is required');
    }
    attachments = attachmentsForSend(target.interview.id, input.audioAttachment);
  } catch (error) {
    if (error instanceof InterviewUnavailable) return fail(error.reason === 'missing' ? 404 : 403, error.message);
    if (error instanceof VoiceRefused) return fail(error.status, error.message);
    throw error;
  }

  const run = (onText?: (text: string) => void) =>
    sendMessage({ interview: target.interview, dialog: target.dialog, content: input.userMessage, clientId: input.clientId, attachments, signal: request.signal, onText });
  const reply = (result: Awaited<ReturnType<typeof run>>) => ({
    dialogId: result.dialog.id,
    // The page asks for this message to be spoken in an audio interview.
    messageId: result.result.assistantMessageId,
    response: result.result.response,
    isLastMessage: result.result.isLastMessage,
    ...(target.isOwner ? { all_responses: result.result.allResponses } : {}),
  });
  const failure = (error: unknown) => {
    if (error instanceof QuotaExhausted) return { status: 429, detail: error.message };
    if (error instanceof DialogClosed) return { status: 409, detail: error.message };
    if (error instanceof AiError) return { status: 502, detail: `The interviewer could not answer (${error.message}). Your message is saved: retry to get the answer.` };
    console.error('Chat turn failed', error);
    return { status: 500, detail: 'Something went wrong on our side. Your message is saved: retry to get the answer.' };
  };

  if (!input.stream) {
    try {
      const result = await run();
      const headers = result.started ? { 'Set-Cookie': await rememberDialog(target.interview.id, result.dialog.id) } : undefined;
      return Response.json(reply(result), { headers });
    } catch (error) {
      const { status, detail } = failure(error);
      return fail(status, detail);
    }
  }

  // The dialog is started before the stream opens, so its cookie can go with the response headers.
  let started: string | undefined;
  if (!target.dialog) {
    try {
      target.dialog = startDialog(target.interview);
      started = await rememberDialog(target.interview.id, target.dialog.id);
    } catch (error) {
      const { status, detail } = failure(error);
      return fail(status, detail);
    }
  }
  return eventStream(
    request.signal,
    (send, close) => {
      send({ event: 'dialog', data: JSON.stringify({ dialogId: target.dialog!.id }) });
      run((text) => send({ event: 'text', data: JSON.stringify({ text }) }))
        .then((result) => send({ event: 'done', data: JSON.stringify(reply(result)) }))
        .catch((error: unknown) => send({ event: 'error', data: JSON.stringify(failure(error)) }))
        .finally(close);
      return () => undefined;
    },
    started ? { 'Set-Cookie': started } : {},
  );
}
