import type { AudioAttachment } from '~/features/voice/audio-types';

import type { ReplyDone } from './chat-stream';

type Candidate = { response: string; score: number; reason: string };
export type ChatEntry = {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  allResponses?: Candidate[] | null;
  clientId?: string | null;
  /** The respondent's recordings: shown to the owner only, and sent again if the message is retried. */
  audio?: AudioAttachment[];
  /** A user message the interviewer has not answered (yet). */
  unanswered?: boolean;
  /** The connection broke before the server said whether it stored this message: Retry, without claiming a save. */
  uncertain?: boolean;
  streaming?: boolean;
};

type Outgoing = { replyId: string; clientId: string; content: string; audio: AudioAttachment[]; retry: boolean; isTap: boolean };

/**
 * The conversation while a reply is on its way: a new message of the respondent's (a retried one loses its marks; a
 * member check tap adds none), then the reply's empty bubble.
 */
export function withPendingReply(list: ChatEntry[], { replyId, clientId, content, audio, retry, isTap }: Outgoing): ChatEntry[] {
  const before = isTap
    ? list
    : retry
      ? list.map((m) => (m.clientId === clientId ? { ...m, unanswered: false, uncertain: false } : m))
      : [...list, { id: `mine-${clientId}`, role: 'user' as const, content, clientId, audio }];
  return [...before, { id: replyId, role: 'assistant', content: '', streaming: true }];
}

export const withReplyText = (list: ChatEntry[], replyId: string, text: string) =>
  list.map((m) => (m.id === replyId ? { ...m, content: text } : m));

export const withReplyDone = (list: ChatEntry[], replyId: string, reply: ReplyDone) =>
  list.map((m) =>
    m.id === replyId
      ? { ...m, id: reply.messageId ?? replyId, content: reply.response, allResponses: reply.all_responses ?? null, streaming: false }
      : m,
  );

export const withoutReply = (list: ChatEntry[], replyId: string) => list.filter((m) => m.id !== replyId);

/** Nothing was stored: the message and its reply leave the conversation. */
export const withoutExchange = (list: ChatEntry[], replyId: string, clientId: string) =>
  list.filter((m) => m.id !== replyId && m.clientId !== clientId);

/** The message waits for Retry: marked unanswered, and `uncertain` when no one knows whether it was stored. */
export const withUnanswered = (list: ChatEntry[], replyId: string, clientId: string, uncertain: boolean) =>
  withoutReply(list, replyId).map((m) => (m.clientId === clientId ? { ...m, unanswered: true, uncertain } : m));

export const lastFinishedReply = (messages: ChatEntry[]) =>
  [...messages].reverse().find((m) => m.role === 'assistant' && !m.streaming && m.content);

export const lastUnanswered = (messages: ChatEntry[]) => [...messages].reverse().find((m) => m.role === 'user' && m.unanswered);
