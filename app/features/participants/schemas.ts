import { z } from 'zod';

export const pageSchema = z.coerce.number().int().min(1).max(1_000_000).catch(1);

export const participantActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('delete'), dialogId: z.string().trim().min(1).max(100), page: pageSchema }),
  z.object({ intent: z.literal('delete-unanswered'), page: pageSchema }),
]);

export const DELETE_FAILED = 'Failed to delete response. Please try again or contact support if the issue persists.';
