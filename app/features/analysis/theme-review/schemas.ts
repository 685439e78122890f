/** The theme review's actions (`POST /api/report/{reportId}/update-themes`, and the page's forms). */
import { z } from 'zod';

export const THEME_ACTIONS = ['rename', 'merge', 'split', 'move', 'remove', 'confirm', 'add', 'new', 'reviewed'] as const;

const id = (field: string) =>
  z
    .string({ error: `${field} must be a string` })
    .trim()
    .min(1, `${field} must not be empty`)
    .max(64, `${field} is too long`);
const ids = (field: string, least: number) =>
  z
    .array(id(`each of ${field}`), { error: `${field} must be a list of ids` })
    .min(least, `${field} must name at least ${least === 1 ? 'one' : least}`)
    .max(5000, `${field} names too many`);
const name = z
  .string({ error: 'name must be a string' })
  .trim()
  .min(1, 'name must not be empty')
  .max(200, 'name is at most 200 characters');
const offset = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(0, `${field} must be 0 or more`);

export const updateThemesBody = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('rename'),
      themeId: id('themeId'),
      name,
      description: z
        .string({ error: 'description must be a string' })
        .trim()
        .max(2000, 'description is at most 2000 characters')
        .optional(),
    }),
    z.object({ action: z.literal('merge'), themeIds: ids('themeIds', 2), name: name.optional() }),
    z.object({ action: z.literal('split'), themeId: id('themeId'), dialogIds: ids('dialogIds', 1), name }),
    z.object({ action: z.literal('move'), themeId: id('themeId'), toThemeId: id('toThemeId'), dialogId: id('dialogId') }),
    z.object({ action: z.literal('remove'), themeId: id('themeId'), dialogId: id('dialogId') }),
    z.object({ action: z.literal('confirm'), themeId: id('themeId'), dialogIds: ids('dialogIds', 1).optional() }),
    z.object({ action: z.literal('add'), themeId: id('themeId'), messageId: id('messageId'), start: offset('start'), end: offset('end') }),
    z.object({ action: z.literal('new'), name }),
    z.object({ action: z.literal('reviewed'), themeId: id('themeId') }),
  ],
  { error: `action must be one of ${THEME_ACTIONS.join(', ')}` },
);

export type ThemeAction = z.output<typeof updateThemesBody>;
