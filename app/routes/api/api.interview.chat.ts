import type { ActionFunctionArgs } from '@remix-run/node';

import { hasRespondentMessage } from '~/features/dialogs/dialogs.server';
import { chatTarget } from '~/features/dialogs/respondent-access.server';
import { type RespondentFailure, respondentFailure } from '~/features/dialogs/respondent-errors.server';
import { chatRequestSchema } from '~/features/dialogs/respondent-schemas';
import { rememberDialog } from '~/features/dialogs/visitor-cookie.server';
import { visitorOf } from '~/features/dialogs/visitor-id.server';
import { beginSend, sendMessage } from '~/features/respondent/respondent.server';
import { attachmentsForSend } from '~/features/voice/voice.server';
import { eventStream } from '~/lib/event-stream.server';
import { HTTP_STATUS } from '~/lib/http-status';
import { BODY_LIMITS, readJsonBody } from '~/lib/request-body.server';

const fail = (failure: RespondentFailure, kept?: { dialogId: string; headers?: HeadersInit }) =>
  Response.json(
    {
      detail: failure.detail,
      saved: failure.saved,
      // Where a stored message waits for its retry.
      ...(failure.saved && kept ? { dialogId: kept.dialogId } : {}),
      ...(failure.debug ? { debug: failure.debug } : {}),
    },
    { status: failure.status, headers: kept?.headers },
  );

/**
 * POST {userMessage | memberCheck, clientId, dialogId | interviewId, audioAttachment?, signals?, stream?} → the interviewer's reply (streamed
 * as events when asked). A failure answers {detail, saved}: `saved` says whether the message was stored.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = chatRequestSchema.safeParse(await readJsonBody(request, BODY_LIMITS.chat));
  if (!parsed.success) return fail({ status: HTTP_STATUS.badRequest, detail: parsed.error.issues[0]!.message, saved: false });
  const input = parsed.data;

  const target = await chatTarget(request, input).catch((error: unknown) => respondentFailure(error, 'English', false));
  if ('status' in target) return fail(target);
  const { interview, isOwner } = target;
  // Confirm and Skip answer a summary of a dialog that exists; they never start one.
  if (input.memberCheck && !target.dialog)
    return fail({ status: HTTP_STATUS.conflict, detail: 'There is no summary to answer.', saved: false });
  // A refusal before the turn stored nothing new, but a retry of a message stored earlier is still stored.
  const failure = (error: unknown, dialogId = target.dialog?.id) =>
    respondentFailure(error, interview.language, isOwner, dialogId ? hasRespondentMessage(dialogId, input.clientId) : false);

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
  const visitor = await visitorOf(request);
  const cookies = [...(started ? [await rememberDialog(interview.id, dialog.id)] : []), ...(visitor.setCookie ? [visitor.setCookie] : [])];
  const cookie = cookies.length ? new Headers(cookies.map((value): [string, string] => ['Set-Cookie', value])) : undefined;

  const run = (onText?: (text: string) => void) =>
    sendMessage({
      dialog,
      content: input.userMessage,
      clientId: input.clientId,
      attachments,
      memberCheckTap: input.memberCheck,
      signal: request.signal,
      onText,
      // A spoken answer has no typing to tell of.
      clientSignals: attachments?.length ? undefined : input.signals,
      source: { visitorId: visitor.visitorId, clientIp: context.clientIp },
    });
  const reply = (result: Awaited<ReturnType<typeof run>>) => ({
    dialogId: dialog.id,
    // The page asks for this message to be spoken in an audio interview.
    messageId: result.assistantMessageId,
    response: result.response,
    isLastMessage: result.isLastMessage,
    // The reply is the member check's summary: the page offers Confirm and Skip.
    awaitsMemberCheck: result.awaitsMemberCheck ?? false,
    ...(isOwner ? { all_responses: result.allResponses } : {}),
  });

  if (!input.stream) {
    try {
      return Response.json(reply(await run()), { headers: cookie });
    } catch (error) {
      // The cookie goes with the failure too: a stored message belongs to a dialog the visitor keeps.
      return fail(failure(error, dialog.id), { dialogId: dialog.id, headers: cookie });
    }
  }
  return eventStream(
    request.signal,
    (send, close) => {
      send({ event: 'dialog', data: JSON.stringify({ dialogId: dialog.id }) });
      run((text) => send({ event: 'text', data: JSON.stringify({ text }) }))
        .then((result) => send({ event: 'done', data: JSON.stringify(reply(result)) }))
        .catch((error: unknown) => send({ event: 'error', data: JSON.stringify(failure(error, dialog.id)) }))
        .finally(close);
      return () => undefined;
    },
    { headers: cookie ?? {}, endOnServerStop: false },
  );
}
