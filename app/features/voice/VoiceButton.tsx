import { useEffect } from 'react';

import type { Chrome } from '~/features/dialogs/chrome';

import type { CaptureOptions } from './capture-session';
import { useVoiceCapture, type VoiceMode } from './use-voice-capture';

/** The notice that the browser's own recognition hears the respondent; the button is described by it. */
export const BROWSER_DICTATION_NOTICE_ID = 'browser-dictation-notice';

type Props = Omit<CaptureOptions, 'unsupportedMessage'> & {
  chrome: Chrome;
  /** `large`: the main control of an audio interview. */
  size?: 'small' | 'large';
  disabled?: boolean;
  /** Told which microphone this browser offers (null: none), so the page can say so under the input. */
  onModeChange?: (mode: VoiceMode | null) => void;
};

/**
 * The microphone: tap to record, tap again to stop; the words come back through `onTranscript`. Hidden until scripts
 * run, and where the browser can neither record for the server nor dictate by itself (or the owner did not allow its
 * own dictation). The small one tells the page its mode, which says under the input that dictation is there (the
 * greeting does not promise it) and, for the browser's own recognition, where the voice goes before anything is
 * recorded (`BROWSER_DICTATION_NOTICE_ID`); the large one says the latter itself.
 */
export function VoiceButton({ chrome, size = 'small', disabled = false, onModeChange, ...options }: Props) {
  const { mode, state, denied, toggle, warm } = useVoiceCapture({ ...options, unsupportedMessage: chrome.micUnsupported });
  useEffect(() => {
    if (mode !== undefined) onModeChange?.(mode);
  }, [mode, onModeChange]);
  if (!mode) return null;

  const label = state === 'recording' ? chrome.stopRecording : state === 'processing' ? chrome.transcribing : chrome.record;
  const large = size === 'large';
  const colour =
    state === 'recording'
      ? 'bg-red-600 text-white hover:bg-red-700 animate-pulse'
      : denied
        ? 'bg-yellow-400 text-yellow-950 hover:bg-yellow-500'
        : large
          ? 'bg-brand-600 text-white hover:bg-brand-700'
          : 'bg-slate-100 text-slate-700 hover:bg-slate-200';
  const shape = large ? 'h-24 w-24 rounded-full shadow-lg' : 'h-11 w-11 rounded-xl';
  const icon = large ? 'h-10 w-10' : 'h-5 w-5';

  return (
    // Small: the button and the hint join the input row (which wraps), so the hint gets a line of its own below.
    <div className={large ? 'flex flex-col items-center gap-2' : 'contents'}>
      <button
        type="button"
        onPointerDown={warm}
        onKeyDown={warm}
        onClick={toggle}
        disabled={disabled || state === 'processing'}
        aria-label={label}
        aria-describedby={mode === 'browser' ? BROWSER_DICTATION_NOTICE_ID : undefined}
        title={label}
        data-state={state}
        data-denied={denied || undefined}
        className={`flex shrink-0 items-center justify-center ${shape} ${colour} focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60`}
      >
        {state === 'processing' ? (
          <svg className={`${icon} animate-spin`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
            <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" opacity="0.25" />
            <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          </svg>
        ) : state === 'recording' ? (
          <svg className={icon} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
            <rect x="6" y="6" width="12" height="12" rx="2" />
          </svg>
        ) : (
          <svg
            className={icon}
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <rect x="9" y="3" width="6" height="11" rx="3" />
            <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
          </svg>
        )}
      </button>
      {large && (
        <span className="text-sm font-medium text-slate-700" aria-hidden="true">
          {label}
        </span>
      )}
      {large && mode === 'browser' && (
        <p id={BROWSER_DICTATION_NOTICE_ID} className="max-w-xs text-center text-xs text-slate-600">
          {chrome.browserDictationNotice}
        </p>
      )}
      {denied && (
        <p
          role="status"
          className={
            large
              ? 'max-w-xs rounded-md bg-yellow-50 px-3 py-2 text-center text-sm text-yellow-900 ring-1 ring-yellow-300'
              : 'order-last basis-full rounded-md bg-yellow-50 px-3 py-2 text-sm text-yellow-900 ring-1 ring-yellow-300'
          }
        >
          {chrome.micDenied}
        </p>
      )}
    </div>
  );
}
