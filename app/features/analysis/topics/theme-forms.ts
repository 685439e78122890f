/**
 * The theme review's forms on the AI Analysis page: each an `intent` with its fields, read into the one action the
 * JSON API takes (`updateThemesBody`), so the page and `POST /api/report/{reportId}/update-themes` stay one thing.
 */
import { z } from 'zod';

export const THEME_INTENTS = [
  'theme-rename',
  'theme-merge',
  'theme-split',
  'theme-move',
  'theme-remove',
  'theme-confirm',
  'theme-add',
  'theme-new',
  'theme-reviewed',
] as const;
export type ThemeIntent = (typeof THEME_INTENTS)[number];

export const isThemeIntent = (intent: string): intent is ThemeIntent => (THEME_INTENTS as readonly string[]).includes(intent);

const text = (max: number) => z.string().trim().max(max);
const id = z.string().trim().min(1).max(64);
const ids = z.array(id).max(5000);
const offset = z.coerce.number().int().min(0);

/**
 * A form's fields as the page sends them: lists are repeated fields (checkboxes, hidden inputs). "Add a passage"
 * names the passage either by its message and span (from the transcript's selection or Vector Search) or by the
 * dialog's label and the words as written, found in that dialog's answers on the server.
 */
export const themeFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('theme-rename'), themeId: id, name: text(400), description: text(4000).optional() }),
  z.object({ intent: z.literal('theme-merge'), themeId: id, themeIds: ids, name: text(400).optional() }),
  z.object({ intent: z.literal('theme-split'), themeId: id, dialogIds: ids, name: text(400) }),
  z.object({ intent: z.literal('theme-move'), themeId: id, toThemeId: text(64), dialogId: id }),
  z.object({ intent: z.literal('theme-remove'), themeId: id, dialogId: id }),
  z.object({ intent: z.literal('theme-confirm'), themeId: id, dialogIds: ids }),
  z.object({
    intent: z.literal('theme-add'),
    themeId: text(64),
    messageId: text(64).optional(),
    start: offset.optional(),
    end: offset.optional(),
    dialog: text(40).optional(),
    passage: text(4000).optional(),
  }),
  z.object({ intent: z.literal('theme-new'), name: text(400) }),
  z.object({ intent: z.literal('theme-reviewed'), themeId: id }),
]);
export type ThemeForm = z.output<typeof themeFormSchema>;

/** The form's fields as an object: the list fields as lists, empty optional fields left out. */
export function themeFormFields(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    if (key === 'themeIds' || key === 'dialogIds') fields[key] = form.getAll(key).map(String);
    else {
      const value = String(form.get(key) ?? '');
      if (value !== '' || key === 'name' || key === 'themeId' || key === 'toThemeId') fields[key] = value;
    }
  }
  if (!('dialogIds' in fields)) fields.dialogIds = [];
  if (!('themeIds' in fields)) fields.themeIds = [];
  return fields;
}

/** The anchor of a theme on the page: its review, where a form's answer returns to (opened). */
export const themeAnchor = (themeId: string) => `theme-${themeId.replace(/[^\w-]/g, '')}`;
