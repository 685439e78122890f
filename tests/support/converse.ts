import { expect } from 'vitest';

import { postChat } from './chat';
import { messagesOf } from './dialog-messages';
import { followsUp, NOTHING_MORE } from './follow-up-rule';
import type { Client } from './test-server';

export { NOTHING_MORE } from './follow-up-rule';

export type Conversation = {
  dialogId: string;
  /** The dialog's messages as stored, in written order. */
  messages: ReturnType<typeof messagesOf>;
  /** Whether the interviewer closed the interview with the last reply. */
  closed: boolean;
  /** What the interviewer said, in order. */
  said: string[];
  /** The dialog as the respondent read it, one "Interviewer: …" or "Respondent: …" line a message. */
  transcript: string;
};

export const transcriptOf = (messages: readonly { role: string; content: string }[]) =>
  messages.map((m) => `${m.role === 'assistant' ? 'Interviewer' : 'Respondent'}: ${m.content}`).join('\n');

/**
 * A respondent (`visitor`) who sends `answers` in order through the chat API. By default every answer is sent and the
 * interview must not close before the last; with `untilClosed` the respondent stops when the interviewer closes.
 */
export async function converse(
  visitor: Client,
  interviewId: string,
  answers: readonly string[],
  { untilClosed = false }: { untilClosed?: boolean } = {},
): Promise<Conversation> {
  let dialogId: string | undefined;
  let closed = false;
  for (const [i, answer] of answers.entries()) {
    if (closed && untilClosed) break;
    expect(closed, 'the interview closed before every answer was sent').toBe(false);
    const reply = await postChat(visitor, { ...(dialogId ? { dialogId } : { interviewId }), userMessage: answer, clientId: `a${i}` });
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    dialogId = reply.json.dialogId as string;
    closed = reply.json.isLastMessage as boolean;
  }
  const messages = messagesOf(dialogId!);
  const said = messages.filter((m) => m.role === 'assistant').map((m) => m.content);
  return { dialogId: dialogId!, messages, closed, said, transcript: transcriptOf(messages) };
}

/** Whether the interviewer's last message in the dialog follows up on the question it asked before. */
export const interviewerFollowedUp = (dialogId: string) =>
  followsUp(
    messagesOf(dialogId)
      .filter((m) => m.role === 'assistant')
      .map((m) => m.questionIndex),
  );

/**
 * A respondent's answer to a guide question, and, if the interviewer follows up on a detail of it, "No, that is all."
 * as a person with nothing to add would say. `send` posts one message the way the test's respondent does (the chat
 * API, the plain page, a turn) and returns what that gives; the last of these is returned.
 */
export async function answerWithFollowUp<T>(dialogId: () => string, answer: string, send: (text: string, more: boolean) => Promise<T>) {
  const reply = await send(answer, false);
  return interviewerFollowedUp(dialogId()) ? send(NOTHING_MORE, true) : reply;
}
