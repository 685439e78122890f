/**
 * A report's key themes after the researcher's decisions: the stored reviewed themes, the latest run's suggestions and
 * the report's included dialogs, put together by `reviewThemes`. Every reader of the themes (the page, the report
 * JSON, the review's own answers) goes through `themeReviewOf`, so they all state the same membership.
 */
import { eq, inArray } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import { BUILTIN_MODEL } from '~/ai/models';

import { includedDialogIds } from '../reports/report-dialogs.server';
import type { Report } from '../reports/reports.server';
import { themeCountText } from './count-text';
import { storedThemes } from './reviewed-themes.server';
import { suggestedThemes } from './suggested-themes.server';
import { memberCounts, type ReviewedTheme, reviewThemes, type Suggestion, type ThemeReview } from './theme-matching';

/** The review with the included dialogs and the model whose run made the suggestions. */
export type ReportThemeReview = ThemeReview & { included: string[]; model: string; suggestions: Suggestion[] };

/**
 * `known`: the included dialogs and suggestions read a moment ago for the same report (a review action reads them
 * before it writes; it changes neither), so the review after it reads only the stored decisions again.
 */
export function themeReviewOf(report: Report, known?: Pick<ReportThemeReview, 'included' | 'suggestions'>): ReportThemeReview {
  const included = known?.included ?? includedDialogIds(report);
  const suggestions = known?.suggestions ?? suggestedThemes(report.id);
  return {
    ...reviewThemes(storedThemes(report.id), suggestions, included),
    included,
    suggestions,
    model: suggestions.find((s) => s.model)?.model ?? BUILTIN_MODEL,
  };
}

/** The short links of these dialogs, by dialog id. */
export function shortLinksOf(dialogIds: readonly string[]): Map<string, string> {
  const shortLinks = new Map<string, string>();
  for (let i = 0; i < dialogIds.length; i += 500)
    for (const d of getDb()
      .select({ id: schema.dialogs.id, shortLink: schema.dialogs.shortLink })
      .from(schema.dialogs)
      .where(inArray(schema.dialogs.id, dialogIds.slice(i, i + 500)))
      .all())
      shortLinks.set(d.id, d.shortLink);
  return shortLinks;
}

/** The short links and passage texts of the members, read back from the messages. */
export function memberDetails(themes: readonly ReviewedTheme[]): { shortLinks: Map<string, string>; texts: Map<string, string> } {
  const shortLinks = shortLinksOf([...new Set(themes.flatMap((t) => t.members.map((m) => m.dialogId)))]);
  const messageIds = [...new Set(themes.flatMap((t) => t.members.flatMap((m) => (m.passage ? [m.passage.messageId] : []))))];
  const contents = new Map<string, string>();
  const db = getDb();
  for (let i = 0; i < messageIds.length; i += 500)
    for (const m of db
      .select({ id: schema.messages.id, content: schema.messages.content })
      .from(schema.messages)
      .where(inArray(schema.messages.id, messageIds.slice(i, i + 500)))
      .all())
      contents.set(m.id, m.content);
  const texts = new Map<string, string>();
  for (const t of themes)
    for (const m of t.members)
      if (m.passage)
        texts.set(
          `${m.passage.messageId}:${m.passage.start}:${m.passage.end}`,
          (contents.get(m.passage.messageId) ?? '').slice(m.passage.start, m.passage.end),
        );
  return { shortLinks, texts };
}

/** One message's dialog, role and text, for checking a passage the researcher adds. */
export function messageForPassage(messageId: string) {
  return getDb()
    .select({ id: schema.messages.id, dialogId: schema.messages.dialogId, role: schema.messages.role, content: schema.messages.content })
    .from(schema.messages)
    .where(eq(schema.messages.id, messageId))
    .get();
}

/** What the report JSON and the review's answers say of a theme's review: its members, counts and agreement. */
export function themeReviewJson(theme: ReviewedTheme, model: string, details = memberDetails([theme])) {
  const { dialogIds, confirmedDialogIds } = memberCounts(theme);
  return {
    id: theme.id,
    name: theme.name,
    description: theme.description,
    reviewed: theme.reviewed,
    dialog_ids: dialogIds,
    dialog_count: dialogIds.length,
    confirmed_dialog_ids: confirmedDialogIds,
    confirmed_count: confirmedDialogIds.length,
    count_text: themeCountText({
      dialogCount: dialogIds.length,
      confirmedCount: confirmedDialogIds.length,
      reviewed: theme.reviewed,
      model,
    }),
    members: theme.members.map((m) => ({
      dialog_id: m.dialogId,
      short_link: details.shortLinks.get(m.dialogId) ?? null,
      origin: m.origin,
      confirmed: m.confirmed,
      new_since_review: m.newSinceReview,
      passage: m.passage
        ? {
            message_id: m.passage.messageId,
            start: m.passage.start,
            end: m.passage.end,
            block_id: m.passage.blockId,
            text: details.texts.get(`${m.passage.messageId}:${m.passage.start}:${m.passage.end}`) ?? '',
          }
        : null,
    })),
    agreement: theme.agreement,
  };
}
