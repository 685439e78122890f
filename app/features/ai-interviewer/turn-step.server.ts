import { assertWithinDailyBudget } from '~/ai/budget.server';
import { asksOnlyRepeats } from '~/ai/builtin/interviewer';
import type { Directive } from '~/ai/interviewer';
import type { Message } from '~/features/dialogs/dialogs.server';
import { env } from '~/lib/env.server';

import { followUpOnAccount } from './account-follow-up';
import { toldEarlier } from './already-told';
import { builtinFollowUpJudgement } from './builtin-follow-up';
import { judgeFollowUp } from './follow-up.server';
import { type FollowUpJudgement, type GuidePosition, type NextStep, nextStep, positionOf, ruledStep } from './guide-position';
import { introductionReplies } from './job-in-introduction';
import { transcriptWindow } from './prompt';
import { missingInfo, requiredItems } from './required-info';
import { tellersOf } from './told-early';
import { type TurnContext, writingCalls } from './turn-context';
import { directiveFor, stayOnTopic } from './turn-directive';

export type StepDecision = {
  /** Where the guide stood before this turn. */
  position: GuidePosition;
  step: NextStep;
  /** What the reply must do. */
  directive: Directive;
  /** Why, in a sentence kept with each candidate. */
  decision: string;
  /** For each question the step passes as told, the respondent message that told it (`told-early.ts`). */
  tellers: Map<number, string>;
};

/** Where the guide goes after the respondent's message: the rules, and where they leave it open, a judgement. */
export async function decideStep(ctx: TurnContext, userMessage: Message): Promise<StepDecision> {
  const { interview, dialog, history, engine } = ctx;
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
    missing: missingInfo(
      requiredItems(interview.requiredInfo),
      said,
      position.infoAsked,
      interview.language,
      introductionReplies(history, interview.questions),
      { goal: interview.goal, generalPrompt: interview.generalPrompt },
    ),
    toldAtLength: told.flatMap((t, i) => (t === 'at-length' ? [i] : [])),
  };
  const leftOpen = !userMessage.isFlagged && ruledStep(position, userMessage.content, interview.questions, maxFollowUps, info) === null;
  let judgement: FollowUpJudgement | null = null;
  // With a model, the model judges whether an answer the rules leave open needs a follow-up (one more call, in the
  // day's budget); if that call fails, the built-in rule (the answer's length) decides.
  if (engine !== 'builtin' && leftOpen) {
    assertWithinDailyBudget(interview, 1 + writingCalls(ctx.k));
    judgement = await judgeFollowUp(
      {
        purpose: 'interviewer-follow-up',
        model: engine,
        interviewId: interview.id,
        dialogId: dialog.id,
        dailyBudget: interview.aiDailyCallBudget,
        signal: ctx.signal,
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
  if (engine === 'builtin' && leftOpen)
    judgement = builtinFollowUpJudgement(position, userMessage.content, interview.questions, interview.language);
  let step = nextStep(position, userMessage.content, interview.questions, maxFollowUps, judgement, info);
  // Offline, a long account told in the introduction or in an answer about the respondent is followed up once.
  if (engine === 'builtin' && !userMessage.isFlagged)
    step = followUpOnAccount(position, step, userMessage.content, interview.questions, interview.language, maxFollowUps) ?? step;
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
  // An attempt to instruct the interviewer gets a polite return to the question, unless the turns are used up.
  const staysOnTopic = userMessage.isFlagged && step.kind !== 'close';
  const spoken = history.filter((m) => m.role === 'user' && !m.isFlagged);
  return {
    position,
    step,
    tellers: step.kind === 'probe' ? new Map() : tellersOf(interview.questions, step.passed ?? [], spoken),
    directive: staysOnTopic ? stayOnTopic(position, interview) : directiveFor(step, interview, userMessage.content, told, said),
    decision: staysOnTopic ? 'The message tried to instruct the interviewer: a polite return to the question.' : step.why,
  };
}
