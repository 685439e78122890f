import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

import { isDiskFull, StorageFull } from '~/lib/disk-full';
import { newId } from '~/lib/ids.server';
import { discardBody, discardReader } from '~/lib/limited-body.server';

import { MalformedMultipart, multipartBoundary, type PartData, readMultipart } from './multipart';
import { INCOMING_PREFIX, storageDir, type StoredKind } from './stored-files.server';

/** The body or its file is larger than the feature allows. Nothing of it is left on disk. */
export class UploadTooLarge extends Error {
  constructor() {
    super('The upload is too large.');
    this.name = 'UploadTooLarge';
  }
}

/** A file part on disk under a temporary name, not yet checked or recorded. */
export type ReceivedFile = { tempPath: string; originalName: string; size: number; head: Uint8Array };

export type ReceivedForm = {
  /** The first part of the wanted field that is a file; null when the form had none or was not a form at all. */
  file: ReceivedFile | null;
  /** Short text fields (the first of each name); longer ones and other files are read and dropped. */
  fields: Record<string, string>;
};

export type ReceiveOptions = {
  kind: StoredKind;
  /** The form field that carries the file. */
  fileField: string;
  maxFileBytes: number;
  /** How many of the first bytes to keep for recognising the type. */
  signatureBytes: number;
};

// Part headers and a few short fields around the file take well under this.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const MAX_FIELD_BYTES = 256;

export const maxBodyBytes = (maxFileBytes: number) => maxFileBytes + MULTIPART_OVERHEAD_BYTES;

/** Whether the body's declared length alone is past what a file of `maxFileBytes` needs. */
export function declaredTooLarge(request: Request, maxFileBytes: number): boolean {
  return Number(request.headers.get('Content-Length') ?? 0) > maxBodyBytes(maxFileBytes);
}

/**
 * Receives a multipart upload: the wanted file part is streamed to a temporary file in the kind's folder, counted
 * as it arrives and cut off past the limit, with its first bytes kept so the caller can check the type by content.
 * Throws UploadTooLarge, or StorageFull when the disk is full (after reading and dropping what the browser still sends, so it sees the answer rather
 * than a reset connection). A body that is not multipart, or is malformed or cut off, gives no file. The caller
 * owns the temporary file: it stores it or removes it (removeReceived).
 */
export async function receiveUpload(request: Request, options: ReceiveOptions): Promise<ReceivedForm> {
  const fields: Record<string, string> = {};
  const boundary = multipartBoundary(request.headers.get('Content-Type'));
  if (!boundary || !request.body) {
    await discardBody(request);
    return { file: null, fields };
  }
  const dir = storageDir(options.kind);
  try {
    await fsp.mkdir(dir, { recursive: true });
  } catch (error) {
    await discardBody(request);
    throw isDiskFull(error) ? new StorageFull() : error;
  }
  const reader = request.body.getReader();
  let file: ReceivedFile | null = null;
  const tempPaths: string[] = [];

  try {
    await readMultipart(
      reader,
      boundary,
      { maxBodyBytes: maxBodyBytes(options.maxFileBytes), tooLarge: () => new UploadTooLarge() },
      async (part, data) => {
        if (part.name === options.fileField && part.filename !== undefined && !file) {
          const tempPath = path.join(dir, `${INCOMING_PREFIX}${newId()}`);
          tempPaths.push(tempPath);
          file = { tempPath, originalName: part.filename, ...(await writeLimited(data, tempPath, options)) };
          return;
        }
        const text = await readShort(data);
        if (part.filename === undefined && text !== null && !Object.hasOwn(fields, part.name)) fields[part.name] = text;
      },
    );
  } catch (error) {
    await Promise.all(tempPaths.map((tempPath) => fsp.rm(tempPath, { force: true })));
    await discardReader(reader);
    if (error instanceof UploadTooLarge) throw error;
    // The part written so far is removed above, so a full disk leaves nothing behind.
    if (isDiskFull(error)) throw new StorageFull();
    // Not a well-formed form, or the browser went away mid-upload: there is no file to take.
    if (error instanceof MalformedMultipart || request.signal.aborted) return { file: null, fields };
    throw error;
  }
  return { file, fields };
}

/** Removes a received file that was refused (nothing happens if it was stored meanwhile). */
export async function removeReceived(file: ReceivedFile | null): Promise<void> {
  if (file) await fsp.rm(file.tempPath, { force: true });
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A text field's value, or null when it is longer than a field we need or not UTF-8 (so it counts as absent, rather
 * than arriving with U+FFFD in it); the part is read to its end either way.
 */
async function readShort(data: PartData): Promise<string | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size <= MAX_FIELD_BYTES) chunks.push(chunk);
  }
  if (size > MAX_FIELD_BYTES) return null;
  try {
    return strictUtf8.decode(Buffer.concat(chunks));
  } catch {
    return null;
  }
}

/** Writes a part to `file`, failing as soon as more than `maxFileBytes` have arrived, and keeps its first bytes. */
async function writeLimited(data: PartData, file: string, limits: ReceiveOptions): Promise<{ size: number; head: Uint8Array }> {
  let size = 0;
  const head = new Uint8Array(limits.signatureBytes);
  let headLength = 0;
  await pipeline(
    async function* () {
      for await (const chunk of data) {
        size += chunk.byteLength;
        if (size > limits.maxFileBytes) throw new UploadTooLarge();
        if (headLength < limits.signatureBytes) {
          const take = chunk.subarray(0, limits.signatureBytes - headLength);
          head.set(take, headLength);
          headLength += take.byteLength;
        }
        yield chunk;
      }
    },
    fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }),
  );
  return { size, head: head.subarray(0, headLength) };
}
