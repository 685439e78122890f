/**
 * Respondents' recordings: what is accepted (25 MB of WAV, WebM, Ogg, MP4/M4A or MP3), how a stored recording is
 * named on a message, and who may play it. Receiving, recording and serving the file are the storage module's.
 */
import type { Interview, Upload } from '@db/schema';
import { type ReceivedForm, receiveUpload } from '~/features/storage/receive.server';
import { openStoredFile, storedFileResponse } from '~/features/storage/serve.server';
import { findUpload, findUploadByName, storeUpload } from '~/features/storage/storage.server';
import { interviewFor } from '~/features/teams/access.server';

import {
  AUDIO_FILE_NAME,
  AUDIO_SIGNATURE_BYTES,
  type AudioAttachment,
  type AudioType,
  audioUrl,
  MAX_AUDIO_BYTES,
  SPOKEN_MESSAGE_NAME,
} from './audio-types';

/** Streams the `file` part of a speech-to-text form to a temporary file; throws UploadTooLarge past 25 MB. */
export function receiveRecording(request: Request): Promise<ReceivedForm> {
  return receiveUpload(request, { kind: 'audio', fileField: 'file', maxFileBytes: MAX_AUDIO_BYTES, signatureBytes: AUDIO_SIGNATURE_BYTES });
}

/** Keeps a checked recording as an upload of the interview. */
export async function storeRecording(
  interview: Pick<Interview, 'id'>,
  file: NonNullable<ReceivedForm['file']>,
  type: AudioType,
): Promise<Upload> {
  const { upload } = await storeUpload(
    interview,
    'audio',
    // The interviewer's spoken messages carry SPOKEN_MESSAGE_NAME; a recording never does.
    {
      ...file,
      originalName: file.originalName && file.originalName !== SPOKEN_MESSAGE_NAME ? file.originalName : `recording.${type.extension}`,
    },
    type,
  );
  return upload;
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
  const row = findUpload(interviewId, 'audio', fileName);
  return row && row.originalName !== SPOKEN_MESSAGE_NAME ? attachmentOf(row) : null;
}

/**
 * GET /api/audio/{filename}: a recording for its interview's signed-in owner, with byte ranges so players can seek;
 * null (404) for anyone else and for any name that is not a recording.
 */
export async function serveRecordingToOwner(request: Request, userId: string | undefined, fileName: string): Promise<Response | null> {
  if (!userId || !AUDIO_FILE_NAME.test(fileName)) return null;
  const row = findUploadByName(fileName);
  if (!row || row.kind !== 'audio' || !isOwner(userId, row.interviewId)) return null;
  const opened = await openStoredFile('audio', fileName);
  if (!opened) return null;
  // Audio types are not compressible, so compression never shifts the offsets a range refers to.
  return storedFileResponse(request, opened, { contentType: row.contentType, cacheControl: 'private', ranges: true });
}

function isOwner(userId: string, interviewId: string): boolean {
  try {
    interviewFor(userId, interviewId, 'read');
    return true;
  } catch (error) {
    if (error instanceof Response) return false;
    throw error;
  }
}
