/** The kinds of personal data the detector finds, each the word of its placeholder (`[EMAIL 1]`). */
export const PERSONAL_DATA_KINDS = ['EMAIL', 'IBAN', 'CARD', 'ID', 'PHONE', 'BIRTHDATE', 'ADDRESS', 'NAME'] as const;

export type PersonalDataKind = (typeof PERSONAL_DATA_KINDS)[number];

/** A piece of personal data in a text: `text` is `source.slice(start, end)`. */
export type Span = { kind: PersonalDataKind; start: number; end: number; text: string };

/** Every match of a global pattern as spans of one kind, optionally kept by a check and trimmed by a group. */
export function spansOf(
  text: string,
  pattern: RegExp,
  kind: PersonalDataKind,
  options: { group?: number; keep?: (value: string, match: RegExpExecArray) => boolean } = {},
): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(pattern)) {
    const value = options.group === undefined ? match[0] : match[options.group];
    if (!value) continue;
    if (options.keep && !options.keep(value, match)) continue;
    const start = match.index + (options.group === undefined ? 0 : match[0].indexOf(value));
    spans.push({ kind, start, end: start + value.length, text: value });
  }
  return spans;
}

/**
 * Overlapping spans resolved: a kind earlier in `PERSONAL_DATA_KINDS` wins (a card number is not also a phone
 * number), then the longer span. The result is in text order.
 */
export function withoutOverlaps(spans: Span[]): Span[] {
  const rank = (kind: PersonalDataKind) => PERSONAL_DATA_KINDS.indexOf(kind);
  const ordered = [...spans].sort((a, b) => rank(a.kind) - rank(b.kind) || b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: Span[] = [];
  for (const span of ordered) if (!kept.some((k) => span.start < k.end && k.start < span.end)) kept.push(span);
  return kept.sort((a, b) => a.start - b.start);
}
