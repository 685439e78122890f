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

/**
 * Whether the model's chat template opens the thinking block itself (DeepSeek-R1's and some Qwen3 templates end the
 * prompt with "<think>"), so that a reply starts inside the thoughts and only the closing tag arrives:
 * - `never`: only a block the model opens itself is looked for; the rest streams as it comes;
 * - `unknown`: text that opens no block is held back until a closing tag (all before it was thoughts) or the end of
 *   the reply (it was the answer);
 * - `opens`: the same, but a reply that ends before any closing tag was all thoughts (cut off while thinking).
 */
export type TemplateThinking = 'never' | 'unknown' | 'opens';

/** What a reply showed of thinking: a block it opened, a closing tag that nothing opened, or neither. */
export type ThinkingShown = 'block' | 'closing' | 'none';

type State =
  /** Nothing but white space, or the start of an opening tag, so far: it is not known yet whether thoughts come. */
  | { kind: 'start'; held: string }
  /** Inside the thoughts: only the end, which may hold the start of the closing tag, is kept. */
  | { kind: 'thinking'; closing: string; tail: string }
  /** Text that opened no block, held while a closing tag may still show that the template opened one. */
  | { kind: 'unopened'; held: string; tail: string }
  /** After the closing tag: white space before the answer is left out. */
  | { kind: 'after' }
  | { kind: 'answer' };

const ANY_CLOSING = new RegExp(`</(?:${TAG_NAMES.join('|')})>`, 'u');
/** Enough of the held end to see a closing tag that the next piece completes. */
const LONGEST_CLOSING = Math.max(...TAG_NAMES.map((name) => name.length + 3));

/** Hands on the answer of a streamed reply as it arrives, without a leading thinking block. */
export class ThinkingFilter {
  private state: State = { kind: 'start', held: '' };
  private shown = '';
  private seen: ThinkingShown = 'none';

  constructor(private readonly template: TemplateThinking = 'never') {}

  /** The whole reply's filter, ended. */
  static of(text: string, template: TemplateThinking): ThinkingFilter {
    const filter = new ThinkingFilter(template);
    filter.push(text);
    filter.end();
    return filter;
  }

  /** The answer so far. */
  get answer(): string {
    return this.shown;
  }

  /** What the reply has shown of thinking so far. */
  get thinking(): ThinkingShown {
    return this.seen;
  }

  /** Takes the next piece of the reply; returns what it adds to the answer (often nothing). */
  push(piece: string): string {
    const added = this.take(piece);
    this.shown += added;
    return added;
  }

  /**
   * The reply has ended: returns what it adds to the answer. Text held back because it might have opened a thinking
   * block, or been thoughts before a closing tag, and was not is the answer's; thoughts that never closed (a reply cut
   * off while thinking) are dropped.
   */
  end(): string {
    const { state } = this;
    if (state.kind !== 'start' && state.kind !== 'unopened') return '';
    this.state = { kind: 'answer' };
    const rest = this.template === 'opens' ? '' : state.held;
    this.shown += rest;
    return rest;
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
    if (state.kind === 'unopened') {
      const text = state.tail + piece;
      const found = ANY_CLOSING.exec(text.toLowerCase());
      if (!found) {
        // Only text that may be the answer is kept whole; thoughts for certain need only the end.
        if (this.template === 'unknown') state.held += piece;
        state.tail = text.slice(-(LONGEST_CLOSING - 1));
        return '';
      }
      this.seen = 'closing';
      this.state = { kind: 'after' };
      return this.take(text.slice(found.index + found[0].length));
    }
    const held = state.held + piece;
    const start = held.replace(/^\s+/u, '');
    if (!start) {
      state.held = held;
      return '';
    }
    const found = opening(start);
    if (found === null) {
      if (this.template === 'never') {
        this.state = { kind: 'answer' };
        return held;
      }
      this.state = { kind: 'unopened', held: '', tail: '' };
      return this.take(held);
    }
    if ('undecided' in found) {
      state.held = held;
      return '';
    }
    this.seen = 'block';
    this.state = { kind: 'thinking', closing: closingOf(found.tag), tail: '' };
    return this.take(start.slice(found.tag.length));
  }
}

/**
 * A whole reply's answer: without a leading thinking block, or, when the reply holds a closing tag that nothing
 * opened (a block the chat template opened), without everything up to it. A reply that was all thoughts has no
 * answer (''); so has a reply of a model whose template is known to open the block and that never closed it.
 */
export function withoutThinking(text: string, template: Exclude<TemplateThinking, 'never'> = 'unknown'): string {
  return ThinkingFilter.of(text, template).answer;
}
