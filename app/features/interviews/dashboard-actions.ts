import { z } from 'zod';

import { MAX_TITLE_LENGTH } from './titles';

/** Every write the dashboard makes, one shape per intent. */
export const dashboardActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('create-manual') }),
  z.object({
    intent: z.literal('rename'),
    id: z.string().min(1),
    title: z.string().trim().min(1, 'Title cannot be empty').max(MAX_TITLE_LENGTH, `Title must be at most ${MAX_TITLE_LENGTH} characters`),
  }),
  z.object({ intent: z.literal('copy'), id: z.string().min(1) }),
  z.object({ intent: z.literal('delete'), id: z.string().min(1) }),
]);

export type DashboardAction = z.infer<typeof dashboardActionSchema>;
