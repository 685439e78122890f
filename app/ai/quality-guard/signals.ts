/**
 * How an answer was written. Client signals come from the respondent's page (with JavaScript only): characters typed
 * and pasted, paste events, the time spent composing, how often the page was hidden meanwhile. Server signals are the
 * server's own clock: seconds from the interviewer's question to the answer.
 *
 * A client signal is the respondent's word, so it is bounded and clamped, never trusted to clear a dialog: a forged
 * value (negative, a paste longer than the answer, a huge number, megabytes of JSON, the wrong shape) becomes a
 * plausible one or no signal at all, and never fails the turn. Without JavaScript there are no client signals, and
 * nothing is inferred from their absence.
 */
import { z } from 'zod';

/** What the page records for one answer. */
export type ClientSignals = { typed: number; pasted: number; pastes: number; composingMs: number; hidden: number };

/** Bounds of a plausible signal: no answer is typed for more than a day, nor pasted in ten thousand times. */
export const SIGNAL_BOUNDS = { characters: 100_000, events: 10_000, composingMs: 86_400_000 } as const;
/** The most a form or JSON field of signals may hold; anything longer is refused unread. */
export const MAX_SIGNALS_FIELD_CHARS = 512;

/** A count in 0..max: a negative, fractional or huge number is clamped, anything else is 0. */
const bounded = (max: number) =>
  z
    .number()
    .catch(0)
    .transform((n) => (Number.isFinite(n) ? Math.min(max, Math.max(0, Math.round(n))) : 0));

/** The signals as the page sends them; a value of the wrong type is 0, an object of the wrong shape is no signals. */
export const clientSignalsSchema = z
  .object({
    typed: bounded(SIGNAL_BOUNDS.characters),
    pasted: bounded(SIGNAL_BOUNDS.characters),
    pastes: bounded(SIGNAL_BOUNDS.events),
    composingMs: bounded(SIGNAL_BOUNDS.composingMs),
    hidden: bounded(SIGNAL_BOUNDS.events),
  })
  .nullable()
  .catch(null);

/**
 * The signals of one answer, made plausible for it: pasted characters never exceed the answer's length, and a paste
 * needs a paste event. `raw` is the parsed field or its JSON text; null when there is nothing usable.
 */
export function readClientSignals(raw: unknown, answerLength: number): ClientSignals | null {
  let value = raw;
  if (typeof raw === 'string') {
    if (raw.length === 0 || raw.length > MAX_SIGNALS_FIELD_CHARS) return null;
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (value === undefined) return null;
  const signals = clientSignalsSchema.parse(value);
  if (!signals) return null;
  const length = Math.max(0, Math.min(SIGNAL_BOUNDS.characters, Math.round(answerLength)));
  const pasted = Math.min(signals.pasted, length);
  return { ...signals, pasted, pastes: pasted > 0 ? Math.max(1, signals.pastes) : signals.pastes };
}

/** The server's own timing of an answer: seconds since the question, and characters per second. */
export type ServerSignals = { seconds: number; charsPerSecond: number };

/** Seconds from the question to the answer (never below a tenth of a second), and the answer's characters per second. */
export function serverSignals(questionAt: Date | number, answerAt: Date | number, answerLength: number): ServerSignals {
  const seconds = Math.max(0.1, (Number(answerAt) - Number(questionAt)) / 1000);
  return { seconds, charsPerSecond: answerLength / seconds };
}
