import { expect, test } from 'vitest';

import { modelOrDefault } from './models';

const offered = [{ name: 'builtin' }, { name: 'groq' }];

test('a saved model is kept while it is offered; otherwise, or without one, the default', () => {
  expect(modelOrDefault('groq', offered, 'builtin')).toBe('groq');
  expect(modelOrDefault('o1', offered, 'builtin')).toBe('builtin');
  expect(modelOrDefault(null, offered, 'groq')).toBe('groq');
  expect(modelOrDefault('', offered, 'groq')).toBe('groq');
});
