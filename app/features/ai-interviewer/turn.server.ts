import { resolveModel } from '~/ai/registry.server';
import { findDialog, loadTranscript } from '~/features/dialogs/dialogs.server';
import { findInterview } from '~/features/interviews/interviews.server';

import { advance } from './guide-position';
import {
  answerMemberCheck,
  type MemberCheckTurn,
  offerMemberCheck,
  offersMemberCheck,
  pendingMemberCheck,
} from './member-check-turn.server';
import type { TurnContext, TurnInput, TurnResult } from './turn-context';
import { DialogMissing } from './turn-errors';
import { replayOrStore, replayTap } from './turn-replay.server';
import { closingWriter, writeReply } from './turn-reply.server';
import { decideStep } from './turn-step.server';

export type { TurnResult } from './turn-context';
export { DialogClosed, DialogMissing } from './turn-errors';

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

/**
 * One respondent message in, the interviewer's reply out; the message is stored first and never lost. A turn is
 * three steps: the replay (a send seen before gets its reply again; a new one is stored), the step decision (where
 * the guide goes, `turn-step.server.ts`) and the reply writing (`turn-reply.server.ts`); the member check, when it
 * waits or is due, answers instead.
 */
export function takeTurn(input: TurnInput): Promise<TurnResult> {
  return oneAtATime(input.dialogId, async () => {
    const ctx = turnContext(input);
    if (input.memberCheckTap) {
      const replayed = replayTap(ctx, input.clientId);
      if (replayed) return replayed;
      return answerMemberCheck(memberCheckTurn(ctx), { tap: input.memberCheckTap, clientId: input.clientId });
    }

    const sent = replayOrStore(ctx, input);
    if ('replayed' in sent) return sent.replayed;
    const turn = { ...ctx, history: sent.history };
    // While the summary of the member check waits, the message answers it.
    if (pendingMemberCheck(turn.dialog.id)) return answerMemberCheck(memberCheckTurn(turn), { message: sent.userMessage });

    const decision = await decideStep(turn, sent.userMessage);
    // After the last guide question and before the closing words, the interviewer reads back what it understood.
    if (offersMemberCheck(turn.interview, turn.dialog, decision.step)) {
      const next = advance(
        decision.position,
        decision.step,
        turn.interview.questions.map((q) => q.id),
        decision.tellers,
      );
      const offered = await offerMemberCheck(memberCheckTurn(turn), next, sent.userMessage.id);
      if (offered) return offered;
    }
    return writeReply(turn, decision, sent.userMessage);
  });
}

/** The dialog, its interview and engine, and the transcript so far (the history before this send). */
function turnContext(input: TurnInput): TurnContext {
  const dialog = findDialog(input.dialogId);
  const interview = dialog && findInterview(dialog.interviewId);
  if (!dialog || !interview) throw new DialogMissing('Dialog not found');
  return {
    interview,
    dialog,
    history: loadTranscript(dialog, interview),
    engine: resolveModel(interview.interviewerLlm).engine,
    k: Math.min(10, Math.max(1, interview.kMessages)),
    signal: input.signal,
    onText: input.onText,
  };
}

function memberCheckTurn(ctx: TurnContext): MemberCheckTurn {
  const { interview, dialog, history, engine, signal, onText } = ctx;
  return { interview, dialog, history, engine, signal, onText, writeClosing: closingWriter(ctx) };
}
