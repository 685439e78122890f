import { z } from 'zod';

import { personaDialogSchema } from '~/features/simulated-respondents/schemas';

export const BIO_MAX = 4000;

export const createLinkSchema = z.object({
  intent: z.literal('create'),
  bio: z
    .string({ message: 'Respondent bio is required' })
    .trim()
    .min(1, 'Respondent bio is required')
    .max(BIO_MAX, `Respondent bio must be at most ${BIO_MAX} characters`),
});

export const deleteLinkSchema = z.object({
  intent: z.literal('delete'),
  dialogId: z.string({ message: 'Choose a link to delete' }).trim().min(1, 'Choose a link to delete'),
});

export const personaDialogsSchema = personaDialogSchema.extend({ intent: z.literal('persona-dialogs') });

export const linkActionSchema = z.discriminatedUnion('intent', [createLinkSchema, deleteLinkSchema, personaDialogsSchema], {
  message: 'Unknown action',
});

export type LinkAction = z.infer<typeof linkActionSchema>;
