import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { answerQuotes } from '~/features/analysis/chat/answer-parts';

import { postChat } from '../support/chat';
import { messagesOf } from '../support/dialog-messages';
import { seedDialog } from '../support/dialog-seeds';
import { createPublishedInterview, type InterviewFields, PASSWORD, signedInResearcher } from '../support/factories';
import { fake, server, useFakeAiServer } from '../support/fake-ai-server';
import { Client } from '../support/test-server';

useFakeAiServer();

const QUESTIONS = [
  { id: 'intro', title: 'Introduction', description: 'Could you tell me a little about yourself?' },
  { id: 'tea', title: 'Tea', description: 'How do you make your tea in the morning?' },
];
const ANSWER = 'Hi, my name is Priya Patel. You can reach me at priya.patel@example.com or on 07700 900123.';
const PERSONAL = ['Priya', 'Patel', 'priya.patel@example.com', '07700 900123'];

let ip = 0;
const respondent = () => new Client(server.url, `198.51.100.${++ip}`);
const row = (id: string) => getDb().select().from(schema.interviews).where(eq(schema.interviews.id, id)).get()!;

async function interviewOnTheModel(fields: InterviewFields = {}) {
  return createPublishedInterview({ questions: QUESTIONS, interviewerLlm: 'gpt-4o', initialMessage: 'Hello! Shall we start?', ...fields });
}

/** Everything the provider received, as one text. */
const sentToProvider = () => JSON.stringify(fake.requests.map((r) => r.body));

describe('de-identification before the model', () => {
  test('a respondent’s name, e-mail and phone never reach the provider; the respondent and the transcript see them', async () => {
    const { interview } = await interviewOnTheModel({ kMessages: 3 });
    fake.onChat((body) =>
      body.tools
        ? {
            toolCalls: [
              {
                name: 'score_candidates',
                arguments: { scores: [0, 1, 2].map((index) => ({ index, score: 9 - index, reason: 'Neutral; uses [NAME 1]’s words.' })) },
              },
            ],
          }
        : 'Thank you, [NAME 1]. I will not write to [EMAIL 1]. How do you make your tea in the morning?',
    );
    const reply = await postChat(respondent(), { interviewId: interview.id, userMessage: ANSWER, clientId: 'p1' });
    expect(reply.status).toBe(200);

    const sent = sentToProvider();
    expect(fake.chatRequests().length).toBeGreaterThanOrEqual(4);
    for (const value of PERSONAL) expect(sent).not.toContain(value);
    expect(sent).toContain('my name is [NAME 1]. You can reach me at [EMAIL 1] or on [PHONE 1].');

    expect(reply.json.response).toBe(
      'Thank you, Priya Patel. I will not write to priya.patel@example.com. How do you make your tea in the morning?',
    );
    const stored = messagesOf(reply.json.dialogId as string);
    expect(stored.map((m) => m.content)).toContain(ANSWER);
    expect(stored.at(-1)!.content).toContain('Thank you, Priya Patel.');
    // The judge's reasons, kept for the owner with every candidate, are restored too.
    expect(JSON.stringify(stored.at(-1)!.allResponses)).toContain('uses Priya Patel’s words');
  });

  test('the next turn sends the same placeholders for the same values, the interviewer’s restored words included', async () => {
    const { interview } = await interviewOnTheModel({ kMessages: 1 });
    fake.onChat(() => 'Thanks, [NAME 1]. How do you make your tea?');
    const visitor = respondent();
    const first = await postChat(visitor, { interviewId: interview.id, userMessage: ANSWER, clientId: 'q1' });
    expect(first.json.response).toBe('Thanks, Priya Patel. How do you make your tea?');
    fake.reset();
    fake.onChat(() => 'And when, [NAME 1]?');
    const second = await postChat(visitor, {
      dialogId: first.json.dialogId,
      userMessage: 'Strong, with milk. Priya drinks it at 7. Mail priya.patel@example.com if unsure.',
      clientId: 'q2',
    });
    expect(second.json.response).toBe('And when, Priya Patel?');
    const sent = sentToProvider();
    for (const value of PERSONAL) expect(sent).not.toContain(value);
    expect(sent).toContain('Thanks, [NAME 1]. How do you make your tea?');
    expect(sent).toContain('[NAME 1] drinks it at 7. Mail [EMAIL 1] if unsure.');
  });

  test('with de-identification off the provider gets the text as written', async () => {
    const { interview } = await interviewOnTheModel({ kMessages: 1, piiRedaction: 'off' });
    fake.onChat(() => 'How do you make your tea?');
    await postChat(respondent(), { interviewId: interview.id, userMessage: ANSWER, clientId: 'r1' });
    expect(sentToProvider()).toContain('priya.patel@example.com');
  });
});

describe('the analytics chat', () => {
  test('tool results reach the model with placeholders; its quote with one is restored and verified against the message', async () => {
    const { user, client } = await signedInResearcher(server);
    const { interview } = await createPublishedInterview({ questions: QUESTIONS, title: 'Tea study' }, user);
    const dialog = seedDialog(interview.id, {
      completedAt: Date.now(),
      messages: [QUESTIONS[0]!.description, ANSWER, QUESTIONS[1]!.description, 'Strong, with milk.'],
    });
    fake.onChat((body) =>
      body.messages.some((m) => m.role === 'tool')
        ? `[NAME 1] wrote "You can reach me at [EMAIL 1]" (Dialog # ${dialog.shortLink}).`
        : { toolCalls: [{ name: 'read_dialog', arguments: { dialog: `Dialog # ${dialog.shortLink}` } }] },
    );
    const response = await client.request('/api/analytics-chat', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: client.baseUrl },
      body: JSON.stringify({
        messages: [{ role: 'user', content: 'How can respondents be reached?' }],
        interviewContext: { interviewId: interview.id },
        model: 'gpt-4o',
      }),
    });
    expect(response.status).toBe(200);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the fields this test reads
    const json = (await response.json()) as Record<string, any>;

    const sent = sentToProvider();
    expect(fake.chatRequests()).toHaveLength(2);
    for (const value of PERSONAL) expect(sent).not.toContain(value);
    expect(sent).toContain('my name is [NAME 1]. You can reach me at [EMAIL 1] or on [PHONE 1].');
    expect(answerQuotes(json.message.sources.blocks)).toEqual([
      expect.objectContaining({ verified: true, text: 'You can reach me at priya.patel@example.com', how: 'verbatim' }),
    ]);
    expect(JSON.stringify(json.message)).toContain('Priya Patel wrote');
  });
});

describe('exports', () => {
  async function studyWithAnAnswer(piiRedaction: 'everywhere' | 'before-ai') {
    const { user, client } = await signedInResearcher(server);
    const { interview } = await createPublishedInterview({ questions: QUESTIONS, piiRedaction }, user);
    const dialog = seedDialog(interview.id, {
      completedAt: Date.now(),
      preInfo: 'Priya Patel, 29',
      messages: [QUESTIONS[0]!.description, ANSWER],
    });
    return { client, interview, dialog };
  }
  /** The Word export's text, its runs joined. */
  async function wordText(client: Client, interviewId: string) {
    const response = await client.get(`/api/interview/${interviewId}/export.docx`);
    expect(response.status).toBe(200);
    const xml = strFromU8(unzipSync(new Uint8Array(await response.arrayBuffer()))['word/document.xml']!);
    return [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('');
  }

  test('with de-identification everywhere, the Word export shows placeholders; the transcript still shows the originals', async () => {
    const { client, interview, dialog } = await studyWithAnAnswer('everywhere');
    const text = await wordText(client, interview.id);
    expect(text).toContain('Bio: [NAME 1], 29');
    expect(text).toContain('my name is [NAME 1]. You can reach me at [EMAIL 1] or on [PHONE 1].');
    for (const value of PERSONAL) expect(text).not.toContain(value);

    const transcript = await (await client.get(`/interview/setup/${interview.id}/participants/${dialog.id}`)).text();
    expect(transcript).toContain('priya.patel@example.com');
  });

  test('with de-identification before AI only, the Word export carries the text as written', async () => {
    const { client, interview } = await studyWithAnAnswer('before-ai');
    expect(await wordText(client, interview.id)).toContain('You can reach me at priya.patel@example.com');
  });
});

describe('the Setup choice', () => {
  async function owner() {
    const { owner, interview } = await interviewOnTheModel();
    const client = new Client(server.url);
    await client.signIn(owner.email, PASSWORD);
    return { client, interview, path: `/interview/setup/${interview.id}` };
  }
  const settings = (piiRedaction: string) => ({
    intent: 'save-settings',
    method: 'chat',
    language: 'English',
    interviewerLlm: 'gpt-4o',
    kMessages: '1',
    audioInputEngine: 'whisper',
    piiRedaction,
  });

  test('with a model configured the default is Before any AI model, stored as no choice; another choice is stored', async () => {
    const { client, interview, path } = await owner();
    const page = await (await client.get(path)).text();
    expect(page).toContain('De-identification');
    expect(page).toMatch(/<input[^>]*name="piiRedaction"[^>]*checked=""[^>]*value="before-ai"/);

    expect((await client.post(`${path}?index`, settings('everywhere'))).status).toBe(302);
    expect(row(interview.id).piiRedaction).toBe('everywhere');
    expect(await (await client.get(path)).text()).toMatch(/<input[^>]*name="piiRedaction"[^>]*checked=""[^>]*value="everywhere"/);
    await client.post(`${path}?index`, settings('before-ai'));
    expect(row(interview.id).piiRedaction).toBeNull();
    await client.post(`${path}?index`, settings('off'));
    expect(row(interview.id).piiRedaction).toBe('off');
  });

  test('an unknown choice is refused with a message naming the field', async () => {
    const { client, interview, path } = await owner();
    const response = await client.post(`${path}?index`, settings('sometimes'));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('De-identification: choose off, before AI or everywhere');
    expect(row(interview.id).piiRedaction).toBeNull();
  });
});
