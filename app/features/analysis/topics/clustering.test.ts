import { afterAll, expect, test } from 'vitest';
import { encodeSentences, stopSentenceEncoder } from '~/ai/builtin/sentence-encoder.server';
import { hashingVector } from '~/ai/builtin/hashing-vectorizer';
import { clusterByMeaning, distinctiveTerms, labelOf } from './clustering';
import { splitSentences, stopWordsFor, termsOf } from './words';

afterAll(() => stopSentenceEncoder());

// Three things respondents said, each in several words of their own, by different dialogs.
const SAID = [
  { source: 'd1', text: 'The delivery took far too long, almost two weeks.' },
  { source: 'd2', text: 'Shipping was really slow and the parcel arrived late.' },
  { source: 'd3', text: 'I waited ages for the delivery to arrive.' },
  { source: 'd4', text: 'The delivery was slow, it came a week late.' },
  { source: 'd1', text: 'The price is too high for what you get.' },
  { source: 'd2', text: 'It is expensive, the subscription costs too much money.' },
  { source: 'd5', text: 'I would pay less if the price were lower, it is too expensive.' },
  { source: 'd6', text: 'Honestly the monthly price is expensive for a student.' },
  { source: 'd3', text: 'The support team answered my questions quickly and kindly.' },
  { source: 'd5', text: 'Customer support was friendly and helpful when I called.' },
  { source: 'd6', text: 'The support staff were helpful and solved my problem.' },
  { source: 'd4', text: 'Support on the phone was friendly and patient with me.' },
];
const GROUP = [0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2];

function sameGrouping(labels: number[], expected: number[]) {
  for (let i = 0; i < labels.length; i++) for (let j = 0; j < labels.length; j++) expect(labels[i] === labels[j], `${SAID[i]!.text} / ${SAID[j]!.text}`).toBe(expected[i] === expected[j]);
}

test('paraphrases land together with the offline sentence encoder', async () => {
  const vectors = await encodeSentences(SAID.map((s) => s.text));
  const labels = clusterByMeaning(vectors);
  console.log(labels);
  sameGrouping(labels, GROUP);
});

test('the groups are named by their distinctive words, never by stop words', () => {
  const stop = stopWordsFor('English');
  const classes = [0, 1, 2].map((g) => SAID.filter((_, i) => GROUP[i] === g).map((s) => ({ source: s.source, terms: termsOf(s.text, stop) })));
  const labels = distinctiveTerms(classes, 3).map(labelOf);
  console.log(labels);
  expect(labels[0]).toMatch(/^Delivery/);
  expect(labels[1]).toMatch(/price|expensive/i);
  expect(labels[2]).toMatch(/^Support/);
  for (const label of labels) for (const word of label.toLowerCase().split(/[ ,]+/)) expect(stop.has(word), word).toBe(false);
});

test('hashing fallback', () => {
  const labels = clusterByMeaning(SAID.map((s) => hashingVector(s.text, 512)));
  console.log('hashing', labels);
});

test('sentences are cut with exact spans, one-word fragments left out', () => {
  const text = 'Too slow. The delivery took two weeks!  Would I order again?\nMaybe not ';
  const spans = splitSentences(text).map((s) => text.slice(s.start, s.end));
  expect(spans).toEqual(['Too slow.', 'The delivery took two weeks!', 'Would I order again?', 'Maybe not']);
});
