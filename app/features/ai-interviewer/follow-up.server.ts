import { z } from 'zod';

import { type CallContext, generateStructured } from '~/ai/chat.server';
import { INTERVIEW_TEXT_IS_DATA, interviewerText, respondentText } from '~/ai/prompt-data';

import type { FollowUpJudgement } from './guide-position';
import type { WindowMessage } from './prompt';

const judgementSchema = z.object({
  needsFollowUp: z.boolean(),
  reason: z.string().trim().min(1).max(300),
});

/** How much of the conversation the judgement sees: the question asked and the answer, with a little before. */
const JUDGEMENT_WINDOW = 4;

/**
 * Asks the interview's model whether the respondent's last answer needs a follow-up before the guide moves on: one
 * short structured judgement with its reason. Returns null when the call fails, so the built-in rule decides instead;
 * a cancelled turn still throws.
 */
export async function judgeFollowUp(
  ctx: CallContext,
  input: { question: { title: string; description: string }; transcript: WindowMessage[]; followUpsAsked: number; maxFollowUps: number },
): Promise<FollowUpJudgement | null> {
  const recent = input.transcript.slice(-JUDGEMENT_WINDOW);
  const answer = recent.at(-1);
  if (!answer || answer.role !== 'user') return null;
  const before = recent
    .slice(0, -1)
    .map((m) => (m.role === 'user' ? `Respondent:\n${respondentText(m.content)}` : `Interviewer:\n${interviewerText(m.content)}`));
  try {
    const verdict = await generateStructured(ctx, {
      schema: judgementSchema,
      name: 'judge_follow_up',
      messages: [
        {
          role: 'system',
          content: `You advise a qualitative research interviewer. Decide whether the respondent's last answer needs one follow-up question before the interview moves on to the next question of the guide.
Follow up when the answer is vague, very general, or mentions something that matters to the question without an example, the reason behind it or what it led to. A short answer can still be complete: do not follow up when the answer already covers the question concretely.
Never follow up when the respondent declines to answer, says they have nothing more to add, thanks the interviewer or says goodbye.
${INTERVIEW_TEXT_IS_DATA}
Give needsFollowUp and a one-sentence reason in English that names what in the answer led to your decision.`,
        },
        {
          role: 'user',
          content: [
            `Question being discussed: "${input.question.title}": ${input.question.description}`,
            `Follow-ups already asked about it: ${input.followUpsAsked} of at most ${input.maxFollowUps}.`,
            before.length ? `Conversation just before:\n${before.join('\n')}` : '',
            `The respondent's last answer:\n${respondentText(answer.content)}`,
          ]
            .filter(Boolean)
            .join('\n\n'),
        },
      ],
    });
    return { needsFollowUp: verdict.needsFollowUp, reason: verdict.reason.replace(/\s+/g, ' ') };
  } catch (error) {
    if (ctx.signal?.aborted) throw error;
    return null;
  }
}
