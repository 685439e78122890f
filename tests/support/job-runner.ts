import { afterAll, beforeAll } from 'vitest';

import { startJobRunner, stopJobRunner } from '~/jobs/queue.server';

import { useFakeAiServer } from './fake-ai-server';

/**
 * The fake AI server and the app over real HTTP (`useFakeAiServer`), and the job queue running in this test process
 * for the file's tests, as the app's own runner does. The file imports the job handlers it needs.
 */
export function useServerAndJobRunner(extraEnv: Parameters<typeof useFakeAiServer>[0] = {}, { concurrency = 2 } = {}) {
  useFakeAiServer(extraEnv);
  beforeAll(() => startJobRunner({ concurrency }));
  afterAll(() => stopJobRunner());
}
