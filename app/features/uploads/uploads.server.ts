import fsp from 'node:fs/promises';
import path from 'node:path';
import { createReadableStreamFromReadable, unstable_parseMultipartFormData, type UploadHandler } from '@remix-run/node';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { getDb, schema } from '@db/index';
import type { Upload } from '@db/schema';
import { getOwnedInterview } from '~/features/interviews/interviews.server';
import { env } from '~/lib/env.server';
import { notFound, ValidationFailed } from '~/lib/errors';
import { newId } from '~/lib/ids.server';
import { discardBody, limitBody, writeLimited } from '~/lib/limited-body.server';
import { RateLimiter } from '~/lib/rate-limit.server';
import { detectImageType, MAX_IMAGE_BYTES, SIGNATURE_BYTES, UPLOAD_MESSAGES, type UploadErrorCode } from './image-types';

const { uploads, interviews } = schema;

/** An upload the user can fix: the message is the one shown under the field, the code survives a redirect. */
export class UploadRefused extends ValidationFailed {
  constructor(readonly code: UploadErrorCode) {
    super(UPLOAD_MESSAGES[code]);
  }
}

export function uploadErrorStatus(code: UploadErrorCode): number {
  if (code === 'too-large') return 413;
  if (code === 'too-many') return 429;
  return 400;
}

const URL_PREFIX = '/uploads/';
/** Stored names are `{uuid}.{ext}` and nothing else, so a name from a URL can never point outside the folder. */
const IMAGE_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif|webp)$/;
const TYPE_BY_EXTENSION: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };
const INCOMING_PREFIX = '.incoming-';

// Multipart boundaries and part headers around a 10 MB image take well under a kilobyte; anything more is not a
// background image.
const MAX_BODY_BYTES = MAX_IMAGE_BYTES + 64 * 1024;
// Before refusing, what the browser is still sending is read and thrown away: a browser that is cut off mid-upload
// shows a reset connection instead of the answer. Past this much the connection is cut anyway.

const uploadsByUser = new RateLimiter(30, 10 * 60 * 1000);

function uploadsDir(): string {
  return path.join(env().dataDir, 'uploads');
}

function fileNameOf(previewImage: string | null): string | null {
  if (!previewImage?.startsWith(URL_PREFIX)) return null;
  const name = previewImage.slice(URL_PREFIX.length);
  return IMAGE_FILE_NAME.test(name) ? name : null;
}

/**
 * Stores the `image` part of a multipart request as the interview's background, replacing the previous one.
 * The body is streamed to disk and counted; it is refused as soon as it passes 10 MB.
 */
export async function saveBackgroundImage(ownerId: string, interviewId: string, request: Request): Promise<Upload> {
  try {
    getOwnedInterview(ownerId, interviewId);
    if (uploadsByUser.hit(ownerId) > 0) throw new UploadRefused('too-many');
    if (Number(request.headers.get('Content-Length') ?? 0) > MAX_BODY_BYTES) throw new UploadRefused('too-large');
  } catch (error) {
    await discardBody(request);
    throw error;
  }

  const received = await receiveImagePart(request);
  if (!received) throw new UploadRefused('missing');
  const type = detectImageType(received.head);
  if (!type) {
    await fsp.rm(received.tempPath, { force: true });
    throw new UploadRefused(received.size === 0 && received.originalName === '' ? 'missing' : 'not-image');
  }

  const id = newId();
  const fileName = `${id}.${type.extension}`;
  const finalPath = path.join(uploadsDir(), fileName);
  await fsp.rename(received.tempPath, finalPath);

  let result: { upload: Upload; stale: string[] };
  try {
    result = getDb().transaction((tx) => {
      const interview = tx
        .select({ previewImage: interviews.previewImage })
        .from(interviews)
        .where(and(eq(interviews.id, interviewId), eq(interviews.userId, ownerId)))
        .get();
      // Deleted while the file was arriving.
      if (!interview) throw notFound('Interview not found');
      const previous = tx.select().from(uploads).where(and(eq(uploads.interviewId, interviewId), eq(uploads.kind, 'image'))).all();
      if (previous.length) tx.delete(uploads).where(inArray(uploads.id, previous.map((row) => row.id))).run();
      const upload = tx
        .insert(uploads)
        .values({
          id,
          interviewId,
          kind: 'image',
          fileName,
          originalName: received.originalName.slice(0, 255),
          contentType: type.contentType,
          size: received.size,
        })
        .returning()
        .get();
      tx.update(interviews)
        .set({ previewImage: URL_PREFIX + fileName, updatedAt: new Date() })
        .where(eq(interviews.id, interviewId))
        .run();
      return { upload, stale: [...previous.map((row) => row.fileName), fileNameOf(interview.previewImage)].filter((n): n is string => !!n) };
    });
  } catch (error) {
    await fsp.rm(finalPath, { force: true });
    throw error;
  }
  await removeFilesUnusedElsewhere(result.stale, interviewId);
  return result.upload;
}

/** Clears the interview's background: the respondent sees the fallback image again. */
export async function removeBackgroundImage(ownerId: string, interviewId: string): Promise<void> {
  getOwnedInterview(ownerId, interviewId);
  const stale = getDb().transaction((tx) => {
    const interview = tx.select({ previewImage: interviews.previewImage }).from(interviews).where(eq(interviews.id, interviewId)).get();
    const previous = tx.select().from(uploads).where(and(eq(uploads.interviewId, interviewId), eq(uploads.kind, 'image'))).all();
    if (previous.length) tx.delete(uploads).where(inArray(uploads.id, previous.map((row) => row.id))).run();
    tx.update(interviews).set({ previewImage: null, updatedAt: new Date() }).where(eq(interviews.id, interviewId)).run();
    return [...previous.map((row) => row.fileName), fileNameOf(interview?.previewImage ?? null)].filter((n): n is string => !!n);
  });
  await removeFilesUnusedElsewhere(stale, interviewId);
}

/**
 * Removes the interview's files from disk. Call it before deleting the interview, while its rows still name the
 * files; called afterwards it still clears files that nothing refers to any more. A file that a copy of the
 * interview still shows is kept.
 */
export async function deleteUploadFilesOfInterview(interviewId: string): Promise<void> {
  const db = getDb();
  const rows = db.select({ fileName: uploads.fileName }).from(uploads).where(eq(uploads.interviewId, interviewId)).all();
  const interview = db.select({ previewImage: interviews.previewImage }).from(interviews).where(eq(interviews.id, interviewId)).get();
  const names = [...rows.map((row) => row.fileName), fileNameOf(interview?.previewImage ?? null)].filter((n): n is string => !!n);
  await removeFilesUnusedElsewhere(names, interviewId);
  await sweepOrphans();
}

export type OpenedUpload = { stream: ReadableStream<Uint8Array>; contentType: string; size: number };

/** A stored background image for serving, or null for any name that is not one. */
export async function openUpload(fileName: string): Promise<OpenedUpload | null> {
  if (!IMAGE_FILE_NAME.test(fileName)) return null;
  const row = getDb()
    .select({ kind: uploads.kind, contentType: uploads.contentType })
    .from(uploads)
    .where(eq(uploads.fileName, fileName))
    .get();
  // Only images are public; other kinds of upload are served to their owner elsewhere.
  if (row && row.kind !== 'image') return null;
  let handle: fsp.FileHandle;
  try {
    handle = await fsp.open(path.join(uploadsDir(), fileName), 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const stat = await handle.stat();
  if (!stat.isFile()) {
    await handle.close();
    return null;
  }
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1);
  return {
    stream: createReadableStreamFromReadable(handle.createReadStream()),
    // A copied interview may show a file whose row went with the original; the extension came from its bytes too.
    contentType: row?.contentType ?? TYPE_BY_EXTENSION[extension]!,
    size: stat.size,
  };
}

type ReceivedPart = { tempPath: string; originalName: string; size: number; head: Uint8Array };

/** Streams the first `image` file part to a temporary file; every other part is read and dropped. */
async function receiveImagePart(request: Request): Promise<ReceivedPart | null> {
  const dir = uploadsDir();
  await fsp.mkdir(dir, { recursive: true });
  const body = limitBody(request, MAX_BODY_BYTES, () => new UploadRefused('too-large'));
  const tempPaths: string[] = [];
  let received: ReceivedPart | null = null;

  const handler: UploadHandler = async (part) => {
    if (part.name !== 'image' || typeof part.filename !== 'string' || received) {
      // Unread part data would be held in memory by the parser, so it is consumed here (and counted by limitBody).
      for await (const _chunk of part.data);
      return undefined;
    }
    const tempPath = path.join(dir, `${INCOMING_PREFIX}${newId()}`);
    tempPaths.push(tempPath);
    received = { tempPath, originalName: part.filename, ...(await writeLimited(part.data, tempPath, { maxBytes: MAX_IMAGE_BYTES, signatureBytes: SIGNATURE_BYTES, tooLarge: () => new UploadRefused('too-large') })) };
    return undefined;
  };

  try {
    await unstable_parseMultipartFormData(body.request, handler);
  } catch (error) {
    await Promise.all(tempPaths.map((file) => fsp.rm(file, { force: true })));
    await body.discardRest();
    if (error instanceof UploadRefused) throw error;
    if (body.exceeded()) throw new UploadRefused('too-large');
    // Not multipart at all, or cut off: there is no image to take.
    if (error instanceof TypeError || /^malformed multipart/.test((error as Error).message)) throw new UploadRefused('missing');
    throw error;
  }
  return received;
}


/** Deletes these stored files unless another interview still shows them or another upload row names them. */
async function removeFilesUnusedElsewhere(fileNames: string[], interviewId: string): Promise<void> {
  const db = getDb();
  for (const fileName of new Set(fileNames)) {
    if (!IMAGE_FILE_NAME.test(fileName)) continue;
    const shownElsewhere = db
      .select({ id: interviews.id })
      .from(interviews)
      .where(and(eq(interviews.previewImage, URL_PREFIX + fileName), ne(interviews.id, interviewId)))
      .get();
    const rowElsewhere = db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(eq(uploads.fileName, fileName), ne(uploads.interviewId, interviewId)))
      .get();
    if (!shownElsewhere && !rowElsewhere) await fsp.rm(path.join(uploadsDir(), fileName), { force: true });
  }
}

// Files younger than this may belong to an upload that is still being saved.
const ORPHAN_GRACE_MS = 10 * 60 * 1000;

/** Deletes stored images nothing refers to, and temporary files left by uploads a crash interrupted. */
async function sweepOrphans(): Promise<void> {
  const dir = uploadsDir();
  let names: string[];
  try {
    names = await fsp.readdir(dir);
  } catch {
    return;
  }
  const db = getDb();
  const cutoff = Date.now() - ORPHAN_GRACE_MS;
  for (const name of names) {
    const isStored = IMAGE_FILE_NAME.test(name);
    if (!isStored && !name.startsWith(INCOMING_PREFIX)) continue;
    const stat = await fsp.stat(path.join(dir, name)).catch(() => null);
    if (!stat || stat.mtimeMs > cutoff) continue;
    if (isStored) {
      const row = db.select({ id: uploads.id }).from(uploads).where(eq(uploads.fileName, name)).get();
      const shown = db.select({ id: interviews.id }).from(interviews).where(eq(interviews.previewImage, URL_PREFIX + name)).get();
      if (row || shown) continue;
    }
    await fsp.rm(path.join(dir, name), { force: true });
  }
}
