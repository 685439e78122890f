import { z } from 'zod';

export const MAX_RETENTION_DAYS = 3650;
const message = `Retention period must be a whole number of days from 1 to ${MAX_RETENTION_DAYS}, or empty to keep dialogs`;

/**
 * The Setup form's `retentionDays`: empty turns the retention period off (null); a form without the field (an older
 * page) keeps what is stored (undefined).
 */
export const retentionDaysField = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (value === '') return null;
    const days = Number(value);
    if (!Number.isInteger(days) || days < 1 || days > MAX_RETENTION_DAYS) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return days;
  });
