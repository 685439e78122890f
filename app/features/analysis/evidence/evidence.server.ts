import type { Interview } from '@db/schema';
import { toldPart } from '~/features/ai-interviewer/told-early';
import { dialogLabel } from '~/features/participants/format';
import { ValidationFailed } from '~/lib/errors';

import { answerPlaces } from '../reports/answer-places.server';
import { eligibleDialogs, includedDialogIds, messagesOf, passedQuestionsByMessage } from '../reports/report-dialogs.server';
import type { Report } from '../reports/reports.server';

export const NO_DIALOGS = 'No responses or dialogs found for analysis';
export const NO_VALID_RESPONSES = 'No valid responses found for analysis';

/**
 * A respondent message as analysis reads it, with the guide question it answered (-1 before the first) and the later
 * ones it told before they were asked, which the interviewer passed, each with the part of the message that tells it
 * (`alsoAnswers`; `toldPart`: its sentences that tell it, a span as written).
 */
export type EvidenceMessage = {
  id: string;
  dialogId: string;
  content: string;
  question: number;
  alsoAnswers?: { question: number; part: string }[];
};

export type DialogEvidence = {
  id: string;
  shortLink: string;
  label: string;
  /** 1-based, in the order the dialogs started (a citation may name a dialog by it). */
  position: number;
  isGenerated: boolean;
  /** The respondent's messages in order, attempts to instruct the interviewer left out. */
  messages: EvidenceMessage[];
};

/**
 * The dialogs a report's AI analysis reads: the included ones (not excluded by the sample) that hold at
 * least one non-empty respondent message. Throws a message the researcher can act on when nothing is left.
 */
export function analysisEvidence(interview: Pick<Interview, 'questions'>, report: Report): DialogEvidence[] {
  const eligible = eligibleDialogs(report);
  if (eligible.length === 0) throw new ValidationFailed(NO_DIALOGS);
  const included = new Set(includedDialogIds(report));
  const chosen = eligible.filter((d) => included.has(d.id));
  const byDialog = respondentMessages(
    interview,
    chosen.map((d) => d.id),
  );
  const evidence = chosen
    .map((d, i) => ({
      id: d.id,
      shortLink: d.shortLink,
      label: dialogLabel(d.shortLink),
      position: i + 1,
      isGenerated: d.isGenerated,
      messages: byDialog.get(d.id) ?? [],
    }))
    .filter((d) => d.messages.length > 0);
  if (evidence.length === 0) throw new ValidationFailed(NO_VALID_RESPONSES);
  return evidence;
}

/** The respondent messages of some dialogs, each with the guide question it answered; none said at the member check. */
export function respondentMessages(interview: Pick<Interview, 'questions'>, dialogIds: readonly string[]): Map<string, EvidenceMessage[]> {
  const byDialog = new Map<string, EvidenceMessage[]>();
  const stored = messagesOf(dialogIds);
  const places = answerPlaces(interview.questions, stored);
  const passed = passedQuestionsByMessage(interview.questions, dialogIds);
  for (const message of stored) {
    const question = places.get(message.id);
    // A correction at the member check is no answer: Individual Answers shows it apart, under the points it corrects.
    if (typeof question !== 'number' || !message.content.trim()) continue;
    const list = byDialog.get(message.dialogId) ?? [];
    const alsoAnswers = passed
      .get(message.id)
      ?.filter((index) => index !== question)
      .map((index) => ({ question: index, part: toldPart(interview.questions, index, message.content) }));
    list.push({
      id: message.id,
      dialogId: message.dialogId,
      content: message.content,
      question,
      ...(alsoAnswers?.length ? { alsoAnswers } : {}),
    });
    byDialog.set(message.dialogId, list);
  }
  return byDialog;
}

/**
 * What a dialog said for a block: the answers to its guide question, and the part of the message that told it before it
 * was asked when the interviewer passed it; for a block the researcher added (no question), everything the respondent
 * said.
 */
export function messagesForBlock(
  interview: Pick<Interview, 'questions'>,
  block: { questionId: string | null },
  dialog: Pick<DialogEvidence, 'messages'>,
): EvidenceMessage[] {
  if (!block.questionId) return dialog.messages;
  const index = interview.questions.findIndex((q) => q.id === block.questionId);
  if (index < 0) return dialog.messages;
  // A message that told the question before it was asked answers it by the part that tells it.
  return dialog.messages.flatMap((m) => {
    if (m.question === index) return [m];
    const told = m.alsoAnswers?.find((also) => also.question === index);
    return told ? [{ ...m, content: told.part }] : [];
  });
}
