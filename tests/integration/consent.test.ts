import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { PRIVACY_URL_REFUSED } from '~/features/consent/consent-settings-schema';
import { CONSENT_CHROME } from '~/features/consent/consent-texts';
import { createIndividualLink } from '~/features/individual-links/individual-links.server';
import { RECRUIT_CHROME } from '~/features/recruit/recruit-chrome';
import { NO_RECRUITMENT, saveRecruitSettings } from '~/features/recruit/recruit-settings.server';

import { wavTone } from '../support/audio-fixtures';
import { postChat } from '../support/chat';
import { createPublishedInterview, type InterviewFields, PASSWORD } from '../support/factories';
import { fake, server, useFakeAiServer } from '../support/fake-ai-server';
import { textOf } from '../support/html';
import { Client } from '../support/test-server';

// Consent before the first question, over real HTTP against the production build: the Setup fields, the consent
// screen before the greeting, the consent stored with the dialog, and no way around it through the chat API.

useFakeAiServer();

const EN = CONSENT_CHROME.English;
const GREETING = 'Welcome! Shall we start?';
const QUESTIONS = [{ id: 'q1', title: 'Habits', description: 'How do you usually buy coffee?' }];

let ipCounter = 0;
function respondent() {
  ipCounter += 1;
  return new Client(server.url, `203.0.113.${ipCounter}`);
}

const consentStudy = (fields: InterviewFields = {}) =>
  createPublishedInterview({ questions: QUESTIONS, kMessages: 1, initialMessage: GREETING, requireConsent: true, ...fields });

const dialogsOf = (interviewId: string) => getDb().select().from(schema.dialogs).where(eq(schema.dialogs.interviewId, interviewId)).all();
const messagesOf = (dialogId: string) => getDb().select().from(schema.messages).where(eq(schema.messages.dialogId, dialogId)).all();
const consentOf = (dialogId: string) =>
  getDb().select().from(schema.dialogConsents).where(eq(schema.dialogConsents.dialogId, dialogId)).get();
const interviewRow = (id: string) => getDb().select().from(schema.interviews).where(eq(schema.interviews.id, id)).get()!;

/** The consent screen's hidden version, as a browser would post it back. */
const versionOf = (html: string) => /name="version" value="([0-9a-f]+)"/.exec(html)?.[1] ?? '';

async function agree(client: Client, path: string, decision: 'agree' | 'decline' = 'agree') {
  const page = await client.get(path);
  return client.post(path, { intent: 'consent', decision, version: versionOf(await page.text()) });
}

describe('the Setup fields', () => {
  async function owner() {
    const { interview, owner: user } = await createPublishedInterview({ language: 'German' });
    const client = new Client(server.url);
    await client.signIn(user.email, PASSWORD);
    return { client, interview, path: `/interview/setup/${interview.id}` };
  }
  const settings = (overrides: Record<string, string>) => ({
    intent: 'save-settings',
    method: 'chat',
    language: 'German',
    interviewerLlm: 'builtin',
    kMessages: '1',
    audioInputEngine: 'whisper',
    ...overrides,
  });

  test('the switch, the text and the privacy link are saved; the default text shown is kept as none, following the language', async () => {
    const { client, interview, path } = await owner();
    const form = (await (await client.get(path)).text()).replace(/&#x27;/g, "'");
    expect(textOf(form)).toContain('Ask for consent before the interview');
    // The default of the interview's language is in the editor, and respondents would be told of the built-in engine.
    expect(textOf(form)).toContain(CONSENT_CHROME.German.defaultText.split('\n')[0]!);
    expect(textOf(form)).toContain('which AI writes the interviewer’s replies (now the built-in engine on this server)');

    const saved = await client.post(`${path}?index`, {
      ...settings({ requireConsent: 'on', consentText: CONSENT_CHROME.German.defaultText, privacyUrl: 'https://example.org/privacy' }),
    });
    expect(saved.status).toBe(302);
    expect(interviewRow(interview.id)).toMatchObject({
      requireConsent: true,
      consentText: null,
      privacyUrl: 'https://example.org/privacy',
    });

    await client.post(`${path}?index`, settings({ consentText: '  Our own words.\r\n\r\nSecond paragraph.  ', privacyUrl: '' }));
    expect(interviewRow(interview.id)).toMatchObject({
      requireConsent: false,
      consentText: 'Our own words.\n\nSecond paragraph.',
      privacyUrl: null,
    });
  });

  test.each([['javascript:alert(1)'], ['ftp://example.org/notice'], ['/privacy'], ['example.org/privacy']])(
    'a privacy link %s is refused with a message under the field, and nothing is saved',
    async (privacyUrl) => {
      const { client, interview, path } = await owner();
      const refused = await client.post(`${path}?index`, settings({ requireConsent: 'on', privacyUrl }));
      expect(refused.status).toBe(400);
      const html = await refused.text();
      expect(html).toContain(PRIVACY_URL_REFUSED);
      expect(interviewRow(interview.id)).toMatchObject({ requireConsent: false, privacyUrl: null });
    },
  );
});

describe('the public link', () => {
  test('the consent screen comes first: no dialog, no greeting, and the chat API and the plain form refuse a message', async () => {
    const { interview } = await consentStudy({ privacyUrl: 'https://example.org/privacy' });
    const visitor = respondent();
    const page = await visitor.get(`/interviews/${interview.id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const text = textOf(html);
    expect(text).toContain(EN.heading);
    expect(text).toContain(EN.defaultText.split('\n')[0]!);
    expect(text).toContain('An AI conducts this interview; its replies come from the built-in engine on this server.');
    expect(html).toContain('href="https://example.org/privacy"');
    expect(text).toContain(EN.agree);
    expect(text).not.toContain(GREETING);
    expect(dialogsOf(interview.id)).toHaveLength(0);

    const api = await postChat(visitor, { interviewId: interview.id, userMessage: 'Let me in', clientId: 'c1' });
    expect(api.status).toBe(403);
    expect(api.json).toMatchObject({ detail: EN.required, saved: false });
    const form = await visitor.post(`/interviews/${interview.id}`, { content: 'Let me in', clientId: 'c2' });
    expect(form.status).toBe(403);
    expect(textOf(await form.text())).toContain(EN.required);
    expect(dialogsOf(interview.id)).toHaveLength(0);
  });

  test('“I agree” starts the dialog with its consent stored; then the greeting, and the interview answers', async () => {
    const { interview } = await consentStudy();
    const visitor = respondent();
    const before = Date.now();
    const agreed = await agree(visitor, `/interviews/${interview.id}`);
    expect(agreed.status).toBe(302);
    expect(agreed.headers.get('location')).toBe(`/interviews/${interview.id}`);
    const [dialog] = dialogsOf(interview.id);
    expect(consentOf(dialog!.id)).toMatchObject({
      decision: 'agreed',
      ai: 'builtin',
      textVersion: expect.stringMatching(/^[0-9a-f]{12}$/),
    });
    expect(consentOf(dialog!.id)!.decidedAt.getTime()).toBeGreaterThanOrEqual(before - 5);
    expect(messagesOf(dialog!.id)).toHaveLength(0);

    const page = textOf(await (await visitor.get(`/interviews/${interview.id}`)).text());
    expect(page).toContain(GREETING);
    expect(page).not.toContain(EN.heading);
    const reply = await postChat(visitor, {
      dialogId: dialog!.id,
      userMessage: 'I buy it at a café near work most mornings',
      clientId: 'c1',
    });
    expect(reply.status).toBe(200);
    // A second answer to the screen changes nothing: the first stands.
    const again = await visitor.post(`/interviews/${interview.id}`, { intent: 'consent', decision: 'decline', version: 'x' });
    expect(again.status).toBe(302);
    expect(consentOf(dialog!.id)!.decision).toBe('agreed');
  });

  test('“I do not agree” ends politely and stores nothing; a screen whose text changed since is shown again', async () => {
    const { interview } = await consentStudy();
    const visitor = respondent();
    const declined = await agree(visitor, `/interviews/${interview.id}`, 'decline');
    expect(declined.status).toBe(302);
    const end = textOf(await (await visitor.get(declined.headers.get('location')!)).text());
    expect(end).toContain(EN.declined);
    expect(dialogsOf(interview.id)).toHaveLength(0);

    const stale = await visitor.post(`/interviews/${interview.id}`, { intent: 'consent', decision: 'agree', version: '000000000000' });
    expect(stale.status).toBe(302);
    expect(dialogsOf(interview.id)).toHaveLength(0);
    const unreadable = await visitor.post(`/interviews/${interview.id}`, { intent: 'consent', decision: 'maybe', version: 'x' });
    expect(unreadable.status).toBe(400);
  });

  test('the screen is in the interview’s language', async () => {
    const { interview } = await consentStudy({ language: 'Japanese', initialMessage: null });
    const html = await (await respondent().get(`/interviews/${interview.id}`)).text();
    expect(html).toMatch(/<html lang="ja"/);
    expect(textOf(html)).toContain(CONSENT_CHROME.Japanese.agree);
    expect(textOf(html)).toContain(CONSENT_CHROME.Japanese.builtinEngine);
  });
});

describe('a configured model', () => {
  test('the screen names its provider by host, and Setup warns when the model changed after respondents agreed', async () => {
    const { interview, owner } = await consentStudy({ interviewerLlm: 'gpt-4o' });
    const host = new URL(fake.url).host;
    const visitor = respondent();
    const page = textOf(await (await visitor.get(`/interviews/${interview.id}`)).text());
    expect(page).toContain(`its replies come from a model at ${host}.`);
    await agree(visitor, `/interviews/${interview.id}`);
    expect(consentOf(dialogsOf(interview.id)[0]!.id)!.ai).toBe(host);
    // Nothing reached the provider before the consent, and the greeting is the owner's own words.
    expect(fake.chatRequests()).toHaveLength(0);

    const researcher = new Client(server.url);
    await researcher.signIn(owner.email, PASSWORD);
    const path = `/interview/setup/${interview.id}`;
    expect(textOf(await (await researcher.get(path)).text())).not.toContain('has changed since respondents agreed');
    getDb().update(schema.interviews).set({ interviewerLlm: 'builtin' }).where(eq(schema.interviews.id, interview.id)).run();
    const setup = textOf(await (await researcher.get(path)).text());
    expect(setup).toContain(`1 respondent agreed when replies came from a model at ${host}`);
    expect(setup).toContain('Respondents are now told that replies come from the built-in engine on this server.');
  });
});

describe('a voice answer', () => {
  async function speechToText(client: Client, target: { interviewId?: string; dialogId?: string }) {
    const form = new FormData();
    form.append('file', new Blob([wavTone()], { type: 'audio/wav' }), 'recording.wav');
    for (const [name, value] of Object.entries(target)) form.append(name, value);
    form.append('mimeType', 'audio/wav');
    const response = await client.request('/api/speech-to-text', { method: 'POST', body: form, headers: { Origin: server.url } });
    return { status: response.status, json: (await response.json()) as { detail?: string; text?: string } };
  }
  const transcriptions = () => fake.requests.filter((r) => r.path === '/v1/audio/transcriptions');

  test('a recording before “I agree” reaches no speech engine; after it, it is transcribed', async () => {
    const { interview } = await consentStudy({ method: 'audio' });
    const visitor = respondent();
    const refused = await speechToText(visitor, { interviewId: interview.id });
    expect(refused).toEqual({ status: 403, json: { detail: EN.required } });
    expect(transcriptions()).toHaveLength(0);

    await agree(visitor, `/interviews/${interview.id}`);
    const [dialog] = dialogsOf(interview.id);
    const heard = await speechToText(visitor, { dialogId: dialog!.id });
    expect(heard.status).toBe(200);
    expect(transcriptions()).toHaveLength(1);
  });
});

describe('individual links and panel studies', () => {
  test('an individual link asks first; its greeting is not written before, and neither API skips the consent', async () => {
    const { interview, owner } = await consentStudy();
    const link = createIndividualLink(owner.id, interview.id, 'Maria, 34, commutes by train.');
    const visitor = respondent();
    const path = `/dialogs/${link.shortLink}`;
    expect(textOf(await (await visitor.get(path)).text())).toContain(EN.agree);
    expect(messagesOf(link.id)).toHaveLength(0);

    const api = await postChat(visitor, { dialogId: link.id, userMessage: 'Hello', clientId: 'c1' });
    expect(api.status).toBe(403);
    const history = await visitor.request('/api/interview/messages', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify({ dialogId: link.id }),
    });
    expect(history.status).toBe(403);
    expect(messagesOf(link.id)).toHaveLength(0);

    expect((await agree(visitor, path)).status).toBe(302);
    expect(consentOf(link.id)!.decision).toBe('agreed');
    expect(textOf(await (await visitor.get(path)).text())).toContain(GREETING);
    expect((await postChat(visitor, { dialogId: link.id, userMessage: 'Hello, I am ready to start now', clientId: 'c2' })).status).toBe(
      200,
    );
  });

  test('a panel study captures the link, asks consent before the screener, and a refusal goes to the screen-out address', async () => {
    const { interview } = await consentStudy({ previewTitle: 'Coffee habits' });
    saveRecruitSettings(interview.id, {
      ...NO_RECRUITMENT,
      urlVariables: ['PROLIFIC_PID'],
      personVariable: 'PROLIFIC_PID',
      screenoutUrl: 'https://app.prolific.com/submissions/complete?cc=SCREEN&pid={PROLIFIC_PID}',
      screener: [
        {
          id: 'freq',
          question: 'How often do you buy coffee?',
          options: [
            { id: 'weekly', label: 'Weekly', qualifies: true, quota: null },
            { id: 'never', label: 'Never', qualifies: false, quota: null },
          ],
        },
      ],
    });
    const yes = respondent();
    const first = textOf(await (await yes.get(`/interviews/${interview.id}?PROLIFIC_PID=p-yes`)).text());
    expect(first).toContain(EN.agree);
    expect(first).not.toContain('How often do you buy coffee?');
    await agree(yes, `/interviews/${interview.id}`);
    expect(textOf(await (await yes.get(`/interviews/${interview.id}`)).text())).toContain('How often do you buy coffee?');

    const no = respondent();
    await no.get(`/interviews/${interview.id}?PROLIFIC_PID=p-no`);
    const declined = await agree(no, `/interviews/${interview.id}`, 'decline');
    expect(declined.status).toBe(302);
    const end = await (await no.get(`/interviews/${interview.id}`)).text();
    expect(textOf(end)).toContain(EN.declined);
    expect(end).toContain('href="https://app.prolific.com/submissions/complete?cc=SCREEN&amp;pid=p-no"');
    expect(textOf(end)).toContain(RECRUIT_CHROME.English.returnTo.replace('{host}', 'app.prolific.com'));
    const dialog = dialogsOf(interview.id).find((d) => consentOf(d.id)?.decision === 'declined')!;
    const api = await postChat(no, { dialogId: dialog.id, userMessage: 'Hello', clientId: 'c1' });
    expect(api.status).toBe(403);
    expect(messagesOf(dialog.id)).toHaveLength(0);
  });
});
