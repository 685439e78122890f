import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import type { RecruitSettings } from '@db/schema';
import { RECRUIT_CHROME } from '~/features/recruit/recruit-chrome';
import { NO_RECRUITMENT, saveRecruitSettings } from '~/features/recruit/recruit-settings.server';

import { postChat } from '../support/chat';
import { createPublishedInterview, createResearcher } from '../support/factories';
import { textOf } from '../support/html';
import { Client, startTestServer, type TestServer } from '../support/test-server';

// A panel study's public link, as respondents use it: over real HTTP against the production build.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: 1 });
});
afterAll(() => server.close());

const EN = RECRUIT_CHROME.English;
let ipCounter = 0;
/** A respondent in their own browser, from their own address (the per-address limits are not what is tested here). */
function respondent() {
  ipCounter += 1;
  return new Client(server.url, `198.51.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`);
}

const SCREENER: RecruitSettings['screener'] = [
  {
    id: 'freq',
    question: 'How often do you buy coffee?',
    options: [
      { id: 'weekly', label: 'Weekly', qualifies: true, quota: null },
      { id: 'never', label: 'Never', qualifies: false, quota: null },
    ],
  },
  {
    id: 'where',
    question: 'Where do you buy it?',
    options: [
      { id: 'cafe', label: 'A café', qualifies: true, quota: 5 },
      { id: 'shop', label: 'A shop', qualifies: true, quota: null },
    ],
  },
];

const PROLIFIC: Partial<RecruitSettings> = {
  urlVariables: ['PROLIFIC_PID', 'STUDY_ID', 'SESSION_ID'],
  personVariable: 'PROLIFIC_PID',
  completionUrl: 'https://app.prolific.com/submissions/complete?cc=C1A2B3&pid={PROLIFIC_PID}&d={dialog}',
  screenoutUrl: 'https://app.prolific.com/submissions/complete?cc=SCREEN&pid={PROLIFIC_PID}',
  completionCode: 'C1A2B3',
};

async function panelStudy(settings: Partial<RecruitSettings>, owner?: { id: string; email: string }) {
  const { interview, owner: researcher } = await createPublishedInterview(
    {
      kMessages: 1,
      previewTitle: 'Coffee habits',
      questions: [{ id: 'q1', title: 'Habits', description: 'How do you usually buy coffee?' }],
    },
    owner,
  );
  saveRecruitSettings(interview.id, { ...NO_RECRUITMENT, ...settings });
  return { interview, owner: researcher };
}

const dialogsOf = (interviewId: string) => getDb().select().from(schema.dialogs).where(eq(schema.dialogs.interviewId, interviewId)).all();
const recruitmentOf = (interviewId: string) =>
  getDb().select().from(schema.dialogRecruitment).where(eq(schema.dialogRecruitment.interviewId, interviewId)).all();
const messagesOf = (dialogId: string) => getDb().select().from(schema.messages).where(eq(schema.messages.dialogId, dialogId)).all();
const hrefOf = (html: string) => /<a id="panel-return" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? null;

async function answer(client: Client, interviewId: string, answers: Record<string, string>) {
  return client.post(`/interviews/${interviewId}`, { intent: 'screener', ...answers });
}

describe('variables from the link', () => {
  test('the first page starts the dialog with the declared variables, bounded plain text; undeclared ones are ignored', async () => {
    const { interview } = await panelStudy({ urlVariables: ['PROLIFIC_PID', 'STUDY_ID', 'SESSION_ID'] });
    const client = respondent();
    const hostile = `<script>alert(1)</script>\u0007${'x'.repeat(10_000)}`;
    const query = new URLSearchParams({ PROLIFIC_PID: 'p-1', STUDY_ID: 's 9', SESSION_ID: hostile, utm_source: 'mail' });
    const page = await client.get(`/interviews/${interview.id}?${query}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('set-cookie')).toMatch(/^dialog_/);
    const html = await page.text();
    expect(html).not.toContain('<script>alert(1)');

    const [row] = recruitmentOf(interview.id);
    expect(dialogsOf(interview.id).map((d) => d.id)).toEqual([row!.dialogId]);
    expect(Object.keys(row!.variables).sort()).toEqual(['PROLIFIC_PID', 'SESSION_ID', 'STUDY_ID']);
    expect(row!.variables.STUDY_ID).toBe('s 9');
    expect(row!.variables.SESSION_ID).toBe(`<script>alert(1)</script> ${'x'.repeat(174)}`);
    expect(row!.outcome).toBe('admitted');

    // The same browser again: the same dialog, nothing new.
    await client.get(`/interviews/${interview.id}`);
    expect(dialogsOf(interview.id)).toHaveLength(1);
  });

  test('an interview without recruitment settings starts no dialog on its first page', async () => {
    const { interview } = await createPublishedInterview();
    const page = await respondent().get(`/interviews/${interview.id}?PROLIFIC_PID=p-1`);
    expect(page.status).toBe(200);
    expect(page.headers.get('set-cookie')).toBeNull();
    expect(dialogsOf(interview.id)).toHaveLength(0);
  });
});

describe('the screener', () => {
  test('asks every question on one page, and a qualifying answer opens the interview with the answers stored as asked', async () => {
    const { interview } = await panelStudy({ ...PROLIFIC, screener: SCREENER });
    const client = respondent();
    const html = await (await client.get(`/interviews/${interview.id}?PROLIFIC_PID=p-2`)).text();
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(textOf(html)).toContain(
      `${EN.screenerHeading} How often do you buy coffee? Weekly Never Where do you buy it? A café A shop ${EN.continue}`,
    );
    expect(html).toMatch(/<input type="radio" name="q_freq" required="" value="weekly"\/>Weekly<\/label>/);
    expect(html).toMatch(/<title>Coffee habits<\/title>/);

    const posted = await answer(client, interview.id, { q_freq: 'weekly', q_where: 'shop' });
    expect(posted.status).toBe(302);
    const chat = await (await client.get(`/interviews/${interview.id}`)).text();
    expect(chat).toContain('name="content"');
    const [row] = recruitmentOf(interview.id);
    expect(row!.outcome).toBe('admitted');
    expect(row!.screenerAnswers).toEqual([
      { questionId: 'freq', question: 'How often do you buy coffee?', optionId: 'weekly', label: 'Weekly' },
      { questionId: 'where', question: 'Where do you buy it?', optionId: 'shop', label: 'A shop' },
    ]);
  });

  test('a non-qualifying answer ends politely with the screen-out address, its variable URL-encoded', async () => {
    const { interview } = await panelStudy({ ...PROLIFIC, screener: SCREENER });
    const client = respondent();
    await client.get(`/interviews/${interview.id}?PROLIFIC_PID=${encodeURIComponent('p 3&x=1')}`);
    await answer(client, interview.id, { q_freq: 'never', q_where: 'cafe' });
    const html = await (await client.get(`/interviews/${interview.id}`)).text();
    expect(textOf(html)).toContain(EN.screenedOut);
    expect(textOf(html)).toContain('Return to app.prolific.com');
    expect(hrefOf(html)).toBe('https://app.prolific.com/submissions/complete?cc=SCREEN&pid=p%203%26x%3D1');
    // The completion code is for those who completed.
    expect(textOf(html)).not.toContain('C1A2B3');
    expect(html).not.toContain('name="content"');
  });

  test('the screener speaks the interview’s language', async () => {
    const { interview } = await createPublishedInterview({ language: 'German' });
    saveRecruitSettings(interview.id, { ...NO_RECRUITMENT, screener: SCREENER });
    const html = await (await respondent().get(`/interviews/${interview.id}`)).text();
    expect(html).toContain('lang="de"');
    expect(textOf(html)).toContain(RECRUIT_CHROME.German.screenerHeading);
    expect(textOf(html)).toContain(RECRUIT_CHROME.German.continue);
  });
});

describe('tampering with the screener never admits someone the rules exclude', () => {
  test('an option that does not exist, or a question left out, is refused and the dialog stays unadmitted', async () => {
    const { interview } = await panelStudy({ ...PROLIFIC, screener: SCREENER });
    const client = respondent();
    await client.get(`/interviews/${interview.id}?PROLIFIC_PID=p-4`);
    const unknown = await answer(client, interview.id, { q_freq: 'daily', q_where: 'shop' });
    expect(unknown.status).toBe(400);
    expect(textOf(await unknown.text())).toContain(EN.answerEach);
    const missing = await answer(client, interview.id, { q_where: 'shop' });
    expect(missing.status).toBe(400);
    // An option of another question is not an answer to this one.
    expect((await answer(client, interview.id, { q_freq: 'shop', q_where: 'shop' })).status).toBe(400);
    expect(recruitmentOf(interview.id)[0]!.outcome).toBe('screening');
    expect(recruitmentOf(interview.id)[0]!.screenerAnswers).toEqual([]);
  });

  test('a qualifying answer after a screen-out, or a second submission, changes nothing', async () => {
    const { interview } = await panelStudy({ ...PROLIFIC, screener: SCREENER });
    const out = respondent();
    await out.get(`/interviews/${interview.id}?PROLIFIC_PID=p-5`);
    await answer(out, interview.id, { q_freq: 'never', q_where: 'shop' });
    await answer(out, interview.id, { q_freq: 'weekly', q_where: 'shop' });
    // Another browser with the same person's link is the same screened-out dialog.
    const again = await respondent().get(`/interviews/${interview.id}?PROLIFIC_PID=p-5`);
    expect(textOf(await again.text())).toContain(EN.screenedOut);

    const inside = respondent();
    await inside.get(`/interviews/${interview.id}?PROLIFIC_PID=p-6`);
    await answer(inside, interview.id, { q_freq: 'weekly', q_where: 'shop' });
    await answer(inside, interview.id, { q_freq: 'never', q_where: 'cafe' });

    const rows = new Map(recruitmentOf(interview.id).map((r) => [r.personKey, r]));
    expect(rows.get('p-5')!.outcome).toBe('screened_out');
    expect(rows.get('p-5')!.screenerAnswers.map((a) => a.optionId)).toEqual(['never', 'shop']);
    expect(rows.get('p-6')!.outcome).toBe('admitted');
    expect(rows.get('p-6')!.screenerAnswers.map((a) => a.optionId)).toEqual(['weekly', 'shop']);
  });

  test('the chat API refuses a screened-out dialog, and a first message that skips the link', async () => {
    const { interview } = await panelStudy({ ...PROLIFIC, screener: SCREENER });
    const client = respondent();
    await client.get(`/interviews/${interview.id}?PROLIFIC_PID=p-7`);
    await answer(client, interview.id, { q_freq: 'never', q_where: 'shop' });
    const [row] = recruitmentOf(interview.id);
    const refused = await postChat(client, { dialogId: row!.dialogId, userMessage: 'Let me in anyway', clientId: 'c-1' });
    expect(refused.status).toBe(403);
    expect(refused.json.detail).toBe(EN.reopen);
    expect(messagesOf(row!.dialogId)).toHaveLength(0);

    const skipping = await postChat(respondent(), { interviewId: interview.id, userMessage: 'Hello', clientId: 'c-2' });
    expect(skipping.status).toBe(403);
    expect(dialogsOf(interview.id)).toHaveLength(1);

    // Nor does the plain form of a dialog still waiting for its screener.
    const waiting = respondent();
    await waiting.get(`/interviews/${interview.id}?PROLIFIC_PID=p-8`);
    const form = await waiting.post(`/interviews/${interview.id}`, { content: 'Skipping the screener', clientId: 'c-3' });
    expect(form.status).toBe(403);
    const waitingRow = recruitmentOf(interview.id).find((r) => r.personKey === 'p-8')!;
    expect(messagesOf(waitingRow.dialogId)).toHaveLength(0);
  });
});

describe('once per person', () => {
  test('the same person value resumes the dialog in any browser, and after completion says they took part with the completion link', async () => {
    const { interview } = await panelStudy(PROLIFIC);
    const first = respondent();
    await first.get(`/interviews/${interview.id}?PROLIFIC_PID=p-9&STUDY_ID=s-1`);
    const [row] = recruitmentOf(interview.id);
    const reply = await postChat(first, {
      dialogId: row!.dialogId,
      userMessage: 'Hello, I am ready to talk about coffee.',
      clientId: 'm-1',
    });
    expect(reply.status).toBe(200);

    const second = respondent();
    const resumed = await (await second.get(`/interviews/${interview.id}?PROLIFIC_PID=p-9`)).text();
    expect(textOf(resumed)).toContain('Hello, I am ready to talk about coffee.');
    expect(dialogsOf(interview.id)).toHaveLength(1);

    getDb().update(schema.dialogs).set({ completedAt: new Date() }).where(eq(schema.dialogs.id, row!.dialogId)).run();
    const done = await (await respondent().get(`/interviews/${interview.id}?PROLIFIC_PID=p-9`)).text();
    expect(textOf(done)).toContain(EN.takenPart);
    expect(textOf(done)).toContain('Completion code: C1A2B3');
    const shortLink = dialogsOf(interview.id)[0]!.shortLink;
    expect(hrefOf(done)).toBe(`https://app.prolific.com/submissions/complete?cc=C1A2B3&pid=p-9&d=${shortLink}`);
    // The browser that took part sees its conversation with the way back under the thank-you.
    const own = await (await first.get(`/interviews/${interview.id}`)).text();
    expect(textOf(own)).toContain('Return to app.prolific.com');
    expect(own).toContain('setTimeout');
  });

  test('a person who took part in a study picked for exclusion is screened out; one of another owner’s study is not', async () => {
    const owner = await createResearcher('owner');
    const { interview: earlier } = await panelStudy(PROLIFIC, owner);
    const { interview: foreign } = await panelStudy(PROLIFIC);
    await respondent().get(`/interviews/${earlier.id}?PROLIFIC_PID=p-10`);
    await respondent().get(`/interviews/${foreign.id}?PROLIFIC_PID=p-11`);
    const { interview } = await panelStudy({ ...PROLIFIC, excludeParticipantsOf: [earlier.id, foreign.id] }, owner);

    const excluded = await (await respondent().get(`/interviews/${interview.id}?PROLIFIC_PID=p-10`)).text();
    expect(textOf(excluded)).toContain(EN.screenedOut);
    expect(hrefOf(excluded)).toBe('https://app.prolific.com/submissions/complete?cc=SCREEN&pid=p-10');
    const welcome = await (await respondent().get(`/interviews/${interview.id}?PROLIFIC_PID=p-11`)).text();
    expect(welcome).toContain('name="content"');
  });
});

describe('target and quotas under concurrency', () => {
  test('50 respondents at once against a target of 10 and a café quota of 5: exactly 10 start, at most 5 of them café', async () => {
    const { interview } = await panelStudy({
      ...PROLIFIC,
      screener: SCREENER,
      targetCompletes: 10,
      quotaFullUrl: 'https://example.org/full',
    });
    const clients = Array.from({ length: 50 }, () => respondent());
    await Promise.all(clients.map((client, i) => client.get(`/interviews/${interview.id}?PROLIFIC_PID=c-${i}`)));
    const posted = await Promise.all(
      clients.map((client, i) => answer(client, interview.id, { q_freq: 'weekly', q_where: i % 2 === 0 ? 'cafe' : 'shop' })),
    );
    expect(posted.every((response) => response.status === 302)).toBe(true);

    const rows = recruitmentOf(interview.id);
    const admitted = rows.filter((r) => r.outcome === 'admitted');
    expect(admitted).toHaveLength(10);
    expect(admitted.filter((r) => r.screenerAnswers.some((a) => a.optionId === 'cafe')).length).toBeLessThanOrEqual(5);
    expect(rows.filter((r) => r.outcome === 'quota_full' || r.outcome === 'full')).toHaveLength(40);

    const late = await (await respondent().get(`/interviews/${interview.id}?PROLIFIC_PID=late`)).text();
    expect(textOf(late)).toContain(EN.full);
    expect(hrefOf(late)).toBe('https://example.org/full');
  });

  test('without a screener, 50 first pages at once admit exactly the target; the rest are told the study is full', async () => {
    const { interview } = await panelStudy({ urlVariables: ['PROLIFIC_PID'], personVariable: 'PROLIFIC_PID', targetCompletes: 10 });
    const pages = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        respondent()
          .get(`/interviews/${interview.id}?PROLIFIC_PID=n-${i}`)
          .then((r) => r.text()),
      ),
    );
    expect(recruitmentOf(interview.id).filter((r) => r.outcome === 'admitted')).toHaveLength(10);
    expect(dialogsOf(interview.id)).toHaveLength(10);
    expect(pages.filter((html) => textOf(html).includes(EN.full))).toHaveLength(40);
  });
});
