import { z } from 'zod';

import type { Question } from '@db/schema';

import { questionFieldsSchema, questionListSchema, settingsSchema, type SetupSettings } from './schemas';

const jsonField = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Malformed list' });
        return z.NEVER;
      }
    })
    .pipe(schema);

/**
 * What the page holds and the server has not stored yet: the settings form as it is, and with scripts the question
 * editor's list when it has unsaved changes. The action bar's Save and Publish carry them.
 */
export type PageEdits = { settings?: SetupSettings; questions?: Question[]; postNumber?: number };

/** The place of a post among the page's posts in the order they were sent (scripts only; see `post-order.server.ts`). */
const postNumberField = z.coerce.number().int().positive().optional();

const pageEditsSchema = settingsSchema.extend({ questions: jsonField(questionListSchema).optional(), postNumber: postNumberField });

/** Whether a post carries the settings form (its fields that are always sent, such as the language). */
const carriesSettings = (fields: Record<string, string>) => Object.keys(settingsSchema.shape).some((name) => Object.hasOwn(fields, name));

/**
 * The page's edits a Save or Publish carries. A publish without the settings form (an older page, a script)
 * carries none and publishes what is stored.
 */
export function parsePageEdits(fields: Record<string, string>) {
  if (fields.intent === 'publish' && !carriesSettings(fields)) return { success: true as const, edits: {} as PageEdits };
  const parsed = pageEditsSchema.safeParse(fields);
  if (!parsed.success) return { success: false as const, error: parsed.error };
  const { questions, postNumber, ...settings } = parsed.data;
  return { success: true as const, edits: { settings, questions, postNumber } satisfies PageEdits };
}

/** Every write of the Setup tab except the settings form, one shape per intent. */
export const questionActionSchema = z.discriminatedUnion('intent', [
  // `reason` picks the toast: a drag or keyboard move says the order was updated.
  z.object({
    intent: z.literal('save-questions'),
    questions: jsonField(questionListSchema),
    reason: z.enum(['edit', 'order']).default('edit'),
    postNumber: postNumberField,
  }),
  z.object({ intent: z.literal('add-question'), ...questionFieldsSchema.shape }),
  z.object({ intent: z.literal('update-question'), questionId: z.string().min(1), ...questionFieldsSchema.shape }),
  z.object({ intent: z.literal('delete-question'), questionId: z.string().min(1) }),
  z.object({ intent: z.literal('move-question'), questionId: z.string().min(1), direction: z.enum(['up', 'down']) }),
]);

/** The toast each outcome shows, by key, so a redirect after a form post can carry it in the URL. */
export const TOASTS = {
  'settings-saved': 'Settings saved successfully!',
  'settings-error': 'Error saving settings. Please try again.',
  'questions-saved': 'Questions saved successfully!',
  'questions-error': 'Error saving questions. Please try again.',
  'order-saved': 'Question order updated!',
  'order-error': 'Error saving question order. Please try again.',
  published: 'Interview published',
  'publish-error': 'Failed to publish interview',
  paused: 'Interview paused',
  'pause-error': 'Failed to pause interview',
} as const;
export type ToastKey = keyof typeof TOASTS;

// Own keys only: `in` would also accept inherited names such as `__proto__` or `constructor`.
export const isToastKey = (key: string | null): key is ToastKey => key !== null && Object.hasOwn(TOASTS, key);
