import '../../server/job-handlers';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { createReport } from '~/features/analysis/reports/reports.server';
import { cancelJob, enqueueJob, registerJobHandler, startJobRunner, stopJobRunner, whenIdle } from '~/jobs/queue.server';

import { TOPICS_DIALOGS, TOPICS_QUESTIONS, topicsMessages } from '../fixtures/topics-dialogs';
import { seedDialog } from '../support/dialog-seeds';
import { createPublishedInterview, signedInResearcher } from '../support/factories';
import { type Client, startTestServer, type TestServer } from '../support/test-server';

// Small caps, so a few requests reach them.
const LIMITS = { JOBS_PENDING_PER_USER: '3', REPORTS_PER_INTERVIEW: '3' };
const saved = Object.fromEntries(Object.keys(LIMITS).map((name) => [name, process.env[name]]));

let server: TestServer;
beforeAll(async () => {
  Object.assign(process.env, LIMITS);
  server = await startTestServer();
  // One job at a time: the order they run in is the order the runner picks them.
  startJobRunner({ concurrency: 1 });
});
afterAll(async () => {
  await stopJobRunner();
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await server.close();
});

/** A job that waits until the test lets it go, so the jobs queued behind it stay pending. */
function holdingJob() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  registerJobHandler('test.hold', () => released);
  enqueueJob({ kind: 'test.hold', interviewId: null });
  return release;
}

async function researcherWithStudies(count: number) {
  const { user, client } = await signedInResearcher(server);
  const studies = [];
  for (let i = 0; i < count; i++) {
    const { interview } = await createPublishedInterview({ questions: TOPICS_QUESTIONS }, user);
    seedDialog(interview.id, { completedAt: Date.now(), messages: topicsMessages(TOPICS_DIALOGS[0]!) });
    studies.push({ interview, report: createReport(interview.id, 'Wave 1') });
  }
  return { user, client, studies };
}

const runAnalysis = (client: Client, interviewId: string, reportId: string) =>
  client.post(`/interview/setup/${interviewId}/analysis/ai?index&report=${reportId}`, { intent: 'analysis-run', model: 'builtin' });

describe('the job queue shares its turns between researchers', () => {
  test('a researcher who queued many jobs does not make another wait for all of them', async () => {
    // Three jobs: as many as Alice may have waiting.
    const alice = await researcherWithStudies(3);
    const bob = await researcherWithStudies(1);
    const owners = new Map([...alice.studies.map((s) => [s.interview.id, 'alice'] as const), [bob.studies[0]!.interview.id, 'bob']]);
    const ran: string[] = [];
    registerJobHandler('test.order', async ({ job }) => {
      ran.push(owners.get(job.interviewId!)!);
    });
    const release = holdingJob();
    for (const { interview } of alice.studies) enqueueJob({ kind: 'test.order', interviewId: interview.id });
    enqueueJob({ kind: 'test.order', interviewId: bob.studies[0]!.interview.id });
    release();
    await whenIdle();
    expect(ran).toEqual(['alice', 'bob', 'alice', 'alice']);
  });

  test('a researcher’s jobs waiting to run are capped, with a message saying why', async () => {
    const alice = await researcherWithStudies(4);
    const release = holdingJob();
    onTestFinished(release);
    for (const { interview, report } of alice.studies.slice(0, 3)) {
      const started = await runAnalysis(alice.client, interview.id, report.id);
      expect(started.status).toBe(302);
    }
    const [fourth] = alice.studies.slice(3);
    const refused = await runAnalysis(alice.client, fourth!.interview.id, fourth!.report.id);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('You have 3 jobs waiting to run. Please wait until one of them starts before starting another.');
    const jobsOfFourth = getDb().select().from(schema.jobs).where(eq(schema.jobs.interviewId, fourth!.interview.id)).all();
    expect(jobsOfFourth).toHaveLength(0);

    // Another researcher is not held back by Alice's queue.
    const bob = await researcherWithStudies(1);
    expect((await runAnalysis(bob.client, bob.studies[0]!.interview.id, bob.studies[0]!.report.id)).status).toBe(302);
    // The runs themselves are not what this test is about.
    for (const { id } of getDb().select().from(schema.jobs).where(eq(schema.jobs.status, 'pending')).all()) cancelJob(id);
    release();
    await whenIdle();
  });
});

describe('reports per interview', () => {
  test('an interview holds a capped number of reports; creating one more says why', async () => {
    const { client, studies } = await researcherWithStudies(1);
    const { interview } = studies[0]!;
    const create = () =>
      client.post(`/interview/setup/${interview.id}/analysis/reports`, { intent: 'create', name: 'Wave', back: 'sample' });
    // One report exists already; two more reach the cap of three.
    expect((await create()).status).toBe(302);
    expect((await create()).status).toBe(302);
    const refused = await create();
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: 'An interview can hold at most 3 reports. Delete one to create another.' });
    expect(getDb().select().from(schema.reports).where(eq(schema.reports.interviewId, interview.id)).all()).toHaveLength(3);
  });
});
