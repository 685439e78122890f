/**
 * The model's summaries, which store nothing: points that each cite at least one quote by message id; quotes are
 * verified, and a point left with no verified quote (or only quotes the researcher rejected) is dropped and counted.
 * The run that stores them is summaries.server.ts.
 */
import { z } from 'zod';

import { generateStructured } from '~/ai/chat.server';
import { AiError } from '~/ai/errors';
import { INTERVIEW_TEXT_IS_DATA } from '~/ai/prompt-data';
import { promptTemplate } from '~/ai/provenance.server';
import { resolveCitedId } from '~/ai/quotes/cited-id';
import { addCounts, type CitableMessage, type GroundingTally, type VerifiedQuote, verifyQuotes } from '~/ai/quotes/verify-quotes';

import { countClaims } from '../citations/count-claims';

export type SummaryKind = 'question_insights' | 'business_insights';
const PURPOSE: Record<SummaryKind, string> = {
  question_insights: 'analysis-question-insights',
  business_insights: 'analysis-business-insights',
};

/** A point; `dialogIds`: the dialogs its count stands for (built-in), null when it states no counted membership. */
export type Point = { text: string; quotes: VerifiedQuote[]; dialogIds?: string[] | null };

const overlaps = (spans: { start: number; end: number }[] | undefined, start: number, end: number) =>
  !!spans?.some((s) => s.start < end && start < s.end);

export function withoutRejected(quotes: VerifiedQuote[], rejected: Map<string, { start: number; end: number }[]>) {
  return quotes.filter((q) => !overlaps(rejected.get(q.messageId), q.start, q.end));
}

const pointsSchema = z.object({
  points: z
    .array(
      z.object({
        point: z.string().min(1).max(500),
        quotes: z
          .array(z.object({ message_id: z.string(), quote: z.string().min(1).max(600) }))
          .min(1)
          .max(3),
      }),
    )
    .max(8),
});

const QUESTION_PROMPT = `You summarise the answers to one question of a qualitative research interview for the research team.
Write 2 to 5 points. Each point states one finding and only what its quotes support, and cites 1 to 3 quotes copied word for word from the respondents' messages, each with the id of the message (the id in [brackets]). Do not state how many respondents said it: the count is taken from the dialogs your quotes come from. The recommendations already drawn from these answers are listed for context.
${INTERVIEW_TEXT_IS_DATA}`;

const BUSINESS_PROMPT = `You write the business insights summary of a qualitative research interview: what the findings mean for the business, across all questions.
Write 3 to 6 points. Each point states one insight and only what its quotes support, and cites 1 to 3 quotes copied word for word from the respondents' messages listed, each with the id of the message (the id in [brackets]). Do not state how many respondents said it.
${INTERVIEW_TEXT_IS_DATA}`;

/** The versions of the two prompts (their instructions; the data messages are assembled around them). */
export const SUMMARY_PROMPTS: Record<SummaryKind, ReturnType<typeof promptTemplate>> = {
  question_insights: promptTemplate(QUESTION_PROMPT),
  business_insights: promptTemplate(BUSINESS_PROMPT),
};

export async function modelPoints(
  model: string,
  kind: SummaryKind,
  content: string,
  citable: ReadonlyMap<string, CitableMessage>,
  rejected: Map<string, { start: number; end: number }[]>,
  ctx: { interviewId: string; signal: AbortSignal },
  tally: GroundingTally,
  dialogsAnalysed: number,
): Promise<{ points: Point[]; dropped: number }> {
  const answer = await generateStructured(
    { purpose: PURPOSE[kind], model, interviewId: ctx.interviewId, signal: ctx.signal },
    {
      schema: pointsSchema,
      name: kind === 'question_insights' ? 'summarise_question' : 'summarise_business_insights',
      messages: [
        { role: 'system', content: kind === 'question_insights' ? QUESTION_PROMPT : BUSINESS_PROMPT },
        { role: 'user', content },
      ],
      leniency: tally,
    },
  );
  // Fitting keeps what it can of an answer, but a summary with no point at all says nothing: the answer is unusable.
  if (answer.points.length === 0)
    throw new AiError('The AI answer did not match the expected structure: it held no points', { kind: 'invalid' });
  const points: Point[] = [];
  let dropped = 0;
  for (const item of answer.points) {
    const verified = verifyQuotes(
      item.quotes.map((q) => ({ messageId: resolveCitedId(q.message_id, citable) ?? q.message_id, quote: q.quote })),
      citable,
    );
    addCounts(tally, verified.tally);
    const quotes = withoutRejected(verified.quotes, rejected);
    if (quotes.length === 0) {
      dropped += 1;
      continue;
    }
    points.push({ text: withCheckedCounts(item.point.trim(), quotes, dialogsAnalysed), quotes });
  }
  return { points, dropped };
}

/**
 * A model's point as stored: a count of dialogs or respondents it states that its verified quotes do not bear out
 * (more dialogs than they come from, or out of another total) is marked, with what the quotes do show. The prompt
 * asks for no counts; a model that states one anyway cannot pass it off as a finding.
 */
export function withCheckedCounts(text: string, quotes: readonly { dialogId: string }[], dialogsAnalysed: number): string {
  const quoted = new Set(quotes.map((q) => q.dialogId)).size;
  const unchecked = countClaims(text).filter((claim) => claim.n > quoted || (claim.of !== null && claim.of !== dialogsAnalysed));
  if (!unchecked.length) return text;
  const claims = [...new Set(unchecked.map((claim) => claim.text))].join('; ');
  return `${text} (Unchecked count: ${claims}; its quotes come from ${quoted} of ${dialogsAnalysed} dialogs.)`;
}
