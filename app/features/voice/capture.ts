import { VOICE_MESSAGES } from './audio-types';

/** How the browser records an answer (type, rate, chunks), as a pure function of the browser, so it can be tested. */
export type RecorderPlan = {
  /** The type asked of MediaRecorder, or undefined to take the browser's default (nothing listed is supported). */
  recorderMimeType: string | undefined;
  /** The type to label the recording with when the recorder does not say. */
  mimeType: string;
  timeslice: number | undefined;
  audioBitsPerSecond: number | undefined;
  constraints: MediaTrackConstraints;
  isMobile: boolean;
  isApple: boolean;
};

const GENERAL_TYPES = ['audio/webm', 'audio/mp4', 'audio/mpeg', 'audio/wav', 'audio/ogg'];
const ANDROID_TYPES = ['audio/webm', 'audio/webm;codecs=opus', 'audio/mp4'];
// Safari's recorder cannot write WAV; it writes MP4, so that is tried next.
const APPLE_TYPES = ['audio/wav', 'audio/mp4'];
const FALLBACK_TYPE = 'audio/wav';

export function isAppleOrSafari(userAgent: string): boolean {
  const apple = /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && /Mobile\//.test(userAgent));
  const safari = /Safari\//.test(userAgent) && !/Chrome\/|Chromium\/|CriOS\/|FxiOS\/|Edg\/|EdgiOS\/|OPR\/|Android/.test(userAgent);
  return apple || safari;
}

export function isAndroid(userAgent: string): boolean {
  return /Android/i.test(userAgent);
}

export function isMobile(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|webOS|BlackBerry|IEMobile|Opera Mini/i.test(userAgent);
}

export function chooseRecorderPlan(userAgent: string, isTypeSupported: (type: string) => boolean): RecorderPlan {
  const apple = isAppleOrSafari(userAgent);
  const mobile = isMobile(userAgent);
  const preferred = apple
    ? [...APPLE_TYPES, ...GENERAL_TYPES]
    : isAndroid(userAgent)
      ? [...ANDROID_TYPES, ...GENERAL_TYPES]
      : GENERAL_TYPES;
  const supported = preferred.find((type) => {
    try {
      return isTypeSupported(type);
    } catch {
      return false;
    }
  });
  return {
    recorderMimeType: supported,
    mimeType: supported ?? FALLBACK_TYPE,
    timeslice: mobile ? 100 : undefined,
    audioBitsPerSecond: apple ? undefined : 128_000,
    // Phones: 44.1 kHz, 16-bit, mono, what speech-to-text needs. Plain values are preferences, so a phone that cannot is not refused.
    constraints: mobile
      ? { sampleRate: 44_100, sampleSize: 16, channelCount: 1, echoCancellation: true, noiseSuppression: true }
      : { echoCancellation: true, noiseSuppression: true },
    isMobile: mobile,
    isApple: apple,
  };
}

/** The file extension a recording of this type gets when it is sent (the server checks its bytes anyway). */
export function extensionFor(mimeType: string): string {
  const type = mimeType.split(';')[0]!.trim().toLowerCase();
  if (type === 'audio/webm' || type === 'video/webm') return 'webm';
  if (type === 'audio/ogg') return 'ogg';
  if (type === 'audio/mp4' || type === 'video/mp4' || type === 'audio/x-m4a') return 'm4a';
  if (type === 'audio/mpeg') return 'mp3';
  return 'wav';
}

export type MicrophoneError = { message: string; denied: boolean };

/** The message for a getUserMedia or MediaRecorder failure, by the error's name. */
export function microphoneError(error: unknown): MicrophoneError {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String((error as { name: unknown }).name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return { message: VOICE_MESSAGES.denied, denied: true };
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return { message: VOICE_MESSAGES.noMicrophone, denied: false };
    case 'NotSupportedError':
      return { message: VOICE_MESSAGES.micNotSupported, denied: false };
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return { message: VOICE_MESSAGES.overconstrained, denied: false };
    default:
      return { message: VOICE_MESSAGES.couldNotAccess, denied: false };
  }
}

/** The message for a SpeechRecognition error code (the browser's own dictation, used when no server engine is set up). */
export function recognitionError(code: string): MicrophoneError | null {
  switch (code) {
    case 'not-allowed':
    case 'service-not-allowed':
      return { message: VOICE_MESSAGES.denied, denied: true };
    case 'audio-capture':
      return { message: VOICE_MESSAGES.noMicrophone, denied: false };
    case 'no-speech':
      return { message: VOICE_MESSAGES.noText, denied: false };
    case 'network':
      return { message: VOICE_MESSAGES.processingError, denied: false };
    case 'aborted':
      return null;
    default:
      return { message: VOICE_MESSAGES.couldNotAccess, denied: false };
  }
}
