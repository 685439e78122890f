import { correctionsOf, memberCheckOfferIds } from '~/features/member-check/member-checks.server';

import { inferQuestionIndex, type StoredMessage } from './report-dialogs.server';

/** Said at the member check: the respondent's correction of the summary read back. */
export const AT_CORRECTION = 'correction';
/** Said at the member check, and no correction (a verdict, a word after the summary). */
export const AT_MEMBER_CHECK = 'member-check';

/**
 * Where a respondent message stands in its dialog: the guide question (0-based) it answered, -1 before the first;
 * or the member check, which is never an answer to a question.
 */
export type AnswerPlace = number | typeof AT_CORRECTION | typeof AT_MEMBER_CHECK;

type PlacedMessage = Pick<StoredMessage, 'id' | 'dialogId' | 'role' | 'content' | 'questionIndex'>;

/**
 * The one rule every reader of the analysis uses to tell which question a respondent message answered (the
 * analysis input, Individual Answers, the analytics chat, the exports, the sample's scores). An interviewer
 * message says which question comes next (stored with it, else matched to the guide); from the summary read back
 * at the member check on, the respondent answers the summary, not a question: the correction is placed as a
 * correction, anything else said there at the member check.
 *
 * `messages` are in written order, grouped by dialog. Only respondent messages get a place.
 */
export function answerPlaces(
  questions: readonly { title: string; description?: string | null }[],
  messages: readonly PlacedMessage[],
): Map<string, AnswerPlace> {
  const dialogIds = [...new Set(messages.map((m) => m.dialogId))];
  const offers = memberCheckOfferIds(dialogIds);
  const corrections = new Set(Object.values(correctionsOf(dialogIds)).map((c) => c.messageId));
  const places = new Map<string, AnswerPlace>();
  let dialogId = '';
  let current = -1;
  let atMemberCheck = false;
  for (const message of messages) {
    if (message.dialogId !== dialogId) {
      dialogId = message.dialogId;
      current = -1;
      atMemberCheck = false;
    }
    if (offers.has(message.id)) atMemberCheck = true;
    if (message.role === 'assistant') {
      if (!atMemberCheck) current = message.questionIndex ?? inferQuestionIndex(message.content, questions, current);
      continue;
    }
    places.set(message.id, corrections.has(message.id) ? AT_CORRECTION : atMemberCheck ? AT_MEMBER_CHECK : current);
  }
  return places;
}
