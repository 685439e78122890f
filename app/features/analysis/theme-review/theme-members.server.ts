/**
 * A reviewed theme's members (`reviewed_theme_members`), the one writer of the table: one row per theme and dialog,
 * with where it came from (suggested, added), what the researcher decided (open, confirmed, removed) and its passage.
 */
import { and, eq } from 'drizzle-orm';
import { schema } from '@db/index';
import type { Tx } from './reviewed-themes.server';
import type { MemberOrigin, MemberStatus, Passage } from './theme-matching';

const { reviewedThemeMembers } = schema;

export type MemberRow = {
  themeId: string;
  reportId: string;
  dialogId: string;
  passage: Passage | null;
  origin: MemberOrigin;
  status: MemberStatus;
};

/** Writes a theme's row for a dialog, replacing the one there was. */
export function putMember(tx: Tx, row: MemberRow): void {
  const values = {
    themeId: row.themeId,
    reportId: row.reportId,
    dialogId: row.dialogId,
    messageId: row.passage?.messageId ?? null,
    start: row.passage?.start ?? null,
    end: row.passage?.end ?? null,
    blockId: row.passage?.blockId ?? null,
    origin: row.origin,
    status: row.status,
    decidedAt: new Date(),
  };
  const { themeId: _t, dialogId: _d, reportId: _r, ...change } = values;
  tx.insert(reviewedThemeMembers)
    .values(values)
    .onConflictDoUpdate({ target: [reviewedThemeMembers.themeId, reviewedThemeMembers.dialogId], set: change })
    .run();
}

/** Drops a theme's rows (a merged theme's, once carried into the theme it joined). */
export function deleteMembersOf(tx: Tx, reportId: string, themeId: string): void {
  tx.delete(reviewedThemeMembers)
    .where(and(eq(reviewedThemeMembers.reportId, reportId), eq(reviewedThemeMembers.themeId, themeId)))
    .run();
}
