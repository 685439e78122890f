import { z } from 'zod';

import { CREATE_LANGUAGES } from '~/lib/languages';

/** What the researcher gives "Create with AI". */
export const guideRequestSchema = z.object({
  goal: z.string().trim().min(1, 'Research goal is required').max(4000, 'Research goal must be at most 4000 characters'),
  description: z
    .string()
    .trim()
    .min(1, 'Interview description is required')
    .max(8000, 'Interview description must be at most 8000 characters'),
  questions: z.string().trim().max(8000, 'Potential questions must be at most 8000 characters').default(''),
  language: z.enum(CREATE_LANGUAGES, { message: 'Choose a language from the list' }).default('English'),
});
export type GuideRequest = z.infer<typeof guideRequestSchema>;

/** An interview guide, as the model must return it and as the built-in engine drafts it. */
export const guideSchema = z.object({
  title: z.string().trim().min(1).max(120),
  goal: z.string().trim().min(1).max(4000),
  generalPrompt: z.string().trim().min(1).max(8000),
  requiredInfo: z.array(z.string().trim().min(1).max(300)).max(20),
  questions: z
    .array(z.object({ title: z.string().trim().min(1).max(200), description: z.string().trim().min(1).max(2000) }))
    .min(1)
    .max(30),
});
export type Guide = z.infer<typeof guideSchema>;
