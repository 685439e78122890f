import { z } from 'zod';

import { ANALYSIS_MODELS, BUILTIN_MODEL } from '~/ai/models';

import { QUESTION_MAX } from './messages';

const HISTORY_MAX = 50;

export const analyticsModelSchema = z.enum([BUILTIN_MODEL, ...ANALYSIS_MODELS], { message: 'Choose a model from the list' });

const turn = z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(20_000, 'A message is too long') });

/**
 * POST /api/analytics-chat: the conversation ending with the researcher's question, and which interview (and report)
 * it is about. `model` and `stream` are this app's additions.
 */
export const analyticsChatRequestSchema = z.object({
  messages: z
    .array(turn)
    .min(1, 'Ask a question')
    .max(HISTORY_MAX, `At most ${HISTORY_MAX} messages`)
    .refine((messages) => messages.at(-1)!.role === 'user' && messages.at(-1)!.content.trim() !== '', 'The last message must be a question')
    .refine((messages) => messages.at(-1)!.content.length <= QUESTION_MAX, `A question can be at most ${QUESTION_MAX} characters`),
  interviewContext: z.object({ interviewId: z.string().min(1), reportId: z.string().min(1).optional() }),
  model: analyticsModelSchema.optional(),
  stream: z.boolean().optional(),
});

export type AnalyticsChatRequest = z.infer<typeof analyticsChatRequestSchema>;

/** The page's form without JavaScript. */
export const askFormSchema = z.object({
  intent: z.literal('ask'),
  question: z.string().trim().min(1, 'Ask a question').max(QUESTION_MAX, `A question can be at most ${QUESTION_MAX} characters`),
  model: analyticsModelSchema,
});
export const clearFormSchema = z.object({ intent: z.literal('clear') });
