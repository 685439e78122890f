import { z } from 'zod';

export const personaSchema = z.object({
  name: z.string().trim().min(1, 'Persona name is required').max(120, 'Persona name must be at most 120 characters'),
  description: z.string().trim().min(1, 'Persona description is required').max(4000, 'Persona description must be at most 4000 characters'),
  respondentCount: z.coerce
    .number({ message: 'Respondent count must be a whole number from 1 to 100' })
    .int('Respondent count must be a whole number from 1 to 100')
    .min(1, 'Respondent count must be a whole number from 1 to 100')
    .max(100, 'Respondent count must be a whole number from 1 to 100'),
});

export const personaDialogSchema = z.object({
  bio: z.string().trim().min(1, 'Respondent bio is required').max(4000, 'The bio must be at most 4000 characters'),
  messagesCount: z.coerce
    .number({ message: 'Messages count must be a whole number from 1 to 20' })
    .int('Messages count must be a whole number from 1 to 20')
    .min(1, 'Messages count must be a whole number from 1 to 20')
    .max(20, 'Messages count must be a whole number from 1 to 20')
    .default(5),
  count: z.coerce
    .number({ message: 'Count of dialogs must be a whole number from 1 to 10' })
    .int('Count of dialogs must be a whole number from 1 to 10')
    .min(1, 'Count of dialogs must be a whole number from 1 to 10')
    .max(10, 'Count of dialogs must be a whole number from 1 to 10')
    .default(1),
});

/** The delete confirmation: the checkbox to delete the persona's dialogs too is sent only when it is checked. */
export const personaDeleteSchema = z.object({
  personaId: z.string().trim().min(1).max(100),
  withDialogs: z
    .string()
    .optional()
    .transform((value) => value !== undefined),
});
