import { getDb } from '@db/index';
import { forgetDialogsInAnalysis } from '~/features/analysis/run/forget-dialogs.server';
import { deleteDialogRows } from '~/features/dialogs/dialogs.server';
import { markReceiptsDeleted } from '~/features/receipt/receipts.server';
import { forgetDialogRecordings, removeRecordingFiles } from '~/features/storage/storage.server';

export type ErasedDialog = { id: string; interviewId: string };

/**
 * Deletes dialogs with everything derived from them, for good, in ONE transaction: the recordings' rows, what the
 * analysis keeps beyond its cascades (`forgetDialogsInAnalysis`: the reports marked to be run again, their summaries,
 * topic members, chat answers quoting them), the receipts turned into tombstones, and the dialogs' rows, whose
 * messages, scores, answers, quotes, votes, theme members, search rows, member checks, verdicts, recruitment rows and
 * answer signals cascade. A failure anywhere leaves every dialog as it was. The recording files are removed after the
 * commit; a file left by a process that stopped in between has no row, and the storage sweep removes it.
 */
export async function eraseDialogs(list: readonly ErasedDialog[], by: 'respondent' | 'retention', at = new Date()): Promise<number> {
  if (list.length === 0) return 0;
  const ids = list.map((dialog) => dialog.id);
  const { erased, files } = getDb().transaction(() => {
    const files: string[] = [];
    for (const dialog of list) files.push(...forgetDialogRecordings(dialog.interviewId, dialog.id));
    for (const interviewId of new Set(list.map((dialog) => dialog.interviewId)))
      forgetDialogsInAnalysis(
        interviewId,
        list.filter((dialog) => dialog.interviewId === interviewId).map((dialog) => dialog.id),
        at,
      );
    markReceiptsDeleted(ids, by, at);
    return { erased: deleteDialogRows(ids), files };
  });
  await removeRecordingFiles(files);
  return erased;
}
