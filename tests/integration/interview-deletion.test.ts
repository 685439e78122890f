import '../../server/job-handlers';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';

import { getDb, schema } from '@db/index';
import { createReport } from '~/features/analysis/reports/reports.server';
import { startJobRunner, stopJobRunner, whenIdle } from '~/jobs/queue.server';

import { TOPICS_DIALOGS, TOPICS_QUESTIONS, topicsMessages } from '../fixtures/topics-dialogs';
import { seedDialog } from '../support/dialog-seeds';
import { createPublishedInterview, signedInResearcher } from '../support/factories';
import { fake, server, useFakeAiServer } from '../support/fake-ai-server';
import { fakeAnalysisReply, toolOf } from '../support/fake-analysis';
import type { Client } from '../support/test-server';

useFakeAiServer({ AI_CONCURRENCY: '4' });

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeAll(() => {
  process.on('unhandledRejection', onUnhandled);
  startJobRunner({ concurrency: 2 });
});
afterAll(async () => {
  await stopJobRunner();
  process.off('unhandledRejection', onUnhandled);
});

/** Waits for the server's first line; `ended` resolves when the server closes the stream. */
async function openStream(client: Client, pathname: string) {
  const response = await client.get(pathname, { headers: { Accept: 'text/event-stream' } });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  await reader.read();
  let text = '';
  const ended = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return text;
      text += new TextDecoder().decode(value);
    }
  })();
  return { ended };
}

describe('deleting an interview', () => {
  test('cancels its running analysis, closes its event streams, and nothing more is recorded for it', async () => {
    const logged = vi.spyOn(console, 'error');
    const { user, client } = await signedInResearcher(server);
    const { interview } = await createPublishedInterview({ questions: TOPICS_QUESTIONS }, user);
    for (const said of TOPICS_DIALOGS.slice(0, 3)) seedDialog(interview.id, { completedAt: Date.now(), messages: topicsMessages(said) });
    const report = createReport(interview.id, 'Wave 1');
    // The coding calls wait until the test lets them answer, as a slow model would.
    let answer = () => {};
    const answering = new Promise<void>((resolve) => (answer = resolve));
    fake.onChat(async (body) => {
      if (toolOf(body) === 'dialog_codes') await answering;
      return fakeAnalysisReply(body);
    });

    const started = await client.post(`/interview/setup/${interview.id}/analysis/ai?index&report=${report.id}`, {
      intent: 'analysis-run',
      model: 'gpt-4o',
    });
    expect(started.status).toBe(302);
    const jobId = getDb().select().from(schema.jobs).where(eq(schema.jobs.interviewId, interview.id)).get()!.id;
    // The run reaches its topics step (after the coding of every dialog) in its own time.
    await expect.poll(() => fake.chatRequests().filter((r) => toolOf(r) === 'dialog_codes').length, { timeout: 15_000 }).toBeGreaterThan(0);
    const setupStream = await openStream(client, `/api/interview/${interview.id}/events`);
    const jobStream = await openStream(client, `/api/jobs/${jobId}/events`);

    const deleted = await client.post('/dashboard', { intent: 'delete', id: interview.id });
    expect(deleted.status).toBe(302);
    // Both streams end: the page watching them learns that the work is over.
    await Promise.all([setupStream.ended, jobStream.ended]);

    // The provider answering late changes nothing: the run stopped and wrote nothing more.
    const calls = fake.chatRequests().length;
    answer();
    await whenIdle();
    expect(fake.chatRequests()).toHaveLength(calls);
    expect(getDb().select().from(schema.jobs).where(eq(schema.jobs.interviewId, interview.id)).all()).toHaveLength(0);
    expect(getDb().select().from(schema.dialogCodings).where(eq(schema.dialogCodings.reportId, report.id)).all()).toHaveLength(0);
    // Every provider call made for it was recorded (its usage outlives the interview), none failed to be.
    expect(logged.mock.calls.filter(([message]) => String(message).startsWith('Could not record'))).toEqual([]);
    expect(unhandled).toEqual([]);
    logged.mockRestore();
  });
});
