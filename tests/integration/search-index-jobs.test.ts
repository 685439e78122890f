import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';

import { getDb, schema } from '@db/index';
import { indexStatus, SEARCH_INDEX_JOB } from '~/features/analysis/search/search-index.server';
import { findDialog, saveRespondentMessage } from '~/features/dialogs/dialogs.server';
import { enqueueJob, startJobRunner, stopJobRunner, whenIdle } from '~/jobs/queue.server';

import { seedDialog } from '../support/dialog-seeds';
import { createPublishedInterview } from '../support/factories';

beforeAll(() => {
  startJobRunner({ concurrency: 2 });
});
afterAll(async () => {
  await stopJobRunner();
});

test('two indexing jobs of one interview run one after the other, so each message is embedded once', async () => {
  const { interview } = await createPublishedInterview();
  for (let i = 0; i < 20; i++)
    seedDialog(interview.id, { messages: ['How do you usually get to work?', `By bus number ${i}, it takes about ${i + 10} minutes`] });

  // Queued together, both jobs are started at once (the runner takes two at a time).
  enqueueJob({ kind: SEARCH_INDEX_JOB, interviewId: interview.id });
  enqueueJob({ kind: SEARCH_INDEX_JOB, interviewId: interview.id });
  await whenIdle();

  const jobs = getDb().select().from(schema.jobs).where(eq(schema.jobs.interviewId, interview.id)).all();
  expect(jobs.map((job) => job.status)).toEqual(['completed', 'completed']);
  expect(jobs.reduce((sum, job) => sum + job.progress, 0)).toBe(20);
  expect(indexStatus(interview.id)).toEqual({ total: 20, indexed: 20 });
}, 60_000);

test("an interview's new messages wait for its respondents to pause, then are embedded together", async () => {
  const { interview } = await createPublishedInterview();
  const dialogId = seedDialog(interview.id, { messages: ['How do you usually get to work?'] }).id;
  const jobsOf = () => getDb().select().from(schema.jobs).where(eq(schema.jobs.interviewId, interview.id)).all();
  const answer = (content: string, clientId: string) =>
    saveRespondentMessage(findDialog(dialogId)!, { content, clientId, isFlagged: false });

  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  try {
    answer('By bus, it takes about twenty minutes', 'c1');
    vi.advanceTimersByTime(20_000);
    // Another answer 20 s later: the pause starts again.
    answer('I read on the bus when I get a seat', 'c2');
    vi.advanceTimersByTime(29_000);
    expect(jobsOf()).toHaveLength(0);
    expect(indexStatus(interview.id)).toEqual({ total: 2, indexed: 0 });
    vi.advanceTimersByTime(1_000);
    expect(jobsOf()).toHaveLength(1);
  } finally {
    vi.useRealTimers();
  }
  await whenIdle();
  expect(indexStatus(interview.id)).toEqual({ total: 2, indexed: 2 });
  expect(jobsOf().map((job) => [job.status, job.progress])).toEqual([['completed', 2]]);
}, 60_000);

test('the messages of an interview that never pauses are embedded five minutes after the first one waiting', async () => {
  const { interview } = await createPublishedInterview();
  const dialogId = seedDialog(interview.id, { messages: ['How do you usually get to work?'] }).id;
  const jobsOf = () => getDb().select().from(schema.jobs).where(eq(schema.jobs.interviewId, interview.id)).all();

  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  try {
    // An answer every 20 s for five minutes.
    for (let i = 0; i < 15; i++) {
      saveRespondentMessage(findDialog(dialogId)!, { content: `Answer number ${i} about the bus`, clientId: `c${i}`, isFlagged: false });
      vi.advanceTimersByTime(i < 14 ? 20_000 : 19_999);
    }
    expect(jobsOf()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(jobsOf()).toHaveLength(1);
  } finally {
    vi.useRealTimers();
  }
  await whenIdle();
  expect(indexStatus(interview.id)).toEqual({ total: 15, indexed: 15 });
}, 60_000);
