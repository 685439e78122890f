/**
 * The theme review on the AI Analysis page: what the Key Topics section needs beside the themes (which members are
 * simulated respondents, a passage brought from a transcript), and its form posts, each read into one action of
 * `updateThemes`, the function the JSON API calls too.
 */
import { redirect } from '@remix-run/node';
import { inArray } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import type { Interview } from '@db/schema';
import { ValidationFailed } from '~/lib/errors';
import { HTTP_STATUS } from '~/lib/http-status';

import { answerPost } from '../coding/coding-page.server';
import { respondentMessages } from '../evidence/evidence.server';
import { includedDialogIds } from '../reports/report-dialogs.server';
import type { Report } from '../reports/reports.server';
import { coderAgreementSummary } from '../theme-review/coder-comparison.server';
import { type ThemeAction, updateThemesBody } from '../theme-review/schemas';
import { messageForPassage, themeReviewOf } from '../theme-review/theme-review.server';
import { updateThemes } from '../theme-review/update-themes.server';
import { isThemeIntent, themeAnchor, type ThemeForm, themeFormFields, themeFormSchema } from './theme-forms';

type Context = { interview: Interview; report: Report; userId?: string; request?: Request };

/** The dialogs of `dialogIds` that are simulated respondents (persona dialogs), to mark them as such. */
export function generatedDialogIds(dialogIds: readonly string[]): string[] {
  const generated: string[] = [];
  const unique = [...new Set(dialogIds)];
  for (let i = 0; i < unique.length; i += 500)
    for (const d of getDb()
      .select({ id: schema.dialogs.id, isGenerated: schema.dialogs.isGenerated })
      .from(schema.dialogs)
      .where(inArray(schema.dialogs.id, unique.slice(i, i + 500)))
      .all())
      if (d.isGenerated) generated.push(d.id);
  return generated;
}

export type BroughtPassage = { messageId: string; start: number; end: number; text: string; shortLink: string };

/**
 * A span of a respondent's answer brought from the transcript (`?add_message=…&add_start=…&add_end=…`), to add to a
 * theme; null when the address names none, or nothing of the report's included dialogs.
 */
export function broughtPassage(report: Report, query: URLSearchParams): BroughtPassage | null {
  const messageId = query.get('add_message');
  const start = Number(query.get('add_start'));
  const end = Number(query.get('add_end'));
  if (!messageId || !Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end <= start) return null;
  const message = messageForPassage(messageId);
  if (!message || message.role !== 'user' || end > message.content.length) return null;
  if (!includedDialogIds(report).includes(message.dialogId)) return null;
  const dialog = getDb()
    .select({ shortLink: schema.dialogs.shortLink })
    .from(schema.dialogs)
    .where(inArray(schema.dialogs.id, [message.dialogId]))
    .get();
  return { messageId, start, end, text: message.content.slice(start, end), shortLink: dialog?.shortLink ?? '' };
}

/**
 * What the Key Topics section shows beside the themes: the simulated members, a passage brought to add, and the blind
 * coders' agreement with the review.
 */
export function themeReviewPageData(report: Report, memberIds: readonly string[], query: URLSearchParams) {
  return {
    generated: generatedDialogIds(memberIds),
    brought: broughtPassage(report, query),
    namedByYou: namedByResearcher(report),
    coders: coderAgreementSummary(report),
  };
}

/** The themes whose name is the researcher's (renamed, split off, created), not the engine's wording of respondents'. */
function namedByResearcher(report: Report): string[] {
  const review = themeReviewOf(report);
  const suggested = new Map(review.suggestions.map((s) => [s.id, s.name]));
  return review.themes.filter((t) => t.touched && !t.suggestionIds.some((id) => suggested.get(id) === t.name)).map((t) => t.id);
}

/**
 * A passage named by its dialog's label and its words: the first of the dialog's answers that holds the words (as
 * written, else ignoring case), and where they are in it.
 */
export function passageByWords(interview: Interview, report: Report, dialogLabel: string, words: string) {
  const shortLink = dialogLabel.replace(/^dialog\s*#?\s*/i, '').trim();
  const included = includedDialogIds(report);
  const dialog = shortLink
    ? getDb()
        .select({ id: schema.dialogs.id, shortLink: schema.dialogs.shortLink })
        .from(schema.dialogs)
        .where(inArray(schema.dialogs.shortLink, [shortLink]))
        .all()
        .find((d) => included.includes(d.id))
    : undefined;
  if (!dialog) throw new ValidationFailed(`No Dialog # ${shortLink || '…'} in this report`);
  const answers = respondentMessages(interview, [dialog.id]).get(dialog.id) ?? [];
  for (const exact of [true, false])
    for (const message of answers) {
      const at = exact ? message.content.indexOf(words) : message.content.toLowerCase().indexOf(words.toLowerCase());
      if (at >= 0) return { messageId: message.id, start: at, end: at + words.length };
    }
  throw new ValidationFailed(`The words are not in an answer of Dialog # ${dialog.shortLink}: copy them as the respondent wrote them`);
}

/** A form's fields as the action of the theme review; the first problem in words when they do not make one. */
function actionOf(form: ThemeForm, context: Context): ThemeAction | string {
  const body: Record<string, unknown> = (() => {
    switch (form.intent) {
      case 'theme-rename':
        return { action: 'rename', themeId: form.themeId, name: form.name, description: form.description ?? '' };
      case 'theme-merge':
        if (form.themeIds.filter((t) => t !== form.themeId).length === 0) return { problem: 'Choose at least one theme to merge with' };
        return { action: 'merge', themeIds: [form.themeId, ...form.themeIds], ...(form.name ? { name: form.name } : {}) };
      case 'theme-split':
        if (form.dialogIds.length === 0) return { problem: 'Choose the dialogs that go to the new theme' };
        if (!form.name) return { problem: 'Name the new theme' };
        return { action: 'split', themeId: form.themeId, dialogIds: form.dialogIds, name: form.name };
      case 'theme-move':
        if (!form.toThemeId) return { problem: 'Choose the theme to move it to' };
        return { action: 'move', themeId: form.themeId, toThemeId: form.toThemeId, dialogId: form.dialogId };
      case 'theme-remove':
        return { action: 'remove', themeId: form.themeId, dialogId: form.dialogId };
      case 'theme-confirm':
        return { action: 'confirm', themeId: form.themeId, ...(form.dialogIds.length ? { dialogIds: form.dialogIds } : {}) };
      case 'theme-add': {
        if (!form.themeId) return { problem: 'Choose the theme to add the passage to' };
        if (form.messageId && form.start !== undefined && form.end !== undefined)
          return { action: 'add', themeId: form.themeId, messageId: form.messageId, start: form.start, end: form.end };
        if (!form.dialog || !form.passage) return { problem: 'Give the dialog and the words of the passage' };
        return { action: 'add', themeId: form.themeId, ...passageByWords(context.interview, context.report, form.dialog, form.passage) };
      }
      case 'theme-new':
        return { action: 'new', name: form.name };
      case 'theme-reviewed':
        return { action: 'reviewed', themeId: form.themeId };
    }
  })();
  if (typeof body.problem === 'string') return body.problem;
  const parsed = updateThemesBody.safeParse(body);
  return parsed.success ? parsed.data : parsed.error.issues[0]!.message;
}

/**
 * The theme review's form posts; null when the intent is not one of them. A plain post returns to the page at the
 * theme it changed (or made), opened; a refused one answers with its message beside the theme's forms.
 */
export function themeReviewPageAction(intent: string, form: FormData, context: Context): Response | null {
  if (!isThemeIntent(intent)) return null;
  const themeId = String(form.get('themeId') ?? '') || null;
  const refuse = (error: string, status: number = HTTP_STATUS.badRequest) => Response.json({ intent, error, themeId }, { status });
  const parsed = themeFormSchema.safeParse(themeFormFields(form));
  if (!parsed.success) return refuse('The form was not complete: reload the page and try again');
  try {
    const action = actionOf(parsed.data, context);
    if (typeof action === 'string') return refuse(action);
    const result = updateThemes(context, action);
    form.set('anchor', themeAnchor(result.theme_id));
    // A passage brought from elsewhere is added: back to the page without it (the address named it).
    if (intent === 'theme-add' && form.get('js') !== '1')
      return redirect(
        `/interview/setup/${context.interview.id}/analysis/ai?report=${encodeURIComponent(context.report.id)}#${themeAnchor(result.theme_id)}`,
      );
    return answerPost(form, context, { ok: true, themeId: result.theme_id });
  } catch (error) {
    if (error instanceof ValidationFailed) return refuse(error.message);
    throw error;
  }
}

/** The report's themes to add a passage to (Vector Search's "Add to theme"), in the page's order. */
export function themeChoices(report: Report): { id: string; name: string }[] {
  return themeReviewOf(report).themes.map((t) => ({ id: t.id, name: t.name }));
}
