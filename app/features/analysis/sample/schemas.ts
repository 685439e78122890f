import { z } from 'zod';

import { ANALYSIS_MODELS, BUILTIN_MODEL } from '~/ai/models';

import { DEFAULT_THRESHOLD, THRESHOLD_MAX, THRESHOLD_MIN } from '../reports/inclusion';
import { DEFAULT_SAMPLE_MODEL } from './sample-model';

/** The model names the sample offers: the spec's three (groq first, the default) and the built-in engine. */
export const SAMPLE_MODELS = [...ANALYSIS_MODELS, BUILTIN_MODEL] as const;
export { DEFAULT_SAMPLE_MODEL };

export const NO_REPORT = 'Please select a report first';
const BODY_MESSAGE = 'The body must be a JSON object';
const THRESHOLD_MESSAGE = 'The quality threshold must be a number from 0 to 10';

/** 0–10, kept to one decimal (the step of the control). */
export const thresholdSchema = z.coerce
  .number({ message: THRESHOLD_MESSAGE })
  .refine(Number.isFinite, { message: THRESHOLD_MESSAGE })
  .min(THRESHOLD_MIN, { message: THRESHOLD_MESSAGE })
  .max(THRESHOLD_MAX, { message: THRESHOLD_MESSAGE })
  .transform((value) => Math.round(value * 10) / 10);

const modelSchema = z.enum(SAMPLE_MODELS, { message: `The model must be one of ${SAMPLE_MODELS.join(', ')}` });

/** POST /api/analyze-dialog-sample. */
export const analyzeSampleBody = z.object(
  {
    interview_id: z.string({ message: 'interview_id is required' }).min(1, { message: 'interview_id is required' }),
    report_id: z.string().nullish(),
    threshold: thresholdSchema.default(DEFAULT_THRESHOLD),
    model: modelSchema.default(DEFAULT_SAMPLE_MODEL),
  },
  { message: BODY_MESSAGE },
);

/** GET /api/analyze-dialog-sample?interview_id=&report_id=&job_id= */
export const sampleQuery = z.object({
  interview_id: z.string({ message: 'interview_id is required' }).min(1, { message: 'interview_id is required' }),
  report_id: z.string().nullish(),
});

/** POST /api/report/{reportId}/dialog-sample-status: manual_override false hands the dialog back to its score. */
export const sampleStatusBody = z.object(
  {
    dialog_id: z.string({ message: 'dialog_id is required' }).min(1, { message: 'dialog_id is required' }),
    included: z.boolean({ message: 'included must be true or false' }),
    manual_override: z.boolean({ message: 'manual_override must be true or false' }).default(true),
  },
  { message: BODY_MESSAGE },
);

/** The page's forms. */
export const sampleFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('run'), report: z.string().min(1), threshold: thresholdSchema, model: modelSchema }),
  z.object({ intent: z.literal('stop'), report: z.string().min(1) }),
  z.object({ intent: z.literal('threshold'), report: z.string().min(1), threshold: thresholdSchema }),
  z.object({
    intent: z.literal('include'),
    report: z.string().min(1),
    dialogId: z.string().min(1),
    included: z.enum(['true', 'false', 'auto']),
  }),
  z.object({ intent: z.literal('retry'), report: z.string().min(1), dialogId: z.string().min(1) }),
  z.object({ intent: z.literal('include-generated'), report: z.string().min(1), includeGenerated: z.enum(['true', 'false']) }),
]);
