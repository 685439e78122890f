import { afterEach, expect, test } from 'vitest';

import { parseAiConfig, resetAiConfig } from './config.server';
import { distinctMadeBy, provenanceLines } from './provenance';
import { fillPrompt, madeByOf, promptTemplate, provenanceFor } from './provenance.server';

afterEach(() => resetAiConfig());

test('a prompt version is a short hash of its templates: the same for the same words, another for any change', () => {
  const version = promptTemplate('You code a dialog.', 'Blocks:\n{blocks}').version;
  expect(version).toMatch(/^[0-9a-f]{8}$/);
  expect(promptTemplate('You code a dialog.', 'Blocks:\n{blocks}').version).toBe(version);
  expect(promptTemplate('You code a dialog!', 'Blocks:\n{blocks}').version).not.toBe(version);
  expect(promptTemplate('You code a dialog.', 'Block:\n{blocks}').version).not.toBe(version);
});

test('a template is filled in one pass: a value that looks like a placeholder, or like $&, stays as written', () => {
  expect(fillPrompt('Blocks:\n{blocks}\n\nMessages:\n{messages}', { blocks: '{messages} $& $1', messages: 'm1' })).toBe(
    'Blocks:\n{messages} $& $1\n\nMessages:\nm1',
  );
});

test('a model’s provenance names its model id and the endpoint’s host, never its key or path', () => {
  resetAiConfig(
    parseAiConfig({
      OPENAI_BASE_URL: 'https://llm.example.org:8443/openai/v1',
      OPENAI_API_KEY: 'sk-secret-123',
      AI_MODELS: JSON.stringify({ groq: 'llama-3.3-70b' }),
    }),
  );
  const made = provenanceFor('groq', { prompt: promptTemplate('x'), at: new Date(Date.UTC(2026, 0, 5, 9)) });
  expect(made).toMatchObject({
    engine: 'model',
    model: 'groq',
    modelId: 'llama-3.3-70b',
    host: 'llm.example.org:8443',
    prompt: promptTemplate('x').version,
    at: Date.UTC(2026, 0, 5, 9),
  });
  expect(JSON.stringify(made)).not.toMatch(/sk-secret|openai\/v1/);
  expect(made.app).toMatch(/^\d+\.\d+\.\d+/);
  expect(provenanceLines({ ...made, count: 1 }).map((l) => `${l.label}: ${l.value}`)).toEqual([
    'Engine: Language model',
    'Model: groq (model id “llama-3.3-70b”) at llm.example.org:8443',
    `Prompt version: ${made.prompt}`,
    `App version: ${made.app}`,
    'Made: 5 Jan 2026, 09:00 UTC',
  ]);
});

test('the built-in engine records no model and no prompt, and says so', () => {
  const made = provenanceFor('builtin', { prompt: promptTemplate('ignored') });
  expect(made).toMatchObject({ engine: 'builtin', model: 'builtin', modelId: null, host: null, prompt: null });
  expect(provenanceLines({ ...made, count: 1 }).find((l) => l.label === 'Prompt version')!.value).toBe(
    'none (the built-in engine uses no prompt)',
  );
});

test('results made the same way are counted together; one stored before provenance says what is not recorded', () => {
  const a = { ...provenanceFor('builtin', { at: new Date(1000) }), count: 1 };
  const b = { ...a, at: 2000 };
  expect(distinctMadeBy([a, b, null])).toEqual([{ ...a, at: 2000, count: 2 }]);
  const old = madeByOf({ provenance: null, model: 'gpt-4o', at: new Date(5000) })!;
  expect(
    provenanceLines(old)
      .filter((l) => /Prompt|App/.test(l.label))
      .map((l) => l.value),
  ).toEqual(['not recorded', 'not recorded']);
});
