import type { Interview } from '@db/schema';
import { takeTurn, type TurnResult } from '~/features/ai-interviewer/turn.server';
import { assertConsented } from '~/features/consent/consent.server';
import { type AnswerSource, recordAnswerSignals } from '~/features/dialogs/answer-signals.server';
import { type Dialog, findDialog, startDialog } from '~/features/dialogs/dialogs.server';
import { admitMessage, admitNewDialog } from '~/features/dialogs/respondent-limits.server';
import { assertMayTalk } from '~/features/recruit/public-link.server';

/** The visitor's dialog on this interview if the remembered one is still there. */
export function rememberedDialog(interview: Interview, dialogId: string | undefined): Dialog | undefined {
  const dialog = dialogId ? findDialog(dialogId) : undefined;
  return dialog && dialog.interviewId === interview.id ? dialog : undefined;
}

/**
 * The dialog a respondent's message goes to, within the per-address limits: the message is counted, and a dialog is
 * started (counted per interview, per owner, and against the owner's hourly load) when the visitor has none yet. A
 * panel study refuses a dialog its screener, quotas or target did not admit; an interview that asks for consent refuses
 * a dialog (or a visitor) that has not agreed.
 */
export function beginSend(interview: Interview, dialog: Dialog | undefined, clientIp: string): { dialog: Dialog; started: boolean } {
  admitMessage(clientIp, dialog?.id ?? interview.id);
  // A panel study's dialogs start on its link's first page; only an admitted one reaches the interviewer.
  assertMayTalk(interview, dialog);
  // Nothing reaches the interviewer, and no dialog starts, before the respondent's "I agree" (the consent screen's post).
  assertConsented(interview, dialog);
  if (dialog) return { dialog, started: false };
  admitNewDialog(clientIp, interview.id, interview.userId);
  return { dialog: startDialog(interview), started: true };
}

export type SendInput = {
  dialog: Dialog;
  content: string;
  clientId: string;
  /** Stored on the respondent's message (their recording), already checked to belong to the interview. */
  attachments?: unknown[];
  /** Confirm or Skip of the member check, sent instead of a message. */
  memberCheckTap?: 'confirm' | 'skip';
  signal?: AbortSignal;
  onText?: (text: string) => void;
  /** The page's record of how the answer was written (JSON API with JavaScript only); bounded when stored. */
  clientSignals?: unknown;
  /** The browser and address the answer came from, stored hashed beside its signals. */
  source?: AnswerSource;
};

/**
 * Sends a respondent's message to the interviewer of a dialog begun with beginSend. How the answer was written is
 * recorded once the turn has settled (the message is stored even when the interviewer fails); a tap is no answer.
 */
export async function sendMessage(input: SendInput): Promise<TurnResult> {
  try {
    return await turn(input);
  } finally {
    if (!input.memberCheckTap)
      recordAnswerSignals({
        dialogId: input.dialog.id,
        clientId: input.clientId,
        clientSignals: input.clientSignals,
        source: input.source,
      });
  }
}

function turn(input: SendInput): Promise<TurnResult> {
  return takeTurn({
    dialogId: input.dialog.id,
    content: input.content,
    clientId: input.clientId,
    attachments: input.attachments,
    memberCheckTap: input.memberCheckTap,
    signal: input.signal,
    onText: input.onText,
  });
}
