import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { createReport } from '~/features/analysis/reports/reports.server';
import { storedThemes } from '~/features/analysis/theme-review/reviewed-themes.server';

import { TOPICS_DIALOGS, TOPICS_QUESTIONS, topicsMessages } from '../fixtures/topics-dialogs';
import { messagesOf } from '../support/dialog-messages';
import { seedDialog } from '../support/dialog-seeds';
import { createPublishedInterview, signedInResearcher } from '../support/factories';
import { Client, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
// Loading the production build can take long on a busy machine.
beforeAll(async () => {
  server = await startTestServer();
}, 90_000);
afterAll(() => server.close());

type Member = {
  dialog_id: string;
  origin: 'suggested' | 'added';
  confirmed: boolean;
  new_since_review: boolean;
  passage: { message_id: string; start: number; end: number; block_id: string | null; text: string } | null;
};
type Theme = {
  id: string;
  name: string;
  description: string | null;
  reviewed: boolean;
  dialog_ids: string[];
  dialog_count: number;
  confirmed_dialog_ids: string[];
  confirmed_count: number;
  count_text: string;
  members: Member[];
  agreement: { decisions: number; percent: number | null } | null;
};
type Answer = { success?: true; theme_id?: string; themes?: Theme[]; error?: string };

async function study() {
  const { user, client } = await signedInResearcher(server);
  const { interview } = await createPublishedInterview({ questions: TOPICS_QUESTIONS }, user);
  const dialogs = TOPICS_DIALOGS.slice(0, 4).map((said) =>
    seedDialog(interview.id, { completedAt: Date.now(), messages: topicsMessages(said) }),
  );
  const report = createReport(interview.id, 'Wave 1');
  /** The dialog's answer to the first question, and its question as the interviewer asked it. */
  const answerOf = (i: number) => messagesOf(dialogs[i]!.id).filter((m) => m.role === 'user')[0]!;
  const questionOf = (i: number) => messagesOf(dialogs[i]!.id).filter((m) => m.role === 'assistant')[0]!;
  const post = async (body: unknown, as: Client = client, reportId = report.id) => {
    const response = await as.request(`/api/report/${reportId}/update-themes`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', Origin: as.baseUrl },
    });
    return { status: response.status, json: (await response.json().catch(() => ({}))) as Answer };
  };
  return { user, client, interview, report, dialogs, answerOf, questionOf, post };
}

const theme = (answer: Answer, id: string) => answer.themes!.find((t) => t.id === id)!;
const ids = (theme: Theme) => [...theme.dialog_ids].sort();

describe('POST /api/report/{reportId}/update-themes', () => {
  test('every action answers with the theme(s) it changed, as stored', async () => {
    const { report, dialogs, answerOf, post } = await study();
    const [d0, d1, d2, d3] = dialogs.map((d) => d.id);

    const made = await post({ action: 'new', name: 'Late parcels' });
    expect(made.status).toBe(200);
    const a = made.json.theme_id!;
    expect(theme(made.json, a)).toMatchObject({ name: 'Late parcels', dialog_count: 0, count_text: 'No dialogs yet', reviewed: false });
    const b = (await post({ action: 'new', name: 'Support' })).json.theme_id!;

    for (const i of [0, 1, 2]) {
      const answer = answerOf(i);
      const added = await post({ action: 'add', themeId: a, messageId: answer.id, start: 4, end: 20 });
      expect(added.status).toBe(200);
      expect(theme(added.json, a).members.find((m) => m.dialog_id === dialogs[i]!.id)).toMatchObject({
        origin: 'added',
        confirmed: true,
        new_since_review: false,
        passage: { message_id: answer.id, start: 4, end: 20, text: answer.content.slice(4, 20) },
      });
    }
    const addedB = await post({ action: 'add', themeId: b, messageId: answerOf(3).id, start: 0, end: 12 });
    expect(ids(theme(addedB.json, b))).toEqual([d3]);

    const renamed = await post({ action: 'rename', themeId: a, name: 'Slow delivery', description: 'Parcels that came late.' });
    expect(theme(renamed.json, a)).toMatchObject({ name: 'Slow delivery', description: 'Parcels that came late.' });

    const confirmed = await post({ action: 'confirm', themeId: a });
    expect(theme(confirmed.json, a)).toMatchObject({ dialog_count: 3, confirmed_count: 3, count_text: '3 dialogs, all confirmed by you' });

    const removed = await post({ action: 'remove', themeId: a, dialogId: d2 });
    expect(ids(theme(removed.json, a))).toEqual([d0, d1].sort());

    const moved = await post({ action: 'move', themeId: a, toThemeId: b, dialogId: d1 });
    expect(moved.json.themes!.map((t) => t.id).sort()).toEqual([a, b].sort());
    expect(ids(theme(moved.json, a))).toEqual([d0]);
    expect(theme(moved.json, b).members.find((m) => m.dialog_id === d1)).toMatchObject({
      origin: 'added',
      confirmed: true,
      passage: { start: 4, end: 20 },
    });

    const split = await post({ action: 'split', themeId: b, dialogIds: [d3], name: 'Kind support staff' });
    const c = split.json.theme_id!;
    expect(c).not.toBe(b);
    expect(ids(theme(split.json, b))).toEqual([d1]);
    expect(theme(split.json, c)).toMatchObject({ name: 'Kind support staff', dialog_ids: [d3], confirmed_count: 1 });

    const merged = await post({ action: 'merge', themeIds: [b, c], name: 'Support and delivery' });
    expect(merged.json.theme_id).toBe(b);
    expect(theme(merged.json, b)).toMatchObject({ name: 'Support and delivery' });
    expect(ids(theme(merged.json, b))).toEqual([d1, d3].sort());

    const reviewed = await post({ action: 'reviewed', themeId: a });
    // Every pair (theme, included dialog): the engine suggested none of them; the researcher put d0 in: 3 of 4 agree.
    expect(theme(reviewed.json, a)).toMatchObject({ reviewed: true, dialog_ids: [d0], agreement: { decisions: 4, percent: 0.75 } });

    // What is stored is what the answers said: the merged-away theme is gone, the removed members are kept as removed.
    const stored = storedThemes(report.id);
    expect(stored.map((t) => t.id).sort()).toEqual([a, b].sort());
    const storedA = stored.find((t) => t.id === a)!;
    expect(storedA).toMatchObject({ name: 'Slow delivery', reviewed: true });
    expect(storedA.members.map((m) => [m.dialogId, m.origin, m.status]).sort()).toEqual(
      [
        [d0, 'added', 'confirmed'],
        [d1, 'added', 'removed'],
        [d2, 'added', 'removed'],
      ].sort(),
    );
  }, 60_000);

  test('clear 400s naming what is wrong, and nothing written', async () => {
    const { interview, report, dialogs, answerOf, questionOf, post } = await study();
    const a = (await post({ action: 'new', name: 'Price' })).json.theme_id!;
    await post({ action: 'add', themeId: a, messageId: answerOf(0).id, start: 0, end: 5 });
    const before = JSON.stringify(storedThemes(report.id));
    const other = await createPublishedInterview({ questions: TOPICS_QUESTIONS });
    const stranger = seedDialog(other.interview.id, { completedAt: Date.now(), messages: topicsMessages(TOPICS_DIALOGS[0]!) });
    const strangersAnswer = messagesOf(stranger.id).find((m) => m.role === 'user')!;
    const length = answerOf(1).content.length;

    const cases: [unknown, string | RegExp][] = [
      [{ action: 'shout' }, 'action must be one of rename, merge, split, move, remove, confirm, add, new, reviewed'],
      [{ action: 'rename', themeId: a }, 'name must be a string'],
      [{ action: 'rename', themeId: a, name: '   ' }, 'name must not be empty'],
      [{ action: 'merge', themeIds: [a] }, 'themeIds must name at least 2'],
      [{ action: 'merge', themeIds: [a, a] }, 'themeIds must name at least 2 different themes'],
      [{ action: 'confirm', themeId: 'nope' }, 'No theme nope in this report'],
      [{ action: 'remove', themeId: a, dialogId: dialogs[2]!.id }, `Dialog ${dialogs[2]!.id} is not a member of the theme “Price” (${a})`],
      [{ action: 'move', themeId: a, toThemeId: a, dialogId: dialogs[0]!.id }, 'toThemeId must name another theme than themeId'],
      [{ action: 'split', themeId: a, dialogIds: [dialogs[0]!.id], name: 'All of it' }, /^dialogIds must leave at least one member/],
      [{ action: 'add', themeId: a, messageId: answerOf(1).id, start: 3, end: 2.5 }, 'end must be a whole number'],
      [
        { action: 'add', themeId: a, messageId: answerOf(1).id, start: 3, end: 3 },
        `start and end must mark a span inside the message: 0 ≤ start < end ≤ ${length}`,
      ],
      [
        { action: 'add', themeId: a, messageId: answerOf(1).id, start: 0, end: length + 1 },
        `start and end must mark a span inside the message: 0 ≤ start < end ≤ ${length}`,
      ],
      [
        { action: 'add', themeId: a, messageId: questionOf(1).id, start: 0, end: 5 },
        `messageId: message ${questionOf(1).id} is not a respondent's answer`,
      ],
      [
        { action: 'add', themeId: a, messageId: strangersAnswer.id, start: 0, end: 5 },
        `messageId: no message ${strangersAnswer.id} in this report's included dialogs`,
      ],
    ];
    for (const [body, error] of cases) {
      const { status, json } = await post(body);
      expect(status, JSON.stringify(body)).toBe(400);
      if (typeof error === 'string') expect(json.error, JSON.stringify(body)).toBe(error);
      else expect(json.error, JSON.stringify(body)).toMatch(error);
    }
    expect(JSON.stringify(storedThemes(report.id))).toBe(before);
    expect(interview.id).toBeTruthy();
  });

  test('owner only: another researcher gets 404, a signed-out caller is asked to sign in (401), GET is refused; nothing written', async () => {
    const { report, post } = await study();
    const { client: intruder } = await signedInResearcher(server, 'intruder');
    const foreign = await post({ action: 'new', name: 'Mine now' }, intruder);
    expect(foreign.status).toBe(404);
    const signedOut = await post({ action: 'new', name: 'Anyone' }, new Client(server.url));
    expect(signedOut.status).toBe(401);
    const unknown = await post({ action: 'new', name: 'Nowhere' }, undefined, 'no-such-report');
    expect(unknown.status).toBe(404);
    // The body is not even read for a report the caller may not see: an invalid one is a 404 too.
    expect((await post({ action: 'shout' }, intruder)).status).toBe(404);
    expect(storedThemes(report.id)).toEqual([]);
    const client = new Client(server.url);
    expect((await client.get(`/api/report/${report.id}/update-themes`)).status).toBe(405);
  });
});
