import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { getDb } from '@db/index';
import { SENTENCE_ENCODER_MODEL } from '~/ai/builtin/sentence-encoder.server';
import { createReport } from '~/features/analysis/reports/reports.server';
import { backfillSearchIndex } from '~/features/analysis/search/search-index.server';
import { startJobRunner, stopJobRunner, whenIdle } from '~/jobs/queue.server';

import { COMMUTER_COFFEE, FOOD_DELIVERY, type LabelledCorpus } from '../fixtures/themes';
import { postChat } from '../support/chat';
import { seedDialog } from '../support/dialog-seeds';
import { createPublishedInterview, signedInResearcher } from '../support/factories';
import { textOf } from '../support/html';
import { Client, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  startJobRunner({ concurrency: 1 });
});
afterAll(async () => {
  await stopJobRunner();
  await server.close();
});

type Hit = { message_id: string; short_link: string; content: string; similarity: number; created_at: string; dialog_id: string };
type Found = { results: Hit[]; has_more: boolean; relevance_floor: number; below_floor: number | null; error?: string };

async function search(client: Client, body: Record<string, unknown>) {
  const response = await client.request('/api/vector_search', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: client.baseUrl },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Found };
}

const OTHER_ANSWERS = [
  'I usually shop on Saturday mornings with my sister.',
  'The app helps me keep track of my runs.',
  'My favourite feature is the weekly summary email.',
  'We moved to a new city last year.',
  'I read the news on my tablet before work.',
  'The colours of the new design look fresh.',
  'I mostly cook pasta and rice dishes.',
  'Our team meets every Tuesday to plan the sprint.',
  'I listen to podcasts about history.',
  'The park near my house has a big lake.',
];

/** An owner signed in, with a labelled corpus's good respondents as dialogs (each question asked, then answered), indexed. */
async function interviewWithCorpus(corpus: LabelledCorpus) {
  const { user, client } = await signedInResearcher(server, 'search-owner');
  const { interview } = await createPublishedInterview({ questions: corpus.questions }, user);
  for (const respondent of corpus.respondents.filter((r) => r.kind === 'good')) {
    seedDialog(interview.id, { messages: respondent.answers.flatMap((answer, q) => [corpus.questions[q]!.description, answer.text]) });
  }
  backfillSearchIndex();
  await whenIdle();
  const answers = corpus.respondents.filter((r) => r.kind === 'good').flatMap((r) => r.answers);
  return { client, interview, answers };
}

/** The similarities a page shows, top to bottom. */
const shownPercentages = (text: string) => [...text.matchAll(/Similarity (\d{1,3}\.\d{2})%/g)].map((m) => Number(m[1]));

/** An owner signed in, with an interview whose dialogs hold the answers given (two answers per dialog), indexed. */
async function interviewWithAnswers(answers: string[], options: { generated?: string[] } = {}) {
  const { user, client } = await signedInResearcher(server, 'search-owner');
  const { interview } = await createPublishedInterview({}, user);
  for (let i = 0; i < answers.length; i += 2) {
    seedDialog(interview.id, {
      messages: ['How do you feel about it?', answers[i]!, 'Tell me more.', ...(answers[i + 1] ? [answers[i + 1]!] : [])],
    });
  }
  if (options.generated) seedDialog(interview.id, { isGenerated: true, messages: ['Question?', ...options.generated] });
  // Seeds bypass the chat, as messages stored before this version did: the start-up backfill indexes them.
  backfillSearchIndex();
  await whenIdle();
  return { user, client, interview };
}

const stored = (messageId: string) =>
  getDb()
    .$client.prepare(
      `SELECT r.id, r.model, (SELECT count(*) FROM message_vectors_512 v WHERE v.rowid = r.id) AS vectors FROM message_search_rows r WHERE r.message_id = ?`,
    )
    .get(messageId) as { id: number; model: string | null; vectors: number } | undefined;

describe('indexing', () => {
  test('a respondent message is embedded once the respondents pause; a search before then embeds it first and finds it by meaning', async () => {
    const { user, client } = await signedInResearcher(server, 'search-owner');
    const questions = [
      { id: 'q1', title: 'Price', description: 'What do you think of the price?' },
      { id: 'q2', title: 'Shopping', description: 'When do you go shopping?' },
    ];
    const { interview } = await createPublishedInterview({ questions }, user);
    const respondent = new Client(server.url);
    const first = await postChat(respondent, { interviewId: interview.id, userMessage: 'Sure, let us begin', clientId: 'c0' });
    await postChat(respondent, {
      dialogId: first.json.dialogId,
      userMessage: 'Honestly the monthly fee is far more than I can afford',
      clientId: 'c1',
    });
    // A third message, so the relevance floor is not set by two messages alone (their mean plus one spread is the best).
    await postChat(respondent, { dialogId: first.json.dialogId, userMessage: OTHER_ANSWERS[0]!, clientId: 'c2' });
    await whenIdle();

    const message = getDb()
      .$client.prepare(`SELECT id FROM messages WHERE dialog_id = ? AND client_id = 'c1'`)
      .get(first.json.dialogId) as { id: string };
    expect(stored(message.id)).toMatchObject({ model: null, vectors: 0 });
    const found = await search(client, { interview_id: interview.id, phrase: 'too expensive' });
    expect(found.json.results[0]).toMatchObject({
      message_id: message.id,
      dialog_id: first.json.dialogId,
      content: 'Honestly the monthly fee is far more than I can afford',
    });
    expect(found.json.results[0]!.similarity).toBeGreaterThan(found.json.relevance_floor);
    expect(stored(message.id)).toMatchObject({ model: SENTENCE_ENCODER_MODEL, vectors: 1 });
  });
});

describe('re-indexing', () => {
  test('vectors of another embeddings model are dropped at start-up and made again by a job', async () => {
    const { client, interview } = await interviewWithAnswers(['The delivery came a week late', ...OTHER_ANSWERS.slice(0, 3)]);
    const db = getDb().$client;
    // As if an earlier start had embedded them with another model.
    db.prepare(`UPDATE message_search_rows SET model = 'another-model@512' WHERE interview_id = ?`).run(interview.id);
    // Held, so the page is seen while the job waits.
    await stopJobRunner();
    let page: string;
    try {
      expect(backfillSearchIndex()).toBeGreaterThanOrEqual(1);
      page = textOf(await (await client.get(`/interview/setup/${interview.id}/analysis/ai/search`)).text());
    } finally {
      startJobRunner({ concurrency: 1 });
    }
    expect(page).toContain('Indexing respondent messages for search');
    await whenIdle();
    const models = db.prepare(`SELECT DISTINCT model FROM message_search_rows WHERE interview_id = ?`).all(interview.id);
    expect(models).toEqual([{ model: SENTENCE_ENCODER_MODEL }]);
    const found = await search(client, { interview_id: interview.id, phrase: 'the parcel arrived late' });
    expect(found.json.results[0]!.content).toBe('The delivery came a week late');
  });
});

describe('POST /api/vector_search', () => {
  test('finds a planted paraphrase in the top 3, with its vector similarity and the fields of the spec', async () => {
    const planted = 'Whenever I open it on my phone the screen freezes and the whole thing shuts down.';
    const { client, interview } = await interviewWithAnswers([
      ...OTHER_ANSWERS,
      planted,
      ...OTHER_ANSWERS.map((a) => a.replace('.', ' again.')),
    ]);
    const { status, json } = await search(client, { interview_id: interview.id, phrase: 'the app keeps crashing' });
    expect(status).toBe(200);
    const top = json.results.slice(0, 3);
    const hit = top.find((r) => r.content === planted);
    expect(hit).toBeDefined();
    expect(Object.keys(hit!).sort()).toEqual(['content', 'created_at', 'dialog_id', 'message_id', 'short_link', 'similarity']);
    expect(hit!.similarity).toBeGreaterThan(0.3);
    expect(hit!.similarity).toBeLessThanOrEqual(1);
    expect(hit!.short_link).toMatch(/^d\d{5}$/);
    expect(new Date(hit!.created_at).getTime()).not.toBeNaN();
  });

  test('pages 10 at a time by offset, without repeats, and says when there is no more', async () => {
    const answers = Array.from({ length: 25 }, (_, i) => `Coffee note ${i}: ${OTHER_ANSWERS[i % OTHER_ANSWERS.length]}`);
    const { client, interview } = await interviewWithAnswers(answers);
    const pages = [];
    for (const offset of [0, 10, 20]) pages.push((await search(client, { interview_id: interview.id, phrase: 'coffee', offset })).json);
    expect(pages.map((p) => p.results.length)).toEqual([10, 10, 5]);
    expect(pages.map((p) => p.has_more)).toEqual([true, true, false]);
    const contents = pages.flatMap((p) => p.results.map((r) => r.content));
    expect(new Set(contents).size).toBe(25);
    expect(contents.sort()).toEqual([...answers].sort());
  });

  test('with a report, only its included dialogs are searched (generated ones are left out by default)', async () => {
    const { client, interview } = await interviewWithAnswers(OTHER_ANSWERS.slice(0, 4), {
      generated: ['The subscription price doubled this year'],
    });
    const report = createReport(interview.id, 'Wave 1');
    const all = await search(client, { interview_id: interview.id, phrase: 'subscription price' });
    expect(all.json.results.map((r) => r.content)).toContain('The subscription price doubled this year');
    const inReport = await search(client, { interview_id: interview.id, phrase: 'subscription price', report_id: report.id });
    expect(inReport.status).toBe(200);
    expect(inReport.json.results.map((r) => r.content)).not.toContain('The subscription price doubled this year');
  });

  test('a blank phrase is refused with the spec message', async () => {
    const { client, interview } = await interviewWithAnswers(OTHER_ANSWERS.slice(0, 2));
    for (const phrase of ['', '   ']) {
      const { status, json } = await search(client, { interview_id: interview.id, phrase });
      expect(status).toBe(400);
      expect(json.error).toBe('Please enter a search phrase');
    }
  });

  test('another researcher gets 404 from the call and from the search page', async () => {
    const { interview } = await interviewWithAnswers(OTHER_ANSWERS.slice(0, 2));
    const { client: stranger } = await signedInResearcher(server, 'stranger');
    const refused = await search(stranger, { interview_id: interview.id, phrase: 'podcasts' });
    expect(refused.status).toBe(404);
    expect(refused.json.results).toBeUndefined();
    expect((await stranger.get(`/interview/setup/${interview.id}/analysis/ai/search?q=podcasts`)).status).toBe(404);
  });
});

describe('the Vector Search page without JavaScript', () => {
  test('a GET search shows results with their dialog, Open link, similarity and date; More results adds a page', async () => {
    const answers = Array.from({ length: 14 }, (_, i) => `Coffee note ${i}: ${OTHER_ANSWERS[i % OTHER_ANSWERS.length]}`);
    const { client, interview } = await interviewWithAnswers(answers);
    const url = `/interview/setup/${interview.id}/analysis/ai/search`;
    const first = await client.get(`${url}?q=coffee`);
    expect(first.status).toBe(200);
    const html = await first.text();
    const text = textOf(html);
    expect(text.match(/Dialog # d\d{5}/g)).toHaveLength(10);
    expect(text).toMatch(/\d{1,3}\.\d{2}%/);
    expect(html).toMatch(new RegExp(`href="/interview/setup/${interview.id}/participants/[^"#]+#message-[^"]+"`));
    expect(text).toContain('More results');
    const more = /href="([^"]*shown=20[^"]*)"/.exec(html)![1]!.replace(/&amp;/g, '&');
    expect(more).toMatch(new RegExp(`^${url}\\?`));
    const second = textOf(await (await client.get(more)).text());
    expect(second.match(/Dialog # d\d{5}/g)).toHaveLength(14);
    expect(second).not.toContain('More results');

    expect(textOf(await (await client.get(`${url}?q=zzzz+qqqq+xylophone`)).text())).toContain(
      'No results found. Try a different search phrase.',
    );
    expect(textOf(await (await client.get(`${url}?q=+`)).text())).toContain('Please enter a search phrase');
  });
});

describe('ranking and the relevance floor', () => {
  // One indexed corpus for the tests that only read it.
  let coffee: ReturnType<typeof interviewWithCorpus> | undefined;
  const coffeeStudy = () => (coffee ??= interviewWithCorpus(COMMUTER_COFFEE));

  test('results come in the order of the similarity they show, in the call and on the page', async () => {
    const { client, interview } = await coffeeStudy();
    for (const phrase of ['oat milk', 'long queues in the morning', 'prices keep going up']) {
      const { json } = await search(client, { interview_id: interview.id, phrase, include_below_floor: true, offset: 0 });
      const similarities = json.results.map((r) => r.similarity);
      expect(similarities.length, phrase).toBeGreaterThan(2);
      expect(similarities, phrase).toEqual([...similarities].sort((a, b) => b - a));
    }
    const page = textOf(
      await (
        await client.get(`/interview/setup/${interview.id}/analysis/ai/search?q=${encodeURIComponent('long queues in the morning')}`)
      ).text(),
    );
    const shown = shownPercentages(page);
    expect(shown.length).toBeGreaterThan(2);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
  });

  test('a message holding the exact phrase ranks first, above messages only close in meaning', async () => {
    const { client, interview } = await interviewWithCorpus(FOOD_DELIVERY);
    for (const phrase of ['the small order fee', 'a double charge']) {
      const { json } = await search(client, { interview_id: interview.id, phrase });
      expect(json.results[0]!.content.toLowerCase(), phrase).toContain(phrase);
    }
  });

  test('"oat milk" lists the messages about plant milk and stops; the rest are counted below the floor', async () => {
    const { client, interview, answers } = await coffeeStudy();
    const { json } = await search(client, { interview_id: interview.id, phrase: 'oat milk' });
    const plantMilk = answers.filter((a) => a.themes.includes('plant-milk')).map((a) => a.text);
    expect(json.has_more).toBe(false);
    expect(json.results.length).toBeLessThanOrEqual(plantMilk.length + 1);
    expect(json.results[0]!.content).toContain('oat milk');
    expect(json.results.filter((r) => plantMilk.includes(r.content)).length).toBeGreaterThanOrEqual(plantMilk.length - 1);
    for (const hit of json.results) expect(hit.similarity).toBeGreaterThanOrEqual(json.relevance_floor);
    expect(json.below_floor).toBe(answers.length - json.results.length);

    // Asked for, the messages below the floor follow the matches, each under the floor.
    const all = await search(client, { interview_id: interview.id, phrase: 'oat milk', include_below_floor: true });
    expect(all.json.results.slice(0, json.results.length)).toEqual(json.results);
    expect(all.json.results.slice(json.results.length).every((r) => r.similarity < json.relevance_floor)).toBe(true);
    expect(all.json.has_more).toBe(true);
  });

  test('the page says how many messages scored below the floor, and shows them when asked', async () => {
    const { client, interview, answers } = await coffeeStudy();
    const url = `/interview/setup/${interview.id}/analysis/ai/search`;
    const html = await (await client.get(`${url}?q=${encodeURIComponent('oat milk')}`)).text();
    const text = textOf(html);
    const listed = shownPercentages(text).length;
    expect(listed).toBeGreaterThan(0);
    expect(listed).toBeLessThan(10);
    expect(text).toContain(`${listed} matches, best first`);
    expect(text).toMatch(new RegExp(`${answers.length - listed} more messages scored below the relevance floor of \\d{1,3}\\.\\d{2}%\\.`));
    expect(text).not.toContain('More results');

    const showThem = /href="([^"]*below_floor=1[^"]*)"[^>]*>Show them anyway</.exec(html)![1]!.replace(/&amp;/g, '&');
    const withBelow = textOf(await (await client.get(showThem)).text());
    expect(withBelow).toContain('Hide them');
    expect(shownPercentages(withBelow).length).toBeGreaterThanOrEqual(10);
    expect(withBelow).toContain('More results');
  });

  test('a phrase nothing matches finds nothing, and says how many messages it looked at', async () => {
    const { client, interview, answers } = await coffeeStudy();
    const text = textOf(
      await (await client.get(`/interview/setup/${interview.id}/analysis/ai/search?q=${encodeURIComponent('zzzz qqqq xylophone')}`)).text(),
    );
    expect(text).toContain('No results found. Try a different search phrase.');
    expect(text).toContain(`${answers.length} messages scored below the relevance floor`);
  });

  test('the list keeps its length in the address: ?shown=30 lists 30 results', async () => {
    const answers = Array.from({ length: 34 }, (_, i) => `Coffee note ${i}: ${OTHER_ANSWERS[i % OTHER_ANSWERS.length]}`);
    const { client, interview } = await interviewWithAnswers(answers);
    const text = textOf(await (await client.get(`/interview/setup/${interview.id}/analysis/ai/search?q=coffee&shown=30`)).text());
    expect(text.match(/Dialog # d\d{5}/g)).toHaveLength(30);
    expect(text).toContain('More results');
  });
});
