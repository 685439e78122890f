/**
 * The interview's background image: what is accepted (10 MB, PNG/JPEG/GIF/WebP by their bytes), and the interview's
 * preview_image that shows it. Receiving, recording and serving the file are the storage module's.
 */
import { eq } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import type { Interview, Upload } from '@db/schema';
import { setPreviewImage } from '~/features/interviews/interviews.server';
import { declaredTooLarge, type ReceivedFile, receiveUpload, removeReceived, UploadTooLarge } from '~/features/storage/receive.server';
import { openStoredFile, storedFileResponse } from '~/features/storage/serve.server';
import { findUploadByName, forgetUploads, removeImagesIfUnused, storeUpload } from '~/features/storage/storage.server';
import { imageFileNameOf, imageUrl } from '~/features/storage/stored-files.server';
import { StorageFull } from '~/lib/disk-full';
import { notFound, ValidationFailed } from '~/lib/errors';
import { discardBody } from '~/lib/limited-body.server';
import { RateLimiter } from '~/lib/rate-limit.server';

import { detectImageType, MAX_IMAGE_BYTES, SIGNATURE_BYTES, UPLOAD_MESSAGES, type UploadErrorCode } from './image-types';

const { interviews } = schema;

/** An upload the user can fix: the message is the one shown under the field, the code survives a redirect. */
export class UploadRefused extends ValidationFailed {
  constructor(readonly code: UploadErrorCode) {
    super(UPLOAD_MESSAGES[code]);
  }
}

export function uploadErrorStatus(code: UploadErrorCode): number {
  if (code === 'too-large') return 413;
  if (code === 'too-many') return 429;
  if (code === 'no-space') return 507;
  return 400;
}

/** Images are public, so only the names of images are served, never a recording's. */
const IMAGE_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif|webp)$/;
const TYPE_BY_EXTENSION: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

const uploadsByUser = new RateLimiter(30, 10 * 60 * 1000);

/**
 * Stores the `image` part of a multipart request as the background of an interview the caller owns, replacing the
 * previous one. The body is streamed to disk and counted; it is refused as soon as it passes 10 MB.
 */
export async function saveBackgroundImage(interview: Interview, request: Request): Promise<Upload> {
  try {
    if (uploadsByUser.hit(interview.userId) > 0) throw new UploadRefused('too-many');
    if (declaredTooLarge(request, MAX_IMAGE_BYTES)) throw new UploadRefused('too-large');
  } catch (error) {
    await discardBody(request);
    throw error;
  }

  let file: ReceivedFile | null;
  try {
    ({ file } = await refusingNoSpace(() =>
      receiveUpload(request, { kind: 'image', fileField: 'image', maxFileBytes: MAX_IMAGE_BYTES, signatureBytes: SIGNATURE_BYTES }),
    ));
  } catch (error) {
    if (error instanceof UploadTooLarge) throw new UploadRefused('too-large');
    throw error;
  }
  if (!file) throw new UploadRefused('missing');
  const type = detectImageType(file.head);
  if (!type) {
    await removeReceived(file);
    throw new UploadRefused(file.size === 0 && file.originalName === '' ? 'missing' : 'not-image');
  }

  const { upload, alongside: stale } = await refusingNoSpace(() =>
    storeUpload(interview, 'image', file, type, (stored) => {
      const current = getDb()
        .select({ previewImage: interviews.previewImage })
        .from(interviews)
        .where(eq(interviews.id, interview.id))
        .get();
      if (!current) throw notFound('Interview not found');
      const replaced = forgetUploads(interview.id, 'image', stored.id);
      setPreviewImage(interview.id, imageUrl(stored.fileName));
      return [...replaced, imageFileNameOf(current.previewImage)];
    }),
  );
  await removeImagesIfUnused(stale, interview.id);
  return upload;
}

/** A full disk is told to the researcher like any refused upload; nothing of the image is left behind. */
async function refusingNoSpace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StorageFull) throw new UploadRefused('no-space');
    throw error;
  }
}

/** Clears the background of an interview the caller owns: the respondent sees the fallback image again. */
export async function removeBackgroundImage(interview: Interview): Promise<void> {
  const stale = getDb().transaction(() => {
    const current = getDb().select({ previewImage: interviews.previewImage }).from(interviews).where(eq(interviews.id, interview.id)).get();
    const replaced = forgetUploads(interview.id, 'image');
    setPreviewImage(interview.id, null);
    return [...replaced, imageFileNameOf(current?.previewImage ?? null)];
  });
  await removeImagesIfUnused(stale, interview.id);
}

/** GET /uploads/{name}: a stored background image for anyone (respondents see it), or null for any other name. */
export async function serveBackgroundImage(request: Request, fileName: string): Promise<Response | null> {
  if (!IMAGE_FILE_NAME.test(fileName)) return null;
  const row = findUploadByName(fileName);
  // Only images are public; recordings are served to their owner elsewhere.
  if (row && row.kind !== 'image') return null;
  const opened = await openStoredFile('image', fileName);
  if (!opened) return null;
  return storedFileResponse(request, opened, {
    // A copied interview may show a file whose row went with the original; the extension came from its bytes too.
    contentType: row?.contentType ?? TYPE_BY_EXTENSION[fileName.slice(fileName.lastIndexOf('.') + 1)]!,
    // Names are random and never reused, so a file can be cached for good.
    cacheControl: 'public, max-age=31536000, immutable',
  });
}
