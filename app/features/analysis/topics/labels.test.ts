import { describe, expect, test } from 'vitest';

import { contentStems, phrasesIn } from '~/ai/builtin/phrases';

import { splitClauses } from './clauses';
import { labelGroups, type LabelUnit } from './labels';
import { stopWordsFor } from './words';

const stop = stopWordsFor('English');
const unit = (dialogId: string, text: string): LabelUnit => ({
  dialogId,
  phrases: phrasesIn(text, stop),
  stems: new Set(contentStems(text, stop)),
});

describe('labels of groups', () => {
  const units = [
    unit('d1', 'The oat milk surcharge is a rip off'),
    unit('d2', 'They charge extra for oat milk'),
    unit('d3', 'Oat milk should cost the same as coffee with cow milk'),
    unit('d1', 'The queue at the coffee counter is endless'),
    unit('d4', 'I lose ten minutes in the queue every day'),
    unit('d5', 'The coffee queue snakes out the door'),
  ];
  const question = new Set(contentStems('How do you buy your coffee?', stop));

  test('a group is named by the phrase its dialogs share and the others do not, never by a word of the question', () => {
    const [milk, queue] = labelGroups(
      units,
      [
        [0, 1, 2],
        [3, 4, 5],
      ],
      question,
    );
    expect(milk!.label).toMatch(/^Oat milk/);
    expect(queue!.label).toMatch(/queue$/i);
    // The question's word may stand beside the group's own, never alone.
    for (const label of [milk!, queue!]) expect(label.label.toLowerCase()).not.toBe('coffee');
  });

  test('two groups never share a label', () => {
    const [first, second] = labelGroups(units, [[0, 1], [2]], question);
    expect(first!.label).toMatch(/^Oat milk/);
    expect(second!.label).not.toBe(first!.label);
  });

  test('of phrases its dialogs share alike, the one closest in meaning to the group names it', () => {
    const cups = [
      unit('d1', 'Paper cups pile up in the city bins'),
      unit('d2', 'Every café in the city hands out paper cups'),
      unit('d3', 'The city could ban paper cups'),
    ];
    const closest = (word: RegExp) =>
      labelGroups(cups, [[0, 1, 2]], question, false, (_group, phrase) => (word.test(phrase.text) ? 0.8 : 0.2))[0]!.label;
    expect(closest(/cup/i)).toBe('Paper cups');
    expect(closest(/^city$/i)).toBe('City');
  });

  test('a group whose words are all the question’s has no label (the engine names it by a clause)', () => {
    expect(labelGroups([unit('d1', 'Coffee, buying coffee.')], [[0]], question)[0]!.label).toBe('');
  });
});

describe('clauses', () => {
  const cut = (text: string, language = 'English') => splitClauses(text, language).map((s) => text.slice(s.start, s.end));

  test('a sentence is cut where a new clause starts, as exact spans; a short piece stays with its neighbour', () => {
    expect(cut('Shipping was slow, but the support was great. I would pay less; delivery fees are hidden.')).toEqual([
      'Shipping was slow',
      'but the support was great.',
      'I would pay less',
      'delivery fees are hidden.',
    ]);
    expect(cut('Speed, honestly.')).toEqual(['Speed, honestly.']);
    // "and" cuts only before a new subject.
    expect(cut('Support was friendly and patient with me.')).toEqual(['Support was friendly and patient with me.']);
    expect(cut('Shipping was slow and the parcel arrived late.')).toEqual(['Shipping was slow', 'and the parcel arrived late.']);
  });

  test('other languages cut at their own joining words', () => {
    expect(cut('El café es caro pero la cola es corta.', 'Spanish')).toEqual(['El café es caro', 'pero la cola es corta.']);
    expect(cut('Das Büro ist laut, aber zu Hause fehlt ein Stuhl.', 'German')).toEqual([
      'Das Büro ist laut',
      'aber zu Hause fehlt ein Stuhl.',
    ]);
  });
});
