import type { Interview } from '@db/schema';
import type { Candidate } from '~/ai/interviewer';
import type { Dialog, Message } from '~/features/dialogs/dialogs.server';

import type { MemberCheckTap } from './member-check-turn.server';

export type TurnInput = {
  dialogId: string;
  content: string;
  /** Chosen by the browser per message, so a double submit or a retry is stored once. */
  clientId: string;
  attachments?: unknown[];
  /** A tap on the member check's Confirm or Skip, sent instead of a message (`content` is then ignored). */
  memberCheckTap?: MemberCheckTap;
  signal?: AbortSignal;
  /** The reply so far, while it is written (streamed when the model streams). */
  onText?: (text: string) => void;
};

export type TurnResult = {
  response: string;
  allResponses: Candidate[] | null;
  isLastMessage: boolean;
  /** Null for a tap on the member check, which stores no message. */
  userMessageId: string | null;
  /** The reply is the member check's summary, waiting for the respondent's verdict. */
  awaitsMemberCheck?: boolean;
  assistantMessageId: string;
};

/** What every part of a turn reads: the dialog, its interview and engine, and where the reply goes while written. */
export type TurnContext = {
  interview: Interview;
  dialog: Dialog;
  /** The dialog's messages up to and including the respondent's latest. */
  history: Message[];
  /** The interviewer's model, or 'builtin'. */
  engine: string;
  /** Candidates written per reply (1 to 10): one is streamed, more are judged and the best kept. */
  k: number;
  signal?: AbortSignal;
  /** The reply so far, while it is written (streamed when the model streams). */
  onText?: (text: string) => void;
};

/** Model calls that writing a reply takes: one, or k candidates and the call that judges them. */
export const writingCalls = (k: number) => (k > 1 ? k + 1 : 1);
