import { expect, test } from 'vitest';
import { z } from 'zod';
import { parseAgainst } from './chat.server';

const schema = z.object({ title: z.string().min(1), questions: z.array(z.object({ text: z.string() })).min(1) });

test('valid JSON that matches the schema passes with its value', () => {
  const result = parseAgainst(schema, '{"title":"Coffee","questions":[{"text":"Why?"}]}');
  expect(result).toEqual({ ok: true, value: { title: 'Coffee', questions: [{ text: 'Why?' }] } });
});

test('JSON wrapped in a Markdown json fence passes', () => {
  const fenced = '```json\n{"title":"Coffee","questions":[{"text":"Why?"}]}\n```';
  expect(parseAgainst(schema, fenced)).toEqual({ ok: true, value: { title: 'Coffee', questions: [{ text: 'Why?' }] } });
  expect(parseAgainst(schema, '  ```\n{"title":"Tea","questions":[{"text":"How?"}]}\n```  \n').ok).toBe(true);
});

test('text that is not JSON is reported as such', () => {
  expect(parseAgainst(schema, 'Sure! Here is your guide: title Coffee')).toEqual({ ok: false, problem: 'it was not JSON' });
  expect(parseAgainst(schema, '')).toEqual({ ok: false, problem: 'it was not JSON' });
});

test('JSON that does not match the schema names the path of the problem', () => {
  const result = parseAgainst(schema, '{"title":"Coffee","questions":[{"text":42}]}');
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.problem).toContain('questions.0.text');
});

test('a problem at the top level is reported as root', () => {
  const result = parseAgainst(schema, '[1, 2, 3]');
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.problem).toMatch(/^root: /);
});
