import type { ActionFunctionArgs } from '@remix-run/node';
import { respondentFailure } from '~/features/dialogs/respondent-errors.server';
import { chatRequestSchema } from '~/features/dialogs/respondent-schemas';
import { chatTarget } from '~/features/dialogs/respondent-access.server';
import { beginSend, sendMessage } from '~/features/dialogs/respondent.server';
import { rememberDialog } from '~/features/dialogs/visitor-cookie.server';
import { attachmentsForSend } from '~/features/voice/voice.server';
import { eventStream } from '~/lib/event-stream.server';
import { BODY_LIMITS, readJsonBody } from '~/lib/request-body.server';

const fail = (failure: { status: number; detail: string; debug?: string }) => Response.json({ detail: failure.detail, ...(failure.debug ? { debug: failure.debug } : {}) }, { status: failure.status });

/**
 * POST {userMessage, clientId, dialogId | interviewId, audioAttachment?, stream?} → the interviewer's reply (streamed
 * as events when asked).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = chatRequestSchema.safeParse(await readJsonBody(request, BODY_LIMITS.chat));
  if (!parsed.success) return fail({ status: 400, detail: parsed.error.issues[0]!.message });
  const input = parsed.data;

  const target = await chatTarget(request, input).catch((error: unknown) => respondentFailure(error, 'English', false));
  if ('status' in target) return fail(target);
  const { interview, isOwner } = target;
  const failure = (error: unknown) => respondentFailure(error, interview.language, isOwner);

  let begun: ReturnType<typeof beginSend>;
  let attachments: unknown[] | undefined;
  try {
    attachments = attachmentsForSend(interview.id, input.audioAttachment);
    // The dialog is started before any answer is written, so its cookie can go with the response headers.
    begun = beginSend(interview, target.dialog, context.clientIp);
  } catch (error) {
    return fail(failure(error));
  }
  const { dialog, started } = begun;
  const cookie = started ? { 'Set-Cookie': await rememberDialog(interview.id, dialog.id) } : undefined;

  const run = (onText?: (text: string) => void) =>
    sendMessage({ dialog, content: input.userMessage, clientId: input.clientId, attachments, signal: request.signal, onText });
  const reply = (result: Awaited<ReturnType<typeof run>>) => ({
    dialogId: dialog.id,
    // The page asks for this message to be spoken in an audio interview.
    messageId: result.assistantMessageId,
    response: result.response,
    isLastMessage: result.isLastMessage,
    ...(isOwner ? { all_responses: result.allResponses } : {}),
  });

  if (!input.stream) {
    try {
      return Response.json(reply(await run()), { headers: cookie });
    } catch (error) {
      return fail(failure(error));
    }
  }
  return eventStream(
    request.signal,
    (send, close) => {
      send({ event: 'dialog', data: JSON.stringify({ dialogId: dialog.id }) });
      run((text) => send({ event: 'text', data: JSON.stringify({ text }) }))
        .then((result) => send({ event: 'done', data: JSON.stringify(reply(result)) }))
        .catch((error: unknown) => send({ event: 'error', data: JSON.stringify(failure(error)) }))
        .finally(close);
      return () => undefined;
    },
    cookie ?? {},
  );
}
