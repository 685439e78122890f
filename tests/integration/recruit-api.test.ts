import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { createManualInterview } from '~/features/interviews/interviews.server';
import { recordLinkVariables } from '~/features/recruit/dialog-recruitment.server';

import { RECRUIT_EXAMPLE } from '../fixtures/recruit-example';
import { seedDialog } from '../support/dialog-seeds';
import { createPublishedInterview, signedInResearcher } from '../support/factories';
import { Client, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
// Loading the production build can take long on a busy machine.
beforeAll(async () => {
  server = await startTestServer();
}, 90_000);
afterAll(() => server.close());

const put = (client: Client, id: string, body: unknown) =>
  client.request(`/api/interview/${id}/recruit`, {
    method: 'PUT',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', Origin: client.baseUrl },
  });

/** The API's answer without the ids it adds to questions and options. */
function withoutIds(json: { screener: { id: string; options: { id: string }[] }[] }) {
  return { ...json, screener: json.screener.map(({ id: _, ...q }) => ({ ...q, options: q.options.map(({ id: __, ...o }) => o) })) };
}

async function ownStudy() {
  const { user, client } = await signedInResearcher(server);
  const { interview } = await createPublishedInterview({}, user);
  return { user, client, interview };
}

describe('GET and PUT /api/interview/{id}/recruit', () => {
  test('the documented example round-trips: PUT it, GET it, the same values', async () => {
    const { client, interview } = await ownStudy();
    const empty = await client.get(`/api/interview/${interview.id}/recruit`);
    expect(empty.status).toBe(200);
    expect(await empty.json()).toMatchObject({ url_variables: [], target_completes: null, screener: [] });

    const saved = await put(client, interview.id, RECRUIT_EXAMPLE);
    expect(saved.status).toBe(200);
    const read = await client.get(`/api/interview/${interview.id}/recruit`);
    const json = await read.json();
    expect(withoutIds(json)).toEqual({ ...RECRUIT_EXAMPLE, exclude_participants_of: [] });

    // PUT back what GET gave, ids and all: nothing changes, the ids included.
    expect(await (await put(client, interview.id, json)).json()).toEqual(json);
  });

  test('each bad value is refused with a 400 naming its field, and nothing is saved', async () => {
    const { client, interview } = await ownStudy();
    await put(client, interview.id, RECRUIT_EXAMPLE);
    const before = await (await client.get(`/api/interview/${interview.id}/recruit`)).json();
    const cases: [unknown, string][] = [
      [{ ...RECRUIT_EXAMPLE, completion_url: 'javascript:alert(1)' }, 'completion_url'],
      [{ ...RECRUIT_EXAMPLE, screenout_url: '/relative' }, 'screenout_url'],
      [{ ...RECRUIT_EXAMPLE, completion_url: 'https://example.com/?s={SESSION_ID}' }, 'completion_url'],
      [
        {
          ...RECRUIT_EXAMPLE,
          screener: [
            {
              question: 'Q?',
              options: [
                { label: 'A', qualifies: true, quota: -1 },
                { label: 'B', qualifies: false, quota: null },
              ],
            },
          ],
        },
        'screener.0.options.0.quota',
      ],
      [{ ...RECRUIT_EXAMPLE, person_variable: 'SESSION_ID' }, 'person_variable'],
      [{ ...RECRUIT_EXAMPLE, target_completes: 0 }, 'target_completes'],
      [{ ...RECRUIT_EXAMPLE, url_variables: ['PROLIFIC_PID', 'STUDY ID'] }, 'url_variables.1'],
      [{ ...RECRUIT_EXAMPLE, exclude_participants_of: ['not-an-interview-of-mine'] }, 'exclude_participants_of'],
    ];
    for (const [body, field] of cases) {
      const response = await put(client, interview.id, body);
      expect(response.status, field).toBe(400);
      const answer = await response.json();
      expect(answer.field).toBe(field);
      expect(answer.error).toMatch(new RegExp(`^${field.replace(/\./g, '\\.')}: `));
    }
    expect(await (await client.get(`/api/interview/${interview.id}/recruit`)).json()).toEqual(before);
  });

  test('participants of the owner’s other interview can be excluded; another owner’s interview cannot be named', async () => {
    const { user, client, interview } = await ownStudy();
    const mine = createManualInterview(user.id);
    const { interview: theirs } = await createPublishedInterview();
    const saved = await put(client, interview.id, { ...RECRUIT_EXAMPLE, exclude_participants_of: [mine.id] });
    expect(saved.status).toBe(200);
    expect((await saved.json()).exclude_participants_of).toEqual([mine.id]);
    const refused = await put(client, interview.id, { ...RECRUIT_EXAMPLE, exclude_participants_of: [theirs.id] });
    expect(refused.status).toBe(400);
    expect((await refused.json()).field).toBe('exclude_participants_of');
  });

  test('another researcher gets a 404 for both methods, and their PUT changes nothing', async () => {
    const { client: owner, interview } = await ownStudy();
    await put(owner, interview.id, RECRUIT_EXAMPLE);
    const { client: stranger } = await signedInResearcher(server);
    expect((await stranger.get(`/api/interview/${interview.id}/recruit`)).status).toBe(404);
    expect((await put(stranger, interview.id, { target_completes: 1 })).status).toBe(404);
    expect((await (await owner.get(`/api/interview/${interview.id}/recruit`)).json()).target_completes).toBe(100);
  });

  test('without a session both methods are refused', async () => {
    const { interview } = await ownStudy();
    const anonymous = new Client(server.url);
    expect((await anonymous.get(`/api/interview/${interview.id}/recruit`)).status).toBe(401);
    expect((await put(anonymous, interview.id, RECRUIT_EXAMPLE)).status).toBe(401);
  });
});

describe('the Recruit tab', () => {
  test('a plain form post saves and redirects; a refused one answers 400 with the typed values and the field’s message', async () => {
    const { client, interview } = await ownStudy();
    const saved = await client.post(`/interview/setup/${interview.id}/recruit`, {
      url_variables: 'PROLIFIC_PID, STUDY_ID',
      person_variable: 'PROLIFIC_PID',
      completion_url: 'https://app.prolific.com/submissions/complete?cc=C1A2B3',
      target_completes: '100',
      'q0.question': 'How often do you shop?',
      'q0.o0.label': 'Weekly',
      'q0.o0.qualifies': 'on',
      'q0.o0.quota': '40',
      'q0.o1.label': 'Never',
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get('Location')).toBe(`/interview/setup/${interview.id}/recruit?saved=1`);
    const stored = await (await client.get(`/api/interview/${interview.id}/recruit`)).json();
    expect(withoutIds(stored)).toMatchObject({
      url_variables: ['PROLIFIC_PID', 'STUDY_ID'],
      target_completes: 100,
      screener: [
        {
          question: 'How often do you shop?',
          options: [
            { label: 'Weekly', quota: 40 },
            { label: 'Never', qualifies: false },
          ],
        },
      ],
    });

    const refused = await client.post(`/interview/setup/${interview.id}/recruit`, {
      url_variables: 'PROLIFIC_PID',
      completion_url: 'javascript:alert(1)',
      completion_code: 'KEEP-ME',
    });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain('Enter a full address starting with https:// or http://');
    expect(page).toContain('value="KEEP-ME"');
    expect(page).toContain('value="javascript:alert(1)"');
    // Nothing of the refused form was stored.
    expect((await (await client.get(`/api/interview/${interview.id}/recruit`)).json()).completion_code).toBeNull();
  });
});

describe('the dashboard', () => {
  test('shows the completes against the target of an interview that has one, and nothing for one without', async () => {
    const { user, client, interview } = await ownStudy();
    const { interview: untargeted } = await createPublishedInterview({ title: 'No target here' }, user);
    await put(client, interview.id, RECRUIT_EXAMPLE);
    for (const completed of [true, false]) {
      const dialog = seedDialog(interview.id, { completedAt: completed ? Date.now() : null });
      recordLinkVariables({ dialogId: dialog.id, interviewId: interview.id, variables: {}, personKey: dialog.id, outcome: 'admitted' });
    }
    const page = await (await client.get('/dashboard')).text();
    expect(page).toContain('aria-valuetext="1 of 100 completes"');
    expect(page.match(/of \d+ completes/g)).toHaveLength(2); // the bar's text and its aria-valuetext, once
    expect(page).toContain(untargeted.title);
  });
});
