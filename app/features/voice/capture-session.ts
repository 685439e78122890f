// The capture itself (microphone, recorder, upload, the browser's dictation), imported only when the respondent taps
// the microphone: a page that is only read or typed into never downloads it.
import { type AudioAttachment, VOICE_MESSAGES } from './audio-types';
import { chooseRecorderPlan, extensionFor, microphoneError, recognitionError } from './capture';
import { canRecord, recognitionConstructor } from './microphone-support';

/** What the page tells a capture: where to send the recording, and whom to tell. */
export type CaptureOptions = {
  /** Whether the server can transcribe this interview's recordings. */
  serverSpeechToText: boolean;
  /** Whether the owner allows the browser's own dictation, which sends the voice to the browser maker. */
  browserDictation: boolean;
  lang: string;
  dialogId: string | null;
  interviewId: string;
  /** The interview language's "Audio recording not supported in this browser". */
  unsupportedMessage: string;
  onTranscript: (text: string, attachment: AudioAttachment | null) => void;
  onError: (message: string) => void;
  onStart?: () => void;
  onDebug?: (level: 'info' | 'warn' | 'error', message: string, data?: unknown) => void;
};

/** A capture under way: `stop` ends it and hands over what was said; `cancel` drops it (the page is left). */
export type CaptureSession = { stop(): void; cancel(): void };

/** What a capture tells the page. `options` is read when needed: the dialog may begin while a recording runs. */
export type CaptureEvents = {
  options: () => CaptureOptions;
  recording: (session: CaptureSession) => void;
  transcribed: (text: string, attachment: AudioAttachment | null) => void;
  failed: (message: string, data?: unknown) => void;
  denied: (denied: boolean) => void;
};

const errorName = (error: unknown) => (error as Error | undefined)?.name;

async function upload(blob: Blob, events: CaptureEvents) {
  const { dialogId, interviewId, onDebug } = events.options();
  if (blob.size === 0) return events.failed(VOICE_MESSAGES.empty);
  if (!dialogId && !interviewId) return events.failed(VOICE_MESSAGES.noDialog);
  const form = new FormData();
  form.append('file', blob, `recording.${extensionFor(blob.type)}`);
  if (dialogId) form.append('dialogId', dialogId);
  else form.append('interviewId', interviewId);
  form.append('mimeType', blob.type);
  onDebug?.('info', 'Sending recording', { size: blob.size, type: blob.type });
  try {
    const response = await fetch('/api/speech-to-text', { method: 'POST', body: form });
    const body = (await response.json().catch(() => ({}))) as { text?: string; detail?: string; audio_attachment?: AudioAttachment };
    if (!response.ok) return events.failed(body.detail ?? VOICE_MESSAGES.processingError, { status: response.status });
    if (!body.text?.trim()) return events.failed(VOICE_MESSAGES.noText);
    onDebug?.('info', 'Transcribed', { chars: body.text.length, attachment: body.audio_attachment?.filename });
    events.transcribed(body.text.trim(), body.audio_attachment ?? null);
  } catch (error) {
    events.failed(VOICE_MESSAGES.processingError, { error: String(error) });
  }
}

/** Records for the server's speech engine; on stop the recording is sent to /api/speech-to-text. */
export async function startServerCapture(events: CaptureEvents): Promise<void> {
  if (!canRecord()) return events.failed(events.options().unsupportedMessage);
  const plan = chooseRecorderPlan(navigator.userAgent, (type) => MediaRecorder.isTypeSupported(type));
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: plan.constraints });
  } catch (error) {
    const { message, denied } = microphoneError(error);
    if (denied) events.denied(true);
    return events.failed(message, { name: errorName(error) });
  }
  events.denied(false);
  const release = () => stream.getTracks().forEach((track) => track.stop());
  let active: MediaRecorder;
  try {
    active = new MediaRecorder(stream, {
      ...(plan.recorderMimeType ? { mimeType: plan.recorderMimeType } : {}),
      ...(plan.audioBitsPerSecond ? { audioBitsPerSecond: plan.audioBitsPerSecond } : {}),
    });
  } catch (error) {
    release();
    return events.failed(microphoneError(error).message, { name: errorName(error) });
  }
  const chunks: Blob[] = [];
  active.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  active.onerror = (event) => {
    active.onstop = null;
    release();
    events.failed(VOICE_MESSAGES.recordingError, { error: String((event as Event & { error?: unknown }).error ?? '') });
  };
  active.onstop = () => {
    release();
    void upload(new Blob(chunks, { type: active.mimeType || plan.mimeType }), events);
  };
  active.start(plan.timeslice);
  events.options().onDebug?.('info', 'Recording', { mimeType: active.mimeType || plan.mimeType, timeslice: plan.timeslice });
  events.recording({
    stop: () => {
      try {
        active.stop();
      } catch (error) {
        active.onstop = null;
        release();
        events.failed(VOICE_MESSAGES.stopError, { error: String(error) });
      }
    },
    cancel: () => {
      // Nothing is sent, the microphone is let go.
      active.onstop = null;
      if (active.state !== 'inactive') {
        try {
          active.stop();
        } catch {
          // Already stopped.
        }
      }
      release();
    },
  });
}

/** The browser's own dictation (no server engine): the words come from the browser when it stops listening. */
export function startBrowserDictation(events: CaptureEvents): void {
  const Constructor = recognitionConstructor();
  if (!Constructor) return events.failed(events.options().unsupportedMessage);
  const active = new Constructor();
  active.lang = events.options().lang;
  active.continuous = true;
  active.interimResults = false;
  const parts: string[] = [];
  let reported = false;
  active.onresult = (event) => {
    for (let i = event.resultIndex; i < event.results.length; i++) {
      const result = event.results[i]!;
      if (result.isFinal) parts.push(result[0].transcript.trim());
    }
  };
  active.onerror = (event) => {
    const mapped = recognitionError(event.error);
    if (!mapped) return;
    reported = true;
    if (mapped.denied) events.denied(true);
    events.failed(mapped.message, { error: event.error });
  };
  active.onend = () => {
    const text = parts.filter(Boolean).join(' ');
    if (text) events.transcribed(text, null);
    else if (!reported) events.failed(VOICE_MESSAGES.noText);
  };
  try {
    active.start();
  } catch (error) {
    return events.failed(microphoneError(error).message, { name: errorName(error) });
  }
  events.recording({
    stop: () => active.stop(),
    cancel: () => {
      active.onend = null;
      active.onerror = null;
      active.abort();
    },
  });
}
