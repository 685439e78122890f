import { expect, test } from 'vitest';

import { engineLabel, modelLabel } from './model-label';
import { BUILTIN_LABEL, BUILTIN_MODEL } from './models';

test('a select names a served model by its name and says of one without an endpoint that Built-in does its work', () => {
  expect(modelLabel({ name: 'gpt-4o', label: 'gpt-4o', live: true })).toBe('gpt-4o');
  expect(modelLabel({ name: 'gpt-4o', label: 'gpt-4o', live: false })).toBe('gpt-4o (not configured: uses Built-in)');
  expect(modelLabel({ name: 'gpt-4o', label: 'gpt-4o', live: false }, 'GPT-4o')).toBe('GPT-4o (not configured: uses Built-in)');
  expect(modelLabel({ name: BUILTIN_MODEL, label: BUILTIN_LABEL, live: true }, 'ignored')).toBe('Built-in (offline)');
});

test('a stored result names the built-in engine by its label and a model by its name; none stays none', () => {
  expect(engineLabel(BUILTIN_MODEL)).toBe('Built-in (offline)');
  expect(engineLabel('o1')).toBe('o1');
  expect(engineLabel(null)).toBeNull();
  expect(engineLabel(undefined)).toBeNull();
});
