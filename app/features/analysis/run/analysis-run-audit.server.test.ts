import { eq } from 'drizzle-orm';
import { afterEach, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { TooManyPendingJobs } from '~/jobs/queue.server';

import { createPublishedInterview } from '../../../../tests/support/factories';
import { createReport } from '../reports/reports.server';
import { startSample } from '../sample/sample.server';

afterEach(() => {
  delete process.env.JOBS_PENDING_PER_USER;
});

const runsLogged = (interviewId: string) =>
  getDb()
    .select({ detail: schema.auditEvents.detail })
    .from(schema.auditEvents)
    .where(eq(schema.auditEvents.interviewId, interviewId))
    .all()
    .map((e) => e.detail);

test('the team log records an analysis run the queue took, and none it refused', async () => {
  // No job runner: the first run stays waiting, and the owner's one waiting place is taken.
  process.env.JOBS_PENDING_PER_USER = '1';
  const { interview, owner: researcher } = await createPublishedInterview();
  const report = createReport(interview.id, 'Wave 1');
  const second = createReport(interview.id, 'Wave 2');

  startSample(researcher.id, interview.id, report.id, { threshold: 5, model: 'builtin' });
  expect(() => startSample(researcher.id, interview.id, second.id, { threshold: 5, model: 'builtin' })).toThrow(TooManyPendingJobs);

  expect(runsLogged(interview.id)).toEqual(['Quality sample of the report “Wave 1”, model builtin']);
});
