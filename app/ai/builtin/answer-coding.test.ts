import { describe, expect, test } from 'vitest';

import { builtinAnswer, builtinCoding, builtinTopics, messagesAbout } from './answer-coding';
import { loadEnglish } from './english.server';

const SHOPPING = [
  {
    id: 'a',
    content:
      'I usually shop at the big supermarket on Saturdays. Parking is terrible there, so sometimes I take the bus instead. The supermarket has everything, but the queues at the checkout are long on weekends.',
  },
  { id: 'b', content: 'Also I order bottled water online because carrying it home is heavy.' },
];
const QUESTION = 'How do you buy your groceries? Where, how often and how they get there.';

describe('the built-in answer', () => {
  test('is the respondent’s own words, each quote a passage of the message it cites', () => {
    const { answer, quotes } = builtinAnswer(SHOPPING, QUESTION);
    expect(answer).toBe(`${SHOPPING[0]!.content}\n\n${SHOPPING[1]!.content}`);
    for (const quote of quotes) expect(SHOPPING.find((m) => m.id === quote.messageId)!.content).toContain(quote.quote);
    // A short message is quoted whole.
    expect(quotes.map((q) => q.quote)).toContain(SHOPPING[1]!.content);
  });

  test('a long message is quoted by its most informative sentences, not whole', () => {
    const long = {
      id: 'l',
      content: `${'Well, yes. '.repeat(20)}The self-checkout machines at the discount store break down constantly and staff never come.`,
    };
    const { quotes } = builtinAnswer([long], QUESTION);
    expect(quotes.some((q) => q.quote.startsWith('The self-checkout machines'))).toBe(true);
    expect(quotes.every((q) => q.quote.length < long.content.length)).toBe(true);
  });

  test('says nothing for a block nobody answered', () => {
    expect(builtinCoding([], QUESTION)).toEqual({ answer: '', quotes: [], topics: [] });
  });
});

describe('the built-in topics', () => {
  test('English noun phrases, the most frequent first, counted where their leading word is said', async () => {
    const english = await loadEnglish();
    const topics = builtinTopics(SHOPPING, QUESTION, english);
    expect(topics[0]!.topic).toBe('Big supermarket');
    expect(topics[0]!.insights).toBe('Mentioned twice in this answer, across 2 sentences.');
    expect(topics[0]!.quotes.map((q) => q.quote)).toEqual([
      'I usually shop at the big supermarket on Saturdays.',
      'The supermarket has everything, but the queues at the checkout are long on weekends.',
    ]);
    expect(topics.map((t) => t.topic)).toContain('Bottled water online');
    expect(topics.length).toBeLessThanOrEqual(3);
    // A subtopic is never a topic too, nor under two topics, and never repeats its topic's quotes.
    const names = topics.map((t) => t.topic);
    const subs = topics.flatMap((t) => t.subtopics.map((s) => s.topic));
    expect(subs.filter((s) => names.includes(s))).toEqual([]);
    expect(new Set(subs).size).toBe(subs.length);
    for (const t of topics)
      for (const s of t.subtopics) for (const q of s.quotes) expect(t.quotes.map((x) => x.quote)).not.toContain(q.quote);
  });

  test('points are phrases, never fragments such as "First" or "Answer"; "Ten minutes" and "Ten minute wait" are one point', async () => {
    const english = await loadEnglish();
    const said = [
      {
        id: 'w',
        content:
          'First, the wait. Ten minutes is too long, the ten minute wait at the counter kills my morning. My answer is simple: a faster queue.',
      },
    ];
    const names = builtinTopics(said, 'What annoys you most about getting coffee on the way to work?', english).map((t) => t.topic);
    expect(names).not.toContain('First');
    expect(names).not.toContain('Answer');
    expect(names.filter((n) => /minute/i.test(n) || /^wait$/i.test(n))).toHaveLength(1);
    const subtopics = builtinTopics(said, 'What annoys you most?', english).flatMap((t) => t.subtopics.map((s) => s.topic));
    expect(subtopics.filter((n) => /^(?:first|answer|ten minutes)$/i.test(n))).toEqual([]);
  });

  test('words of the question are never topics; other languages use runs of content words', () => {
    const topics = builtinTopics(
      [{ id: 'r', content: 'Покупаю продукты в магазине у дома, иногда заказываю доставку. Доставка удобна, но дорогая.' }],
      'Как вы покупаете продукты?',
    );
    expect(topics.map((t) => t.topic.toLowerCase()).join(' ')).not.toContain('продукт');
    expect(topics[0]!.topic.toLowerCase()).toContain('доставку');
  });

  test('a block the researcher added reads the messages about its subject', () => {
    expect(messagesAbout(SHOPPING, 'Parking and transport').map((m) => m.id)).toEqual(['a']);
    expect(messagesAbout(SHOPPING, 'the of and')).toEqual([]);
  });
});
