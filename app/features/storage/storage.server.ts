/**
 * Stored files: the `uploads` table and the files under DATA_DIR/uploads (background images) and
 * DATA_DIR/uploads/audio (respondents' recordings). Features decide what they accept and receive it through
 * receive.server.ts; this module records, finds and deletes. Nothing else touches the `uploads` table, and this
 * module imports no other feature: callers pass the interview they have already checked.
 */
import fsp from 'node:fs/promises';
import path from 'node:path';

import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import type { Interview, Upload } from '@db/schema';
import { isDiskFull, StorageFull } from '~/lib/disk-full';
import { notFound } from '~/lib/errors';
import { newId } from '~/lib/ids.server';

import type { ReceivedFile } from './receive.server';
import {
  imageFileNameOf,
  imageUrl,
  INCOMING_PREFIX,
  removeStoredFile,
  storageDir,
  STORED_FILE_NAME,
  type StoredKind,
  storedPath,
} from './stored-files.server';

export type { StoredKind } from './stored-files.server';

const { uploads, interviews } = schema;

/** What the file was recognised as, by its bytes. */
export type StoredType = { contentType: string; extension: string };

/** Files younger than this may belong to an upload that is still being saved. */
const ORPHAN_GRACE_MS = 10 * 60 * 1000;

/**
 * Moves a received file into place under a new random name and records it as an upload of the interview.
 * `alongside` runs in the same transaction after the row is written (a feature's own writes that must happen
 * together with it); its result is returned. If anything fails the file is removed again; an interview deleted
 * while the file was arriving answers 404, a database on a full disk StorageFull.
 */
export async function storeUpload<T = undefined>(
  interview: Pick<Interview, 'id'>,
  kind: StoredKind,
  received: ReceivedFile,
  type: StoredType,
  alongside?: (upload: Upload) => T,
): Promise<{ upload: Upload; alongside: T }> {
  return storeUploadAs(newId(), interview, kind, received, type, alongside);
}

async function storeUploadAs<T>(
  id: string,
  interview: Pick<Interview, 'id'>,
  kind: StoredKind,
  received: ReceivedFile,
  type: StoredType,
  alongside?: (upload: Upload) => T,
): Promise<{ upload: Upload; alongside: T }> {
  const fileName = `${id}.${type.extension}`;
  const finalPath = storedPath(kind, fileName);
  await fsp.rename(received.tempPath, finalPath);
  try {
    return getDb().transaction((tx) => {
      const upload = tx
        .insert(uploads)
        .values({
          id,
          interviewId: interview.id,
          kind,
          fileName,
          originalName: received.originalName.slice(0, 255),
          contentType: type.contentType,
          size: received.size,
        })
        .returning()
        .get();
      return { upload, alongside: alongside ? alongside(upload) : (undefined as T) };
    });
  } catch (error) {
    await fsp.rm(finalPath, { force: true });
    if (isForeignKeyFailure(error)) throw notFound('Interview not found');
    if (isDiskFull(error)) throw new StorageFull();
    throw error;
  }
}

/**
 * Keeps bytes this server made (the interviewer's words spoken) as an upload of the interview with the id given, so
 * that the thing they were made from finds them again by its own id. Returns the upload already stored under that id
 * if there is one.
 */
export async function storeMadeFile(
  interview: Pick<Interview, 'id'>,
  kind: StoredKind,
  id: string,
  made: { bytes: Uint8Array; originalName: string },
  type: StoredType,
): Promise<Upload> {
  const existing = findUploadById(interview.id, kind, id);
  if (existing) return existing;
  const tempPath = path.join(storageDir(kind), `${INCOMING_PREFIX}${newId()}`);
  try {
    await fsp.mkdir(storageDir(kind), { recursive: true });
    await fsp.writeFile(tempPath, made.bytes);
  } catch (error) {
    await fsp.rm(tempPath, { force: true });
    if (isDiskFull(error)) throw new StorageFull();
    throw error;
  }
  const received: ReceivedFile = {
    tempPath,
    originalName: made.originalName,
    size: made.bytes.byteLength,
    head: made.bytes.subarray(0, 16),
  };
  return (await storeUploadAs(id, interview, kind, received, type)).upload;
}

/** The interview's upload of this kind with this id, if there is one. */
export function findUploadById(interviewId: string, kind: StoredKind, id: string): Upload | undefined {
  return getDb()
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.kind, kind), eq(uploads.interviewId, interviewId)))
    .get();
}

/** The bytes of a stored file, or null when the name is not one or the file is gone. */
export async function readStoredFile(kind: StoredKind, fileName: string): Promise<Uint8Array | null> {
  if (!STORED_FILE_NAME.test(fileName)) return null;
  try {
    return new Uint8Array(await fsp.readFile(storedPath(kind, fileName)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function isForeignKeyFailure(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) if ((e as { code?: string }).code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return true;
  return false;
}

/** The interview's upload of this kind with this name, if there is one. */
export function findUpload(interviewId: string, kind: StoredKind, fileName: string): Upload | undefined {
  if (!STORED_FILE_NAME.test(fileName)) return undefined;
  return getDb()
    .select()
    .from(uploads)
    .where(and(eq(uploads.fileName, fileName), eq(uploads.kind, kind), eq(uploads.interviewId, interviewId)))
    .get();
}

/** The upload row of a stored name, whatever its interview; for serving, where the name is all there is. */
export function findUploadByName(fileName: string): Upload | undefined {
  if (!STORED_FILE_NAME.test(fileName)) return undefined;
  return getDb().select().from(uploads).where(eq(uploads.fileName, fileName)).get();
}

/**
 * Deletes the interview's upload rows of this kind, except `keepId`, and returns their file names so the caller can
 * remove the files once its transaction has committed. Runs inside the caller's transaction when called in one.
 */
export function forgetUploads(interviewId: string, kind: StoredKind, keepId?: string): string[] {
  return getDb()
    .delete(uploads)
    .where(and(eq(uploads.interviewId, interviewId), eq(uploads.kind, kind), keepId ? ne(uploads.id, keepId) : undefined))
    .returning({ fileName: uploads.fileName })
    .all()
    .map((row) => row.fileName);
}

/**
 * Deletes these stored images unless another interview still shows them (a copy shares its original's image) or
 * another interview's upload row names them.
 */
export async function removeImagesIfUnused(fileNames: (string | null)[], interviewId: string): Promise<void> {
  const db = getDb();
  for (const fileName of new Set(fileNames)) {
    if (!fileName || !STORED_FILE_NAME.test(fileName)) continue;
    const shownElsewhere = db
      .select({ id: interviews.id })
      .from(interviews)
      .where(and(eq(interviews.previewImage, imageUrl(fileName)), ne(interviews.id, interviewId)))
      .get();
    const rowElsewhere = db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(eq(uploads.fileName, fileName), ne(uploads.interviewId, interviewId)))
      .get();
    if (!shownElsewhere && !rowElsewhere) await removeStoredFile('image', fileName);
  }
}

/**
 * Removes the interview's files from disk: its images (unless a copy still shows them) and its recordings. Call it
 * before deleting the interview, while its rows still name the files (the rows then go by cascade); called
 * afterwards it still clears images nothing refers to any more.
 */
export async function deleteInterviewFiles(interviewId: string): Promise<void> {
  const db = getDb();
  const rows = db
    .select({ kind: uploads.kind, fileName: uploads.fileName })
    .from(uploads)
    .where(eq(uploads.interviewId, interviewId))
    .all();
  const interview = db.select({ previewImage: interviews.previewImage }).from(interviews).where(eq(interviews.id, interviewId)).get();
  const images = rows.filter((row) => row.kind === 'image').map((row) => row.fileName);
  await removeImagesIfUnused([...images, imageFileNameOf(interview?.previewImage ?? null)], interviewId);
  for (const row of rows) if (row.kind === 'audio') await removeStoredFile('audio', row.fileName);
  await sweepStrayFiles('image', Date.now());
}

/**
 * Removes the recordings attached to one dialog's messages and the audio made from its messages (stored under the
 * message's id), files and upload rows; call it before the dialog is deleted, while its messages still name them.
 * Recordings of other dialogs stay.
 */
export async function deleteDialogRecordings(interviewId: string, dialogId: string): Promise<void> {
  await removeRecordingFiles(forgetDialogRecordings(interviewId, dialogId));
}

/**
 * Deletes the rows of the dialog's recordings (those its messages name, and the audio stored under its messages' ids)
 * and returns their file names, for the caller to remove with `removeRecordingFiles` once its transaction has
 * committed. A file whose removal never happens (the process stopped) has no row left, and the sweep removes it.
 */
export function forgetDialogRecordings(interviewId: string, dialogId: string): string[] {
  const named = getDb()
    .all<{ fileName: string | null }>(
      sql`select distinct case when j.type = 'object' then j.value ->> 'filename' end as fileName
          from messages m, json_each(m.attachments) j
          where m.dialog_id = ${dialogId} and m.attachments is not null`,
    )
    .map((row) => row.fileName)
    .filter((name): name is string => !!name && STORED_FILE_NAME.test(name));
  const madeFromMessages = sql`${uploads.id} in (select id from messages where dialog_id = ${dialogId})`;
  return getDb()
    .delete(uploads)
    .where(
      and(
        eq(uploads.interviewId, interviewId),
        eq(uploads.kind, 'audio'),
        named.length ? or(inArray(uploads.fileName, named), madeFromMessages) : madeFromMessages,
      ),
    )
    .returning({ fileName: uploads.fileName })
    .all()
    .map((row) => row.fileName);
}

/** Removes recording files whose rows are gone. */
export async function removeRecordingFiles(fileNames: readonly string[]): Promise<void> {
  for (const fileName of fileNames) await removeStoredFile('audio', fileName);
}

/** Deletes these upload rows of recordings and their files. */
export async function deleteRecordings(rows: Pick<Upload, 'id' | 'fileName'>[]): Promise<void> {
  if (!rows.length) return;
  getDb()
    .delete(uploads)
    .where(
      and(
        eq(uploads.kind, 'audio'),
        inArray(
          uploads.id,
          rows.map((row) => row.id),
        ),
      ),
    )
    .run();
  for (const row of rows) await removeStoredFile('audio', row.fileName);
}

/**
 * Removes what an interrupted upload left in the kind's folder, once it is older than the grace period: temporary
 * files, and for images, stored files that no upload row names and no interview shows.
 */
export async function sweepStrayFiles(kind: StoredKind, now: number): Promise<void> {
  const dir = storageDir(kind);
  let names: string[];
  try {
    names = await fsp.readdir(dir);
  } catch {
    return;
  }
  const cutoff = now - ORPHAN_GRACE_MS;
  const db = getDb();
  for (const name of names) {
    // Stored recordings are many and claimed by messages; sweepOrphanFiles handles those through their rows. A stored
    // recording without a row is one whose deletion committed before its file was removed (the process stopped).
    const isStoredFile = STORED_FILE_NAME.test(name);
    const isStoredImage = kind === 'image' && isStoredFile;
    if (!isStoredFile && !name.startsWith(INCOMING_PREFIX)) continue;
    const stat = await fsp.stat(path.join(dir, name)).catch(() => null);
    if (!stat?.isFile() || stat.mtimeMs > cutoff) continue;
    if (isStoredImage) {
      const row = db.select({ id: uploads.id }).from(uploads).where(eq(uploads.fileName, name)).get();
      const shown = db
        .select({ id: interviews.id })
        .from(interviews)
        .where(eq(interviews.previewImage, imageUrl(name)))
        .get();
      if (row || shown) continue;
    } else if (isStoredFile && db.select({ id: uploads.id }).from(uploads).where(eq(uploads.fileName, name)).get()) continue;
    await fsp.rm(path.join(dir, name), { force: true });
  }
}
