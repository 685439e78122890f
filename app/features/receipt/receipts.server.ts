import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import { isReadReplica } from '~/lib/instance-role.server';
import { tokenDigest } from '~/lib/token-digest.server';

import { receiptChromeFor } from './receipt-chrome';
import { newReceiptId, parseReceiptToken, receiptPath, receiptSecrets, secretMatches } from './receipt-tokens.server';
import type { EndScreenReceipt } from './ReceiptLink';

const { receipts } = schema;

export type Receipt = typeof receipts.$inferSelect;
type ReceiptDialog = Pick<typeof schema.dialogs.$inferSelect, 'id' | 'interviewId' | 'shortLink' | 'isPreview' | 'isGenerated'>;

/** Only a person's own dialog gets a receipt: never the owner's preview or an AI respondent's. */
export function mayHaveReceipt(dialog: Pick<ReceiptDialog, 'isPreview' | 'isGenerated'>): boolean {
  return !dialog.isPreview && !dialog.isGenerated;
}

/**
 * The receipt link of the dialog (a path), made on first ask; the same link on every later ask. Null for a preview or
 * an AI respondent, and on a read replica before the primary has made it (the replica cannot write; the page asks
 * again on its next load).
 */
export function receiptLinkOf(dialog: ReceiptDialog): string | null {
  if (!mayHaveReceipt(dialog)) return null;
  const db = getDb();
  const existing = db.select().from(receipts).where(eq(receipts.dialogId, dialog.id)).get();
  if (existing) {
    const secret = receiptSecrets(existing.id).find((s) => secretMatches(s, existing.secretHash));
    if (secret) return receiptPath(existing.id, secret);
  }
  if (isReadReplica()) return null;
  // No row yet, or the session secret that made it is no longer configured: a link under the current secret.
  const id = existing?.id ?? newReceiptId();
  const secret = receiptSecrets(id)[0]!;
  if (existing)
    db.update(receipts)
      .set({ secretHash: tokenDigest(secret) })
      .where(eq(receipts.id, id))
      .run();
  else {
    const inserted = db
      .insert(receipts)
      .values({ id, secretHash: tokenDigest(secret), dialogId: dialog.id, interviewId: dialog.interviewId, dialogLabel: dialog.shortLink })
      .onConflictDoNothing()
      .run();
    // Another request made it first: show that one.
    if (inserted.changes === 0) return receiptLinkOf(dialog);
  }
  return receiptPath(id, secret);
}

/** The receipt a token opens, or null for a malformed token, an unknown id or a wrong secret (all alike). */
export function findReceiptByToken(token: string): Receipt | null {
  const parsed = parseReceiptToken(token);
  if (!parsed) return null;
  const row = getDb().select().from(receipts).where(eq(receipts.id, parsed.id)).get();
  // The hash is compared even when there is no row, so an unknown id takes as long as a wrong secret.
  const matches = secretMatches(parsed.secret, row?.secretHash ?? '');
  return row && matches ? row : null;
}

/**
 * Marks the receipts of dialogs about to be deleted with when and why, inside the deletion's transaction; the rows
 * stay as tombstones (the dialog's label and the time, no words) once the dialog's row is gone.
 */
export function markReceiptsDeleted(dialogIds: readonly string[], by: 'respondent' | 'retention', at: Date): void {
  if (dialogIds.length === 0) return;
  getDb()
    .update(receipts)
    .set({ deletedAt: at, deletedBy: by })
    .where(inArray(receipts.dialogId, [...dialogIds]))
    .run();
}

export type WithdrawnDialog = { label: string; withdrawnAt: Date };

/** The dialogs of the interview its respondents withdrew, newest first: label and time only. */
export function withdrawnDialogsOf(interviewId: string): WithdrawnDialog[] {
  return getDb()
    .select({ label: receipts.dialogLabel, withdrawnAt: receipts.deletedAt })
    .from(receipts)
    .where(and(eq(receipts.interviewId, interviewId), eq(receipts.deletedBy, 'respondent'), isNotNull(receipts.deletedAt)))
    .orderBy(desc(receipts.deletedAt))
    .all()
    .map((row) => ({ label: `Dialog # ${row.label}`, withdrawnAt: row.withdrawnAt! }));
}

/**
 * The receipt the end screen shows for the dialog, with its address in full (from the request's own origin), or null:
 * before the dialog has ended, for the owner, and for previews and AI respondents.
 */
export function endScreenReceipt(
  requestUrl: string,
  dialog: ReceiptDialog & { completedAt: Date | null },
  language: string,
  isOwner: boolean,
): EndScreenReceipt | null {
  if (isOwner || !dialog.completedAt) return null;
  const path = receiptLinkOf(dialog);
  if (!path) return null;
  const { link, linkNote, copy, copied } = receiptChromeFor(language);
  return { url: new URL(path, requestUrl).href, chrome: { link, linkNote, copy, copied } };
}
