import fsp from 'node:fs/promises';
import path from 'node:path';
import { createReadableStreamFromReadable, unstable_parseMultipartFormData, type UploadHandler } from '@remix-run/node';
import { and, eq } from 'drizzle-orm';
import { getDb, schema } from '@db/index';
import type { Upload } from '@db/schema';
import { env } from '~/lib/env.server';
import { newId } from '~/lib/ids.server';
import { limitBody, writeLimited } from '~/lib/limited-body.server';
import { AUDIO_FILE_NAME, AUDIO_SIGNATURE_BYTES, audioAttachmentsOf, audioUrl, MAX_AUDIO_BYTES, type AudioAttachment, type AudioType } from './audio-types';

const { uploads, interviews } = schema;

// Part headers and the few text fields around a 25 MB recording take well under a kilobyte.
export const MAX_AUDIO_BODY_BYTES = MAX_AUDIO_BYTES + 64 * 1024;
// What the browser is still sending is read and dropped before refusing, so it sees the answer rather than a reset
// connection; past this much the connection is cut anyway.
const MAX_FIELD_BYTES = 256;
const INCOMING_PREFIX = '.incoming-';

/** Recordings live in their own folder under DATA_DIR/uploads, apart from the public background images. */
export function audioDir(): string {
  return path.join(env().dataDir, 'uploads', 'audio');
}

export class BodyTooLarge extends Error {}

export type ReceivedAudio = {
  /** The streamed file part, on disk under a temporary name; null when the form had no file. */
  file: { tempPath: string; originalName: string; size: number; head: Uint8Array } | null;
  fields: Record<string, string>;
};

/**
 * Streams the `file` part of a multipart request to a temporary file, counting as it goes; short text fields are
 * kept. Throws BodyTooLarge as soon as the body passes the limit (nothing is left on disk then).
 */
export async function receiveAudio(request: Request): Promise<ReceivedAudio> {
  const dir = audioDir();
  await fsp.mkdir(dir, { recursive: true });
  const body = limitBody(request, MAX_AUDIO_BODY_BYTES, () => new BodyTooLarge());
  const fields: Record<string, string> = {};
  let file: ReceivedAudio['file'] = null;
  const tempPaths: string[] = [];

  const handler: UploadHandler = async (part) => {
    if (part.name === 'file' && typeof part.filename === 'string' && !file) {
      const tempPath = path.join(dir, `${INCOMING_PREFIX}${newId()}`);
      tempPaths.push(tempPath);
      file = { tempPath, originalName: part.filename, ...(await writeLimited(part.data, tempPath, { maxBytes: MAX_AUDIO_BYTES, signatureBytes: AUDIO_SIGNATURE_BYTES, tooLarge: () => new BodyTooLarge() })) };
      return undefined;
    }
    // Unread part data would be held by the parser, so every other part is read here (and counted by limitBody).
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of part.data) {
      size += chunk.byteLength;
      if (size <= MAX_FIELD_BYTES) chunks.push(chunk);
    }
    if (typeof part.filename !== 'string' && size <= MAX_FIELD_BYTES && !(part.name in fields)) {
      fields[part.name] = new TextDecoder().decode(Buffer.concat(chunks));
    }
    return undefined;
  };

  try {
    await unstable_parseMultipartFormData(body.request, handler);
  } catch (error) {
    await Promise.all(tempPaths.map((p) => fsp.rm(p, { force: true })));
    await body.discardRest();
    if (error instanceof BodyTooLarge || body.exceeded()) throw new BodyTooLarge();
    // Not multipart at all, or cut off: there is no recording to take.
    if (error instanceof TypeError || /^malformed multipart/i.test((error as Error).message)) return { file: null, fields };
    throw error;
  }
  return { file, fields };
}


/** Moves a received recording into place and records it as an upload of the interview. */
export async function storeAudio(interviewId: string, tempPath: string, type: AudioType, originalName: string, size: number): Promise<Upload> {
  const id = newId();
  const fileName = `${id}.${type.extension}`;
  const finalPath = path.join(audioDir(), fileName);
  await fsp.rename(tempPath, finalPath);
  try {
    return getDb()
      .insert(uploads)
      .values({ id, interviewId, kind: 'audio', fileName, originalName: (originalName || `recording.${type.extension}`).slice(0, 255), contentType: type.contentType, size })
      .returning()
      .get();
  } catch (error) {
    // The interview was deleted while the file was arriving (the foreign key refuses the row).
    await fsp.rm(finalPath, { force: true });
    throw error;
  }
}

export function attachmentOf(upload: Pick<Upload, 'fileName' | 'originalName' | 'contentType' | 'size'>): AudioAttachment {
  return {
    kind: 'audio',
    filename: upload.fileName,
    original_name: upload.originalName,
    file_path: audioUrl(upload.fileName),
    content_type: upload.contentType,
    size: upload.size,
  };
}

/** The stored recording of this interview with this name, as an attachment; null for any other name. */
export function findInterviewAudio(interviewId: string, fileName: string): AudioAttachment | null {
  if (!AUDIO_FILE_NAME.test(fileName)) return null;
  const row = getDb()
    .select()
    .from(uploads)
    .where(and(eq(uploads.fileName, fileName), eq(uploads.kind, 'audio'), eq(uploads.interviewId, interviewId)))
    .get();
  return row ? attachmentOf(row) : null;
}

export type OpenedAudio = { file: fsp.FileHandle; contentType: string; size: number; originalName: string };

/** A recording opened for the interview's owner; null for anyone else and for any name that is not a recording. */
export async function openAudioForOwner(userId: string | undefined, fileName: string): Promise<OpenedAudio | null> {
  if (!userId || !AUDIO_FILE_NAME.test(fileName)) return null;
  const row = getDb()
    .select({ contentType: uploads.contentType, originalName: uploads.originalName })
    .from(uploads)
    .innerJoin(interviews, eq(interviews.id, uploads.interviewId))
    .where(and(eq(uploads.fileName, fileName), eq(uploads.kind, 'audio'), eq(interviews.userId, userId)))
    .get();
  if (!row) return null;
  let file: fsp.FileHandle;
  try {
    file = await fsp.open(path.join(audioDir(), fileName), 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const stat = await file.stat();
  if (!stat.isFile()) {
    await file.close();
    return null;
  }
  return { file, contentType: row.contentType, size: stat.size, originalName: row.originalName };
}

/** A byte range of an opened recording as a web stream; the file closes when the stream ends or is cancelled. */
export function streamRange(opened: OpenedAudio, start: number, end: number): ReadableStream<Uint8Array> {
  return createReadableStreamFromReadable(opened.file.createReadStream({ start, end, autoClose: true }));
}

/** Removes the recordings of an interview from disk; call it before the interview's rows go. */
export async function deleteAudioFilesOfInterview(interviewId: string): Promise<void> {
  const rows = getDb()
    .select({ fileName: uploads.fileName })
    .from(uploads)
    .where(and(eq(uploads.interviewId, interviewId), eq(uploads.kind, 'audio')))
    .all();
  for (const { fileName } of rows) {
    if (AUDIO_FILE_NAME.test(fileName)) await fsp.rm(path.join(audioDir(), fileName), { force: true });
  }
}

/** Removes the recordings attached to one dialog's messages (files and upload rows); call it before the dialog goes. */
export async function deleteAudioOfDialog(interviewId: string, dialogId: string): Promise<void> {
  const fileNames = getDb()
    .select({ attachments: schema.messages.attachments })
    .from(schema.messages)
    .where(eq(schema.messages.dialogId, dialogId))
    .all()
    .flatMap((row) => audioAttachmentsOf(row.attachments).map((attachment) => attachment.filename));
  for (const fileName of fileNames) {
    getDb().delete(uploads).where(and(eq(uploads.interviewId, interviewId), eq(uploads.fileName, fileName))).run();
    await fsp.rm(path.join(audioDir(), fileName), { force: true });
  }
}
