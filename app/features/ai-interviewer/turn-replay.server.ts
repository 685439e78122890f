import { type Dialog, type Message, saveRespondentMessage } from '~/features/dialogs/dialogs.server';

import { positionOf } from './guide-position';
import { pendingMemberCheck, repeatedTap } from './member-check-turn.server';
import { looksLikeInjection } from './prompt';
import type { TurnContext, TurnInput, TurnResult } from './turn-context';
import { DIALOG_CLOSED, DialogClosed } from './turn-errors';

/** A send this turn answers: the respondent's message (stored now, or earlier by a send that got no reply) and the history up to it. */
export type Sent = { userMessage: Message; history: Message[] };

/**
 * A send seen before (a double submit or a retry, known by its clientId) gets the reply it got then, without a new
 * turn; a new one is stored first, so it is never lost, unless the dialog has ended.
 */
export function replayOrStore(ctx: TurnContext, input: TurnInput): { replayed: TurnResult } | Sent {
  const { dialog, history: transcript } = ctx;
  const earlier = transcript.findIndex((m) => m.role === 'user' && m.clientId === input.clientId);
  if (earlier >= 0) {
    const reply = transcript[earlier + 1];
    if (reply?.role === 'assistant') return { replayed: resultOf(transcript[earlier]!, reply, dialog) };
    return { userMessage: transcript[earlier]!, history: transcript.slice(0, earlier + 1) };
  }
  if (dialog.completedAt) throw new DialogClosed(DIALOG_CLOSED);
  const userMessage = saveRespondentMessage(dialog, {
    content: input.content,
    clientId: input.clientId,
    attachments: input.attachments,
    isFlagged: looksLikeInjection(input.content),
  });
  return { userMessage, history: [...transcript, userMessage] };
}

/** A tap on the member check seen before gets its answer again; a new tap on an ended dialog is refused. */
export function replayTap(ctx: TurnContext, clientId: string): TurnResult | null {
  const repeated = repeatedTap(ctx.dialog, clientId, ctx.history);
  if (repeated) return repeated;
  if (ctx.dialog.completedAt) throw new DialogClosed(DIALOG_CLOSED);
  return null;
}

// The dialog as the turn read it, under the dialog's lock: a replay changes nothing of it.
function resultOf(user: Message, reply: Message, dialog: Dialog): TurnResult {
  const position = positionOf(dialog.state);
  return {
    response: reply.content,
    allResponses: reply.allResponses ?? null,
    isLastMessage: position.closed,
    userMessageId: user.id,
    assistantMessageId: reply.id,
    awaitsMemberCheck: Boolean(pendingMemberCheck(dialog.id)),
  };
}
