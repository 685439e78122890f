import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';

import { GOAL, QUESTIONS, SAMPLE_DIALOGS } from '../../tests/fixtures/sample-quality';
import { FakeOpenAI } from '../../tests/support/fake-openai';
import { parseAiConfig, resetAiConfig } from './config.server';
import { reconcile, scoreDialog } from './dialog-quality.server';

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await FakeOpenAI.start();
});
afterAll(async () => {
  resetAiConfig();
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  // groq is served by the fake; gpt-4o and o1 have no endpoint.
  resetAiConfig(
    parseAiConfig({
      AI_MODELS: JSON.stringify({ groq: { baseUrl: fake.url, apiKey: 'k', model: 'llama-test' } }),
      AI_MAX_RETRIES: '0',
      AI_TIMEOUT_MS: '3000',
    }),
  );
});

const dialog = (key: string) => SAMPLE_DIALOGS.find((d) => d.key === key)!;
const input = (key: string) => ({ goal: GOAL, questions: QUESTIONS, messages: dialog(key).messages });

/** The model answers every dialog with this verdict. */
function modelSays(verdict: { score: number; reason: string; flags: string[] }) {
  fake.onChat((body) => ({ toolCalls: [{ name: 'score_dialog', arguments: body.tools ? verdict : {} }] }));
}

describe('with a model', () => {
  test('one structured call per dialog, with the rubric, the guide and the respondent text fenced as data', async () => {
    modelSays({ score: 8.4, reason: 'Answered all five questions concretely.', flags: [] });
    const result = await scoreDialog({ model: 'groq' }, input('good-planner'));
    expect(result).toMatchObject({ score: 8.4, reason: 'Answered all five questions concretely.', flags: [], engine: 'groq', capped: [] });
    const requests = fake.chatRequests();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.model).toBe('llama-test');
    const prompt = JSON.stringify(requests[0]!.messages);
    expect(prompt).toContain('score how much real, usable evidence');
    expect(prompt).toContain('1. Planning');
    expect(prompt).toContain('<respondent>\\nOn Sunday evening');
  });

  test('a model that scores gibberish 9 is capped at 2 and the reason says why', async () => {
    modelSays({ score: 9, reason: 'Thoughtful answers throughout.', flags: [] });
    const result = await scoreDialog({ model: 'groq' }, input('gibberish'));
    expect(result.score).toBe(2);
    expect(result.capped).toEqual(['gibberish']);
    expect(result.flags).toContain('gibberish');
    expect(result.reason).toMatch(/^Thoughtful answers throughout\. Capped at 2 by the built-in check: .*keyboard mashing/);
  });

  test.each([
    ['manipulation', 4],
    ['copies-question', 3],
    ['off-topic', 3],
  ])('a generous model score of the %s dialog is capped at %d', async (key, cap) => {
    modelSays({ score: 9.5, reason: 'Great.', flags: [] });
    const result = await scoreDialog({ model: 'groq' }, input(key));
    expect(result.score).toBeLessThanOrEqual(cap);
    expect(result.score).toBeLessThan(6);
  });

  test('a model answer outside the schema is repaired once, then fails the dialog', async () => {
    fake.onChat(() => ({ toolCalls: [{ name: 'score_dialog', arguments: { score: 42 } }] }));
    await expect(scoreDialog({ model: 'groq' }, input('good-planner'))).rejects.toThrow(/did not match the expected structure/);
    expect(fake.chatRequests()).toHaveLength(2);
  });

  test('a 500 from the provider fails the call', async () => {
    fake.failNext({ kind: 'status', status: 500 });
    await expect(scoreDialog({ model: 'groq' }, input('good-planner'))).rejects.toThrow();
  });
});

describe('without an endpoint', () => {
  test('a name with no endpoint and the built-in name run the heuristics and never call a provider', async () => {
    for (const model of ['gpt-4o', 'builtin']) {
      const result = await scoreDialog({ model }, input('gibberish'));
      expect(result.engine).toBe('builtin');
      expect(result.score).toBeLessThan(6);
    }
    expect(fake.chatRequests()).toHaveLength(0);
  });
});

test('reconcile keeps a model score when the heuristics found nothing that caps it, and joins the flags', () => {
  const { result, capped } = reconcile(
    { score: 7.2, reason: 'Mostly concrete.', flags: ['low-effort'] },
    {
      score: 8,
      reason: 'Answered four of five questions in their own words (avg 30 words); one answer off-topic',
      flags: ['off-topic'],
      decisive: [],
    },
  );
  expect(result).toEqual({ score: 7.2, reason: 'Mostly concrete.', flags: ['low-effort', 'off-topic'] });
  expect(capped).toEqual([]);
});
