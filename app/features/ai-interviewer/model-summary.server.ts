import { z } from 'zod';

import type { MemberCheckPoint } from '@db/schema';
import { type CallContext, generateStructured } from '~/ai/chat.server';
import { INTERVIEW_TEXT_IS_DATA, respondentText } from '~/ai/prompt-data';
import { promptTemplate } from '~/ai/provenance.server';
import { resolveCitedId } from '~/ai/quotes/cited-id';
import { type CitableMessage, type QuoteClaim, verifyQuotes } from '~/ai/quotes/verify-quotes';

import { answersByQuestion, MAX_POINTS, type SummaryMessage, type SummaryQuestion } from './builtin-summary';

const summarySchema = z.object({
  points: z
    .array(
      z.object({
        text: z.string().trim().min(1).max(400),
        /** The guide question (1-based) the point is about, 0 for none. */
        question: z.number().int().min(0),
        quotes: z.array(z.object({ message_id: z.string().min(1).max(40), quote: z.string().min(1).max(600) })).max(4),
      }),
    )
    .max(8),
});

function systemPrompt(language: string, corrected: boolean): string {
  return `At the end of a research interview you read back to the respondent what you understood, so they can confirm or correct it.
Write 3 to 5 short points (one sentence each, at most 25 words) in ${language}, addressed to the respondent ("you"), saying only what they said: no interpretation, no advice, no counts, nothing they did not say.
Each point names the question it is about (question: its number, 0 for none) and cites 1 to 3 quotes: the id of the respondent message (message_id, e.g. "m2") and the exact words from it (quote).${
    corrected
      ? '\nThe respondent corrected the summary you read back: write it again so that it says what they meant, following their correction, which you may cite like their other messages.'
      : ''
  }
${INTERVIEW_TEXT_IS_DATA}`;
}

const ANSWERS_HEADING = "The respondent's answers, by question:";

/** The member check's prompt version: its system prompt (first and after a correction) and its message's heading. */
export const MEMBER_CHECK_PROMPT = promptTemplate(systemPrompt('{language}', false), systemPrompt('{language}', true), ANSWERS_HEADING);

export type ModelSummary = { points: MemberCheckPoint[]; droppedPoints: number };

/**
 * A model's member check: three to five short points in the interview's language, each citing the respondent's
 * messages by id with their exact words. A quote is kept only when it is found in the message it cites (the analysis's
 * grounding); a point left without a verified quote is dropped and counted, so the summary never says what the
 * respondent did not. With `correction`, the summary read back and the respondent's correction of it come too, and the
 * points are written again with the correction taken in (the correction is a message that may be cited).
 */
export async function modelSummaryPoints(
  ctx: CallContext,
  input: {
    questions: readonly SummaryQuestion[];
    messages: readonly SummaryMessage[];
    language: string;
    correction?: { offered: readonly MemberCheckPoint[]; message: SummaryMessage };
  },
): Promise<ModelSummary> {
  // Short ids in the prompt (m1, m2, …) map back to the stored messages.
  const byShortId = new Map<string, CitableMessage>();
  const cite = (message: SummaryMessage) => {
    const id = `m${byShortId.size + 1}`;
    byShortId.set(id, { id: message.id, dialogId: '', content: message.content });
    return respondentText(message.content, { id });
  };
  const blocks: string[] = [];
  for (const [index, said] of answersByQuestion(input.messages)) {
    const question = input.questions[index];
    if (question) blocks.push(`Question ${index + 1}, "${question.title}": ${question.description}\n${said.map(cite).join('\n')}`);
  }
  if (blocks.length === 0) return { points: [], droppedPoints: 0 };
  // The points read back were written from the respondent's words: they go between the same delimiters.
  const correction = input.correction
    ? `\n\nThe summary you read back:\n${input.correction.offered.map((p) => respondentText(p.text)).join('\n')}\n\nThe respondent's correction of it:\n${cite(input.correction.message)}`
    : '';

  const answer = await generateStructured(ctx, {
    schema: summarySchema,
    name: 'member_check_summary',
    messages: [
      { role: 'system', content: systemPrompt(input.language, Boolean(input.correction)) },
      { role: 'user', content: `${ANSWERS_HEADING}\n\n${blocks.join('\n\n')}${correction}` },
    ],
  });

  const points: MemberCheckPoint[] = [];
  let droppedPoints = 0;
  for (const point of answer.points) {
    if (points.length >= MAX_POINTS) break;
    const claims: QuoteClaim[] = point.quotes.flatMap((q) => {
      const id = resolveCitedId(q.message_id, byShortId);
      return id ? [{ messageId: id, quote: q.quote }] : [];
    });
    const { quotes } = verifyQuotes(claims, byShortId);
    if (quotes.length === 0) {
      droppedPoints += 1;
      continue;
    }
    const messageIds = [...new Set(quotes.map((q) => q.messageId))];
    points.push({
      text: point.text.replace(/\s+/g, ' '),
      questionIndex: point.question > 0 && input.questions[point.question - 1] ? point.question - 1 : null,
      messageIds,
    });
  }
  return { points, droppedPoints };
}
