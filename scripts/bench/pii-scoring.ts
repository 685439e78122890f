/**
 * Scoring of the personal-data detector on the labelled set (`fixtures/pii`): a marked span is found when a detected
 * span of its kind overlaps it; a detected span is right when it overlaps a marked span of its kind. Recall and
 * precision per part (tuned, held out), language and kind.
 */
import type { Span } from '~/ai/privacy/spans';
import { PERSONAL_DATA_KINDS, type PersonalDataKind } from '~/ai/privacy/spans';

import type { PiiSample } from './fixtures/pii';

const MARK = /⟦([A-Z]+):([^⟧]+)⟧/g;

/** A marked sample as plain text and its marked spans. */
export function readMarked(marked: string): { text: string; gold: Span[] } {
  const gold: Span[] = [];
  let text = '';
  let at = 0;
  for (const match of marked.matchAll(MARK)) {
    text += marked.slice(at, match.index);
    const kind = match[1] as PersonalDataKind;
    if (!PERSONAL_DATA_KINDS.includes(kind)) throw new Error(`Unknown kind ${kind} in: ${marked}`);
    gold.push({ kind, start: text.length, end: text.length + match[2]!.length, text: match[2]! });
    text += match[2];
    at = match.index + match[0].length;
  }
  return { text: text + marked.slice(at), gold };
}

const overlaps = (a: Span, b: Span) => a.kind === b.kind && a.start < b.end && b.start < a.end;

export type Tally = {
  part: 'tuned' | 'held out';
  language: string;
  kind: PersonalDataKind;
  marked: number;
  found: number;
  detected: number;
  right: number;
};

export type Miss = { sample: PiiSample; span: Span; kind: 'missed' | 'wrong' };

/** Every sample scored with `detect`, tallied by part, language and kind, with the misses and wrong detections. */
export function scorePii(samples: PiiSample[], detect: (text: string, language: string) => Span[]): { tallies: Tally[]; misses: Miss[] } {
  const tallies = new Map<string, Tally>();
  const misses: Miss[] = [];
  const tally = (sample: PiiSample, kind: PersonalDataKind) => {
    const part = sample.heldOut ? 'held out' : 'tuned';
    const key = `${part}|${sample.language}|${kind}`;
    let entry = tallies.get(key);
    if (!entry) tallies.set(key, (entry = { part, language: sample.language, kind, marked: 0, found: 0, detected: 0, right: 0 }));
    return entry;
  };
  for (const sample of samples) {
    const { text, gold } = readMarked(sample.marked);
    const detected = detect(text, sample.language);
    for (const span of gold) {
      const entry = tally(sample, span.kind);
      entry.marked++;
      if (detected.some((d) => overlaps(d, span))) entry.found++;
      else misses.push({ sample, span, kind: 'missed' });
    }
    for (const span of detected) {
      const entry = tally(sample, span.kind);
      entry.detected++;
      if (gold.some((g) => overlaps(g, span))) entry.right++;
      else misses.push({ sample, span, kind: 'wrong' });
    }
  }
  const order = (t: Tally) => `${t.part === 'tuned' ? 0 : 1}|${t.language}|${PERSONAL_DATA_KINDS.indexOf(t.kind)}`;
  return { tallies: [...tallies.values()].sort((a, b) => order(a).localeCompare(order(b))), misses };
}

/** The goals of the issue: e-mail, phone and card numbers found at least 99 % of the time, names at least 85 %. */
export const RECALL_GOALS: Partial<Record<PersonalDataKind, number>> = { EMAIL: 0.99, PHONE: 0.99, CARD: 0.99, NAME: 0.85 };

/** Tallies of several languages or parts added up by kind. */
export function byKind(tallies: Tally[]): Map<PersonalDataKind, Omit<Tally, 'part' | 'language' | 'kind'>> {
  const sums = new Map<PersonalDataKind, Omit<Tally, 'part' | 'language' | 'kind'>>();
  for (const t of tallies) {
    const sum = sums.get(t.kind) ?? { marked: 0, found: 0, detected: 0, right: 0 };
    sums.set(t.kind, {
      marked: sum.marked + t.marked,
      found: sum.found + t.found,
      detected: sum.detected + t.detected,
      right: sum.right + t.right,
    });
  }
  return sums;
}
