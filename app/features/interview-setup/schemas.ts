import { z } from 'zod';

import { BUILTIN_MODEL, INTERVIEWER_MODELS } from '~/ai/models';
import { PII_REDACTION_CHOICES } from '~/ai/privacy/redaction-choices';
import { consentSettingsShape } from '~/features/consent/consent-settings-schema';
import { TEMPLATE_VARIABLES } from '~/features/interviews/defaults';
import { retentionDaysField } from '~/features/retention/retention-field';
import { INTERVIEW_LANGUAGES } from '~/lib/languages';

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null);

// A checkbox: sent as "on" when ticked, absent when not.
const checkbox = (label: string) =>
  z
    .literal('on', { message: `${label}: tick the box or leave it empty` })
    .optional()
    .transform((value) => value === 'on');

/** Unknown {variables} in a prompt template, in order of first use. */
export function unknownTemplateVariables(template: string): string[] {
  const used = [...template.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((match) => match[1]!);
  return [...new Set(used.filter((name) => !(TEMPLATE_VARIABLES as readonly string[]).includes(name)))];
}

export const settingsSchema = z.object({
  method: z.enum(['chat', 'audio', 'video_call'], { message: 'Method: choose chat or audio' }).refine((m) => m !== 'video_call', {
    message: 'Method: video calls are coming soon; choose chat or audio',
  }),
  language: z.enum(INTERVIEW_LANGUAGES, { message: 'Language: choose a language from the list' }),
  interviewerLlm: z.enum([BUILTIN_MODEL, ...INTERVIEWER_MODELS], { message: 'Interviewer model: choose a model from the list' }),
  kMessages: z.coerce
    .number({ message: 'K messages must be a whole number from 1 to 10' })
    .int('K messages must be a whole number from 1 to 10')
    .min(1, 'K messages must be a whole number from 1 to 10')
    .max(10, 'K messages must be a whole number from 1 to 10'),
  aiDailyCallBudget: z.coerce
    .number({ message: 'Daily AI call budget must be a whole number from 0 to 1,000,000' })
    .int('Daily AI call budget must be a whole number from 0 to 1,000,000')
    .min(0, 'Daily AI call budget must be a whole number from 0 to 1,000,000')
    .max(1_000_000, 'Daily AI call budget must be a whole number from 0 to 1,000,000')
    // A form without the field (an older page) keeps the stored budget.
    .optional(),
  audioInputEngine: z.enum(['whisper', 'eleven-labs'], { message: 'Audio input engine: choose whisper or eleven-labs' }),
  // A checkbox: sent as "on" when ticked, absent when not.
  allowBrowserDictation: z
    .literal('on', { message: 'Browser dictation: tick the box or leave it empty' })
    .optional()
    .transform((value) => value === 'on'),
  asksMemberCheck: checkbox('Summary at the end'),
  asksVerdict: checkbox('Verdict questions'),
  ...consentSettingsShape,
  // A form without the field (an older page) keeps the stored choice.
  piiRedaction: z.enum(PII_REDACTION_CHOICES, { message: 'De-identification: choose off, before AI or everywhere' }).optional(),
  retentionDays: retentionDaysField,
  goal: optionalText('Goal', 4000),
  generalPrompt: optionalText('General prompt', 8000),
  // Facts to learn about each respondent, one per line. A form without the field (an older page) keeps what is stored.
  requiredInfo: z
    .string()
    .trim()
    .max(8000, 'Required info must be at most 8000 characters')
    .transform((value) => (value === '' ? null : value.replace(/\r\n?/g, '\n')))
    .optional(),
  previewTitle: optionalText('Background title', 200),
  previewSubtitle: optionalText('Background subtitle', 300),
  initialMessage: optionalText('Initial phrase', 2000),
  interviewerPrompt: optionalText('Interviewer prompt', 20000).superRefine((template, ctx) => {
    const unknown = template ? unknownTemplateVariables(template) : [];
    if (unknown.length) {
      ctx.addIssue({
        code: 'custom',
        message: `Interviewer prompt: unknown variable ${unknown.map((v) => `{${v}}`).join(', ')}. Allowed: ${TEMPLATE_VARIABLES.map((v) => `{${v}}`).join(', ')}`,
      });
    }
  }),
});
export type SetupSettings = z.infer<typeof settingsSchema>;

export const questionFieldsSchema = z.object({
  title: z.string().trim().min(1, 'Question title is required').max(200, 'Question title must be at most 200 characters'),
  description: z
    .string()
    .trim()
    .min(1, 'Question description is required')
    .max(2000, 'Question description must be at most 2000 characters'),
});

export const MAX_QUESTIONS = 50;

export const questionListSchema = z
  .array(questionFieldsSchema.extend({ id: z.string().min(1).max(64) }))
  .max(MAX_QUESTIONS, `An interview can have at most ${MAX_QUESTIONS} questions`)
  .refine((list) => new Set(list.map((q) => q.id)).size === list.length, { message: 'Question ids must be unique' });
