/**
 * Tools for proving that a text heuristic takes time in proportion to its text: inputs made to backtrack, built from a
 * pattern's own words, and a timer that names the slowest input.
 */

/** Longest respondent message (MAX_MESSAGE_CHARS). */
export const RESPONDENT_LENGTH = 2000;

// A pattern's character classes of one plain and one accented letter ("[eé]"), as accentsOptional writes them.
const ACCENT_CLASS = /\[(\p{L})(\p{L})\]/gu;

/**
 * The literal words and phrases of a regular expression's source: every run of letters, spaces and apostrophes between
 * its operators, with accent classes read both ways ("pr[eé]c[eé]dentes" gives "precedentes" and "précédentes").
 */
export function phrasesOf(source: string): string[] {
  const phrases = new Set<string>();
  for (const pick of ['$1', '$2']) {
    const plain = source.replace(/\\[pP]\{[^}]*\}|\\u\{?[0-9a-fA-F]+\}?|\\./g, '|').replace(ACCENT_CLASS, pick);
    for (const piece of plain.split(/[|()[\]{}?*+.^$<>=!:,\d-]/)) {
      const phrase = piece.trim();
      if (/\p{L}/u.test(phrase)) phrases.add(phrase);
    }
  }
  return [...phrases];
}

/**
 * Pieces of text that make common patterns backtrack when repeated: runs of blanks, punctuation, quotation marks,
 * brackets, digits and letters of several scripts (one long "word"), invisible characters, and words the heuristics
 * look for.
 */
export const RESPONDENT_PIECES: readonly string[] = [
  ' ',
  '\n',
  '\t',
  '\u200B',
  '.',
  '!',
  '?',
  '…',
  ',',
  ';',
  ':',
  '-',
  '—',
  '/',
  '#',
  '*',
  '>',
  '<',
  '(',
  ')',
  '"',
  "'",
  '«',
  '»',
  '„',
  '“',
  '”',
  '「',
  '1',
  'a',
  'ab',
  'abc',
  'я',
  'ё',
  'é',
  '我',
  'あ',
  'ア',
  ' ...',
  '. . ',
  'I am ',
  'and why ',
  'все ',
  'всё ',
  'я — ',
  'danman',
  'mening ',
  'Dialog # ',
  'i wish ',
  'please ',
];

const withoutAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');

const repeatTo = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/**
 * Texts made to backtrack: each phrase (and its form without accents, and the phrase less its last letter, a near
 * miss) over and over, run together or parted by a space, a comma or a full stop; and all the phrases one after
 * another, forwards and backwards, so that words of different lists meet. Each is cut at every length of `lengths`,
 * which leaves a broken word at the end, where a pattern fails late; a run of one character also ends in a letter or
 * a line break, which a pattern for the run ("[.!?]+$") rejects only there. Shortest first: a pattern that is
 * exponential shows it on a short text, long before the longest would finish.
 */
export function backtrackingInputs(phrases: readonly string[], lengths: readonly number[] = [100, RESPONDENT_LENGTH]): string[] {
  const units = new Set<string>();
  for (const phrase of phrases) {
    for (const form of new Set([phrase, withoutAccents(phrase), phrase.slice(0, -1)])) {
      if (form.trim()) for (const separator of [' ', '', ', ', '. ']) units.add(form + separator);
    }
  }
  units.add(`${phrases.join(' ')} `);
  units.add(`${[...phrases].reverse().join(' ')} `);
  const texts = (length: number) =>
    [...units].flatMap((unit) => {
      const run = repeatTo(unit, length);
      return [...unit].length === 1 ? [run, `${run.slice(0, -1)}x`, `${run.slice(0, -1)}\n`] : [run];
    });
  return [...new Set([...lengths].sort((a, b) => a - b).flatMap(texts))];
}

/** How long a fixed linear task (a hash over 2,000,000 characters) takes on an idle machine, in milliseconds. */
const REFERENCE_IDLE_MS = 2.5;

/**
 * How many times slower than idle the machine runs a fixed linear task of about `spanMs` now (at least 1): a busy
 * machine (tests run two files at once on two cores) slows every input alike, while a pattern that backtracks is slower
 * by orders of magnitude. The task is as long as the work it stands for, since a short one often runs untouched
 * between two of another process's turns.
 */
export function machineSlowdown(spanMs = 50): number {
  const text = 'interview '.repeat(200_000);
  const hashOnce = () => {
    let hash = 0;
    for (let i = 0; i < text.length; i++) hash = (hash * 31 + text.charCodeAt(i)) | 0;
    return hash;
  };
  // The first rounds run before the compiler has optimised the loop.
  for (let warm = 0; warm < 4; warm++) hashOnce();
  const repeats = Math.max(1, Math.round(spanMs / REFERENCE_IDLE_MS));
  let fastest = Infinity;
  for (let round = 0; round < 3; round++) {
    const start = performance.now();
    for (let r = 0; r < repeats; r++) hashOnce();
    fastest = Math.min(fastest, performance.now() - start);
  }
  return Math.max(1, fastest / (repeats * REFERENCE_IDLE_MS));
}

/**
 * The first of `inputs` that `run` takes longer than `budgetMs` over, with its time; undefined when none does. An
 * input over budget is timed twice more and keeps its fastest time, so that a pause of a busy machine (another
 * process, a garbage collection) is not taken for a slow pattern, which is slow every time. It stops at the first slow
 * input: the next may take hours.
 */
export function firstSlowInput(
  inputs: readonly string[],
  run: (input: string) => unknown,
  budgetMs: number,
): { input: string; ms: number } | undefined {
  const time = (input: string) => {
    const start = performance.now();
    run(input);
    return performance.now() - start;
  };
  for (const input of inputs) {
    let ms = time(input);
    for (let retry = 0; retry < 2 && ms > budgetMs; retry++) ms = Math.min(ms, time(input));
    // Still over: the budget is for an idle machine, so it grows with how much slower a fixed linear task runs now.
    if (ms > budgetMs && ms > budgetMs * machineSlowdown(Math.min(ms, 100)))
      return { input: input.length > 120 ? `${input.slice(0, 120)}… (${input.length} characters)` : input, ms: Math.round(ms) };
  }
  return undefined;
}

/**
 * The largest number of times any quantifier of a regular expression's source may repeat: Infinity when one is
 * unbounded (*, + or {n,}). Escapes and character classes are skipped; "?" counts as 1.
 */
export function largestRepeat(source: string): number {
  let largest = 1;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (char === '\\') {
      i++;
      if (source[i + 1] === '{' && 'pPu'.includes(source[i]!)) i = source.indexOf('}', i); // \p{L}, \u{1F600}
    } else if (inClass) inClass = char !== ']';
    else if (char === '[') inClass = true;
    else if (char === '*' || char === '+') return Infinity;
    else if (char === '{') {
      const bound = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(i));
      if (bound?.[2] === ',') return Infinity;
      if (bound) largest = Math.max(largest, Number(bound[3] ?? bound[1]));
    }
  }
  return largest;
}
