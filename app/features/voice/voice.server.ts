import { eq } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import type { Interview } from '@db/schema';
import { AiError, AiNotConfigured } from '~/ai/errors';
import { speechStatus, synthesize } from '~/ai/speech.server';
import { accessDialog } from '~/features/dialogs/respondent-access.server';
import { findUploadById, readStoredFile, storeMadeFile } from '~/features/storage/storage.server';
import { HTTP_STATUS } from '~/lib/http-status';
import { languageCode } from '~/lib/languages';
import { RateLimiter } from '~/lib/rate-limit.server';

import { AUDIO_FILE_NAME, type AudioAttachment, type AudioType, SPOKEN_MESSAGE_NAME } from './audio-types';
import { findInterviewAudio } from './recordings.server';
import { engineConfigured, VoiceRefused } from './speech-to-text.server';

/** What a respondent page may offer: server speech-to-text for this interview's engine, server text-to-speech. */
export type VoiceAvailability = {
  speechToText: boolean;
  textToSpeech: boolean;
  /**
   * Whether the owner allows the browser's own speech recognition where the server has no engine: it sends the voice
   * to the browser maker's servers, so it is off unless turned on in Setup, and respondents are told before they record.
   */
  browserDictation: boolean;
  /** An audio interview: the interviewer speaks and a large record button leads. */
  audioInterview: boolean;
  /** BCP 47 code for the browser's own recognition and speech. */
  lang: string;
};

export function voiceAvailability(
  interview: Pick<Interview, 'audioInputEngine' | 'method' | 'language' | 'allowBrowserDictation'>,
): VoiceAvailability {
  return {
    speechToText: engineConfigured(interview.audioInputEngine),
    textToSpeech: speechStatus().textToSpeech,
    browserDictation: interview.allowBrowserDictation,
    audioInterview: interview.method === 'audio',
    lang: languageCode(interview.language),
  };
}

/** For the Setup tab: which audio input engines this server has. */
export function audioEngineStatus(): { whisper: boolean; elevenLabs: boolean } {
  const status = speechStatus();
  return { whisper: status.whisper, elevenLabs: status.elevenLabs };
}

/**
 * The recordings a chat send names (the `audio_attachment` object from speech-to-text, or just its filename), each
 * checked to be an upload of this same interview. Throws VoiceRefused for a name that is not one.
 */
export function attachmentsForSend(interviewId: string, filenames: string[]): AudioAttachment[] | undefined {
  if (filenames.length === 0) return undefined;
  return [...new Set(filenames)].map((name) => {
    const found = AUDIO_FILE_NAME.test(name) ? findInterviewAudio(interviewId, name) : null;
    if (!found) throw new VoiceRefused(HTTP_STATUS.badRequest, 'The audio recording was not found. Please record your answer again.');
    return found;
  });
}

// Each reply is spoken once or twice; this stops a loop from running up the speech bill.
const speechPerIp = new RateLimiter(60, 60_000);

/**
 * Requests for the speech of one dialog's messages, from all addresses together, in ten minutes. A spoken message is
 * served from its stored file, so this bounds what many addresses can make of one dialog's link, not the bill.
 */
export const SPEECH_PER_DIALOG_PER_10_MINUTES = 60;
const speechPerDialog = new RateLimiter(SPEECH_PER_DIALOG_PER_10_MINUTES, 10 * 60_000);
export const SPEECH_PER_DIALOG_REFUSED =
  'The interviewer’s voice was asked for too often in this dialog. Please wait a few minutes and try again.';

const TTS_NOT_CONFIGURED = 'Text-to-speech is not configured on this server.';
const MP3: AudioType = { contentType: 'audio/mpeg', extension: 'mp3' };

// The syntheses under way, by message: a request for a message being spoken waits for that synthesis rather than
// starting another.
const speaking = new Map<string, Promise<Uint8Array>>();

/**
 * GET /api/interview/speech?messageId=…: the interviewer's message as MP3, for a dialog the caller may use. Each
 * message is synthesised at most once and kept as an audio upload of its interview under the message's id; every
 * later request is served from that file.
 */
export async function speakMessage(request: Request, clientIp: string, messageId: string): Promise<Uint8Array> {
  if (speechPerIp.hit(clientIp) > 0)
    throw new VoiceRefused(HTTP_STATUS.tooManyRequests, 'Too many requests. Please wait a moment and try again.');
  const message = /^[0-9a-f-]{36}$/i.test(messageId)
    ? getDb().select().from(schema.messages).where(eq(schema.messages.id, messageId)).get()
    : undefined;
  if (!message || message.role !== 'assistant') throw new VoiceRefused(HTTP_STATUS.notFound, 'Message not found');
  // An unpublished interview's dialog throws InterviewUnavailable (403).
  const access = await accessDialog(request, message.dialogId);
  if (!access) throw new VoiceRefused(HTTP_STATUS.notFound, 'Message not found');
  if (speechPerDialog.hit(message.dialogId) > 0) throw new VoiceRefused(HTTP_STATUS.tooManyRequests, SPEECH_PER_DIALOG_REFUSED);

  // A server whose text-to-speech was turned off stops speaking, also the messages it has already spoken.
  if (!speechStatus().textToSpeech) throw new VoiceRefused(HTTP_STATUS.serviceUnavailable, TTS_NOT_CONFIGURED);
  const stored = await storedSpeech(access.interview.id, message.id);
  if (stored) return stored;
  let synthesis = speaking.get(message.id);
  if (!synthesis) {
    synthesis = speakAndStore(access.interview, message).finally(() => speaking.delete(message.id));
    speaking.set(message.id, synthesis);
  }
  try {
    return await synthesis;
  } catch (error) {
    if (error instanceof AiNotConfigured) throw new VoiceRefused(HTTP_STATUS.serviceUnavailable, TTS_NOT_CONFIGURED);
    if (error instanceof AiError) throw new VoiceRefused(HTTP_STATUS.badGateway, 'The interviewer’s voice is not available right now.');
    throw error;
  }
}

async function storedSpeech(interviewId: string, messageId: string): Promise<Uint8Array | null> {
  const row = findUploadById(interviewId, 'audio', messageId);
  return row ? readStoredFile('audio', row.fileName) : null;
}

/**
 * One synthesis, shared by every request that waits for it: so it does not follow any one request's signal (the
 * call's own timeout bounds it). The call reserves its place in the interview's daily budget.
 */
async function speakAndStore(
  interview: Pick<Interview, 'id' | 'aiDailyCallBudget'>,
  message: { id: string; dialogId: string; content: string },
): Promise<Uint8Array> {
  // Another process (or a request that finished a moment ago) may have stored it in the meantime.
  const stored = await storedSpeech(interview.id, message.id);
  if (stored) return stored;
  const bytes = await synthesize(message.content, {
    purpose: 'text-to-speech',
    interviewId: interview.id,
    dialogId: message.dialogId,
    dailyBudget: interview.aiDailyCallBudget,
  });
  await storeMadeFile(interview, 'audio', message.id, { bytes, originalName: SPOKEN_MESSAGE_NAME }, MP3);
  return bytes;
}
