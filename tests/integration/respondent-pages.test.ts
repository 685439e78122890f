import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { CHROME } from '~/features/dialogs/chrome';
import { DEFAULT_INITIAL_MESSAGES } from '~/features/interviews/defaults';
import { INTERVIEW_LANGUAGES } from '~/lib/languages';

import { postChat as chat } from '../support/chat';
import { createPublishedInterview, type InterviewFields, PASSWORD } from '../support/factories';
import { fake, server, useFakeAiServer } from '../support/fake-ai-server';
import { Client } from '../support/test-server';

useFakeAiServer();

const QUESTIONS = [
  { id: 'q1', title: 'Habits', description: 'How do you usually buy coffee?' },
  { id: 'q2', title: 'Reasons', description: 'Why do you choose the place you buy it from?' },
];

const publishedInterview = (fields: InterviewFields = {}) =>
  createPublishedInterview({ questions: QUESTIONS, kMessages: 1, initialMessage: 'Welcome! Shall we start?', ...fields });

let ipCounter = 0;
function respondent() {
  ipCounter += 1;
  return new Client(server.url, `192.0.2.${ipCounter}`);
}

async function signedIn(email: string) {
  const client = respondent();
  await client.signIn(email, PASSWORD);
  return client;
}

/** Fills the owner's monthly quota of the free plan with dialogs of real respondents that hold substantive answers. */
function useUpQuota(interviewId: string) {
  const rows = Array.from({ length: 50 }, () => ({
    id: crypto.randomUUID(),
    shortLink: crypto.randomUUID().slice(0, 6),
    interviewId,
    answeredAt: new Date(),
    countedAt: new Date(),
  }));
  getDb().insert(schema.dialogs).values(rows).run();
}

const userMessagesOf = (dialogId: string) =>
  getDb()
    .select()
    .from(schema.messages)
    .where(and(eq(schema.messages.dialogId, dialogId), eq(schema.messages.role, 'user')))
    .all();

/** POST /api/interview/chat with stream: true; the events as the page reads them. */
async function streamChat(client: Client, body: Record<string, unknown>) {
  const response = await client.request('/api/interview/chat', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: client.baseUrl },
    body: JSON.stringify({ ...body, stream: true }),
  });
  const text = await response.text();
  const events = text
    .split('\n\n')
    .filter(Boolean)
    .map((block) => ({
      event: /^event: (.*)$/m.exec(block)?.[1] ?? 'message',
      data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as Record<string, unknown>,
    }));
  return { status: response.status, events };
}

describe('a refused send says whether the message was stored', () => {
  test('a new respondent refused by the monthly quota gets the message in their language and saved: false, and nothing is stored', async () => {
    const { interview } = await publishedInterview({ language: 'German' });
    useUpQuota(interview.id);
    const dialogsBefore = getDb().select().from(schema.dialogs).where(eq(schema.dialogs.interviewId, interview.id)).all().length;
    const reply = await chat(respondent(), { interviewId: interview.id, userMessage: 'Hallo, ich bin bereit', clientId: 'quota-1' });
    expect(reply.status).toBe(429);
    expect(reply.json.detail).toBe(CHROME.German.quotaReached);
    expect(reply.json.saved).toBe(false);
    expect(getDb().select().from(schema.dialogs).where(eq(schema.dialogs.interviewId, interview.id)).all()).toHaveLength(dialogsBefore);
  });

  test('the English quota message is the one the owner’s respondents have always seen', async () => {
    const { interview } = await publishedInterview();
    useUpQuota(interview.id);
    const reply = await chat(respondent(), { interviewId: interview.id, userMessage: 'Hello', clientId: 'quota-2' });
    expect(reply.json.detail).toBe(
      'This interview is not accepting new participants right now. Thank you for your interest, and please try again next month.',
    );
  });

  test('too many messages at once: saved: false, and the refused message is not stored', async () => {
    const { interview } = await publishedInterview();
    const visitor = respondent();
    const first = await chat(visitor, { interviewId: interview.id, userMessage: 'Hello there, ready to start', clientId: 'm0' });
    const dialogId = first.json.dialogId as string;
    let refused: Awaited<ReturnType<typeof chat>> | undefined;
    for (let i = 1; i <= 45 && !refused; i++) {
      const reply = await chat(visitor, { dialogId, userMessage: `Answer number ${i} about coffee`, clientId: `m${i}` });
      if (reply.status === 429) refused = reply;
    }
    expect(refused!.json).toMatchObject({ detail: CHROME.English.tooMany, saved: false });
    expect(userMessagesOf(dialogId).map((m) => m.content)).not.toContain(`Answer number 40 about coffee`);
  });

  test('when the interviewer’s AI fails the message is stored, and the answer says saved: true (JSON and stream)', async () => {
    const { interview } = await publishedInterview({ interviewerLlm: 'gpt-4o' });
    fake.failNext({ kind: 'status', status: 500 });
    const visitor = respondent();
    const reply = await chat(visitor, {
      interviewId: interview.id,
      userMessage: 'I buy coffee every morning at the station',
      clientId: 'ai-1',
    });
    expect(reply.status).toBe(502);
    expect(reply.json).toMatchObject({ detail: CHROME.English.unavailable, saved: true });
    const dialogId = reply.json.dialogId as string | undefined;
    const dialog = getDb().select().from(schema.dialogs).where(eq(schema.dialogs.interviewId, interview.id)).get()!;
    expect(dialogId ?? dialog.id).toBe(dialog.id);
    expect(userMessagesOf(dialog.id).map((m) => m.content)).toEqual(['I buy coffee every morning at the station']);

    fake.failNext({ kind: 'status', status: 500 });
    const streamed = await streamChat(visitor, { dialogId: dialog.id, userMessage: 'And sometimes at the office', clientId: 'ai-2' });
    const error = streamed.events.find((e) => e.event === 'error');
    expect(error?.data).toMatchObject({ status: 502, detail: CHROME.English.unavailable, saved: true });
    expect(userMessagesOf(dialog.id)).toHaveLength(2);
  });
});

describe('a paused interview', () => {
  async function pausedWithLinks() {
    const { owner, interview } = await publishedInterview();
    const visitor = respondent();
    const first = await chat(visitor, { interviewId: interview.id, userMessage: 'Hello, happy to start', clientId: 'p0' });
    const publicDialogId = first.json.dialogId as string;
    const linkId = crypto.randomUUID();
    const shortLink = `P${crypto.randomUUID().replace(/-/g, '').slice(0, 5)}`;
    getDb().insert(schema.dialogs).values({ id: linkId, shortLink, interviewId: interview.id, preInfo: 'A barista in Leeds' }).run();
    const ownerClient = await signedIn(owner.email);
    // Pause, as the setup page does.
    expect((await ownerClient.post(`/interview/setup/${interview.id}?index`, { intent: 'pause' })).status).toBe(302);
    return { owner, interview, visitor, ownerClient, publicDialogId, linkId, shortLink };
  }

  test('refuses respondents on the individual link’s page, with the spec’s message, and stores nothing', async () => {
    const { shortLink, linkId } = await pausedWithLinks();
    const visitor = respondent();
    const page = await visitor.get(`/dialogs/${shortLink}`);
    expect(page.status).toBe(403);
    const html = await page.text();
    expect(html).toContain('Error Loading Interview');
    expect(html).toContain('This interview is not currently published');
    expect(html).not.toContain('Welcome! Shall we start?');
    const posted = await visitor.post(`/dialogs/${shortLink}`, { content: 'Hello?', clientId: 'x1' });
    expect(posted.status).toBe(403);
    expect(userMessagesOf(linkId)).toEqual([]);
  });

  test('refuses the individual link’s and the public respondent’s dialogs through the JSON API', async () => {
    const { visitor, publicDialogId, linkId } = await pausedWithLinks();
    for (const dialogId of [linkId, publicDialogId]) {
      const reply = await chat(visitor, { dialogId, userMessage: 'Still there?', clientId: `again-${dialogId}` });
      expect(reply.status).toBe(403);
      expect(reply.json).toMatchObject({ detail: 'This interview is not currently published', saved: false });
      const history = await visitor.request('/api/interview/messages', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: server.url },
        body: JSON.stringify({ dialogId }),
      });
      expect(history.status).toBe(403);
    }
    expect(userMessagesOf(linkId)).toEqual([]);
  });

  test('refuses speech-to-text and speech for its dialogs', async () => {
    const { visitor, linkId, publicDialogId } = await pausedWithLinks();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(64)], { type: 'audio/wav' }), 'recording.wav');
    form.append('dialogId', linkId);
    const stt = await visitor.request('/api/speech-to-text', { method: 'POST', body: form, headers: { Origin: server.url } });
    expect(stt.status).toBe(403);
    const greeting = getDb()
      .select()
      .from(schema.messages)
      .where(and(eq(schema.messages.dialogId, publicDialogId), eq(schema.messages.role, 'assistant')))
      .get()!;
    expect((await visitor.get(`/api/interview/speech?messageId=${greeting.id}`)).status).toBe(403);
  });

  test('the owner still opens every dialog and runs the preview', async () => {
    const { ownerClient, shortLink, interview, linkId } = await pausedWithLinks();
    const page = await ownerClient.get(`/dialogs/${shortLink}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Welcome! Shall we start?');
    const reply = await chat(ownerClient, { dialogId: linkId, userMessage: 'Owner checking the link', clientId: 'own-1' });
    expect(reply.status).toBe(200);
    expect((await ownerClient.get(`/interview/setup/${interview.id}/preview`)).status).toBe(200);
    const preview = getDb()
      .select()
      .from(schema.dialogs)
      .where(and(eq(schema.dialogs.interviewId, interview.id), eq(schema.dialogs.isPreview, true)))
      .get()!;
    expect((await chat(ownerClient, { dialogId: preview.id, userMessage: 'Preview still works', clientId: 'own-2' })).status).toBe(200);
  });

  test('a guessed short link of a public-link dialog still looks like no dialog at all', async () => {
    const { publicDialogId } = await pausedWithLinks();
    const dialog = getDb().select().from(schema.dialogs).where(eq(schema.dialogs.id, publicDialogId)).get()!;
    const page = await respondent().get(`/dialogs/${dialog.shortLink}`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Dialog Not Found');
  });

  test('publishing again opens the individual link again', async () => {
    const { ownerClient, interview, shortLink } = await pausedWithLinks();
    expect((await ownerClient.post(`/interview/setup/${interview.id}?index`, { intent: 'publish' })).status).toBe(302);
    expect((await respondent().get(`/dialogs/${shortLink}`)).status).toBe(200);
  });
});

describe('the greeting matches what the page offers', () => {
  test('the default greeting never promises a microphone, in any language', () => {
    for (const language of INTERVIEW_LANGUAGES) {
      expect(DEFAULT_INITIAL_MESSAGES[language]).not.toMatch(/microphone|micro|микрофон|mikrofon|麦克风|マイク|dicta|diktier|надикт/i);
    }
  });

  test('an interview without its own greeting opens with the default one, and the page carries no microphone sentence without scripts', async () => {
    const { interview } = await publishedInterview({ initialMessage: null, language: 'Spanish' });
    const html = await (await respondent().get(`/interviews/${interview.id}`)).text();
    // What the page shows, not the data its scripts carry (the hint's words are there, for when a microphone shows).
    const shown = html.replace(/<script[\s\S]*?<\/script>/g, '');
    expect(shown).toContain(DEFAULT_INITIAL_MESSAGES.Spanish);
    expect(shown).not.toContain('micrófono');
  });

  test('saving the default greeting as it stands keeps following the default, so it follows the language', async () => {
    const { owner, interview } = await publishedInterview({ initialMessage: null });
    const ownerClient = await signedIn(owner.email);
    const saved = await ownerClient.post(`/interview/setup/${interview.id}?index`, {
      intent: 'save-settings',
      method: 'chat',
      language: 'French',
      interviewerLlm: 'builtin',
      kMessages: '1',
      audioInputEngine: 'whisper',
      initialMessage: DEFAULT_INITIAL_MESSAGES.English,
    });
    expect(saved.status).toBe(302);
    const row = getDb().select().from(schema.interviews).where(eq(schema.interviews.id, interview.id)).get()!;
    expect(row.initialMessage).toBeNull();
    expect(await (await respondent().get(`/interviews/${interview.id}`)).text()).toContain(
      DEFAULT_INITIAL_MESSAGES.French.replace(/'/g, '&#x27;'),
    );
  });
});
