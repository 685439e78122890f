import type { Interview } from '@db/schema';
import { DomainError } from '~/lib/errors';
import { takeTurn, type TurnResult } from '../interviewer/turn.server';
import { findDialog, findInterview, startDialog, type Dialog } from './dialogs.server';

export class InterviewUnavailable extends DomainError {
  constructor(readonly reason: 'missing' | 'unpublished') {
    super(reason === 'missing' ? 'Interview not found' : 'This interview is not currently published');
  }
}

/** The interview a respondent may take: it exists and is published (its owner may also preview a draft). */
export function openInterview(interviewId: string, viewerId?: string | null): Interview {
  const interview = findInterview(interviewId);
  if (!interview) throw new InterviewUnavailable('missing');
  if (interview.status !== 'published' && interview.userId !== viewerId) throw new InterviewUnavailable('unpublished');
  return interview;
}

/** The visitor's dialog on this interview if the remembered one is still there. */
export function rememberedDialog(interview: Interview, dialogId: string | undefined): Dialog | undefined {
  const dialog = dialogId ? findDialog(dialogId) : undefined;
  return dialog && dialog.interviewId === interview.id ? dialog : undefined;
}

export type SendInput = {
  interview: Interview;
  dialog: Dialog | undefined;
  content: string;
  clientId: string;
  /** Stored on the respondent's message (their recording), already checked to belong to the interview. */
  attachments?: unknown[];
  signal?: AbortSignal;
  onText?: (text: string) => void;
};

/** Sends a respondent's message, starting their dialog with the first one. */
export async function sendMessage(input: SendInput): Promise<{ dialog: Dialog; started: boolean; result: TurnResult }> {
  const dialog = input.dialog ?? startDialog(input.interview);
  const result = await takeTurn({ dialogId: dialog.id, content: input.content, clientId: input.clientId, attachments: input.attachments, signal: input.signal, onText: input.onText });
  return { dialog, started: !input.dialog, result };
}
