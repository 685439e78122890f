import { z } from 'zod';

import { TEAM_ROLES } from '@db/schema';
import { MIN_PASSWORD_LENGTH } from '~/features/auth/password.server';
import { emailSchema } from '~/features/auth/users.server';

const role = z.enum(TEAM_ROLES, { message: 'Choose a role: admin, researcher or viewer.' });
const id = z.string().trim().min(1, 'Nothing was chosen.').max(100);

/** The Team page's forms, told apart by `intent`. */
export const teamActionSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('invite'), email: z.string().max(320).pipe(emailSchema), role }),
    z.object({ intent: z.literal('role'), memberId: id, role }),
    z.object({ intent: z.literal('remove'), memberId: id }),
    z.object({ intent: z.literal('reset'), memberId: id }),
    z.object({ intent: z.literal('revoke'), invitationId: id }),
  ],
  { message: 'Nothing was changed: the form was not one of this page’s.' },
);

export type TeamAction = z.infer<typeof teamActionSchema>;

/** The password an invitation or reset link asks for. */
export const linkPasswordSchema = z.object({
  password: z
    .string({ message: 'Enter a password.' })
    .min(MIN_PASSWORD_LENGTH, `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`)
    .max(1000, 'The password must be at most 1,000 characters long.'),
});
