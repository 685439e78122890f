import { useCallback, useEffect, useRef, useState } from 'react';
import { VOICE_MESSAGES, type AudioAttachment } from './audio-types';
import { chooseRecorderPlan, extensionFor, microphoneError, recognitionError } from './capture';

/** `server`: record and send to /api/speech-to-text. `browser`: the browser's own dictation (no server engine). */
export type VoiceMode = 'server' | 'browser';
export type CaptureState = 'idle' | 'recording' | 'processing';

type RecognitionResult = { isFinal: boolean; 0: { transcript: string } };
type Recognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { resultIndex: number; results: ArrayLike<RecognitionResult> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
};
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | undefined {
  const w = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

const canRecord = () => typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia) && typeof MediaRecorder !== 'undefined';

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

/**
 * Record → stop → transcribe, as spec §4 "Recording" (idle, recording, processing, idle). `mode` is null when this
 * browser can offer nothing (the button is hidden) and undefined until the page runs scripts.
 */
export function useVoiceCapture(options: CaptureOptions) {
  const latest = useRef(options);
  latest.current = options;
  const [mode, setMode] = useState<VoiceMode | null | undefined>(undefined);
  const [state, setState] = useState<CaptureState>('idle');
  const [denied, setDenied] = useState(false);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const recognition = useRef<Recognition | null>(null);
  // While the permission prompt is open: a second tap must not ask twice.
  const starting = useRef(false);

  useEffect(() => {
    // The browser's dictation only where the owner allowed it: it sends the voice to the browser maker's servers.
    const browser = options.browserDictation && Boolean(recognitionConstructor());
    // A server engine needs a recorder; without one the browser's dictation is the next best thing.
    if (options.serverSpeechToText) setMode(canRecord() || !browser ? 'server' : 'browser');
    else setMode(browser ? 'browser' : null);
  }, [options.serverSpeechToText, options.browserDictation]);

  // A permission already refused shows as such before the first tap (browsers that cannot say are left alone).
  useEffect(() => {
    let status: PermissionStatus | undefined;
    const update = () => setDenied(status?.state === 'denied');
    navigator.permissions
      ?.query({ name: 'microphone' as PermissionName })
      .then((result) => {
        status = result;
        update();
        result.addEventListener('change', update);
      })
      .catch(() => undefined);
    return () => status?.removeEventListener('change', update);
  }, []);

  const releaseStream = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  };

  useEffect(
    () => () => {
      // Leaving the page mid-recording: nothing is sent, the microphone is let go.
      const active = recorder.current;
      recorder.current = null;
      if (active && active.state !== 'inactive') {
        active.onstop = null;
        try {
          active.stop();
        } catch {
          // Already stopped.
        }
      }
      releaseStream();
      recognition.current?.abort();
    },
    [],
  );

  const fail = useCallback((message: string, data?: unknown) => {
    latest.current.onDebug?.('error', message, data);
    latest.current.onError(message);
    setState('idle');
  }, []);

  const upload = useCallback(
    async (blob: Blob) => {
      const { dialogId, interviewId, onTranscript } = latest.current;
      if (blob.size === 0) return fail(VOICE_MESSAGES.empty);
      if (!dialogId && !interviewId) return fail(VOICE_MESSAGES.noDialog);
      const form = new FormData();
      form.append('file', blob, `recording.${extensionFor(blob.type)}`);
      if (dialogId) form.append('dialogId', dialogId);
      else form.append('interviewId', interviewId);
      form.append('mimeType', blob.type);
      latest.current.onDebug?.('info', 'Sending recording', { size: blob.size, type: blob.type });
      try {
        const response = await fetch('/api/speech-to-text', { method: 'POST', body: form });
        const body = (await response.json().catch(() => ({}))) as { text?: string; detail?: string; audio_attachment?: AudioAttachment };
        if (!response.ok) return fail(body.detail ?? VOICE_MESSAGES.processingError, { status: response.status });
        if (!body.text?.trim()) return fail(VOICE_MESSAGES.noText);
        latest.current.onDebug?.('info', 'Transcribed', { chars: body.text.length, attachment: body.audio_attachment?.filename });
        onTranscript(body.text.trim(), body.audio_attachment ?? null);
        setState('idle');
      } catch (error) {
        fail(VOICE_MESSAGES.processingError, { error: String(error) });
      }
    },
    [fail],
  );

  const startServer = async () => {
    if (!canRecord()) return fail(latest.current.unsupportedMessage);
    const plan = chooseRecorderPlan(navigator.userAgent, (type) => MediaRecorder.isTypeSupported(type));
    starting.current = true;
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ audio: plan.constraints });
    } catch (error) {
      const { message, denied: refused } = microphoneError(error);
      if (refused) setDenied(true);
      return fail(message, { name: (error as Error)?.name });
    } finally {
      starting.current = false;
    }
    setDenied(false);
    let active: MediaRecorder;
    try {
      active = new MediaRecorder(stream.current, {
        ...(plan.recorderMimeType ? { mimeType: plan.recorderMimeType } : {}),
        ...(plan.audioBitsPerSecond ? { audioBitsPerSecond: plan.audioBitsPerSecond } : {}),
      });
    } catch (error) {
      releaseStream();
      return fail(microphoneError(error).message, { name: (error as Error)?.name });
    }
    const chunks: Blob[] = [];
    active.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    active.onerror = (event) => {
      active.onstop = null;
      recorder.current = null;
      releaseStream();
      fail(VOICE_MESSAGES.recordingError, { error: String((event as Event & { error?: unknown }).error ?? '') });
    };
    active.onstop = () => {
      recorder.current = null;
      releaseStream();
      void upload(new Blob(chunks, { type: active.mimeType || plan.mimeType }));
    };
    recorder.current = active;
    active.start(plan.timeslice);
    latest.current.onDebug?.('info', 'Recording', { mimeType: active.mimeType || plan.mimeType, timeslice: plan.timeslice });
    setState('recording');
  };

  const startBrowser = () => {
    const Constructor = recognitionConstructor();
    if (!Constructor) return fail(latest.current.unsupportedMessage);
    const active = new Constructor();
    active.lang = latest.current.lang;
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
      if (mapped.denied) setDenied(true);
      fail(mapped.message, { error: event.error });
    };
    active.onend = () => {
      recognition.current = null;
      const text = parts.filter(Boolean).join(' ');
      if (text) {
        latest.current.onTranscript(text, null);
        setState('idle');
      } else if (!reported) fail(VOICE_MESSAGES.noText);
    };
    recognition.current = active;
    try {
      active.start();
    } catch (error) {
      recognition.current = null;
      return fail(microphoneError(error).message, { name: (error as Error)?.name });
    }
    setState('recording');
  };

  const stop = () => {
    if (recognition.current) {
      setState('processing');
      recognition.current.stop();
      return;
    }
    const active = recorder.current;
    if (!active) return;
    setState('processing');
    try {
      active.stop();
    } catch (error) {
      active.onstop = null;
      recorder.current = null;
      releaseStream();
      fail(VOICE_MESSAGES.stopError, { error: String(error) });
    }
  };

  const toggle = () => {
    if (state === 'recording') return stop();
    if (state !== 'idle' || !mode || starting.current) return;
    latest.current.onStart?.();
    if (mode === 'server') void startServer();
    else startBrowser();
  };

  return { mode, state, denied, toggle };
}
