import { afterAll, beforeAll, beforeEach } from 'vitest';

import { resetAiConfig } from '~/ai/config.server';

import { FakeOpenAI } from './fake-openai';
import { startTestServer, type TestServer } from './test-server';

// Live bindings: set by the hooks `useFakeAiServer` registers, read by the test file that called it.
export let fake: FakeOpenAI;
export let server: TestServer;

/**
 * For a test file that talks to the interviewer: the fake OpenAI-compatible provider as the default endpoint, the app
 * behind a proxy (so each client's X-Forwarded-For is its address), and a clean provider and configuration before
 * every test.
 */
export function useFakeAiServer(extraEnv: Record<string, string> | ((fakeUrl: string) => Record<string, string>) = {}) {
  beforeAll(async () => {
    fake = await FakeOpenAI.start();
    const extra = typeof extraEnv === 'function' ? extraEnv(fake.url) : extraEnv;
    Object.assign(process.env, {
      OPENAI_BASE_URL: fake.url,
      OPENAI_API_KEY: 'test-key',
      AI_MAX_RETRIES: '0',
      AI_TIMEOUT_MS: '3000',
      ...extra,
    });
    resetAiConfig();
    server = await startTestServer({ trustProxy: 1 });
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });
  // A test may have swapped the AI configuration; each starts from the environment again.
  beforeEach(() => {
    fake.reset();
    resetAiConfig();
  });
}
