import { expect, test } from 'vitest';

import { distinctiveTerms } from './clustering';
import { codingInsights } from './coding-insights';
import { topicInsight } from './topics-run';
import { splitSentences, stopWordsFor, termsOf } from './words';

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

test('each group’s distinctive words set it apart, never stop words', () => {
  const stop = stopWordsFor('English');
  const classes = [0, 1, 2].map((g) =>
    SAID.filter((_, i) => GROUP[i] === g).map((s) => ({ source: s.source, terms: termsOf(s.text, stop) })),
  );
  const labels = distinctiveTerms(classes, 3).map((terms) => terms.map((t) => t.term).join(', '));
  expect(labels[0]).toMatch(/^delivery/);
  expect(labels[1]).toMatch(/price|expensive/i);
  expect(labels[2]).toMatch(/^support/);
  for (const label of labels) for (const word of label.toLowerCase().split(/[ ,]+/)) expect(stop.has(word), word).toBe(false);
});

test('the insights read as sentences, ties named together, and a theme carried by one dialog is flagged', () => {
  const topic = (name: string, n: number) => ({ topic: name, dialogCount: n, citations: [{ vote: null }] });
  const [insight] = codingInsights(
    [{ topic: 'Q1', dialogCount: 10, subtopics: [topic('Price', 6), topic('Delivery', 6), topic('Support', 3)] }],
    12,
  );
  expect(insight!.sentences.join(' ')).toBe(
    '10 of 12 dialogs answered. The most common topics are “Price” and “Delivery”, each raised in 6 of the 12 dialogs. Also raised: “Support” (3 of 12).',
  );
  expect(topicInsight({ dialogIds: ['a', 'b'], mentions: 6, mostFromOneDialog: 5 }, 12, 'passage')).toBe(
    'Mentioned in 2 of 12 dialogs (17 %), 6 passages in all. 5 of the 6 passages come from a single dialog.',
  );
  expect(topicInsight({ dialogIds: ['a'], mentions: 2, mostFromOneDialog: 2 }, 12, 'passage')).toBe(
    'Raised by one respondent (1 of 12 dialogs), 2 passages.',
  );
});

test('sentences are cut with exact spans, one-word fragments left out', () => {
  const text = 'Too slow. The delivery took two weeks!  Would I order again?\nMaybe not ';
  const spans = splitSentences(text).map((s) => text.slice(s.start, s.end));
  expect(spans).toEqual(['Too slow.', 'The delivery took two weeks!', 'Would I order again?', 'Maybe not']);
});
