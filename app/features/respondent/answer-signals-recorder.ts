// How the respondent writes each answer, recorded in the browser for the quality guard: characters typed and pasted,
// paste events, the time from the first keystroke or paste to Send, and how often the page was hidden meanwhile.
// Framework-free and small: the lite page inlines it. Dictated or spoken text is neither typed nor pasted, so a voice
// answer is sent without signals (the caller's choice).
import type { ClientSignals } from '~/ai/quality-guard/signals';

export type AnswerSignalsRecorder = {
  /** The signals of the answer being sent (null when nothing was typed or pasted since the last one), and a fresh start. */
  take(): ClientSignals | null;
  stop(): void;
};

/** Records on `input` (the answer's textarea) until stopped; `now` is the clock (tests pass their own). */
export function recordAnswerSignals(input: HTMLTextAreaElement, now: () => number = Date.now): AnswerSignalsRecorder {
  let signals: ClientSignals = { typed: 0, pasted: 0, pastes: 0, composingMs: 0, hidden: 0 };
  let startedAt: number | null = null;
  const begin = () => (startedAt ??= now());

  const onInput = (event: Event) => {
    const { inputType, data } = event as InputEvent;
    // A paste is counted by its own event; IME composition counts once, at its end.
    if (!inputType?.startsWith('insert') || inputType === 'insertFromPaste' || inputType === 'insertCompositionText') return;
    begin();
    signals.typed += inputType === 'insertText' || inputType === 'insertReplacementText' ? (data?.length ?? 1) : 1;
  };
  const onCompositionEnd = (event: CompositionEvent) => {
    begin();
    signals.typed += event.data.length;
  };
  const onPaste = (event: ClipboardEvent) => {
    begin();
    signals.pastes += 1;
    signals.pasted += event.clipboardData?.getData('text/plain').length ?? 0;
  };
  const onVisibility = () => {
    if (document.hidden && startedAt !== null) signals.hidden += 1;
  };

  input.addEventListener('input', onInput);
  input.addEventListener('compositionend', onCompositionEnd);
  input.addEventListener('paste', onPaste);
  document.addEventListener('visibilitychange', onVisibility);
  return {
    take() {
      const taken = startedAt === null ? null : { ...signals, composingMs: Math.max(0, now() - startedAt) };
      signals = { typed: 0, pasted: 0, pastes: 0, composingMs: 0, hidden: 0 };
      startedAt = null;
      return taken;
    },
    stop() {
      input.removeEventListener('input', onInput);
      input.removeEventListener('compositionend', onCompositionEnd);
      input.removeEventListener('paste', onPaste);
      document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
