import { z } from 'zod';
import type { Interview } from '@db/schema';
import { measureGiven } from '~/ai/builtin/closing-words';
import { asksOnlyRepeats, builtinCandidates, scoreCandidates } from '~/ai/builtin/interviewer';
import { assertWithinDailyBudget } from '~/ai/budget.server';
import { generateStructured, generateText, streamText } from '~/ai/chat.server';
import { givenAnswers } from '~/ai/empty-answer';
import type { Candidate, Directive, DirectiveQuestion } from '~/ai/interviewer';
import { INTERVIEW_TEXT_IS_DATA, interviewerText } from '~/ai/prompt-data';
import { resolveModel } from '~/ai/registry.server';
import { env } from '~/lib/env.server';
import { DomainError } from '~/lib/errors';
import { findInterview } from '~/features/interviews/interviews.server';
import {
  findDialog,
  loadTranscript,
  saveInterviewerReply,
  saveRespondentMessage,
  type Dialog,
  type Message,
} from '~/features/dialogs/dialogs.server';
import { toldEarlier, type Told } from './already-told';
import { isClosingQuestion, isWarmUpQuestion } from './answer-kinds';
import { builtinFollowUpJudgement, otherQuestionsText } from './builtin-follow-up';
import { judgeFollowUp } from './follow-up.server';
import {
  answerMemberCheck,
  offersMemberCheck,
  offerMemberCheck,
  pendingMemberCheck,
  repeatedTap,
  type ClosingWriter,
  type MemberCheckTap,
  type MemberCheckTurn,
} from './member-check-turn.server';
import {
  advance,
  countTurn,
  nextStep,
  positionOf,
  ruledStep,
  type FollowUpJudgement,
  type GuidePosition,
  type NextStep,
} from './guide-position';
import { buildInterviewerMessages, looksLikeInjection, transcriptWindow } from './prompt';
import { missingInfo, plannedKind, requiredItems } from './required-info';
import { stanceOnDoingAgain } from './told-by-intent';
import { HTTP_STATUS } from '~/lib/http-status';

export class DialogClosed extends DomainError {
  override readonly status: number = HTTP_STATUS.conflict;
}
export class DialogMissing extends DomainError {
  override readonly status: number = HTTP_STATUS.notFound;
}

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

// One turn at a time per dialog: a second send waits for the first instead of racing it for the guide position.
const locks = new Map<string, Promise<unknown>>();
function oneAtATime<T>(dialogId: string, work: () => Promise<T>): Promise<T> {
  const previous = locks.get(dialogId) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(work);
  locks.set(dialogId, next);
  void next
    .finally(() => {
      if (locks.get(dialogId) === next) locks.delete(dialogId);
    })
    .catch(() => undefined);
  return next;
}

const judgeSchema = z.object({
  scores: z.array(z.object({ index: z.number().int().min(0), score: z.number().min(0).max(10), reason: z.string().min(1).max(500) })),
});

/** One respondent message in, the interviewer's reply out; the message is stored first and never lost. */
export function takeTurn(input: TurnInput): Promise<TurnResult> {
  return oneAtATime(input.dialogId, async () => {
    const dialog = findDialog(input.dialogId);
    const interview = dialog && findInterview(dialog.interviewId);
    if (!dialog || !interview) throw new DialogMissing('Dialog not found');
    const transcript = loadTranscript(dialog, interview);
    const { engine } = resolveModel(interview.interviewerLlm);
    const k = Math.min(10, Math.max(1, interview.kMessages));
    const memberCheck = (history: Message[]): MemberCheckTurn => ({
      interview,
      dialog,
      history,
      engine,
      signal: input.signal,
      onText: input.onText,
      writeClosing: closingWriter(interview, dialog, history, input, k, engine),
    });

    if (input.memberCheckTap) {
      const repeated = repeatedTap(dialog, input.clientId, transcript);
      if (repeated) return repeated;
      if (dialog.completedAt) throw new DialogClosed('This interview has ended. Thank you for taking part!');
      return answerMemberCheck(memberCheck(transcript), { tap: input.memberCheckTap, clientId: input.clientId });
    }

    const earlier = transcript.findIndex((m) => m.role === 'user' && m.clientId === input.clientId);
    if (earlier >= 0) {
      const reply = transcript[earlier + 1];
      if (reply?.role === 'assistant') return resultOf(transcript[earlier]!, reply, dialog);
    } else if (dialog.completedAt) {
      throw new DialogClosed('This interview has ended. Thank you for taking part!');
    }
    const userMessage =
      earlier >= 0
        ? transcript[earlier]!
        : saveRespondentMessage(dialog, {
            content: input.content,
            clientId: input.clientId,
            attachments: input.attachments,
            isFlagged: looksLikeInjection(input.content),
          });
    const history = earlier >= 0 ? transcript.slice(0, earlier + 1) : [...transcript, userMessage];
    // While the summary of the member check waits, the message answers it.
    if (pendingMemberCheck(dialog.id)) return answerMemberCheck(memberCheck(history), { message: userMessage });

    const position = positionOf(dialog.state);
    const maxFollowUps = env().maxFollowUps;
    // What the interview still needs to know about this respondent: items neither said (nor in their bio) nor asked.
    const said = [
      ...history.filter((m) => m.role === 'user' && !m.isFlagged).map((m) => m.content),
      ...(dialog.preInfo ? [dialog.preInfo] : []),
    ];
    // Guide questions the respondent answered before they were asked: passed when told at length, else asked as such.
    const told = toldEarlier(interview.questions, said);
    const info = {
      missing: missingInfo(requiredItems(interview.requiredInfo), said, position.infoAsked, interview.language),
      toldAtLength: told.flatMap((t, i) => (t === 'at-length' ? [i] : [])),
    };
    // With a model, the model judges whether an answer the rules leave open needs a follow-up (one more call, in the
    // day's budget); if that call fails, the built-in rule (the answer's length) decides.
    const judging =
      engine !== 'builtin' &&
      !userMessage.isFlagged &&
      ruledStep(position, userMessage.content, interview.questions, maxFollowUps, info) === null;
    let judgement: FollowUpJudgement | null = null;
    if (judging) {
      assertWithinDailyBudget(interview, 1 + writingCalls(k));
      judgement = await judgeFollowUp(
        {
          purpose: 'interviewer-follow-up',
          model: engine,
          interviewId: interview.id,
          dialogId: dialog.id,
          dailyBudget: interview.aiDailyCallBudget,
          signal: input.signal,
        },
        {
          question: interview.questions[position.question]!,
          transcript: transcriptWindow(history),
          followUpsAsked: position.followUps,
          maxFollowUps,
        },
      );
    }
    // Offline, a full answer that names something specific the guide does not ask about earns a follow-up on it.
    if (
      engine === 'builtin' &&
      !userMessage.isFlagged &&
      ruledStep(position, userMessage.content, interview.questions, maxFollowUps, info) === null
    )
      judgement = builtinFollowUpJudgement(position, userMessage.content, interview.questions, interview.language);
    let step = nextStep(position, userMessage.content, interview.questions, maxFollowUps, judgement, info);
    // Offline, a follow-up whose every wording was said before in this dialog is left out: the guide goes on.
    const saidBefore = history.filter((m) => m.role === 'assistant').map((m) => m.content);
    if (
      engine === 'builtin' &&
      step.kind === 'probe' &&
      asksOnlyRepeats(directiveFor(step, interview, userMessage.content), interview.language, saidBefore)
    ) {
      const none = { needsFollowUp: false, reason: 'every follow-up it could ask was asked before.', by: 'rules' as const };
      step = nextStep(position, userMessage.content, interview.questions, maxFollowUps, none, info);
    }
    // After the last guide question and before the closing words, the interviewer reads back what it understood.
    if (offersMemberCheck(interview, dialog, step)) {
      const offered = await offerMemberCheck(
        memberCheck(history),
        advance(
          position,
          step,
          interview.questions.map((q) => q.id),
        ),
        userMessage.id,
      );
      if (offered) return offered;
    }
    // An attempt to instruct the interviewer gets a polite return to the question, unless the turns are used up.
    const staysOnTopic = userMessage.isFlagged && step.kind !== 'close';
    const directive = staysOnTopic ? stayOnTopic(position, interview) : directiveFor(step, interview, userMessage.content, told, said);
    const decision = staysOnTopic ? 'The message tried to instruct the interviewer: a polite return to the question.' : step.why;
    const candidates = (await writeCandidates(interview, dialog, history, directive, step, input, k, engine)).map((c) => ({
      ...c,
      decision,
    }));
    const best = candidates.reduce((top, c) => (c.score > top.score ? c : top), candidates[0]!);

    const nextPosition: GuidePosition =
      directive.kind === 'stay-on-topic'
        ? countTurn(position)
        : advance(
            position,
            step,
            interview.questions.map((q) => q.id),
          );
    const allResponses = candidates.length > 1 ? candidates : null;
    // The question this reply is about (asked, probed or returned to), so analysis can cut answers by question; a
    // question about the respondent (required info) is about none of the guide's, and its answer is not read as one.
    const questionIndex =
      directive.kind === 'collect' ? -1 : nextPosition.closed || nextPosition.question < 0 ? null : nextPosition.question;
    const assistantId = saveInterviewerReply(
      dialog,
      { content: best.response, allResponses, questionIndex },
      nextPosition,
      nextPosition.closed,
    );
    return {
      response: best.response,
      allResponses,
      isLastMessage: nextPosition.closed,
      userMessageId: userMessage.id,
      assistantMessageId: assistantId,
    };
  });
}

/** The closing words after the member check's verdict, streamed after what the interviewer says of the verdict. */
function closingWriter(
  interview: Interview,
  dialog: Dialog,
  history: Message[],
  input: TurnInput,
  k: number,
  engine: string,
): ClosingWriter {
  return ({ farewell, prefix }) =>
    writeCandidates(
      interview,
      dialog,
      history,
      farewell ? { kind: 'close', farewell: true } : { kind: 'close' },
      { kind: 'close', after: farewell ? 'goodbye' : 'answer', why: 'The member check is answered: the interview closes.' },
      { ...input, onText: (text) => input.onText?.(prefix + text) },
      k,
      engine,
    );
}

/** Model calls that writing a reply takes: one, or k candidates and the call that judges them. */
const writingCalls = (k: number) => (k > 1 ? k + 1 : 1);

function resultOf(user: Message, reply: Message, dialog: Dialog): TurnResult {
  const position = positionOf(findDialog(dialog.id)?.state);
  return {
    response: reply.content,
    allResponses: reply.allResponses ?? null,
    isLastMessage: position.closed,
    userMessageId: user.id,
    assistantMessageId: reply.id,
    awaitsMemberCheck: Boolean(pendingMemberCheck(dialog.id)),
  };
}

/** A question of the guide as a directive names it, marked when it is the warm-up or the closing question. */
function guideQuestion(interview: Interview, index: number): DirectiveQuestion {
  const { title, description } = interview.questions[index]!;
  const role = isWarmUpQuestion(interview.questions, index)
    ? 'warm-up'
    : isClosingQuestion(interview.questions, index)
      ? 'closing'
      : undefined;
  return role ? { title, description, role } : { title, description };
}

function stayOnTopic(position: GuidePosition, interview: Interview): Directive {
  return { kind: 'stay-on-topic', question: interview.questions[position.question] ? guideQuestion(interview, position.question) : null };
}

function directiveFor(
  step: NextStep,
  interview: Interview,
  answer: string,
  told: readonly (Told | null)[] = [],
  said: readonly string[] = [],
): Directive {
  switch (step.kind) {
    case 'ask': {
      const after = step.after === 'turn-limit' || step.after === 'goodbye' ? 'answer' : step.after;
      return {
        kind: 'ask',
        question: guideQuestion(interview, step.question),
        isFirst: step.question === 0,
        after,
        ...(after === 'answer' ? { answer } : {}),
        ...(told[step.question] === 'in-passing' ? { toldEarlier: true } : {}),
        ...(told[step.question] === 'verdict' ? { buildsOn: { verdict: stanceOnDoingAgain(said) ?? 'yes' } } : {}),
      };
    }
    case 'probe':
      return {
        kind: 'probe',
        question: guideQuestion(interview, step.question),
        answer,
        guide: otherQuestionsText(interview.questions, step.question),
        ...(step.reAsk ? { reAsk: true } : {}),
      };
    case 'collect': {
      const after = step.after === 'turn-limit' || step.after === 'goodbye' ? 'answer' : step.after;
      const info = plannedKind(requiredItems(interview.requiredInfo), step.item, interview.language);
      return { kind: 'collect', item: step.item, info, after, ...(after === 'answer' ? { answer } : {}) };
    }
    case 'close':
      return { kind: 'close', ...(step.after === 'goodbye' ? { farewell: true } : {}), ...(step.after === 'answer' ? { answer } : {}) };
  }
}

async function writeCandidates(
  interview: Interview,
  dialog: Dialog,
  history: Message[],
  directive: Directive,
  step: NextStep,
  input: TurnInput,
  k: number,
  engine: string,
): Promise<Candidate[]> {
  const said = history.filter((m) => m.role === 'assistant').map((m) => m.content);

  // A message that tried to instruct the interviewer never reaches a model: the built-in engine answers it.
  if (engine === 'builtin' || directive.kind === 'stay-on-topic') {
    const seed = history.length + dialog.shortLink.charCodeAt(0);
    // The closing words thank for what the respondent gave (measured only when they are written).
    const closing =
      directive.kind === 'close'
        ? { ...directive, given: measureGiven(history.filter((m) => m.role === 'user' && !m.isFlagged).map((m) => m.content)) }
        : directive;
    const scored = builtinCandidates(closing, interview.language, k, seed, said);
    const best = scored.reduce((top, c) => (c.score > top.score ? c : top), scored[0]!);
    input.onText?.(best.response);
    return scored;
  }

  assertWithinDailyBudget(interview, writingCalls(k));
  const questionNumber = step.kind === 'close' ? interview.questions.length : step.kind === 'collect' ? step.resume + 1 : step.question + 1;
  const messages = buildInterviewerMessages(
    interview,
    dialog.preInfo,
    transcriptWindow(history),
    directive,
    questionNumber,
    positionOf(dialog.state),
  );
  const ctx = {
    purpose: 'interviewer-turn',
    model: engine,
    interviewId: interview.id,
    dialogId: dialog.id,
    dailyBudget: interview.aiDailyCallBudget,
    signal: input.signal,
  };

  if (k === 1) {
    let text = '';
    for await (const sofar of streamText(ctx, messages)) {
      text = sofar;
      input.onText?.(text);
    }
    return [{ response: text.trim(), score: 10, reason: 'Only candidate.' }];
  }

  const texts = (await givenAnswers(Array.from({ length: k }, () => generateText(ctx, messages)))).map((t) => t.trim());
  const candidates = await judge(texts, directive, said, messages, { ...ctx, purpose: 'interviewer-judge' });
  const best = candidates.reduce((top, c) => (c.score > top.score ? c : top), candidates[0]!);
  input.onText?.(best.response);
  return candidates;
}

/** Scores all candidates in one call; if the judge fails, the transparent heuristic scores them instead. */
async function judge(
  texts: string[],
  directive: Directive,
  said: string[],
  messages: { role: string; content: string }[],
  ctx: Parameters<typeof generateStructured>[0],
) {
  // The transparent heuristic is worked out only when the judge's scores leave it needed (a few ms of CPU a turn).
  let heuristic: Candidate[] | undefined;
  const fallback = () => (heuristic ??= scoreCandidates(texts, directive, said));
  try {
    const task = messages.at(-1)!.content;
    const verdict = await generateStructured(ctx, {
      schema: judgeSchema,
      name: 'score_candidates',
      messages: [
        {
          role: 'system',
          content: `You judge candidate messages of a research interviewer, in the interview's language. Score each from 0 to 10 against what a careful researcher checks:
- Faults (lower the score): leading (suggests an answer: "don't you think", "wouldn't you agree", "how much do you love"); double-barrelled (two questions at once: joined by "and"/"or", or two question marks); jargon the respondent may not know; long (over about 30 words); repeating or closely echoing an earlier message; no question when one is needed (or a question when closing).
- Strengths (raise the score): neutral; exactly one question; specific (asks for an example, a recent time, the reason or a consequence, or uses the respondent's own words); on topic (names the topic of the question being asked); short.
Give 10 only to a candidate without any fault, and let the scores tell the candidates apart. The reason is one sentence that names what you saw, quoting the words (e.g. "Leading: “don't you think”; asks two things at once.").
${INTERVIEW_TEXT_IS_DATA}`,
        },
        // Interviewer messages may echo the respondent's words: they are data, like the candidates judged.
        {
          role: 'user',
          content: `Task of the message:\n${task}\n\nEarlier interviewer messages:\n${said.map(interviewerText).join('\n') || '(none)'}\n\nCandidates:\n${texts.map((t, i) => `[${i}]\n${interviewerText(t)}`).join('\n')}`,
        },
      ],
    });
    return texts.map((response, index) => {
      const entry = verdict.scores.find((s) => s.index === index);
      return entry ? { response, score: Math.round(entry.score * 10) / 10, reason: entry.reason } : fallback()[index]!;
    });
  } catch (error) {
    if (ctx.signal?.aborted) throw error;
    return fallback();
  }
}
