import fs from 'node:fs';
import path from 'node:path';

import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { findDialog } from '~/features/dialogs/dialogs.server';
import { eraseDialogs } from '~/features/erasure/erase-dialogs.server';
import { sweepExpiredDialogs } from '~/features/erasure/retention-sweep.server';
import { receiptLinkOf } from '~/features/receipt/receipts.server';
import { DAY_MS, nextRetentionDeletion } from '~/features/retention/retention.server';
import { sweepOrphanFiles } from '~/features/storage/orphan-sweep.server';
import { storageDir } from '~/features/storage/stored-files.server';

import { seedDialog, seedRecording } from '../support/dialog-seeds';
import { createPublishedInterview } from '../support/factories';

/** A respondent's finished dialog with a recorded answer and a receipt. */
async function recordedDialog(fields: Parameters<typeof createPublishedInterview>[0] = {}, createdAt = Date.now()) {
  const { interview } = await createPublishedInterview(fields);
  const recording = seedRecording(interview.id);
  const dialog = seedDialog(interview.id, {
    createdAt,
    completedAt: createdAt + 60_000,
    messages: [
      { role: 'assistant', content: 'How do you buy coffee?' },
      { role: 'user', content: 'At the station kiosk, every morning.', attachments: [recording.attachment] },
    ],
  });
  receiptLinkOf(findDialog(dialog.id)!);
  return { interview, dialog, recording };
}

const rowsOf = (dialogId: string) => ({
  dialogs: getDb().select().from(schema.dialogs).where(eq(schema.dialogs.id, dialogId)).all().length,
  messages: getDb().select().from(schema.messages).where(eq(schema.messages.dialogId, dialogId)).all().length,
  searchRows: getDb().get<{ n: number }>(sql`select count(*) as n from message_search_rows where dialog_id = ${dialogId}`)!.n,
});

describe('deleting a dialog for good', () => {
  test('a failure half-way through leaves the dialog whole: its rows, its recording and its receipt', async () => {
    const { dialog, recording } = await recordedDialog();
    // A failure inside the transaction, after the recordings' rows and the analysis were dealt with and before the
    // dialog's row goes (as a full disk or a killed process would interrupt it).
    getDb().run(sql.raw(`CREATE TEMP TRIGGER fail_receipt BEFORE UPDATE ON receipts BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END`));
    try {
      await expect(eraseDialogs([{ id: dialog.id, interviewId: findDialog(dialog.id)!.interviewId }], 'respondent')).rejects.toThrow(
        'disk I/O error',
      );
    } finally {
      getDb().run(sql.raw('DROP TRIGGER fail_receipt'));
    }
    expect(rowsOf(dialog.id)).toEqual({ dialogs: 1, messages: 2, searchRows: 1 });
    expect(getDb().select().from(schema.uploads).where(eq(schema.uploads.fileName, recording.fileName)).all()).toHaveLength(1);
    expect(fs.existsSync(recording.filePath)).toBe(true);
    expect(getDb().select().from(schema.receipts).where(eq(schema.receipts.dialogId, dialog.id)).get()?.deletedAt).toBeNull();

    // Done again without the failure: everything goes, the file after the commit, the receipt kept as a tombstone.
    await eraseDialogs([{ id: dialog.id, interviewId: findDialog(dialog.id)!.interviewId }], 'respondent');
    expect(rowsOf(dialog.id)).toEqual({ dialogs: 0, messages: 0, searchRows: 0 });
    expect(fs.existsSync(recording.filePath)).toBe(false);
    const tombstone = getDb().select().from(schema.receipts).where(eq(schema.receipts.dialogLabel, dialog.shortLink)).get()!;
    expect(tombstone).toMatchObject({ dialogId: null, deletedBy: 'respondent' });
    expect(tombstone.deletedAt).toBeInstanceOf(Date);
  });

  test('a recording whose row went but whose file a stopped process left is removed by the sweep', async () => {
    const { interview } = await createPublishedInterview();
    const recording = seedRecording(interview.id);
    getDb().delete(schema.uploads).where(eq(schema.uploads.fileName, recording.fileName)).run();
    const kept = seedRecording(interview.id);
    const old = new Date(Date.now() - 60 * 60_000);
    for (const file of [recording.filePath, kept.filePath]) fs.utimesSync(file, old, old);
    await sweepOrphanFiles(Date.now());
    expect(fs.existsSync(recording.filePath)).toBe(false);
    // A recording with its row waits for its message as before (the hour's grace runs from the row's creation).
    expect(fs.existsSync(path.join(storageDir('audio'), kept.fileName))).toBe(true);
  });
});

describe('the retention period', () => {
  test('deletes respondents’ dialogs older than the period, and only those, and says when the next one goes', async () => {
    const now = Date.now();
    const old = await recordedDialog({ retentionDays: 30 }, now - 31 * DAY_MS);
    const recent = seedDialog(old.interview.id, { createdAt: now - 29 * DAY_MS, messages: ['Hello', 'A recent answer'] });
    const preview = seedDialog(old.interview.id, { createdAt: now - 40 * DAY_MS, isPreview: true, messages: ['Hello'] });
    const kept = await recordedDialog({}, now - 400 * DAY_MS);

    expect(nextRetentionDeletion({ id: old.interview.id, retentionDays: 30 })!.getTime()).toBe(now - DAY_MS);
    await sweepExpiredDialogs(new Date(now));

    expect(rowsOf(old.dialog.id).dialogs).toBe(0);
    expect(fs.existsSync(old.recording.filePath)).toBe(false);
    expect(getDb().select().from(schema.receipts).where(eq(schema.receipts.dialogLabel, old.dialog.shortLink)).get()).toMatchObject({
      deletedBy: 'retention',
    });
    expect(rowsOf(recent.id).dialogs).toBe(1);
    expect(rowsOf(preview.id).dialogs).toBe(1);
    // An interview without a period keeps its dialogs whatever their age.
    expect(rowsOf(kept.dialog.id).dialogs).toBe(1);
    expect(nextRetentionDeletion({ id: old.interview.id, retentionDays: 30 })!.getTime()).toBe(now + DAY_MS);
    expect(nextRetentionDeletion({ id: kept.interview.id, retentionDays: null })).toBeNull();
  });
});
