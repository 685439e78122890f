import { useCallback, useEffect, useRef, useState } from 'react';

import { VOICE_MESSAGES } from './audio-types';
import type { CaptureEvents, CaptureOptions, CaptureSession } from './capture-session';
import { canRecord, recognitionConstructor } from './microphone-support';

/** `server`: record and send to /api/speech-to-text. `browser`: the browser's own dictation (no server engine). */
export type VoiceMode = 'server' | 'browser';
export type CaptureState = 'idle' | 'recording' | 'processing';

/**
 * Record → stop → transcribe (idle, recording, processing, idle). `mode` is null when this
 * browser can offer nothing (the button is hidden) and undefined until the page runs scripts. The capture code
 * (capture-session.ts) is imported on the first tap: most respondents type, and a slow network should not carry it.
 */
export function useVoiceCapture(options: CaptureOptions) {
  const latest = useRef(options);
  latest.current = options;
  const [mode, setMode] = useState<VoiceMode | null | undefined>(undefined);
  const [state, setState] = useState<CaptureState>('idle');
  const [denied, setDenied] = useState(false);
  const session = useRef<CaptureSession | null>(null);
  const mounted = useRef(true);
  // From the tap until the recording runs (the capture code arriving, the permission prompt): a second tap must not
  // start a second one.
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

  useEffect(() => {
    mounted.current = true;
    return () => {
      // Leaving the page mid-recording: nothing is sent, the microphone is let go.
      mounted.current = false;
      session.current?.cancel();
      session.current = null;
    };
  }, []);

  const fail = useCallback((message: string, data?: unknown) => {
    latest.current.onDebug?.('error', message, data);
    latest.current.onError(message);
    setState('idle');
  }, []);

  const start = async (chosen: VoiceMode) => {
    starting.current = true;
    try {
      let capture: typeof import('./capture-session');
      try {
        capture = await import('./capture-session');
      } catch (error) {
        // The capture code did not arrive (the connection dropped): nothing was recorded, a tap tries again.
        return fail(VOICE_MESSAGES.recordingError, { error: String(error) });
      }
      if (!mounted.current) return;
      const events: CaptureEvents = {
        options: () => latest.current,
        recording: (active) => {
          if (!mounted.current) return active.cancel();
          session.current = active;
          setState('recording');
        },
        transcribed: (text, attachment) => {
          session.current = null;
          latest.current.onTranscript(text, attachment);
          setState('idle');
        },
        failed: (message, data) => {
          session.current = null;
          fail(message, data);
        },
        denied: setDenied,
      };
      if (chosen === 'server') await capture.startServerCapture(events);
      else capture.startBrowserDictation(events);
    } finally {
      starting.current = false;
    }
  };

  const stop = () => {
    const active = session.current;
    if (!active) return;
    setState('processing');
    active.stop();
  };

  const toggle = () => {
    if (state === 'recording') return stop();
    if (state !== 'idle' || !mode || starting.current) return;
    latest.current.onStart?.();
    void start(mode);
  };

  // The press before the tap starts the fetch, so the browser's own dictation starts within the tap's user activation.
  const warm = () => {
    if (mode) void import('./capture-session').catch(() => undefined);
  };

  return { mode, state, denied, toggle, warm };
}
