import { z } from 'zod';

/** Every write the dashboard makes, one shape per intent. */
export const dashboardActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('create-manual') }),
  z.object({
    intent: z.literal('rename'),
    id: z.string().min(1),
    title: z.string().trim().min(1, 'Title cannot be empty').max(200, 'Title must be at most 200 characters'),
  }),
  z.object({ intent: z.literal('copy'), id: z.string().min(1) }),
  z.object({ intent: z.literal('delete'), id: z.string().min(1) }),
]);

export type DashboardAction = z.infer<typeof dashboardActionSchema>;
