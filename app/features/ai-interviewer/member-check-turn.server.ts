import { getDb } from '@db/index';
import type { Interview, MemberCheckPoint } from '@db/schema';
import { assertWithinDailyBudget } from '~/ai/budget.server';
import type { Candidate } from '~/ai/interviewer';
import { provenanceFor } from '~/ai/provenance.server';
import { type Dialog, type Message, saveInterviewerReply } from '~/features/dialogs/dialogs.server';
import {
  type MemberCheck,
  memberCheckOf,
  recordOffer,
  recordVerdict,
  type VerdictRecord,
} from '~/features/member-check/member-checks.server';
import { memberCheckPhrases } from '~/features/member-check/phrases';
import { DomainError } from '~/lib/errors';
import { HTTP_STATUS } from '~/lib/http-status';

import { builtinSummaryPoints, type SummaryMessage } from './builtin-summary';
import { isGoodbye, readCheckAnswer } from './check-answers';
import { builtinCorrectedPoints } from './corrected-summary';
import { type GuidePosition, type NextStep, passedTellers, positionOf } from './guide-position';
import { MEMBER_CHECK_PROMPT, modelSummaryPoints } from './model-summary.server';

/** A tap on the summary's buttons: it carries no message of its own. */
export type MemberCheckTap = 'confirm' | 'skip';

/** The interview's closing words (its candidates), each said after `prefix`: what the interviewer says of the verdict. */
export type ClosingWriter = (options: { farewell: boolean; prefix: string }) => Promise<Candidate[]>;

export type MemberCheckTurn = {
  interview: Interview;
  dialog: Dialog;
  /** The dialog's messages up to and including the respondent's latest. */
  history: Message[];
  engine: string;
  signal?: AbortSignal;
  onText?: (text: string) => void;
  writeClosing: ClosingWriter;
};

export type MemberCheckReply = {
  response: string;
  allResponses: Candidate[] | null;
  isLastMessage: boolean;
  userMessageId: string | null;
  assistantMessageId: string;
  awaitsMemberCheck: boolean;
};

/** Confirm or Skip when no summary waits for an answer. */
export class NoSummaryToAnswer extends DomainError {
  override readonly status: number = HTTP_STATUS.conflict;
}

/**
 * Whether the step that would close the interview first reads back a summary: the interview asks for it, the guide was
 * walked to its end (not cut off by a goodbye or the turn limit), the respondent is a person and has not seen one yet.
 */
export function offersMemberCheck(interview: Interview, dialog: Dialog, step: NextStep): boolean {
  if (!interview.asksMemberCheck || dialog.isGenerated || step.kind !== 'close') return false;
  if (step.after === 'goodbye' || step.after === 'turn-limit') return false;
  return !memberCheckOf(dialog.id);
}

/** The summary waiting for the respondent's answer, if there is one. */
export function pendingMemberCheck(dialogId: string): MemberCheck | undefined {
  const check = memberCheckOf(dialogId);
  return check?.verdict === 'pending' ? check : undefined;
}

const summaryMessages = (history: readonly Message[]): SummaryMessage[] =>
  history.map((m) => ({ id: m.id, role: m.role, content: m.content, questionIndex: m.questionIndex, isFlagged: m.isFlagged }));

const bullets = (points: readonly MemberCheckPoint[]) => points.map((p) => `• ${p.text}`).join('\n');

/**
 * Reads back what the interviewer understood, after the last guide question: the points (the model's, grounded in the
 * respondent's words, or the built-in engine's when there is no model or its answer cannot be used) and the question
 * whether they are right. Null when the respondent gave no answer to sum up: the interview closes as before.
 */
export async function offerMemberCheck(
  turn: MemberCheckTurn,
  position: GuidePosition,
  userMessageId: string,
): Promise<MemberCheckReply | null> {
  const { interview, dialog } = turn;
  const summary = await summaryPoints(turn, position);
  if (summary.points.length === 0) return null;
  const phrases = memberCheckPhrases(interview.language);
  const text = `${phrases.intro}\n${bullets(summary.points)}\n\n${phrases.ask}`;
  turn.onText?.(text);
  const assistantMessageId = getDb().transaction((tx) => {
    const id = saveInterviewerReply(
      dialog,
      { content: text, allResponses: null, questionIndex: null },
      { ...position, closed: false },
      false,
    );
    recordOffer(tx, {
      dialogId: dialog.id,
      points: summary.points,
      offerMessageId: id,
      engine: summary.engine,
      droppedPoints: summary.droppedPoints,
      provenance: provenanceFor(summary.engine, { prompt: MEMBER_CHECK_PROMPT }),
    });
    return id;
  });
  return { response: text, allResponses: null, isLastMessage: false, userMessageId, assistantMessageId, awaitsMemberCheck: true };
}

/** The model call of a member-check summary, first or corrected: the turn's model, within the interview's daily budget. */
function memberCheckCall({ interview, dialog, engine, signal }: MemberCheckTurn) {
  return {
    purpose: 'interviewer-member-check',
    model: engine,
    interviewId: interview.id,
    dialogId: dialog.id,
    dailyBudget: interview.aiDailyCallBudget,
    signal,
  } as const;
}

async function summaryPoints(
  turn: MemberCheckTurn,
  position: GuidePosition,
): Promise<{ points: MemberCheckPoint[]; engine: string; droppedPoints: number }> {
  const { interview, engine } = turn;
  const input = { questions: interview.questions, messages: summaryMessages(turn.history), language: interview.language };
  const builtin = () => ({
    points: builtinSummaryPoints(input.questions, input.messages, input.language, passedTellers(position, interview.questions)),
    engine: 'builtin',
    droppedPoints: 0,
  });
  if (engine === 'builtin') return builtin();
  try {
    assertWithinDailyBudget(interview, 1);
    const answer = await modelSummaryPoints(memberCheckCall(turn), input);
    // Nothing the model said could be grounded: the respondent's own words are read back instead.
    if (answer.points.length === 0) return { ...builtin(), droppedPoints: answer.droppedPoints };
    return { points: answer.points, engine, droppedPoints: answer.droppedPoints };
  } catch (error) {
    if (turn.signal?.aborted) throw error;
    return builtin();
  }
}

/**
 * The summary shown again after a correction. With a model it is written again with the correction taken in, its points
 * grounded as before (the correction among the messages it may cite); on the built-in engine, or when nothing the model
 * wrote can be grounded, the points the correction corrects give way to it in the respondent's own words
 * (`builtinCorrectedPoints`): stored as a correction of those points, never as an answer.
 */
async function correctedSummary(turn: MemberCheckTurn, check: MemberCheck, correction: Message): Promise<MemberCheckPoint[]> {
  const { interview, engine } = turn;
  const messages = summaryMessages(turn.history);
  const builtin = () =>
    builtinCorrectedPoints({
      phrases: memberCheckPhrases(interview.language),
      questions: interview.questions,
      offered: check.points,
      messages,
      correction,
      language: interview.language,
    });
  if (engine === 'builtin') return builtin();
  try {
    assertWithinDailyBudget(interview, 1);
    const revised = await modelSummaryPoints(memberCheckCall(turn), {
      questions: interview.questions,
      messages,
      language: interview.language,
      correction: { offered: check.points, message: messages.find((m) => m.id === correction.id)! },
    });
    return revised.points.length > 0 ? revised.points : builtin();
  } catch (error) {
    if (turn.signal?.aborted) throw error;
    return builtin();
  }
}

/** A repeated tap (the same client id) is answered with the reply the first one got. */
export function repeatedTap(dialog: Dialog, clientId: string, transcript: readonly Message[]): MemberCheckReply | null {
  const check = memberCheckOf(dialog.id);
  if (!check?.answerClientId || check.answerClientId !== clientId) return null;
  const reply = [...transcript].reverse().find((m) => m.role === 'assistant');
  if (!reply) return null;
  return {
    response: reply.content,
    allResponses: reply.allResponses ?? null,
    isLastMessage: positionOf(dialog.state).closed,
    userMessageId: null,
    assistantMessageId: reply.id,
    awaitsMemberCheck: false,
  };
}

type Answer = { tap: MemberCheckTap; clientId: string } | { message: Message };

/**
 * The respondent's answer to the summary: a tap (confirm, skip) or a message. A message that confirms or declines is
 * read as such; a bare "no" is asked what to correct (once); anything else is a correction in the respondent's own
 * words, which stays a message of the dialog. A verdict is followed by the closing words; a correction first by the
 * summary shown once more with it.
 */
export async function answerMemberCheck(turn: MemberCheckTurn, answer: Answer): Promise<MemberCheckReply> {
  const { interview, dialog, history } = turn;
  const check = memberCheckOf(dialog.id);
  if (!check || check.verdict !== 'pending') throw new NoSummaryToAnswer('There is no summary to answer.');
  const phrases = memberCheckPhrases(interview.language);
  const position = positionOf(dialog.state);
  const userMessageId = 'message' in answer ? answer.message.id : null;

  const ask = (text: string) => {
    turn.onText?.(text);
    const id = saveInterviewerReply(
      dialog,
      { content: text, allResponses: null, questionIndex: null },
      { ...position, turns: position.turns + 1 },
      false,
    );
    return { response: text, allResponses: null, isLastMessage: false, userMessageId, assistantMessageId: id, awaitsMemberCheck: true };
  };

  let record: VerdictRecord;
  let prefix: string;
  let farewell = false;
  if ('tap' in answer) {
    record = { verdict: answer.tap === 'confirm' ? 'confirmed' : 'skipped', answerClientId: answer.clientId };
    prefix = answer.tap === 'confirm' ? phrases.thanksConfirm : phrases.skipped;
  } else {
    const { message } = answer;
    // An attempt to instruct the interviewer is no answer: the question is asked again.
    if (message.isFlagged) return ask(phrases.askAgain);
    const reading = readCheckAnswer(message.content);
    const askedWhat = repliesSinceOffer(history, check, message.id) > 0;
    if (reading === 'no' && !askedWhat) return ask(phrases.askWhat);
    if (reading === 'confirm') {
      record = { verdict: 'confirmed' };
      prefix = phrases.thanksConfirm;
    } else if (reading === 'skip') {
      record = { verdict: 'skipped' };
      prefix = phrases.skipped;
      farewell = isGoodbye(message.content);
    } else {
      const correctedPoints = await correctedSummary(turn, check, message);
      record = { verdict: 'corrected', correctionMessageId: message.id, correctedPoints };
      prefix = `${phrases.thanksCorrection}\n${bullets(correctedPoints)}`;
    }
  }

  const lead = `${prefix}\n\n`;
  const candidates = (await turn.writeClosing({ farewell, prefix: lead })).map((c) => ({ ...c, response: lead + c.response }));
  const best = candidates.reduce((top, c) => (c.score > top.score ? c : top), candidates[0]!);
  const allResponses = candidates.length > 1 ? candidates : null;
  const assistantMessageId = getDb().transaction((tx) => {
    const id = saveInterviewerReply(
      dialog,
      { content: best.response, allResponses, questionIndex: null },
      { ...position, closed: true, turns: position.turns + 1 },
      true,
    );
    recordVerdict(tx, dialog.id, record);
    return id;
  });
  return { response: best.response, allResponses, isLastMessage: true, userMessageId, assistantMessageId, awaitsMemberCheck: false };
}

/** Respondent messages between the summary and this one (a bare "no" before, when there is one). */
function repliesSinceOffer(history: readonly Message[], check: MemberCheck, current: string): number {
  const offered = history.findIndex((m) => m.id === check.offerMessageId);
  if (offered < 0) return 0;
  return history.slice(offered + 1).filter((m) => m.role === 'user' && m.id !== current).length;
}
