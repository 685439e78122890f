import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { defineConfig } from '@playwright/test';

import { CHROMIUM_ARGS, chromiumPath } from './tests/support/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4310);
// The fake AI provider listens next to the app; only the "mistral" model name points at it (and ElevenLabs
// speech-to-text, which is not a chat model).
const AI_PORT = PORT + 1;
// One fresh data folder per run; workers inherit it through the environment.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'qualia-e2e-'));
process.env.E2E_BASE_URL = `http://localhost:${PORT}`;
// A cheaper password hash than production's for the accounts the tests make, in the workers and in the server.
process.env.PASSWORD_HASH_N = '1024';

export default defineConfig({
  testDir: 'tests/e2e',
  // Two files at a time, each file's tests in order: every test signs in a researcher of its own, so files share the
  // one server without sharing data. Two, as CI has two cores: a third worker was tried and, with the server and the
  // browsers of three files at once, tests ran past their 30 s limits.
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // A failed test keeps its trace (every action with its timing, the console and the network) and a screenshot of
    // the page as it failed. No DOM snapshots and no screencast: the trace takes them for every action of every test,
    // passed or not, and serialising the page before and after each action cost about a fifth of the suite's CPU.
    // For a failure's page at each step, run that test again with `--trace on`.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    {
      command: `npx tsx tests/support/fake-openai-cli.ts ${AI_PORT} 250`,
      url: `http://127.0.0.1:${AI_PORT}/v1/models`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node build/server.js',
      url: `http://localhost:${PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        SESSION_SECRET: 'e2e-secret-that-is-long-enough',
        SEED_DEMO: 'false',
        LOG_REQUESTS: 'false',
        PASSWORD_HASH_N: process.env.PASSWORD_HASH_N,
        AI_MODELS: JSON.stringify({
          mistral: {
            baseUrl: `http://127.0.0.1:${AI_PORT}/v1`,
            apiKey: 'e2e',
            model: 'fake-model',
          },
        }),
        AI_MAX_RETRIES: '1',
        // Speech-to-text through the fake's ElevenLabs endpoint; this makes no chat model name live.
        ELEVENLABS_API_KEY: 'e2e',
        ELEVENLABS_BASE_URL: `http://127.0.0.1:${AI_PORT}`,
      },
    },
  ],
});
