import { findDialog } from '~/features/dialogs/dialogs.server';
import type { Receipt } from '~/features/receipt/receipts.server';

import { eraseDialogs } from './erase-dialogs.server';

/**
 * The respondent's "Withdraw my answers", confirmed: their dialog and everything derived from it are deleted, and the
 * receipt then says when. A receipt whose dialog is already gone is answered as it is (a second post changes nothing).
 */
export async function withdrawByReceipt(receipt: Receipt): Promise<void> {
  const dialog = receipt.dialogId ? findDialog(receipt.dialogId) : undefined;
  if (!dialog) return;
  await eraseDialogs([{ id: dialog.id, interviewId: dialog.interviewId }], 'respondent');
}
