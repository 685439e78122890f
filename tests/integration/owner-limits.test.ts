import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { participantQuota } from '~/features/dialogs/dialogs.server';
import { createManualInterview, INTERVIEW_CAP } from '~/features/interviews/interviews.server';

import { signedInResearcher } from '../support/factories';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** `n` dialogs of real respondents that answered this month and hold substantive answers (counted when answered). */
function answeredDialogs(interviewId: string, n: number, overrides: Partial<typeof schema.dialogs.$inferInsert> = {}) {
  if (n === 0) return;
  const answeredAt = overrides.answeredAt === undefined ? new Date() : overrides.answeredAt;
  const rows = Array.from({ length: n }, () => ({
    id: randomUUID(),
    shortLink: randomUUID().slice(0, 6),
    interviewId,
    answeredAt,
    countedAt: answeredAt,
    ...overrides,
  }));
  getDb().insert(schema.dialogs).values(rows).run();
}

/** The page as people read it: tags and the data for scripts left out. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');

describe('the monthly participant quota, as the owner sees it', () => {
  test('the dashboard and the setup page show participants used of the plan’s monthly quota, counting only real respondents', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    answeredDialogs(interview.id, 12);
    // Not participants: previews, simulated respondents, dialogs without an answer or with too little to count, last
    // month's, and dialogs the owner took out of the count.
    answeredDialogs(interview.id, 1, { countedAt: null });
    answeredDialogs(interview.id, 1, { isExcludedFromQuota: true });
    answeredDialogs(interview.id, 1, { isPreview: true });
    answeredDialogs(interview.id, 1, { isGenerated: true });
    answeredDialogs(interview.id, 1, { answeredAt: null });
    answeredDialogs(interview.id, 1, { answeredAt: new Date(Date.UTC(2020, 0, 15)) });

    for (const path of ['/dashboard', `/interview/setup/${interview.id}`]) {
      const text = textOf(await (await client.get(path)).text());
      expect(text).toContain('Participants this month: 12 / 50');
      expect(text).toContain('Free plan');
      expect(text).not.toContain('left this month');
      expect(text).not.toContain('are used');
    }
  });

  test('from 80 % on, a warning says how many are left and what happens when they are gone', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    answeredDialogs(interview.id, 40);
    expect(participantQuota(user.id)).toMatchObject({ used: 40, limit: 50, state: 'warning' });
    for (const path of ['/dashboard', `/interview/setup/${interview.id}`]) {
      const text = textOf(await (await client.get(path)).text());
      expect(text).toContain('Participants this month: 40 / 50');
      expect(text).toMatch(
        /10 participants are left this month\. Once all 50 are used, new respondents on your public links are turned away until 1 \w+\./,
      );
    }
  });

  test('once it is used up, the owner is told plainly that new respondents are turned away', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    answeredDialogs(interview.id, 50);
    for (const path of ['/dashboard', `/interview/setup/${interview.id}`]) {
      const text = textOf(await (await client.get(path)).text());
      expect(text).toContain('Participants this month: 50 / 50');
      expect(text).toMatch(
        /All 50 participants of this month are used: new respondents on your public links are turned away until 1 \w+\./,
      );
    }
  });

  test('at the cap the owner is told how to raise it on a self-hosted installation, and user:plan lifts it', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    answeredDialogs(interview.id, 50);
    const text = textOf(await (await client.get('/dashboard')).text());
    // The spec's sentence stays; how to raise the limit follows it.
    expect(text).toMatch(
      /All 50 participants of this month are used: new respondents on your public links are turned away until 1 \w+\. Dialogs already started can finish, and individual links still work\. On a self-hosted installation, whoever runs the server can raise the limit with npm run user:plan -- <your email> enterprise \(no monthly limit; pro allows 5000\), or give every new account a plan with DEFAULT_PLAN ?\./,
    );

    // The command the message names, run by the operator against the server's database while it serves.
    const raised = spawnSync(process.execPath, ['build/user-plan.js', user.email, 'enterprise'], { encoding: 'utf8', env: process.env });
    expect(raised.stderr).toBe('');
    expect(raised.stdout).toContain(`${user.email} is now on the enterprise plan (no monthly limit)`);
    const after = textOf(await (await client.get('/dashboard')).text());
    expect(after).toContain('Participants this month: 50 (no monthly limit)');
    expect(after).toContain('Enterprise plan');
    expect(after).not.toContain('are used');
  });

  test('a plan without a monthly limit says so and never warns', async () => {
    const { user, client } = await signedInResearcher(server);
    getDb().update(schema.users).set({ plan: 'enterprise' }).where(eq(schema.users.id, user.id)).run();
    const interview = createManualInterview(user.id);
    answeredDialogs(interview.id, 60);
    expect(participantQuota(user.id)).toMatchObject({ used: 60, limit: null, state: 'ok' });
    const text = textOf(await (await client.get('/dashboard')).text());
    expect(text).toContain('Participants this month: 60 (no monthly limit)');
  });

  test('the month starts again on the first day of the next month (UTC)', () => {
    const quota = participantQuota(randomUUID(), new Date(Date.UTC(2024, 11, 31, 23, 0)));
    expect(quota.resetsAt.toISOString()).toBe('2025-01-01T00:00:00.000Z');
  });
});

describe(`the cap of ${INTERVIEW_CAP} interviews, before any form is filled`, () => {
  async function researcherAtCap() {
    const researcher = await signedInResearcher(server);
    for (let i = 0; i < INTERVIEW_CAP; i++) createManualInterview(researcher.user.id);
    return researcher;
  }
  const CAP_MESSAGE = `You have reached the limit of ${INTERVIEW_CAP} interviews. Delete one to create another.`;

  test('under the cap, Add Interview is a link to the new-interview choice', async () => {
    const { client } = await signedInResearcher(server);
    const html = await (await client.get('/dashboard')).text();
    expect(html).toMatch(
      /<a [^>]*href="\/dashboard\?modal=new"[^>]*>Add Interview<\/a>|<a [^>]*href="\?modal=new"[^>]*>Add Interview<\/a>/,
    );
    expect(textOf(html)).not.toContain(CAP_MESSAGE);
  });

  test('at the cap the dashboard disables Add Interview and says why beside it', async () => {
    const { client } = await researcherAtCap();
    const html = await (await client.get('/dashboard')).text();
    expect(textOf(html)).toContain(`${INTERVIEW_CAP} of ${INTERVIEW_CAP}`);
    expect(html).toMatch(/<button [^>]*disabled=""[^>]*>Add Interview<\/button>/);
    expect(html).not.toMatch(/href="[^"]*modal=new"/);
    expect(textOf(html)).toContain(CAP_MESSAGE);
  });

  test('at the cap the new-interview choice disables Create with AI and Set up manually, with the reason', async () => {
    const { client } = await researcherAtCap();
    const html = await (await client.get('/dashboard?modal=new')).text();
    expect(textOf(html)).toContain(CAP_MESSAGE);
    expect(html).not.toMatch(/href="\/create"/);
    expect(html).toMatch(/<button [^>]*disabled=""[^>]*>.*?Create with AI/);
    expect(html).toMatch(/<button [^>]*disabled=""[^>]*>.*?Set up manually/);
  });

  test('at the cap Create with AI says why and its form is disabled before anything is typed', async () => {
    const { client } = await researcherAtCap();
    const html = await (await client.get('/create')).text();
    expect(textOf(html)).toContain(CAP_MESSAGE);
    expect(html).toMatch(/<fieldset [^>]*disabled=""/);
  });
});
