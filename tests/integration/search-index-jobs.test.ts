import { afterAll, beforeAll, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
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
  for (let i = 0; i < 20; i++) seedDialog(interview.id, { messages: ['How do you usually get to work?', `By bus number ${i}, it takes about ${i + 10} minutes`] });

  // Queued together, both jobs are started at once (the runner takes two at a time).
  enqueueJob({ kind: SEARCH_INDEX_JOB, interviewId: interview.id });
  enqueueJob({ kind: SEARCH_INDEX_JOB, interviewId: interview.id });
  await whenIdle();

  const jobs = getDb().select().from(schema.jobs).where(eq(schema.jobs.interviewId, interview.id)).all();
  expect(jobs.map((job) => job.status)).toEqual(['completed', 'completed']);
  expect(jobs.reduce((sum, job) => sum + job.progress, 0)).toBe(20);
  expect(indexStatus(interview.id)).toEqual({ total: 20, indexed: 20 });
}, 60_000);

test('messages sent within a few seconds of each other are embedded together by the job queued after the first', async () => {
  const { interview } = await createPublishedInterview();
  const dialog = findDialog(seedDialog(interview.id, { messages: ['How do you usually get to work?'] }).id)!;
  const jobsOf = () => getDb().select().from(schema.jobs).where(eq(schema.jobs.interviewId, interview.id)).all();

  saveRespondentMessage(dialog, { content: 'By bus, it takes about twenty minutes', clientId: 'c1', isFlagged: false });
  // The first message is queued for indexing at once.
  expect(jobsOf()).toHaveLength(1);
  await whenIdle();
  expect(indexStatus(interview.id)).toEqual({ total: 1, indexed: 1 });

  const answered = findDialog(dialog.id)!;
  saveRespondentMessage(answered, { content: 'I read on the bus when I get a seat', clientId: 'c2', isFlagged: false });
  saveRespondentMessage(answered, { content: 'Sometimes I cycle when it is sunny', clientId: 'c3', isFlagged: false });
  // The next two wait for the interval to be up, then go in one job.
  expect(jobsOf()).toHaveLength(1);
  expect(indexStatus(interview.id)).toEqual({ total: 3, indexed: 1 });
  await whenIdle();
  expect(indexStatus(interview.id)).toEqual({ total: 3, indexed: 3 });
  const jobs = jobsOf();
  expect(jobs.map((job) => [job.status, job.progress])).toEqual([['completed', 2]]);
}, 60_000);
