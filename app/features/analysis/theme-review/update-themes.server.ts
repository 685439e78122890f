/**
 * The researcher's decisions on the report's key themes: rename, merge, split, move, remove, confirm, add a passage,
 * a new theme, mark reviewed. One function for the JSON API and the page's forms. A theme the run suggested is stored
 * as a reviewed theme the first time it is touched (its id stays), with every member it then had as a suggested,
 * open member, so later runs can be matched to it and agreement can tell the engine's side from the researcher's.
 */
import { getDb } from '@db/index';
import type { Interview } from '@db/schema';
import { recordStep } from '~/features/audit/audit-log.server';
import { ValidationFailed } from '~/lib/errors';
import { newId } from '~/lib/ids.server';

import { activeBlocks } from '../coding/blocks.server';
import { respondentMessages } from '../evidence/evidence.server';
import type { Report } from '../reports/reports.server';
import { themeDecisionWords } from './decision-words';
import { deleteReviewedTheme, insertReviewedTheme, storedThemes, type Tx, updateReviewedTheme } from './reviewed-themes.server';
import type { ThemeAction } from './schemas';
import type { MemberStatus, Passage, ReviewedTheme, StoredMember, ThemeMember } from './theme-matching';
import { deleteMembersOf, putMember, putMembers, storedMemberOrigin } from './theme-members.server';
import { memberDetails, messageForPassage, shortLinksOf, themeReviewJson, themeReviewOf } from './theme-review.server';

export type UpdateThemesResult = {
  success: true;
  /** The theme a merge, a split or `new` leaves or makes. */
  theme_id: string;
  themes: ReturnType<typeof themeReviewJson>[];
};

const notAMember = (dialogId: string, theme: ReviewedTheme) =>
  new ValidationFailed(`Dialog ${dialogId} is not a member of the theme “${theme.name}” (${theme.id})`);

/**
 * Applies one action to the report's themes and answers with the theme(s) it changed, as they now are. `userId`: the
 * researcher who decided, for the team's audit log.
 */
export function updateThemes(context: { interview: Interview; report: Report; userId?: string }, action: ThemeAction): UpdateThemesResult {
  const { interview, report } = context;
  const before = themeReviewOf(report);
  const themes = new Map(before.themes.map((t) => [t.id, t]));
  const find = (id: string) => {
    const theme = themes.get(id);
    if (!theme) throw new ValidationFailed(`No theme ${id} in this report`);
    return theme;
  };
  const memberOf = (theme: ReviewedTheme, dialogId: string) => {
    const member = theme.members.find((m) => m.dialogId === dialogId);
    if (!member) throw notAMember(dialogId, theme);
    return member;
  };
  // Checked before the transaction, so a refused action writes nothing.
  const passage = action.action === 'add' ? addedPassage(interview, before.included, action) : null;

  const changed = getDb().transaction((tx) => {
    const row = (theme: ReviewedTheme, member: ThemeMember, status: MemberStatus, origin = member.origin) =>
      putMember(tx, { themeId: theme.id, reportId: report.id, dialogId: member.dialogId, passage: member.passage, origin, status });
    const touch = (theme: ReviewedTheme) => storeSuggestedTheme(tx, report.id, theme);
    // A member comes into a theme: confirmed; suggested when the engine had suggested it there, else added.
    const bringIn = (theme: ReviewedTheme, dialogId: string, passage: Passage | null) => {
      const there = theme.members.find((m) => m.dialogId === dialogId);
      const suggested = there?.origin === 'suggested' || (!there && storedMemberOrigin(tx, theme.id, dialogId) === 'suggested');
      putMember(tx, {
        themeId: theme.id,
        reportId: report.id,
        dialogId,
        passage: passage ?? there?.passage ?? null,
        origin: suggested ? 'suggested' : 'added',
        status: 'confirmed',
      });
    };

    switch (action.action) {
      case 'rename': {
        const theme = find(action.themeId);
        touch(theme);
        updateReviewedTheme(tx, theme.id, {
          name: action.name,
          ...(action.description === undefined ? {} : { description: action.description || null }),
        });
        return { themeId: theme.id, ids: [theme.id] };
      }
      case 'new': {
        const id = newId();
        insertReviewedTheme(tx, { id, reportId: report.id, name: action.name, description: null, origin: 'researcher' });
        return { themeId: id, ids: [id] };
      }
      case 'reviewed': {
        const theme = find(action.themeId);
        touch(theme);
        // What is shown now is what the researcher reviewed: a member new since the last review is seen from now on.
        for (const member of theme.members) if (member.newSinceReview) row(theme, member, 'open');
        updateReviewedTheme(tx, theme.id, { reviewed: true });
        return { themeId: theme.id, ids: [theme.id] };
      }
      case 'confirm': {
        const theme = find(action.themeId);
        const chosen = action.dialogIds ? [...new Set(action.dialogIds)].map((d) => memberOf(theme, d)) : theme.members;
        touch(theme);
        for (const member of chosen) row(theme, member, 'confirmed');
        return { themeId: theme.id, ids: [theme.id] };
      }
      case 'remove': {
        const theme = find(action.themeId);
        const member = memberOf(theme, action.dialogId);
        touch(theme);
        row(theme, member, 'removed');
        return { themeId: theme.id, ids: [theme.id] };
      }
      case 'move': {
        if (action.toThemeId === action.themeId) throw new ValidationFailed('toThemeId must name another theme than themeId');
        const from = find(action.themeId);
        const to = find(action.toThemeId);
        const member = memberOf(from, action.dialogId);
        touch(from);
        touch(to);
        row(from, member, 'removed');
        bringIn(to, member.dialogId, member.passage);
        return { themeId: to.id, ids: [from.id, to.id] };
      }
      case 'split': {
        const theme = find(action.themeId);
        const chosen = [...new Set(action.dialogIds)].map((d) => memberOf(theme, d));
        if (chosen.length === theme.members.length)
          throw new ValidationFailed('dialogIds must leave at least one member in the theme (rename it instead)');
        touch(theme);
        const id = newId();
        insertReviewedTheme(tx, { id, reportId: report.id, name: action.name, description: null, origin: 'researcher' });
        for (const member of chosen) {
          row(theme, member, 'removed');
          putMember(tx, {
            themeId: id,
            reportId: report.id,
            dialogId: member.dialogId,
            passage: member.passage,
            origin: 'added',
            status: 'confirmed',
          });
        }
        return { themeId: id, ids: [theme.id, id] };
      }
      case 'merge': {
        const ids = [...new Set(action.themeIds)];
        if (ids.length < 2) throw new ValidationFailed('themeIds must name at least 2 different themes');
        const [target, ...others] = ids.map(find);
        for (const theme of [target!, ...others]) {
          touch(theme);
          for (const member of theme.members) if (member.newSinceReview) row(theme, member, 'open');
        }
        const stored = new Map(storedThemes(report.id, tx).map((t) => [t.id, t]));
        const into = new Map(stored.get(target!.id)!.members.map((m) => [m.dialogId, m]));
        const changed = new Set<string>();
        for (const other of others) {
          for (const incoming of stored.get(other.id)!.members) {
            into.set(incoming.dialogId, joinMembers(into.get(incoming.dialogId), incoming));
            changed.add(incoming.dialogId);
          }
          deleteMembersOf(tx, report.id, other.id);
          deleteReviewedTheme(tx, other.id);
        }
        putMembers(
          tx,
          [...changed].map((dialogId) => {
            const joined = into.get(dialogId)!;
            return {
              themeId: target!.id,
              reportId: report.id,
              dialogId,
              passage: storedPassage(joined),
              origin: joined.origin,
              status: joined.status,
            };
          }),
        );
        if (action.name) updateReviewedTheme(tx, target!.id, { name: action.name });
        return { themeId: target!.id, ids: [target!.id] };
      }
      case 'add': {
        const theme = find(action.themeId);
        touch(theme);
        bringIn(theme, passage!.dialogId, passage);
        return { themeId: theme.id, ids: [theme.id] };
      }
    }
  });

  const after = themeReviewOf(report, before);
  const shown = after.themes.filter((t) => changed.ids.includes(t.id));
  const details = memberDetails(shown);
  if (context.userId) {
    // The dialogs an action names were members of its theme before it. One the words name that no theme shown holds
    // now (a removed member) is read then, and only if it was a member of that theme.
    const source = 'themeId' in action && action.action !== 'add' ? themes.get(action.themeId) : undefined;
    const shortLink = (dialogId: string) =>
      details.shortLinks.get(dialogId) ??
      (source?.members.some((m) => m.dialogId === dialogId) ? shortLinksOf([dialogId]).get(dialogId) : undefined);
    const words = themeDecisionWords(action, { theme: (id) => themes.get(id)?.name ?? 'a theme', shortLink }, passage?.dialogId);
    recordStep(context.userId, { action: 'review-decision', interview, detail: `${words} (report “${report.name}”)` });
  }
  return { success: true, theme_id: changed.themeId, themes: shown.map((t) => themeReviewJson(t, after.model, details)) };
}

/**
 * A theme as the run suggested it, stored the first time it is touched (by a decision, or a blind coder's save): its
 * id becomes its stable id, its members the suggested, open rows that anchor later runs and the engine's side.
 */
export function storeSuggestedTheme(tx: Tx, reportId: string, theme: ReviewedTheme): void {
  if (theme.touched) return;
  insertReviewedTheme(tx, { id: theme.id, reportId, name: theme.name, description: theme.description, origin: 'suggested' });
  putMembers(
    tx,
    theme.members.map((m) => ({ themeId: theme.id, reportId, dialogId: m.dialogId, passage: m.passage, origin: m.origin, status: 'open' })),
  );
  theme.touched = true;
}

const storedPassage = (m: StoredMember): Passage | null =>
  m.messageId !== null && m.start !== null && m.end !== null
    ? { dialogId: m.dialogId, messageId: m.messageId, start: m.start, end: m.end, blockId: m.blockId }
    : null;

/**
 * One dialog's rows of two merged themes as one: suggested when the engine suggested it for either; a member when it
 * is one of either (confirmed when confirmed in either), removed only when removed from both.
 */
export function joinMembers(kept: StoredMember | undefined, incoming: StoredMember): StoredMember {
  if (!kept) return incoming;
  const member = [kept, incoming].filter((m) => m.status !== 'removed');
  const status: MemberStatus = member.length === 0 ? 'removed' : member.some((m) => m.status === 'confirmed') ? 'confirmed' : 'open';
  const withPassage = [...member, kept, incoming].find((m) => m.messageId !== null) ?? kept;
  return {
    ...withPassage,
    origin: kept.origin === 'suggested' || incoming.origin === 'suggested' ? 'suggested' : 'added',
    status,
  };
}

/** A passage the researcher adds: a span of a respondent's message in one of the report's included dialogs. */
function addedPassage(
  interview: Interview,
  included: readonly string[],
  action: { messageId: string; start: number; end: number },
): Passage & { dialogId: string } {
  const found = messageForPassage(action.messageId);
  const dialogId = found && included.includes(found.dialogId) ? found.dialogId : undefined;
  if (!dialogId) throw new ValidationFailed(`messageId: no message ${action.messageId} in this report's included dialogs`);
  const message = respondentMessages(interview, [dialogId])
    .get(dialogId)
    ?.find((m) => m.id === action.messageId);
  if (!message) throw new ValidationFailed(`messageId: message ${action.messageId} is not a respondent's answer`);
  if (action.end <= action.start || action.end > message.content.length)
    throw new ValidationFailed(`start and end must mark a span inside the message: 0 ≤ start < end ≤ ${message.content.length}`);
  const questionId = interview.questions[message.question]?.id;
  const block = questionId ? activeBlocks(interview).find((b) => b.questionId === questionId) : undefined;
  return { dialogId, messageId: message.id, start: action.start, end: action.end, blockId: block?.id ?? null };
}
