/** The forms of the blind coding page and the coders' comparison page, as their posts and addresses send them. */
import { z } from 'zod';

const id = z.string().trim().min(1).max(64);
const ids = z.array(id).max(500);
const page = z.coerce.number().int().min(1).max(100_000).catch(1);

/** One dialog's decisions: the themes the form showed (`theme`, repeated) and those ticked (`member`, repeated). */
export const blindSaveForm = z.object({
  intent: z.literal('blind-save'),
  dialogId: id,
  theme: ids.min(1),
  member: ids,
});

/** A disagreement settled: the review's decision on the dialog for the theme, and the pair of coders to return to. */
export const settleForm = z.object({
  intent: z.literal('settle'),
  themeId: id,
  dialogId: id,
  decision: z.enum(['in', 'out']),
  messageId: id.optional(),
  first: id,
  second: id,
});

/** A form's fields as an object, `theme` and `member` as lists, empty fields left out. */
export function formFields(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = { theme: [], member: [] };
  for (const key of new Set(form.keys())) {
    if (key === 'theme' || key === 'member') fields[key] = form.getAll(key).map(String);
    else {
      const value = String(form.get(key) ?? '');
      if (value !== '') fields[key] = value;
    }
  }
  return fields;
}

/** `?page=` of the blind page. */
export const blindPageQuery = z.object({ page });

/** `?first=&second=` of the coders page: a coder key each (`review` or a blind coder's user id). */
export const pairQuery = z.object({ first: id.optional().catch(undefined), second: id.optional().catch(undefined) });

/** The addresses of the two pages. */
export const blindPath = (interviewId: string, reportId: string) =>
  `/interview/setup/${interviewId}/analysis/reports/${encodeURIComponent(reportId)}/blind`;
export const codersPath = (interviewId: string, reportId: string, pair?: readonly [string, string]) =>
  `/interview/setup/${interviewId}/analysis/reports/${encodeURIComponent(reportId)}/coders${
    pair ? `?first=${encodeURIComponent(pair[0])}&second=${encodeURIComponent(pair[1])}` : ''
  }`;
