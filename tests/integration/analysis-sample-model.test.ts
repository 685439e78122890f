import { describe, expect, test } from 'vitest';

import { resetAiConfig } from '~/ai/config.server';

import { seedDialog } from '../support/dialog-seeds';
import { createPublishedInterview, signedInResearcher } from '../support/factories';
import { fake, server, useFakeAiServer } from '../support/fake-ai-server';
import { textOf } from '../support/html';

// groq has an endpoint of its own (the fake provider), the other names the default endpoint (the fake too).
useFakeAiServer({ AI_MODELS: JSON.stringify({ groq: 'fake-llama' }) });

/** The Sample tab of a fresh interview with one answered dialog. */
async function samplePage() {
  const { user, client } = await signedInResearcher(server);
  const { interview } = await createPublishedInterview({}, user);
  seedDialog(interview.id, { messages: ['How do you commute?', 'By train, forty minutes each way.'] });
  return (await client.get(`/interview/setup/${interview.id}/analysis/sample`)).text();
}

/** The option the model select shows chosen. */
const chosenModel = (html: string) => {
  const select = /<select[^>]*id="sample-model"[^>]*>([\s\S]*?)<\/select>/.exec(html)![1]!;
  return /<option value="([^"]+)" selected=""/.exec(select)?.[1];
};

describe('the Sample tab’s model select', () => {
  test('with no model configured, offers the built-in engine (what will run) and says so', async () => {
    const saved = { base: process.env.OPENAI_BASE_URL, key: process.env.OPENAI_API_KEY, models: process.env.AI_MODELS };
    Object.assign(process.env, { OPENAI_BASE_URL: '', OPENAI_API_KEY: '', AI_MODELS: '' });
    resetAiConfig();
    try {
      const html = await samplePage();
      expect(chosenModel(html)).toBe('builtin');
      expect(html).not.toMatch(/<option value="groq" selected=""/);
      expect(textOf(html)).toContain('No AI model is configured, so the built-in engine scores the sample.');
    } finally {
      Object.assign(process.env, {
        OPENAI_BASE_URL: saved.base ?? fake.url,
        OPENAI_API_KEY: saved.key ?? 'test-key',
        AI_MODELS: saved.models ?? '',
      });
      resetAiConfig();
    }
  });

  test('with models configured, offers a configured one: groq, the spec’s default', async () => {
    const html = await samplePage();
    expect(chosenModel(html)).toBe('groq');
    expect(textOf(html)).not.toContain('No AI model is configured');
    expect(textOf(html)).not.toContain('(not configured: uses Built-in)');
  });
});
