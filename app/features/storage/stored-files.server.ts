import fsp from 'node:fs/promises';
import path from 'node:path';

import type { Upload } from '@db/schema';
import { env } from '~/lib/env.server';

/** What a stored file is: a background image (public) or a respondent's recording (its interview's owner only). */
export type StoredKind = Upload['kind'];

/** Images live in DATA_DIR/uploads; recordings in their own folder under it, apart from the public images. */
export function storageDir(kind: StoredKind): string {
  const uploads = path.join(env().dataDir, 'uploads');
  return kind === 'audio' ? path.join(uploads, 'audio') : uploads;
}

/** Stored names are `{uuid}.{ext}` and nothing else, so a name from a URL can never point outside the folder. */
export const STORED_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;

/** A file still arriving is written under this prefix and renamed once it has been checked. */
export const INCOMING_PREFIX = '.incoming-';

/** Where a stored image is served publicly (app/routes/respondent/uploads.$name.ts), which is what an interview shows. */
export const IMAGE_URL_PREFIX = '/uploads/';

export const imageUrl = (fileName: string) => IMAGE_URL_PREFIX + fileName;

/** The stored image an interview's preview_image points at, or null for the fallback image or anything else. */
export function imageFileNameOf(url: string | null): string | null {
  if (!url?.startsWith(IMAGE_URL_PREFIX)) return null;
  const name = url.slice(IMAGE_URL_PREFIX.length);
  return STORED_FILE_NAME.test(name) ? name : null;
}

export function storedPath(kind: StoredKind, fileName: string): string {
  if (!STORED_FILE_NAME.test(fileName)) throw new Error(`Not a stored file name: ${fileName}`);
  return path.join(storageDir(kind), fileName);
}

export async function removeStoredFile(kind: StoredKind, fileName: string): Promise<void> {
  if (STORED_FILE_NAME.test(fileName)) await fsp.rm(path.join(storageDir(kind), fileName), { force: true });
}
