import { describe, expect, test } from 'vitest';
import { z } from 'zod';

import { readStructured } from './chat.server';
import { trimText } from './lenient-schema';

const schema = z.object({ title: z.string().min(1), questions: z.array(z.object({ text: z.string() })).min(1) });

// The shape of the analysis' answers: a list of items, each with limited texts, optional fields and quotes.
const coding = z.object({
  topics: z
    .array(
      z.object({
        topic: z.string().trim().min(1).max(20),
        rationale: z.string().max(30).optional(),
        insights: z.string().max(200).default(''),
        weight: z.number().int().min(1).optional(),
        citations: z.array(z.object({ message_id: z.string().min(1).max(5), quote: z.string().min(1) })).max(2),
      }),
    )
    .max(4),
});
const topic = (name: string, extra: Record<string, unknown> = {}) => ({
  topic: name,
  citations: [{ message_id: 'm1', quote: `About ${name}` }],
  ...extra,
});

describe('reading the JSON', () => {
  test('valid JSON that matches the schema passes with its value and nothing changed', () => {
    expect(readStructured(schema, '{"title":"Coffee","questions":[{"text":"Why?"}]}')).toEqual({
      ok: true,
      value: { title: 'Coffee', questions: [{ text: 'Why?' }] },
      leniency: { trimmed: 0, omitted: 0 },
    });
  });

  test('JSON in a Markdown fence, or amid prose, passes', () => {
    const json = '{"title":"Coffee","questions":[{"text":"Why?"}]}';
    for (const text of [
      `\`\`\`json\n${json}\n\`\`\``,
      `  \`\`\`\n${json}\n\`\`\`  \n`,
      `Sure! Here is the guide you asked for:\n${json}\nLet me know if you need more.`,
      `Here it is:\n\`\`\`json\n${json}\n\`\`\`\nThe [first] question is a warm-up.`,
    ]) {
      const result = readStructured(schema, text);
      expect(result, text).toMatchObject({ ok: true, value: { title: 'Coffee', questions: [{ text: 'Why?' }] } });
    }
  });

  test('a tool call written as content, an answer under the tool’s name, arguments encoded twice and a bare list are unwrapped', () => {
    const args = { topics: [topic('Price')] };
    const texts = [
      `<tool_call>\n${JSON.stringify({ name: 'dialog_coding', arguments: args })}\n</tool_call>`,
      JSON.stringify({ type: 'function', function: { name: 'dialog_coding', arguments: JSON.stringify(args) } }),
      JSON.stringify({ dialog_coding: args }),
      JSON.stringify(JSON.stringify(args)),
      JSON.stringify(args.topics),
    ];
    for (const text of texts)
      expect(readStructured(coding, text, 'dialog_coding'), text).toMatchObject({ ok: true, value: { topics: [{ topic: 'Price' }] } });
  });

  test('text that is not JSON is reported as such', () => {
    expect(readStructured(schema, 'Sure! Here is your guide: title Coffee')).toEqual({ ok: false, problem: 'it was not JSON' });
    expect(readStructured(schema, '')).toEqual({ ok: false, problem: 'it was not JSON' });
    expect(readStructured(schema, 'I cannot help with {that}.')).toEqual({ ok: false, problem: 'it was not JSON' });
  });
});

describe('fitting to the schema', () => {
  test('over-long texts are trimmed to their limit and extra items cut, each counted', () => {
    const long = {
      topics: [
        topic('A topic whose label runs on and on'),
        topic('B', { citations: [1, 2, 3, 4].map((n) => ({ message_id: `m${n}-and-more`, quote: `q${n}` })) }),
        topic('C'),
        topic('D'),
        topic('E'),
        topic('F'),
      ],
    };
    const result = readStructured(coding, JSON.stringify(long));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.topics.map((t) => t.topic)).toEqual(['A topic whose label…', 'B', 'C', 'D']);
    expect(result.value.topics[1]!.citations.map((c) => c.message_id)).toEqual(['m1-a…', 'm2-a…']);
    // One label and two ids trimmed; two topics and two citations past their limits.
    expect(result.leniency).toEqual({ trimmed: 3, omitted: 4 });
  });

  test('what happened inside an item that is then left out is not counted: only what the answer lost in the end', () => {
    const long = 'A label far longer than twenty characters';
    const overCited = [1, 2, 3].map((n) => ({ message_id: `m${n}`, quote: `q${n}` }));
    const result = readStructured(
      coding,
      JSON.stringify({
        topics: [topic('A'), { topic: ' ', citations: overCited }, topic('B'), topic('C'), topic('D'), topic(long), topic(long)],
      }),
    );
    // The blank topic's place goes to the first past the limit.
    expect(result).toMatchObject({ ok: true, value: { topics: [{ topic: 'A' }, { topic: 'B' }, { topic: 'C' }, { topic: 'D' }] } });
    // The blank topic (not its extra citation) and the two past the limit (not their labels).
    if (result.ok) expect(result.leniency).toEqual({ trimmed: 0, omitted: 3 });
  });

  test('missing optional fields get their defaults; null is read as missing; numbers and flags written as text are read', () => {
    const result = readStructured(
      coding,
      JSON.stringify({
        topics: [
          { topic: 'Price', rationale: null, weight: '2', citations: [{ message_id: 'm1', quote: 'Too dear' }] },
          { topic: 'Queue', weight: 'weight 3.4' },
        ],
      }),
    );
    expect(result).toEqual({
      ok: true,
      value: {
        topics: [
          { topic: 'Price', insights: '', weight: 2, citations: [{ message_id: 'm1', quote: 'Too dear' }] },
          { topic: 'Queue', insights: '', weight: 3, citations: [] },
        ],
      },
      leniency: { trimmed: 0, omitted: 0 },
    });
    expect(readStructured(z.object({ yes: z.boolean(), score: z.number() }), '{"yes":"true","score":"7.5"}')).toMatchObject({
      ok: true,
      value: { yes: true, score: 7.5 },
    });
    expect(readStructured(z.object({ flags: z.array(z.enum(['low-effort', 'off-topic'])) }), '{"flags":["Off-Topic","spam"]}')).toEqual({
      ok: true,
      value: { flags: ['off-topic'] },
      leniency: { trimmed: 0, omitted: 1 },
    });
  });

  test('an item invalid on its own is left out and counted; the others stay', () => {
    const result = readStructured(
      coding,
      JSON.stringify({
        topics: [
          topic('Price'),
          { topic: '   ', citations: [] },
          topic('Queue', {
            citations: [
              { message_id: 'm2', quote: '' },
              { message_id: 'm3', quote: 'Long wait' },
            ],
          }),
          { topic: 'Noise', citations: 'none' },
        ],
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // The blank topic and the empty quote are left out; a single value where a list was asked for becomes a list of one,
    // whose one item ('none') is no citation and is left out.
    expect(result.value.topics.map((t) => [t.topic, t.citations.map((c) => c.quote)])).toEqual([
      ['Price', ['About Price']],
      ['Queue', ['Long wait']],
      ['Noise', []],
    ]);
    expect(result.leniency).toEqual({ trimmed: 0, omitted: 3 });
  });

  test('a problem outside every list fails the answer and names its path', () => {
    const result = readStructured(schema, '{"title":"Coffee","questions":[{"text":{}}]}');
    expect(result).toEqual({ ok: false, problem: 'questions: Too small: expected array to have >=1 items' });
    expect(readStructured(schema, '{"title":42,"questions":[{"text":"Why?"}]}')).toMatchObject({ ok: true, value: { title: '42' } });
    const root = readStructured(schema, '[1, 2, 3]');
    expect(root.ok).toBe(false);
    if (!root.ok) expect(root.problem).toMatch(/^root: /);
    expect(
      readStructured(z.object({ score: z.number().max(10), reason: z.string().min(1) }), '{"score":42,"reason":"Good"}'),
    ).toMatchObject({ ok: false, problem: expect.stringContaining('score: Too big') });
  });
  test('an answer with a text where its own list belongs is unusable, not an empty result', () => {
    expect(readStructured(coding, JSON.stringify({ topics: 'Price and the queue' }))).toEqual({
      ok: false,
      problem: 'topics: none of its items could be read',
    });
    // A list whose items are each unusable is the model's answer, less them: empty, and counted.
    expect(readStructured(coding, JSON.stringify({ topics: [{ topic: ' ' }, { topic: '  ', citations: [] }] }))).toMatchObject({
      ok: true,
      value: { topics: [] },
      leniency: { omitted: 2 },
    });
    // An empty list the model wrote as such is its answer: nothing to report.
    expect(readStructured(coding, JSON.stringify({ topics: [] }))).toMatchObject({ ok: true, value: { topics: [] } });
  });
});

describe('answers cut off', () => {
  const whole = JSON.stringify({ topics: [topic('Price'), topic('Queue'), topic('Noise', { rationale: 'They say the café is loud' })] });

  test('the complete items are kept; the one being written is left out and counted', () => {
    const cut = whole.slice(0, whole.indexOf('the café'));
    const result = readStructured(coding, cut);
    expect(result).toEqual({
      ok: true,
      value: { topics: [topic('Price', { insights: '' }), topic('Queue', { insights: '' })] },
      leniency: { trimmed: 0, omitted: 1 },
    });
    // Cut inside a quote of a citation: the citation goes, its topic stays without it.
    const inQuote = readStructured(coding, whole.slice(0, whole.indexOf('About Queue') + 4));
    expect(inQuote).toMatchObject({ ok: true, value: { topics: [{ topic: 'Price' }, { topic: 'Queue', citations: [] }] } });
    // A fenced answer cut off, as a model that ran out of tokens leaves it.
    expect(readStructured(coding, `\`\`\`json\n${whole.slice(0, whole.indexOf('Queue') + 2)}`)).toMatchObject({
      ok: true,
      value: { topics: [{ topic: 'Price' }] },
    });
  });

  test('an answer cut off before its first complete item is unusable', () => {
    expect(readStructured(coding, whole.slice(0, 30))).toEqual({ ok: false, problem: 'it was cut off before its first complete item' });
    expect(readStructured(coding, '{"topi')).toEqual({ ok: false, problem: 'it was cut off before its first complete item' });
  });
});

test('a trimmed text ends with an ellipsis within its limit, at a word boundary when one is near', () => {
  expect(trimText('short', 10)).toBe('short');
  expect(trimText('The queue at the counter', 12)).toBe('The queue…');
  expect(trimText('Supercalifragilistic', 8)).toBe('Superca…');
  expect(trimText('m1-and-more', 5)).toBe('m1-a…');
  expect(trimText('m1-and-more', 5).length).toBeLessThanOrEqual(5);
});
