/** Recordings: what is accepted, how it is recognised, and what the respondent is told when one fails. */

/**
 * The original name of an interviewer's message spoken, kept as an audio upload under the message's id. It is never
 * a respondent's recording: a send cannot attach it.
 */
export const SPOKEN_MESSAGE_NAME = 'interviewer-speech.mp3';

export const MAX_AUDIO_BYTES = 25 * 1024 * 1024;
export const MAX_AUDIO_MB = MAX_AUDIO_BYTES / (1024 * 1024);

/** Bytes needed to recognise every accepted type (WAV's "WAVE" ends at byte 12). */
export const AUDIO_SIGNATURE_BYTES = 12;

/** The messages of a failed recording, shown to the respondent as they are. */
export const VOICE_MESSAGES = {
  unsupported: 'Audio recording not supported in this browser',
  empty: 'No audio data recorded. Please try again.',
  noDialog: 'Configuration error. Please refresh and try again.',
  noText: 'Could not transcribe audio. Please speak clearly and try again.',
  denied: 'Microphone access denied. Please enable microphone permissions in your browser settings.',
  noMicrophone: 'No microphone found. Please connect a microphone and try again.',
  micNotSupported: 'Microphone not supported on this device.',
  overconstrained: 'Microphone constraints could not be satisfied. Please try again.',
  couldNotAccess: 'Could not access microphone. Please check your device settings.',
  recordingError: 'Recording error occurred. Please try again.',
  stopError: 'Error stopping recording. Please try again.',
  processingError: 'Error processing audio. Please check your connection and try again.',
  // Not in the spec's catalogue: limits this server adds.
  tooLarge: `The recording is larger than ${MAX_AUDIO_MB} MB. Please record a shorter answer.`,
  notAudio: 'This file is not an audio recording (WAV, WebM, Ogg, MP4/M4A or MP3).',
  tooMany: 'Too many recordings at once. Please wait a moment and try again.',
  noSpace: 'The recording could not be saved on the server. Please try again later, or type your answer instead.',
  notConfigured: 'Speech-to-text is not available on this server right now. Please type your answer instead.',
} as const;

export type AudioType = {
  contentType: 'audio/wav' | 'audio/webm' | 'audio/ogg' | 'audio/mp4' | 'audio/mpeg';
  extension: 'wav' | 'webm' | 'ogg' | 'm4a' | 'mp3';
};

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const RIFF = ascii('RIFF');
const WAVE = ascii('WAVE');
const EBML = [0x1a, 0x45, 0xdf, 0xa3];
const OGG = ascii('OggS');
const FTYP = ascii('ftyp');
const ID3 = ascii('ID3');

/**
 * The audio type from the file's first bytes, or null. The name and the browser's declared type are ignored: a text
 * file called clip.wav is still text. The extension matters downstream, since whisper reads the format from the name.
 */
export function detectAudioType(head: Uint8Array): AudioType | null {
  if (startsWith(head, RIFF) && startsWith(head, WAVE, 8)) return { contentType: 'audio/wav', extension: 'wav' };
  // WebM is a Matroska profile; recorders write WebM, and the EBML header alone does not tell them apart.
  if (startsWith(head, EBML)) return { contentType: 'audio/webm', extension: 'webm' };
  if (startsWith(head, OGG)) return { contentType: 'audio/ogg', extension: 'ogg' };
  if (startsWith(head, FTYP, 4)) return { contentType: 'audio/mp4', extension: 'm4a' };
  if (startsWith(head, ID3)) return { contentType: 'audio/mpeg', extension: 'mp3' };
  // An MPEG audio frame starts with eleven set bits: 0xFF then 0xE0..0xFF.
  if (head.length >= 2 && head[0] === 0xff && (head[1]! & 0xe0) === 0xe0) return { contentType: 'audio/mpeg', extension: 'mp3' };
  return null;
}

/** What the chat stores on a respondent's message and the owner's view plays. */
export type AudioAttachment = {
  kind: 'audio';
  filename: string;
  original_name: string;
  /** Where the owner fetches it; never a path on the server's disk. */
  file_path: string;
  content_type: string;
  size: number;
};

/** Stored names are `{uuid}.{ext}` and nothing else, so a name from a URL can never point outside the folder. */
export const AUDIO_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(wav|webm|ogg|m4a|mp3)$/;

export const audioUrl = (filename: string) => `/api/audio/${encodeURIComponent(filename)}`;

/** The audio attachments among a message's stored attachments; anything else is left out. */
export function audioAttachmentsOf(stored: unknown): AudioAttachment[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter(
    (item): item is AudioAttachment =>
      typeof item === 'object' &&
      item !== null &&
      (item as AudioAttachment).kind === 'audio' &&
      typeof (item as AudioAttachment).filename === 'string' &&
      AUDIO_FILE_NAME.test((item as AudioAttachment).filename),
  );
}
