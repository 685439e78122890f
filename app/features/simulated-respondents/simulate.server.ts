import type { Interview } from '@db/schema';
import { answerAsPersona, type PersonaBrief } from '~/ai/persona.server';
import { takeTurn } from '~/features/ai-interviewer/turn.server';
import { type Dialog, endDialog, loadTranscript } from '~/features/dialogs/dialogs.server';

/** A generated dialog stops here at the latest, even if the interview has not closed. */
export const MAX_SIMULATED_ANSWERS = 40;

/**
 * The AI, playing the persona, answers the real interviewer until the interview closes or `maxAnswers` is reached;
 * either way the dialog then ends (completed). Every message is stored as it happens, so a stop leaves what was said
 * and a cancelled or failed generation leaves the dialog open.
 */
export async function simulateDialog(input: {
  interview: Interview;
  dialog: Dialog;
  persona: PersonaBrief;
  respondentIndex: number;
  maxAnswers?: number;
  signal: AbortSignal;
  extraInstructions?: string;
}): Promise<void> {
  const limit = Math.min(input.maxAnswers ?? MAX_SIMULATED_ANSWERS, MAX_SIMULATED_ANSWERS);
  for (let answers = 0; answers < limit; answers++) {
    input.signal.throwIfAborted();
    const transcript = loadTranscript(input.dialog, input.interview).map((m) => ({ role: m.role, content: m.content }));
    const content = await answerAsPersona({
      persona: input.persona,
      respondentIndex: input.respondentIndex,
      model: input.interview.interviewerLlm,
      language: input.interview.language,
      transcript,
      interviewId: input.interview.id,
      signal: input.signal,
      extraInstructions: input.extraInstructions,
    });
    input.signal.throwIfAborted();
    const turn = await takeTurn({ dialogId: input.dialog.id, content, clientId: `simulated-${answers}`, signal: input.signal });
    if (turn.isLastMessage) return;
  }
  endDialog(input.dialog);
}
