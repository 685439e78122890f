/**
 * Blind codings (`blind_codings`), the one writer of the table: a coder's decision, per report, theme and dialog,
 * whether the dialog belongs to the theme. Kept apart from the theme review's own decisions (`reviewed_theme_members`)
 * and keyed by the theme's stable id, so a re-run or Clear Cache leaves them as they were.
 */
import { and, desc, eq, inArray, max } from 'drizzle-orm';

import { getDb, schema } from '@db/index';

import type { CoderDecisions } from './coder-agreement';
import type { Tx } from './reviewed-themes.server';

const { blindCodings, users } = schema;

export type BlindCoder = { id: string; email: string };

/** The report's blind coders (every user with a saved decision), the one who saved last first. */
export function blindCoders(reportId: string): BlindCoder[] {
  return getDb()
    .select({ id: blindCodings.coderId, email: users.email, last: max(blindCodings.decidedAt) })
    .from(blindCodings)
    .innerJoin(users, eq(users.id, blindCodings.coderId))
    .where(eq(blindCodings.reportId, reportId))
    .groupBy(blindCodings.coderId, users.email)
    .orderBy(desc(max(blindCodings.decidedAt)), blindCodings.coderId)
    .all()
    .map(({ id, email }) => ({ id, email }));
}

/** A coder's decisions in the report: theme id → dialog id → in the theme. */
export function blindDecisions(reportId: string, coderId: string): CoderDecisions {
  const rows = getDb()
    .select({ themeId: blindCodings.themeId, dialogId: blindCodings.dialogId, isMember: blindCodings.isMember })
    .from(blindCodings)
    .where(and(eq(blindCodings.reportId, reportId), eq(blindCodings.coderId, coderId)))
    .all();
  const decisions = new Map<string, Map<string, boolean>>();
  for (const { themeId, dialogId, isMember } of rows) {
    const theme = decisions.get(themeId) ?? new Map<string, boolean>();
    theme.set(dialogId, isMember);
    decisions.set(themeId, theme);
  }
  return decisions;
}

export type BlindCoderCodings = BlindCoder & { memberDialogIds: ReadonlyMap<string, readonly string[]> };

/** Every blind coder with the dialogs they put in each theme (theme id → dialog ids), for the exports. */
export function blindCodersForExport(reportId: string): BlindCoderCodings[] {
  return blindCoders(reportId).map((coder) => {
    const memberDialogIds = new Map<string, string[]>();
    for (const [themeId, dialogs] of blindDecisions(reportId, coder.id))
      memberDialogIds.set(
        themeId,
        [...dialogs].filter(([, isMember]) => isMember).map(([dialogId]) => dialogId),
      );
    return { ...coder, memberDialogIds };
  });
}

/** A coder's decisions on one dialog, one per theme shown, each replacing the one there was. */
export function putBlindDecisions(
  tx: Tx,
  coding: { reportId: string; coderId: string; dialogId: string; decisions: readonly { themeId: string; isMember: boolean }[] },
): void {
  if (coding.decisions.length === 0) return;
  const decidedAt = new Date();
  const { reportId, coderId, dialogId } = coding;
  tx.delete(blindCodings)
    .where(
      and(
        eq(blindCodings.reportId, reportId),
        eq(blindCodings.coderId, coderId),
        eq(blindCodings.dialogId, dialogId),
        inArray(
          blindCodings.themeId,
          coding.decisions.map((d) => d.themeId),
        ),
      ),
    )
    .run();
  tx.insert(blindCodings)
    .values(coding.decisions.map(({ themeId, isMember }) => ({ reportId, coderId, themeId, dialogId, isMember, decidedAt })))
    .run();
}
