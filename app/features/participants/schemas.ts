import { z } from 'zod';

export const pageSchema = z.coerce.number().int().min(1).max(1_000_000).catch(1);

export const participantActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('delete'), dialogId: z.string().trim().min(1).max(100), page: pageSchema }),
  z.object({ intent: z.literal('delete-unanswered'), page: pageSchema }),
  // The checked rows of one page (at most 50); a few more are allowed for a page that grew while it was open.
  z.object({
    intent: z.literal('delete-selected'),
    dialogIds: z.array(z.string().trim().min(1).max(100)).min(1).max(100),
    page: pageSchema,
  }),
  // Taking the checked rows out of the monthly quota count, or counting them again: nothing else changes.
  z.object({
    intent: z.enum(['uncount-selected', 'count-selected']),
    dialogIds: z.array(z.string().trim().min(1).max(100)).min(1).max(100),
    page: pageSchema,
  }),
]);

/** The form's fields, with the repeated `dialogId` of a multiple selection as a list. */
export const participantActionInput = (form: FormData) => ({ ...Object.fromEntries(form), dialogIds: form.getAll('dialogId') });

export const NOTHING_SELECTED = 'Select the dialogs to delete first.';

export const NOTHING_SELECTED_FOR_QUOTA = 'Select the dialogs to count or not count first.';

export const QUOTA_CHANGE_FAILED = 'Failed to change which dialogs count towards your quota. Please try again.';

export const DELETE_FAILED = 'Failed to delete response. Please try again or contact support if the issue persists.';
