/**
 * A reasoning model's thoughts, kept out of its answer. Served without a reasoning parser (Ollama, llama.cpp or LM
 * Studio running DeepSeek-R1 or Qwen3), such a model writes its private reasoning first, inside `<think>…</think>`
 * (some write `<thinking>`), then the answer. Only the answer may be shown, stored or read as JSON. Pure.
 *
 * `ThinkingFilter` follows a stream piece by piece, so a tag split across pieces ("<th" | "ink>") is still seen and no
 * thought is handed on before the block is known to have ended; `withoutThinking` does the same for a whole text.
 */

const TAG_NAMES = ['think', 'thinking'] as const;
const OPENINGS = TAG_NAMES.map((name) => `<${name}>`);

/** The opening tag the text starts with (case aside), or the tags it could still turn into, as far as it goes. */
function opening(text: string): { tag: string } | { undecided: true } | null {
  const lower = text.toLowerCase();
  // The longest first: "<thinking>" is not "<think" followed by "ing>".
  const whole = [...OPENINGS].sort((a, b) => b.length - a.length).find((tag) => lower.startsWith(tag));
  if (whole) return { tag: whole };
  return OPENINGS.some((tag) => tag.startsWith(lower)) ? { undecided: true } : null;
}

const closingOf = (openingTag: string) => `</${openingTag.slice(1)}`;

type State =
  /** Nothing but white space, or the start of an opening tag, so far: it is not known yet whether thoughts come. */
  | { kind: 'start'; held: string }
  /** Inside the thoughts: only the end, which may hold the start of the closing tag, is kept. */
  | { kind: 'thinking'; closing: string; tail: string }
  /** After the closing tag: white space before the answer is left out. */
  | { kind: 'after' }
  | { kind: 'answer' };

/** Hands on the answer of a streamed reply as it arrives, without a leading thinking block. */
export class ThinkingFilter {
  private state: State = { kind: 'start', held: '' };
  private shown = '';

  /** The answer so far. */
  get answer(): string {
    return this.shown;
  }

  /** Takes the next piece of the reply; returns what it adds to the answer (often nothing). */
  push(piece: string): string {
    const added = this.take(piece);
    this.shown += added;
    return added;
  }

  /**
   * The reply has ended: returns what it adds to the answer. Text held back because it might have opened a thinking
   * block and never did is the answer's; thoughts that never closed (a reply cut off while thinking) are dropped.
   */
  end(): string {
    const { state } = this;
    if (state.kind !== 'start') return '';
    this.state = { kind: 'answer' };
    this.shown += state.held;
    return state.held;
  }

  private take(piece: string): string {
    const { state } = this;
    if (state.kind === 'answer') return piece;
    if (state.kind === 'after') {
      const rest = piece.replace(/^\s+/u, '');
      if (!rest) return '';
      this.state = { kind: 'answer' };
      return rest;
    }
    if (state.kind === 'thinking') {
      const text = state.tail + piece;
      const at = text.toLowerCase().indexOf(state.closing);
      if (at < 0) {
        // Enough of the end to see a closing tag that the next piece completes.
        state.tail = text.slice(-(state.closing.length - 1));
        return '';
      }
      this.state = { kind: 'after' };
      return this.take(text.slice(at + state.closing.length));
    }
    const held = state.held + piece;
    const start = held.replace(/^\s+/u, '');
    if (!start) {
      state.held = held;
      return '';
    }
    const found = opening(start);
    if (found === null) {
      this.state = { kind: 'answer' };
      return held;
    }
    if ('undecided' in found) {
      state.held = held;
      return '';
    }
    this.state = { kind: 'thinking', closing: closingOf(found.tag), tail: '' };
    return this.take(start.slice(found.tag.length));
  }
}

// A chat template that opens the block itself (DeepSeek-R1's adds "<think>" to the prompt) leaves only its end.
const LONE_CLOSING = new RegExp(`^[\\s\\S]*?</(?:${TAG_NAMES.join('|')})>\\s*`, 'iu');

/**
 * A whole reply's answer: without a leading thinking block, or, when the reply holds a closing tag that nothing
 * opened, without everything up to it. A reply that was all thoughts has no answer ('').
 */
export function withoutThinking(text: string): string {
  const filter = new ThinkingFilter();
  filter.push(text);
  filter.end();
  // Nothing was left out at the start: the block may have been opened by the template.
  return filter.answer === text ? text.replace(LONE_CLOSING, '') : filter.answer;
}
