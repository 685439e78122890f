/**
 * The JSON value in a model's text, read the way real providers write it: bare, in a Markdown fence, with prose
 * before or after, or cut off when the model ran out of tokens. A cut-off answer is salvaged: the item being written
 * when it stopped is left out (a half-written text is never kept) and the containers still open are closed. A
 * reasoning model's thoughts before the answer are no part of it: braces in them are never taken for the answer.
 */
import { withoutThinking } from './thinking';

export type ModelJson = { json: unknown; truncated: boolean };

/** Where a value that starts at `start` ends, or, when the text stops first, what was still open. */
type Scan = { end: number } | { open: { kind: '{' | '['; start: number }[]; lastComplete: number };

/** How many opening braces to try as the start of the answer: prose before it may hold a few of its own. */
const MAX_STARTS = 20;

export function readModelJson(raw: string): ModelJson | null {
  const text = withoutThinking(raw);
  const whole = tryParse(text.trim());
  // Some servers encode the arguments twice: a JSON string that holds the JSON.
  if (typeof whole === 'string' && whole.trim() !== text.trim()) return readModelJson(whole);
  if (whole !== undefined) return { json: whole, truncated: false };
  let starts = 0;
  for (let start = nextOpening(text, 0); start >= 0 && starts < MAX_STARTS; start = nextOpening(text, start + 1), starts++) {
    const scan = scanValue(text, start);
    if ('end' in scan) {
      const json = tryParse(text.slice(start, scan.end));
      if (json !== undefined) return { json, truncated: false };
      continue;
    }
    // The value never closes: the text was cut off inside it (everything after this point is inside it too).
    const json = salvage(text, start, scan);
    return json === undefined ? null : { json, truncated: true };
  }
  return null;
}

function tryParse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function nextOpening(text: string, from: number): number {
  const brace = text.indexOf('{', from);
  const bracket = text.indexOf('[', from);
  if (brace < 0) return bracket;
  if (bracket < 0) return brace;
  return Math.min(brace, bracket);
}

/** Follows strings and nesting from an opening brace or bracket to its match. */
function scanValue(text: string, start: number): Scan {
  const open: { kind: '{' | '['; start: number }[] = [];
  let inString = false;
  let escaped = false;
  // The end of the last complete member or element (or just inside the innermost container): a safe place to cut.
  let lastComplete = start + 1;
  for (let i = start; i < text.length; i++) {
    const char = text[i]!;
    if (inString) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      open.push({ kind: char, start: i });
      lastComplete = i + 1;
    } else if (char === '}' || char === ']') {
      open.pop();
      lastComplete = i + 1;
      if (open.length === 0) return { end: i + 1 };
    } else if (char === ',') lastComplete = i;
  }
  return { open, lastComplete };
}

/**
 * Cut-off JSON made whole: when an element of a list was being written, that element goes; otherwise the text goes
 * back to its last complete member. What is still open is then closed.
 */
function salvage(text: string, start: number, scan: Extract<Scan, { open: unknown }>): unknown {
  const { open } = scan;
  // The innermost list whose current element is itself an object or list: that element was cut off.
  let list = -1;
  for (let i = open.length - 2; i >= 0; i--) {
    if (open[i]!.kind === '[') {
      list = i;
      break;
    }
  }
  const [kept, stillOpen] =
    list >= 0 ? [text.slice(start, open[list + 1]!.start), open.slice(0, list + 1)] : [text.slice(start, scan.lastComplete), open];
  const closers = stillOpen
    .map((o) => (o.kind === '{' ? '}' : ']'))
    .reverse()
    .join('');
  return tryParse(withoutTrailingSeparators(kept) + closers);
}

function withoutTrailingSeparators(text: string): string {
  let end = text.length;
  while (end > 0 && (text[end - 1] === ',' || /\s/.test(text[end - 1]!))) end--;
  return text.slice(0, end);
}
