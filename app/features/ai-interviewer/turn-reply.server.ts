import { z } from 'zod';

import { assertWithinDailyBudget } from '~/ai/budget.server';
import { measureGiven } from '~/ai/builtin/closing-words';
import { builtinCandidates, scoreCandidates } from '~/ai/builtin/interviewer';
import { generateStructured, generateText, streamText } from '~/ai/chat.server';
import { givenAnswers } from '~/ai/empty-answer';
import type { Candidate, Directive } from '~/ai/interviewer';
import { INTERVIEW_TEXT_IS_DATA, interviewerText } from '~/ai/prompt-data';
import { type Message, saveInterviewerReply } from '~/features/dialogs/dialogs.server';

import { advance, countTurn, type GuidePosition, type NextStep, positionOf } from './guide-position';
import type { ClosingWriter } from './member-check-turn.server';
import { buildInterviewerMessages, transcriptWindow } from './prompt';
import { type TurnContext, type TurnResult, writingCalls } from './turn-context';
import type { StepDecision } from './turn-step.server';

const judgeSchema = z.object({
  scores: z.array(z.object({ index: z.number().int().min(0), score: z.number().min(0).max(10), reason: z.string().min(1).max(500) })),
});

const bestOf = (candidates: Candidate[]) => candidates.reduce((top, c) => (c.score > top.score ? c : top), candidates[0]!);

/** Writes the reply the decision asks for, stores it with the guide's next position and answers the turn. */
export async function writeReply(
  ctx: TurnContext,
  { position, step, directive, decision, tellers }: StepDecision,
  userMessage: Message,
): Promise<TurnResult> {
  const { interview, dialog } = ctx;
  const candidates = (await writeCandidates(ctx, directive, step)).map((c) => ({ ...c, decision }));
  const best = bestOf(candidates);

  const nextPosition: GuidePosition =
    directive.kind === 'stay-on-topic'
      ? countTurn(position)
      : advance(
          position,
          step,
          interview.questions.map((q) => q.id),
          tellers,
        );
  const allResponses = candidates.length > 1 ? candidates : null;
  // The question this reply is about (asked, probed or returned to), so analysis can cut answers by question; a
  // question about the respondent (required info) is about none of the guide's, and its answer is not read as one.
  const questionIndex = directive.kind === 'collect' ? -1 : nextPosition.closed || nextPosition.question < 0 ? null : nextPosition.question;
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
}

/** The closing words after the member check's verdict, streamed after what the interviewer says of the verdict. */
export function closingWriter(ctx: TurnContext): ClosingWriter {
  return ({ farewell, prefix }) =>
    writeCandidates(
      { ...ctx, onText: (text) => ctx.onText?.(prefix + text) },
      farewell ? { kind: 'close', farewell: true } : { kind: 'close' },
      { kind: 'close', after: farewell ? 'goodbye' : 'answer', why: 'The member check is answered: the interview closes.' },
    );
}

async function writeCandidates(ctx: TurnContext, directive: Directive, step: NextStep): Promise<Candidate[]> {
  const { interview, dialog, history, engine, k } = ctx;
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
    ctx.onText?.(bestOf(scored).response);
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
  const call = {
    purpose: 'interviewer-turn',
    model: engine,
    interviewId: interview.id,
    dialogId: dialog.id,
    dailyBudget: interview.aiDailyCallBudget,
    signal: ctx.signal,
  };

  if (k === 1) {
    let text = '';
    for await (const sofar of streamText(call, messages)) {
      text = sofar;
      ctx.onText?.(text);
    }
    return [{ response: text.trim(), score: 10, reason: 'Only candidate.' }];
  }

  const texts = (await givenAnswers(Array.from({ length: k }, () => generateText(call, messages)))).map((t) => t.trim());
  const candidates = await judge(texts, directive, said, messages, { ...call, purpose: 'interviewer-judge' });
  ctx.onText?.(bestOf(candidates).response);
  return candidates;
}

/** Scores all candidates in one call; if the judge fails, the transparent heuristic scores them instead. */
async function judge(
  texts: string[],
  directive: Directive,
  said: string[],
  messages: { role: string; content: string }[],
  call: Parameters<typeof generateStructured>[0],
) {
  // The transparent heuristic is worked out only when the judge's scores leave it needed (a few ms of CPU a turn).
  let heuristic: Candidate[] | undefined;
  const fallback = () => (heuristic ??= scoreCandidates(texts, directive, said));
  try {
    const task = messages.at(-1)!.content;
    const verdict = await generateStructured(call, {
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
    if (call.signal?.aborted) throw error;
    return fallback();
  }
}
