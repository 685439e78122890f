import fsp from 'node:fs/promises';

import type { Interview } from '@db/schema';
import { AiError, AiNotConfigured } from '~/ai/errors';
import { type AudioInputEngine, speechStatus, transcribe } from '~/ai/speech.server';
import { getUser } from '~/features/auth/session.server';
import type { SessionUser } from '~/features/auth/users.server';
import type { Dialog } from '~/features/dialogs/dialogs.server';
import { accessDialog, openInterview } from '~/features/dialogs/respondent-access.server';
import { declaredTooLarge, type ReceivedForm, removeReceived, UploadTooLarge } from '~/features/storage/receive.server';
import { actsForTeam } from '~/features/teams/access.server';
import { StorageFull } from '~/lib/disk-full';
import { DomainError } from '~/lib/errors';
import { HTTP_STATUS } from '~/lib/http-status';
import { languageCode } from '~/lib/languages';
import { discardBody } from '~/lib/limited-body.server';
import { RateLimiter } from '~/lib/rate-limit.server';

import { type AudioAttachment, detectAudioType, MAX_AUDIO_BYTES, VOICE_MESSAGES } from './audio-types';
import { attachmentOf, receiveRecording, storeRecording } from './recordings.server';

/** A refusal the respondent's page shows as it is, with its HTTP status. */
export class VoiceRefused extends DomainError {
  constructor(
    override readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

// A respondent records one answer at a time; this leaves room for retries, not for running up the transcription bill.
const recordingsPerIp = new RateLimiter(20, 60_000);
// Recordings before the first message belong to no message until it is sent, and the ones never sent are swept
// after an hour; this caps what one address can make us store and transcribe meanwhile.
export const RECORDING_BYTES_PER_HOUR = 100 * 1024 * 1024;
const recordingBytesPerIp = new RateLimiter(RECORDING_BYTES_PER_HOUR, 60 * 60 * 1000);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the engine chosen for an interview is set up on this server. */
export function engineConfigured(engine: AudioInputEngine): boolean {
  const status = speechStatus();
  return engine === 'eleven-labs' ? status.elevenLabs : status.whisper;
}

/**
 * POST /api/speech-to-text: a recording of a dialog the caller may use (or, before the first message, of the interview
 * they are taking) is streamed to disk, checked by its bytes, transcribed with the interview's engine and language,
 * and kept as an upload of the interview so the owner can play it.
 */
export async function transcribeRecording(
  request: Request,
  clientIp: string,
  /** Throws to refuse a recording before it reaches a speech engine (the respondent has not agreed to take part). */
  mayTranscribe: (interview: Interview, dialog: Dialog | undefined, isOwner: boolean) => void = () => undefined,
): Promise<{ text: string; audio_attachment: AudioAttachment }> {
  let user: SessionUser | undefined;
  try {
    if (recordingsPerIp.hit(clientIp) > 0) throw new VoiceRefused(HTTP_STATUS.tooManyRequests, VOICE_MESSAGES.tooMany);
    user = await getUser(request);
    // A signed-in caller may be the interview's owner trying it, which is only known once the form names the interview.
    if (!user && recordingBytesPerIp.exhausted(clientIp)) throw new VoiceRefused(HTTP_STATUS.tooManyRequests, VOICE_MESSAGES.tooMany);
    if (declaredTooLarge(request, MAX_AUDIO_BYTES)) throw new VoiceRefused(HTTP_STATUS.payloadTooLarge, VOICE_MESSAGES.tooLarge);
  } catch (error) {
    await discardBody(request);
    throw error;
  }

  let received: ReceivedForm;
  try {
    received = await receiveRecording(request);
  } catch (error) {
    if (error instanceof UploadTooLarge) throw new VoiceRefused(HTTP_STATUS.payloadTooLarge, VOICE_MESSAGES.tooLarge);
    if (error instanceof StorageFull) throw new VoiceRefused(HTTP_STATUS.insufficientStorage, VOICE_MESSAGES.noSpace);
    throw error;
  }
  const { file, fields } = received;
  try {
    if (!file || file.size === 0) throw new VoiceRefused(HTTP_STATUS.badRequest, VOICE_MESSAGES.empty);
    const { interview, dialog } = await interviewFor(request, fields, user);
    const isOwner = actsForTeam(user, interview);
    mayTranscribe(interview, dialog, isOwner);
    // The team previewing is not counted; everyone else's recordings are, whether or not they are signed in.
    if (!isOwner && !recordingBytesPerIp.take(clientIp, file.size))
      throw new VoiceRefused(HTTP_STATUS.tooManyRequests, VOICE_MESSAGES.tooMany);
    if (!engineConfigured(interview.audioInputEngine)) throw new VoiceRefused(HTTP_STATUS.serviceUnavailable, VOICE_MESSAGES.notConfigured);
    const type = detectAudioType(file.head);
    if (!type) throw new VoiceRefused(HTTP_STATUS.unsupportedMediaType, VOICE_MESSAGES.notAudio);

    const bytes = new Uint8Array(await fsp.readFile(file.tempPath));
    let text: string;
    try {
      // The call reserves its place in the interview's daily budget, or fails with AiBudgetExhausted.
      text = await transcribe(
        interview.audioInputEngine,
        // Whisper reads the format from the name, so it carries the extension of what the bytes are.
        { bytes, name: `recording.${type.extension}`, type: type.contentType },
        {
          purpose: 'speech-to-text',
          interviewId: interview.id,
          dailyBudget: interview.aiDailyCallBudget,
          language: languageCode(interview.language),
          signal: request.signal,
        },
      );
    } catch (error) {
      if (error instanceof AiNotConfigured) throw new VoiceRefused(HTTP_STATUS.serviceUnavailable, VOICE_MESSAGES.notConfigured);
      if (error instanceof AiError) throw new VoiceRefused(HTTP_STATUS.badGateway, VOICE_MESSAGES.processingError);
      throw error;
    }
    if (!text.trim()) throw new VoiceRefused(HTTP_STATUS.unprocessableContent, VOICE_MESSAGES.noText);

    const upload = await storeRecording(interview, file, type).catch((error: unknown) => {
      throw error instanceof StorageFull ? new VoiceRefused(HTTP_STATUS.insufficientStorage, VOICE_MESSAGES.noSpace) : error;
    });
    return { text: text.trim(), audio_attachment: attachmentOf(upload) };
  } finally {
    // Gone already when it was stored; otherwise nothing of a refused recording stays.
    await removeReceived(file);
  }
}

/** The interview whose respondent is speaking: from the dialog, or from the interview id before the dialog starts. */
async function interviewFor(
  request: Request,
  fields: Record<string, string>,
  user: SessionUser | undefined,
): Promise<{ interview: Interview; dialog?: Dialog }> {
  const dialogId = fields.dialogId?.trim();
  const interviewId = fields.interviewId?.trim();
  // InterviewUnavailable carries its own status (404 missing, 403 unpublished).
  if (dialogId) {
    if (!UUID.test(dialogId)) throw new VoiceRefused(HTTP_STATUS.notFound, 'Dialog not found');
    const access = await accessDialog(request, dialogId);
    if (!access) throw new VoiceRefused(HTTP_STATUS.notFound, 'Dialog not found');
    if (access.dialog.completedAt) throw new VoiceRefused(HTTP_STATUS.conflict, 'This interview has ended. Thank you for taking part!');
    return { interview: access.interview, dialog: access.dialog };
  }
  if (interviewId && interviewId.length <= 100) return { interview: openInterview(interviewId, user) };
  throw new VoiceRefused(HTTP_STATUS.badRequest, VOICE_MESSAGES.noDialog);
}
