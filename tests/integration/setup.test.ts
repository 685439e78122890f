import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { createManualInterview } from '~/features/interviews/interviews.server';

import { createResearcher, PASSWORD } from '../support/factories';
import { Client, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function researcherWithInterview() {
  const user = await createResearcher();
  const client = new Client(server.url);
  await client.signIn(user.email, PASSWORD);
  const interview = createManualInterview(user.id);
  return { user, client, interview, path: `/interview/setup/${interview.id}` };
}

const row = (id: string) => getDb().select().from(schema.interviews).where(eq(schema.interviews.id, id)).get()!;

const settings = (overrides: Record<string, string> = {}) => ({
  intent: 'save-settings',
  method: 'chat',
  language: 'Uzbek',
  interviewerLlm: 'gpt-4.1',
  kMessages: '5',
  audioInputEngine: 'eleven-labs',
  goal: '  Learn about tea  ',
  generalPrompt: 'Be kind',
  previewTitle: 'Welcome',
  previewSubtitle: 'Five minutes',
  initialMessage: 'Salom!',
  interviewerPrompt: 'Ask about {goal} in {language}. Guide: {questions_text}. Bio: {pre_info}. {general_prompt}',
  ...overrides,
});

describe('settings', () => {
  test('Save stores every setting, trimmed, and answers a plain form post with a redirect carrying the toast', async () => {
    const { client, interview, path } = await researcherWithInterview();
    const response = await client.post(`${path}?index`, settings());
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${path}?toast=settings-saved`);
    expect(row(interview.id)).toMatchObject({
      method: 'chat',
      language: 'Uzbek',
      interviewerLlm: 'gpt-4.1',
      kMessages: 5,
      audioInputEngine: 'eleven-labs',
      goal: 'Learn about tea',
      generalPrompt: 'Be kind',
      previewTitle: 'Welcome',
      previewSubtitle: 'Five minutes',
      initialMessage: 'Salom!',
    });
    const page = await (await client.get(response.headers.get('location')!)).text();
    expect(page).toContain('Settings saved successfully!');
  });

  test.each([['0'], ['11'], ['2.5'], ['many']])('k messages %s is refused with a message naming the field', async (value) => {
    const { client, interview, path } = await researcherWithInterview();
    const response = await client.post(`${path}?index`, settings({ kMessages: value }));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('K messages must be a whole number from 1 to 10');
    expect(html).toContain('Error saving settings. Please try again.');
    expect(row(interview.id).kMessages).toBe(3);
    expect(row(interview.id).language).toBe('English');
  });

  test('the daily AI call budget shows today’s use, is saved, and refuses a value that is not a whole number', async () => {
    const { client, interview, path } = await researcherWithInterview();
    const ids = Array.from({ length: 3 }, () => crypto.randomUUID());
    getDb()
      .insert(schema.aiCalls)
      .values(
        ids.map((id) => ({
          id,
          purpose: 'interviewer-turn',
          model: 'gpt-4o',
          providerModel: 'gpt-4o',
          durationMs: 5,
          outcome: 'ok' as const,
          interviewId: interview.id,
        })),
      )
      .run();
    const page = await (await client.get(path)).text();
    expect(page).toContain('Daily AI call budget');
    expect(page).toContain('value="2000"');
    expect(page).toContain('this interview may make per day (UTC); 3 used today.');

    expect((await client.post(`${path}?index`, settings({ aiDailyCallBudget: '150' }))).status).toBe(302);
    expect(row(interview.id).aiDailyCallBudget).toBe(150);
    const refused = await client.post(`${path}?index`, settings({ aiDailyCallBudget: '-1' }));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Daily AI call budget must be a whole number from 0 to 1,000,000');
    expect(row(interview.id).aiDailyCallBudget).toBe(150);
  });

  test('the required info is shown in a labelled text area, saved one item per line, and kept by a form without it', async () => {
    const { client, interview, path } = await researcherWithInterview();
    getDb()
      .update(schema.interviews)
      .set({ requiredInfo: 'Age range\nRole at the <bakery>' })
      .where(eq(schema.interviews.id, interview.id))
      .run();
    const page = await (await client.get(path)).text();
    expect(page).toMatch(/<label for="requiredInfo"[^>]*>Required info<\/label>/);
    expect(page).toMatch(/<textarea[^>]*name="requiredInfo"[^>]*>Age range\nRole at the &lt;bakery&gt;<\/textarea>/);

    expect(
      (await client.post(`${path}?index`, settings({ requiredInfo: '  Age range\r\nHow long they have run the bakery  ' }))).status,
    ).toBe(302);
    expect(row(interview.id).requiredInfo).toBe('Age range\nHow long they have run the bakery');
    expect(await (await client.get(path)).text()).toContain('How long they have run the bakery</textarea>');

    expect((await client.post(`${path}?index`, settings())).status).toBe(302);
    expect(row(interview.id).requiredInfo).toBe('Age range\nHow long they have run the bakery');
    expect((await client.post(`${path}?index`, settings({ requiredInfo: '' }))).status).toBe(302);
    expect(row(interview.id).requiredInfo).toBeNull();
    const refused = await client.post(`${path}?index`, settings({ requiredInfo: 'x'.repeat(8001) }));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Required info must be at most 8000 characters');
  });

  test('browser dictation is off until the owner ticks it, is explained next to the box, and is saved both ways', async () => {
    const { client, interview, path } = await researcherWithInterview();
    expect(row(interview.id).allowBrowserDictation).toBe(false);
    const page = await (await client.get(path)).text();
    expect(page).toMatch(/<input [^>]*name="allowBrowserDictation"[^>]*>/);
    expect(page).not.toMatch(/<input [^>]*name="allowBrowserDictation"[^>]*checked=""/);
    expect(page).toContain('Allow browser dictation');
    expect(page).toContain('send the recording to their maker’s servers');
    expect((await client.post(`${path}?index`, settings({ allowBrowserDictation: 'on' }))).status).toBe(302);
    expect(row(interview.id).allowBrowserDictation).toBe(true);
    expect(await (await client.get(path)).text()).toMatch(/<input [^>]*name="allowBrowserDictation"[^>]*checked=""/);
    // An unticked checkbox is not sent at all.
    expect((await client.post(`${path}?index`, settings())).status).toBe(302);
    expect(row(interview.id).allowBrowserDictation).toBe(false);
  });

  test('video calls, unknown languages and unknown models are refused', async () => {
    const { client, path } = await researcherWithInterview();
    expect(await (await client.post(`${path}?index`, settings({ method: 'video_call' }))).text()).toContain('video calls are coming soon');
    expect(await (await client.post(`${path}?index`, settings({ language: 'Klingon' }))).text()).toContain(
      'Language: choose a language from the list',
    );
    expect(await (await client.post(`${path}?index`, settings({ interviewerLlm: 'gpt-99' }))).text()).toContain(
      'Interviewer model: choose a model from the list',
    );
  });

  test('an unknown template variable is reported by name and nothing is saved', async () => {
    const { client, interview, path } = await researcherWithInterview();
    const response = await client.post(`${path}?index`, settings({ interviewerPrompt: 'Hi {goal} and {respondent_name} and {mood}' }));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Interviewer prompt: unknown variable {respondent_name}, {mood}.');
    expect(row(interview.id).interviewerPrompt).toBeNull();
  });

  test('the default prompt endpoint answers the template to the owner only', async () => {
    const { client, path, interview } = await researcherWithInterview();
    const response = await client.get(`/api/interview/${interview.id}/default-prompt`);
    expect(response.status).toBe(200);
    const { prompt } = (await response.json()) as { prompt: string };
    for (const variable of ['{goal}', '{general_prompt}', '{pre_info}', '{questions_text}', '{language}'])
      expect(prompt).toContain(variable);
    expect((await new Client(server.url).get(`/api/interview/${interview.id}/default-prompt`)).status).toBe(401);
    const withoutScript = await (await client.get(`${path}?prompt=default`)).text();
    expect(withoutScript).toContain('Interview guide, in order:');
  });
});

describe('publishing', () => {
  test('Publish sets the status and the public link; Pause returns to draft and clears it', async () => {
    const { client, interview, path } = await researcherWithInterview();
    expect((await client.post(`${path}?index`, { intent: 'publish' })).headers.get('location')).toBe(`${path}?toast=published`);
    expect(row(interview.id)).toMatchObject({ status: 'published', publicLink: `${server.url}/interviews/${interview.id}` });
    expect((await client.post(`${path}?index`, { intent: 'pause' })).status).toBe(302);
    expect(row(interview.id)).toMatchObject({ status: 'draft', publicLink: null });
  });

  test('Publish with the settings form stores what the form holds and the unsaved question list with the status', async () => {
    const { client, interview, path } = await researcherWithInterview();
    const questions = [{ id: 'q1', title: 'Habits', description: 'How do you buy tea?' }];
    const response = await client.post(`${path}?index`, settings({ intent: 'publish', questions: JSON.stringify(questions) }));
    expect(response.headers.get('location')).toBe(`${path}?toast=published`);
    expect(row(interview.id)).toMatchObject({ status: 'published', goal: 'Learn about tea', language: 'Uzbek', questions });
  });

  test('Publish with settings the form refuses publishes nothing and stores nothing', async () => {
    const { client, interview, path } = await researcherWithInterview();
    const response = await client.post(`${path}?index`, settings({ intent: 'publish', kMessages: '11', js: '1' }));
    expect(response.status).toBe(400);
    expect(row(interview.id)).toMatchObject({ status: 'draft', goal: null });
  });

  test('a Publish that arrives after a newer post of the same page publishes, and keeps the newer settings and list', async () => {
    const { client, interview, path } = await researcherWithInterview();
    const older = [{ id: 'q1', title: 'Habits', description: 'How do you buy tea?' }];
    const newer = [...older, { id: 'q2', title: 'Prices', description: 'What do you pay?' }];
    const page = { js: '1', tabId: 'tab-1' };
    await client.post(`${path}?index`, settings({ ...page, goal: 'Learn about tea and its price', postNumber: '3' }));
    await client.post(`${path}?index`, { ...page, intent: 'save-questions', questions: JSON.stringify(newer), postNumber: '2' });
    const late = await client.post(
      `${path}?index`,
      settings({ ...page, intent: 'publish', questions: JSON.stringify(older), postNumber: '1' }),
    );
    expect(late.status).toBe(200);
    expect(row(interview.id)).toMatchObject({ status: 'published', goal: 'Learn about tea and its price', questions: newer });

    // Another page (another tab) is not held back by this one's numbers.
    await client.post(`${path}?index`, settings({ js: '1', tabId: 'tab-2', goal: 'Learn about coffee', postNumber: '1' }));
    expect(row(interview.id).goal).toBe('Learn about coffee');
  });
});

describe('questions', () => {
  test('add stores trimmed text; edit, move and delete change the stored list', async () => {
    const { client, interview, path } = await researcherWithInterview();
    await client.post(`${path}?index`, { intent: 'add-question', title: '  First  ', description: '  One?  ' });
    await client.post(`${path}?index`, { intent: 'add-question', title: 'Second', description: 'Two?' });
    let questions = row(interview.id).questions;
    expect(questions.map(({ title, description }) => ({ title, description }))).toEqual([
      { title: 'First', description: 'One?' },
      { title: 'Second', description: 'Two?' },
    ]);
    const [first, second] = questions;
    await client.post(`${path}?index`, { intent: 'update-question', questionId: first!.id, title: 'Opening', description: 'Tell me' });
    const moved = await client.post(`${path}?index`, { intent: 'move-question', questionId: second!.id, direction: 'up' });
    expect(moved.headers.get('location')).toBe(`${path}?toast=order-saved`);
    questions = row(interview.id).questions;
    expect(questions.map((q) => q.title)).toEqual(['Second', 'Opening']);
    await client.post(`${path}?index`, { intent: 'delete-question', questionId: second!.id });
    expect(row(interview.id).questions.map((q) => q.title)).toEqual(['Opening']);
  });

  test('a question without a title or description is refused', async () => {
    const { client, interview, path } = await researcherWithInterview();
    const response = await client.post(`${path}?index`, { intent: 'add-question', title: '   ', description: 'Why?' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Question title is required');
    expect(row(interview.id).questions).toEqual([]);
  });

  test('saving the whole list stores it in the given order and refuses duplicates', async () => {
    const { client, interview, path } = await researcherWithInterview();
    const list = [
      { id: 'b', title: 'B', description: 'second' },
      { id: 'a', title: 'A', description: 'first' },
    ];
    const saved = await client.post(`${path}?index`, { intent: 'save-questions', questions: JSON.stringify(list) });
    expect(saved.headers.get('location')).toBe(`${path}?toast=questions-saved`);
    expect(row(interview.id).questions).toEqual(list);
    const duplicate = await client.post(`${path}?index`, { intent: 'save-questions', questions: JSON.stringify([list[0], list[0]]) });
    expect(duplicate.status).toBe(400);
    expect(row(interview.id).questions).toEqual(list);
  });

  test('a change is pushed to open setup pages over server-sent events, with the tab it came from', async () => {
    const { client, interview, path } = await researcherWithInterview();
    const controller = new AbortController();
    const events = await client.get(`/api/interview/${interview.id}/events`, { signal: controller.signal });
    expect(events.headers.get('content-type')).toContain('text/event-stream');
    expect(events.headers.get('content-encoding')).toBeNull();
    const reader = events.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const received = (async () => {
      while (!text.includes('event: questions')) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value);
      }
      return text;
    })();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await client.post(`${path}?index`, { intent: 'add-question', title: 'Live', description: 'Synced?', tabId: 'tab-1' });
    const stream = await received;
    controller.abort();
    const data = JSON.parse(/event: questions\ndata: (.*)\n/.exec(stream)![1]!) as { questions: { title: string }[]; origin: string };
    expect(data.questions.map((q) => q.title)).toEqual(['Live']);
  });
});

describe('crafted addresses', () => {
  test.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'not-a-toast'])(
    '?toast=%s opens the page without a toast',
    async (key) => {
      const { client, path } = await researcherWithInterview();
      const response = await client.get(`${path}?toast=${key}`);
      expect(response.status).toBe(200);
      const page = await response.text();
      expect(page).toContain('id="settings-form"');
      expect(page).not.toContain('successfully');
      expect(page).not.toContain('[object Object]');
    },
  );
});

describe('a second researcher', () => {
  test('gets 404 on every route and action of the first one’s interview, and changes nothing', async () => {
    const { interview, path } = await researcherWithInterview();
    const bob = await createResearcher('bob');
    const other = new Client(server.url);
    await other.signIn(bob.email, PASSWORD);
    for (const page of [path, `${path}/recruit`, `${path}/respondents`, `${path}/participants`, `${path}/analysis`, `${path}/preview`]) {
      expect((await other.get(page)).status, page).toBe(404);
    }
    expect((await other.get(`/api/interview/${interview.id}/events`)).status).toBe(404);
    expect((await other.get(`/api/interview/${interview.id}/default-prompt`)).status).toBe(404);
    for (const fields of <Record<string, string>[]>[
      settings(),
      { intent: 'publish' },
      { intent: 'add-question', title: 'x', description: 'y' },
    ]) {
      expect((await other.post(`${path}?index`, fields)).status).toBe(404);
    }
    expect(row(interview.id)).toMatchObject({ status: 'draft', language: 'English', questions: [] });
  });
});
