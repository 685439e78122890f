import { z } from 'zod';

import { ANALYSIS_MODELS, BUILTIN_MODEL } from '~/ai/models';

/** The model names analysis offers: the spec's three and the built-in engine. */
export const CODING_MODELS = [...ANALYSIS_MODELS, BUILTIN_MODEL] as const;

export const NO_REPORT_RETRY = 'No report selected. Cannot retry analysis.';
export const NO_REPORT_CITATION = 'No report selected. Cannot update citation status.';
export const UPDATE_ANSWER_FAILED = 'Failed to update answer';
export const BLOCK_TITLE_MAX = 200;
export const BLOCK_DESCRIPTION_MAX = 2000;
export const ANSWER_MAX = 10_000;

const BODY = 'The body must be a JSON object';
const id = (name: string) =>
  z
    .string({ message: `${name} is required` })
    .trim()
    .min(1, { message: `${name} is required` })
    .max(100);
const model = z.enum(CODING_MODELS, { message: `The model must be one of ${CODING_MODELS.join(', ')}` });
const optionalReport = z.string().trim().max(100).nullish();

/** POST /api/do-answer-analysis. */
export const answerAnalysisBody = z.object(
  { interviewId: id('interviewId'), reportId: optionalReport, model: model.optional() },
  { message: BODY },
);

/** POST /api/do-answer. */
export const doAnswerBody = z.object(
  { dialogId: id('dialogId'), interviewId: id('interviewId'), reportId: optionalReport, model: model.optional() },
  { message: BODY },
);

/** POST /api/do-coding: the dialog by its id or its short link ('Dialog # x' accepted). */
export const doCodingBody = z
  .object(
    {
      interviewId: id('interviewId'),
      reportId: optionalReport,
      model: model.optional(),
      shortLink: z.string().trim().max(100).optional(),
      dialogId: z.string().trim().max(100).optional(),
    },
    { message: BODY },
  )
  .refine((b) => Boolean(b.dialogId || b.shortLink), { message: 'shortLink or dialogId is required' });

/** POST /api/report/{reportId}/update-answer. */
export const updateAnswerBody = z.object(
  {
    dialogId: id('dialogId'),
    blockId: id('blockId'),
    newAnswer: z
      .string({ message: UPDATE_ANSWER_FAILED })
      .trim()
      .min(1, { message: `${UPDATE_ANSWER_FAILED}: the answer is blank` })
      .max(ANSWER_MAX, { message: `${UPDATE_ANSWER_FAILED}: the answer is too long` }),
  },
  { message: BODY },
);

/** POST /api/report/{reportId}/citation-active. */
export const citationActiveBody = z.object(
  {
    dialogId: id('dialogId'),
    topic: z.string().trim().min(1, { message: 'topic is required' }).max(300),
    citation: z.string().trim().min(1, { message: 'citation is required' }).max(5000),
    active: z.boolean({ message: 'active must be true or false' }),
  },
  { message: BODY },
);

const blockFields = {
  title: z.string().trim().min(1, { message: 'A coding block needs a title' }).max(BLOCK_TITLE_MAX),
  description: z.string().trim().max(BLOCK_DESCRIPTION_MAX).default(''),
};

/** The page's form posts (intents of this part). */
export const codingFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('coding-run'), model }),
  z.object({ intent: z.literal('coding-stop') }),
  z.object({ intent: z.literal('coding-refresh'), dialogId: id('dialogId') }),
  z.object({ intent: z.literal('coding-retry-failed') }),
  z.object({
    intent: z.literal('coding-block-update'),
    blockId: id('blockId'),
    ...blockFields,
    active: z.enum(['on', 'true', 'false']).optional(),
  }),
  z.object({ intent: z.literal('coding-block-add'), ...blockFields }),
  z.object({ intent: z.literal('coding-block-delete'), blockId: id('blockId') }),
  z.object({ intent: z.literal('coding-block-move'), blockId: id('blockId'), direction: z.enum(['up', 'down']) }),
  z.object({
    intent: z.literal('coding-answer-edit'),
    dialogId: id('dialogId'),
    blockId: id('blockId'),
    answer: updateAnswerBody.shape.newAnswer,
  }),
  z.object({ intent: z.literal('citation-vote'), citationId: id('citationId'), vote: z.enum(['accepted', 'rejected', '']) }),
  // The researcher's work from an earlier run, let go of.
  z.object({ intent: z.literal('coding-answer-discard'), dialogId: id('dialogId'), blockId: id('blockId') }),
  z.object({
    intent: z.literal('quote-vote-forget'),
    messageId: id('messageId'),
    start: z.coerce.number().int().min(0),
    end: z.coerce.number().int().min(0),
  }),
]);

/** The element of the page a plain form post returns to, as `#id`: an id as the page writes them, nothing else. */
const anchorSchema = z.string().regex(/^[a-z][\w-]{0,199}$/i);
export function returnAnchor(form: FormData): string {
  const parsed = anchorSchema.safeParse(form.get('anchor'));
  return parsed.success ? `#${parsed.data}` : '';
}
