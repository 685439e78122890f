/**
 * Pseudonymisation: personal data replaced by placeholders (`[EMAIL 1]`, `[PHONE 1]`, `[NAME 2]`) before text leaves
 * the server, and put back where a model writes a placeholder. One map serves every text of a call, so a value gets
 * the same placeholder wherever it appears (the same e-mail across a dialog's messages is `[EMAIL 1]` each time), and
 * a value found once is replaced wherever it appears again, even where the detector alone would not see it.
 *
 * Numbering is by first appearance, so the same messages in the same order get the same placeholders in every call:
 * each turn of a dialog sends its history again and the respondent's first e-mail stays `[EMAIL 1]`.
 */
import { NOT_NAME_WORDS } from './name-lists';
import { PLACEHOLDER, placeholderOf, UNFINISHED_PLACEHOLDER } from './placeholders';
import { PERSONAL_DATA_KINDS, type PersonalDataKind, type Span } from './spans';

export type PseudonymMap = {
  /** The detector the map finds new values with (`detectPersonalData` with the call's options). */
  readonly detect: (text: string) => Span[];
  /** Placeholder by value (`NAME:anna schmidt` → `[NAME 1]`). */
  readonly placeholders: Map<string, string>;
  /** The value as first written, by placeholder. */
  readonly originals: Map<string, string>;
  /** Every form a value was written in, longest first, for finding it again. */
  readonly known: { kind: PersonalDataKind; text: string; placeholder: string }[];
  readonly counts: Map<PersonalDataKind, number>;
};

export function newPseudonymMap(detect: (text: string) => Span[]): PseudonymMap {
  return { detect, placeholders: new Map(), originals: new Map(), known: [], counts: new Map() };
}

/** The same value written differently is one value: case and spacing of names, separators inside numbers. */
function keyOf(kind: PersonalDataKind, value: string): string {
  const normal =
    kind === 'PHONE' || kind === 'CARD' || kind === 'IBAN' || kind === 'ID'
      ? value.replace(/[^\p{L}\p{N}]/gu, '').toUpperCase()
      : value.toLocaleLowerCase().replace(/\s+/g, ' ').trim();
  return `${kind}:${normal}`;
}

/** A lone given name or surname of a person the map knows by full name is that person: "Priya" after "Priya Patel". */
function partOfKnownName(map: PseudonymMap, value: string): string | undefined {
  if (/\s/.test(value)) return undefined;
  return map.known.find((k) => k.kind === 'NAME' && k.text.split(/\s+/).some((part) => part === value))?.placeholder;
}

function placeholderFor(map: PseudonymMap, kind: PersonalDataKind, value: string): string {
  const key = keyOf(kind, value);
  let placeholder = map.placeholders.get(key) ?? (kind === 'NAME' ? partOfKnownName(map, value) : undefined);
  if (!placeholder) {
    const n = (map.counts.get(kind) ?? 0) + 1;
    map.counts.set(kind, n);
    placeholder = placeholderOf(kind, n);
    map.placeholders.set(key, placeholder);
    map.originals.set(placeholder, value);
  }
  if (!map.known.some((k) => k.text === value)) {
    map.known.push({ kind, text: value, placeholder });
    map.known.sort((a, b) => b.text.length - a.text.length);
  }
  return placeholder;
}

const isWordCharacter = (character: string | undefined) => character !== undefined && /[\p{L}\p{N}]/u.test(character);

/** Where values the map already holds appear again in a text, outside the spans found. */
function knownSpans(text: string, map: PseudonymMap, found: Span[]): Span[] {
  const spans: Span[] = [];
  const taken = (start: number, end: number) => [...found, ...spans].some((s) => start < s.end && s.start < end);
  // A known person's given name or surname alone is that person too ("Zorba" after "Zorba Quint").
  const parts = map.known
    .filter((k) => k.kind === 'NAME' && /\s/.test(k.text))
    .flatMap((k) => k.text.split(/\s+/).filter((part) => /^\p{Lu}\p{Ll}{2,}/u.test(part) && !NOT_NAME_WORDS.has(part)))
    .map((part) => ({ kind: 'NAME' as const, text: part }));
  for (const { kind, text: value } of [...map.known, ...parts]) {
    for (let start = text.indexOf(value); start >= 0; start = text.indexOf(value, start + 1)) {
      const end = start + value.length;
      if (isWordCharacter(text[start - 1]) || isWordCharacter(text[end]) || taken(start, end)) continue;
      spans.push({ kind, start, end, text: value });
    }
  }
  return spans;
}

/**
 * The text with its personal data replaced by the map's placeholders (new values are added to the map). With
 * `onlyKnown`, the text is not read for new values: only those the map holds are replaced.
 */
export function deidentify(text: string, map: PseudonymMap, options: { onlyKnown?: boolean } = {}): string {
  return deidentifyMapped(text, map, options).text;
}

/**
 * `deidentify`, with where each offset of the original lands in the result: a quote stored as a span of a message
 * becomes the same span of the de-identified message (an offset inside a replaced value lands at its placeholder's
 * start, or its end for the end of a span).
 */
export function deidentifyMapped(
  text: string,
  map: PseudonymMap,
  options: { onlyKnown?: boolean } = {},
): { text: string; at: (offset: number, side?: 'start' | 'end') => number } {
  if (!text) return { text, at: (offset) => offset };
  const found = options.onlyKnown ? [] : map.detect(text);
  const spans = [...found, ...knownSpans(text, map, found)].sort((a, b) => a.start - b.start);
  let result = '';
  let at = 0;
  const moves: { start: number; end: number; newStart: number; newEnd: number }[] = [];
  for (const span of spans) {
    result += text.slice(at, span.start);
    const newStart = result.length;
    result += placeholderFor(map, span.kind, span.text);
    moves.push({ start: span.start, end: span.end, newStart, newEnd: result.length });
    at = span.end;
  }
  result += text.slice(at);
  const shifted = (offset: number, side: 'start' | 'end') => {
    let delta = 0;
    for (const move of moves) {
      if (offset <= move.start) break;
      if (offset < move.end) return side === 'start' ? move.newStart : move.newEnd;
      delta = move.newEnd - move.end;
    }
    return offset + delta;
  };
  return { text: result, at: (offset, side = 'start') => shifted(offset, side) };
}

/** The text with every placeholder the map knows replaced by its original value; unknown ones stay as written. */
export function restore(text: string, map: PseudonymMap): string {
  if (!map.originals.size || !text.includes('[')) return text;
  return text.replace(PLACEHOLDER, (written, kind: string, n: string) => {
    const canonical = placeholderOf(kind.toUpperCase() as PersonalDataKind, Number(n));
    return map.originals.get(canonical) ?? written;
  });
}

/**
 * A reply streaming in, restored so far: a tail that may still grow into a placeholder ("[NAM") is held back, so a
 * reader never sees half a placeholder before it turns into the name.
 */
export function restoreSoFar(text: string, map: PseudonymMap): string {
  if (!map.originals.size) return text;
  return restore(text.replace(UNFINISHED_PLACEHOLDER, ''), map);
}

/** Every string inside a value (an object or list a model returned) restored. */
export function restoreDeep<T>(value: T, map: PseudonymMap): T {
  if (!map.originals.size) return value;
  if (typeof value === 'string') return restore(value, map) as T;
  if (Array.isArray(value)) return value.map((item) => restoreDeep(item, map)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, restoreDeep(item, map)])) as T;
  return value;
}

/** How many values of each kind the map holds (for tests and the log: never the values). */
export function pseudonymCounts(map: PseudonymMap): Partial<Record<PersonalDataKind, number>> {
  return Object.fromEntries(PERSONAL_DATA_KINDS.filter((k) => map.counts.has(k)).map((k) => [k, map.counts.get(k)]));
}
