/**
 * A reviewed theme's members (`reviewed_theme_members`), the one writer of the table: one row per theme and dialog,
 * with where it came from (suggested, added), what the researcher decided (open, confirmed, removed) and its passage.
 */
import { and, eq, sql } from 'drizzle-orm';

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
  putMembers(tx, [row]);
}

/** Rows written per statement (SQLite binds at most 32,766 values; a row has 10). */
const ROWS_PER_INSERT = 500;

/** Writes many rows at once (a theme's members when it is first stored), each replacing the one there was. */
export function putMembers(tx: Tx, rows: readonly MemberRow[]): void {
  const decidedAt = new Date();
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const values = rows.slice(i, i + ROWS_PER_INSERT).map((row) => memberValues(row, decidedAt));
    tx.insert(reviewedThemeMembers)
      .values(values)
      .onConflictDoUpdate({
        target: [reviewedThemeMembers.themeId, reviewedThemeMembers.dialogId],
        set: {
          messageId: sql`excluded.message_id`,
          start: sql`excluded.start`,
          end: sql`excluded."end"`,
          blockId: sql`excluded.block_id`,
          origin: sql`excluded.origin`,
          status: sql`excluded.status`,
          decidedAt: sql`excluded.decided_at`,
        },
      })
      .run();
  }
}

/** The origin of a theme's stored row for a dialog, if there is one (a removed member keeps it). */
export function storedMemberOrigin(tx: Tx, themeId: string, dialogId: string): MemberOrigin | undefined {
  return tx
    .select({ origin: reviewedThemeMembers.origin })
    .from(reviewedThemeMembers)
    .where(and(eq(reviewedThemeMembers.themeId, themeId), eq(reviewedThemeMembers.dialogId, dialogId)))
    .get()?.origin;
}

function memberValues(row: MemberRow, decidedAt: Date) {
  return {
    themeId: row.themeId,
    reportId: row.reportId,
    dialogId: row.dialogId,
    messageId: row.passage?.messageId ?? null,
    start: row.passage?.start ?? null,
    end: row.passage?.end ?? null,
    blockId: row.passage?.blockId ?? null,
    origin: row.origin,
    status: row.status,
    decidedAt,
  };
}

/** Drops a theme's rows (a merged theme's, once carried into the theme it joined). */
export function deleteMembersOf(tx: Tx, reportId: string, themeId: string): void {
  tx.delete(reviewedThemeMembers)
    .where(and(eq(reviewedThemeMembers.reportId, reportId), eq(reviewedThemeMembers.themeId, themeId)))
    .run();
}
