import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { ownedReport } from '~/features/analysis/reports/report-access.server';
import { createReport } from '~/features/analysis/reports/reports.server';
import { saveBlindCoding } from '~/features/analysis/theme-review/blind-coding.server';
import { storedThemes } from '~/features/analysis/theme-review/reviewed-themes.server';

import { TOPICS_DIALOGS, TOPICS_QUESTIONS, topicsMessages } from '../fixtures/topics-dialogs';
import { messagesOf } from '../support/dialog-messages';
import { seedDialog } from '../support/dialog-seeds';
import { createPublishedInterview, createTeamMember, signedInMember, signedInResearcher } from '../support/factories';
import { textOf } from '../support/html';
import { strictQdpx } from '../support/strict-refi-reader';
import { type Client, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
// Loading the production build can take long on a busy machine.
beforeAll(async () => {
  server = await startTestServer();
}, 90_000);
afterAll(() => server.close());

/**
 * Six dialogs and three themes the owner made and reviewed: "Slow delivery" (A) holds d0 and d1, "High price" (B)
 * d0, "Friendly staff" (C) none.
 */
async function study() {
  const { user: owner, client } = await signedInResearcher(server, 'owner');
  const { interview } = await createPublishedInterview({ questions: TOPICS_QUESTIONS }, owner);
  const dialogs = TOPICS_DIALOGS.slice(0, 6).map((said) =>
    seedDialog(interview.id, { completedAt: Date.now(), messages: topicsMessages(said) }),
  );
  const report = createReport(interview.id, 'Wave 1');
  const answerOf = (i: number) => messagesOf(dialogs[i]!.id).filter((m) => m.role === 'user')[0]!;
  const themes = async (body: unknown) => {
    const answer = await client.postJson(`/api/report/${report.id}/update-themes`, body);
    expect(answer.status).toBe(200);
    return answer.json as { theme_id: string };
  };
  const ids: Record<'A' | 'B' | 'C', string> = {
    A: (await themes({ action: 'new', name: 'Slow delivery' })).theme_id,
    B: (await themes({ action: 'new', name: 'High price' })).theme_id,
    C: (await themes({ action: 'new', name: 'Friendly staff' })).theme_id,
  };
  const add = (theme: string, i: number) =>
    themes({ action: 'add', themeId: theme, messageId: answerOf(i).id, start: 0, end: answerOf(i).content.length });
  await add(ids.A, 0);
  await add(ids.A, 1);
  await add(ids.B, 0);
  for (const id of Object.values(ids)) await themes({ action: 'reviewed', themeId: id });
  const base = `/interview/setup/${interview.id}/analysis/reports/${report.id}`;
  return { owner, client, interview, report, dialogs, ids, base, answerOf };
}

/** The page's visible text, without its scripts (the loader data is checked as part of the whole HTML). */
const visibleText = (html: string) => textOf(html.replace(/<script[\s\S]*?<\/script>/g, ''));
const checkedBoxes = (html: string) => (html.match(/type="checkbox"[^>]*checked/g) ?? []).length;

describe('coding the key themes blind', () => {
  test('two researchers of the team code blind over HTTP, are compared with each other and the review, and a settled disagreement becomes the review’s', async () => {
    const { owner, client, interview, report, dialogs, ids, base, answerOf } = await study();
    // Two researchers of the team code blind, each in their own browser session.
    const { user: second, client: secondClient } = await signedInMember(server, owner, 'researcher');
    const code = async (coder: Client, i: number, members: string[]) => {
      const body = new URLSearchParams({ intent: 'blind-save', dialogId: dialogs[i]!.id });
      for (const id of Object.values(ids)) body.append('theme', id);
      for (const id of members) body.append('member', id);
      const saved = await coder.request(`${base}/blind`, {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: coder.baseUrl },
      });
      expect(saved.status).toBe(302);
      expect(saved.headers.get('Location')).toMatch(new RegExp(`^${base}/blind\\?page=1#dialog-`));
    };
    const membersOf = (decisions: Record<string, string[]>, i: number) =>
      (['A', 'B', 'C'] as const).filter((t) => decisions[t]!.includes(String(i))).map((t) => ids[t]);
    // The second coder codes d0–d4 (not d5): A d0 d1 d3 in; B none; C none.
    const secondIn: Record<string, string[]> = { A: ['0', '1', '3'], B: [], C: [] };
    for (const i of [0, 1, 2, 3, 4]) await code(secondClient, i, membersOf(secondIn, i));

    // The blind page: the dialogs' answers and the themes' names, none of the suggestions, counts or decisions.
    const page = await client.get(`${base}/blind`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const text = visibleText(html);
    expect(text).toContain('0 of 6 dialogs coded');
    for (const name of ['Slow delivery', 'High price', 'Friendly staff']) expect(text).toContain(name);
    expect(text).toContain(answerOf(4).content);
    expect(html).toContain(`href="/interview/setup/${interview.id}/participants/${dialogs[4]!.id}"`);
    // Neither the review (d0 in A and B) nor the second coder (d3 in A) shows through: nothing is ticked.
    expect(checkedBoxes(html)).toBe(0);
    expect(html).not.toContain(second.email);
    expect(text).not.toMatch(/suggested|confirmed|added by|new since|\d+ dialogs?,|\d+ of \d+ (?!dialogs coded)/i);

    // The owner codes every dialog: A d0 d1 d2 in; B d0 in; C none.
    const ownerIn: Record<string, string[]> = { A: ['0', '1', '2'], B: ['0'], C: [] };
    for (const i of [0, 1, 2, 3, 4, 5]) await code(client, i, membersOf(ownerIn, i));
    const coded = await client.get(`${base}/blind`).then((r) => r.text());
    expect(visibleText(coded)).toContain('6 of 6 dialogs coded');
    // Only the owner's own decisions are ticked: A d0 d1 d2, B d0.
    expect(checkedBoxes(coded)).toBe(4);

    // Owner (blind) against the second coder, over d0–d4 (5 dialogs both coded).
    const compared = visibleText(await client.get(`${base}/coders?first=${owner.id}&second=${second.id}`).then((r) => r.text()));
    // A: owner in in in out out, second in in out in out. 2×2: a = 2, b = 1, c = 1, d = 1, n = 5.
    //   p_o = 3/5 = 60 %; both "in" 3/5: κ = (.6 − (.6·.6 + .4·.4))/(1 − .52) = .08/.48 = 0.17;
    //   AC1: π = .6, p_e = 2·.6·.4 = .48, (.6 − .48)/.52 = 0.23; α: n_in = 6, n_out = 4, 1 − 9·4/(2·6·4) = 0.25.
    expect(compared).toContain('Slow delivery 5 60 % 0.17 0.23 0.25');
    // B: owner in out out out out, second all out. a = 0, b = 1, c = 0, d = 4. p_o = 80 %;
    //   κ: p_e = .2·0 + .8·1 = .8, κ = 0/.2 = 0.00; AC1: π = .1, p_e = .18, (.8 − .18)/.82 = 0.76; α: 1 − 9·2/(2·1·9) = 0.00.
    expect(compared).toContain('High price 5 80 % 0.00 0.76 0.00');
    // C: both out everywhere. p_o = 100 %; κ's and α's chance terms leave nothing: undefined; AC1 = (1 − 0)/1 = 1.00.
    expect(compared).toContain('Friendly staff 5 100 % undefined 1.00 undefined');
    expect(compared).toContain('κ and α are undefined where both coders put every dialog on the same side of a theme');
    // Pooled: 15 pairs, a = 2, b = 2, c = 1, d = 10. p_o = 12/15 = 80 %; first "in" 4/15, second 3/15:
    //   κ: p_e = (4·3 + 11·12)/225 = .64, (.8 − .64)/.36 = 0.44; AC1: π = 7/30, p_e = 2·(7/30)(23/30) = .3578,
    //   (.8 − .3578)/.6422 = 0.69; α: n_in = 7, n_out = 23, n = 30, 1 − 29·6/(2·7·23) = 0.46.
    expect(compared).toContain('All themes: 15 decisions, over 5 dialogs both coded 5 80 % 0.44 0.69 0.46');
    // The disagreements: A d2 (owner in, second out), A d3 (owner out, second in), B d0 (owner in, second out).
    expect(compared).toContain('Disagreements (3)');
    for (const [theme, i] of [
      ['Slow delivery', 2],
      ['Slow delivery', 3],
      ['High price', 0],
    ] as const)
      expect(compared).toContain(`${theme} · Dialog # ${dialogs[i]!.shortLink}`);

    // The review against the second coder over d0–d4: A review in in out out out vs in in out in out (d3 differs);
    // B review in out out out out vs all out (d0 differs); C all out for both.
    const reviewPair = `${base}/coders?first=review&second=${second.id}`;
    const before = visibleText(await client.get(reviewPair).then((r) => r.text()));
    expect(before).toContain('Disagreements (2)');
    expect(before).toContain(`Slow delivery · Dialog # ${dialogs[3]!.shortLink}`);
    expect(before).toContain(`High price · Dialog # ${dialogs[0]!.shortLink}`);
    expect(before).toContain('Slow delivery 5 80 %');

    // Settled "in": the review puts d3 in A, confirmed, with its first answer as the passage.
    const settled = await client.post(`${base}/coders`, {
      intent: 'settle',
      themeId: ids.A,
      dialogId: dialogs[3]!.id,
      decision: 'in',
      first: 'review',
      second: second.id,
    });
    expect(settled.status).toBe(302);
    expect(settled.headers.get('Location')).toBe(`${base}/coders?first=review&second=${second.id}#disagreements`);
    const a = storedThemes(report.id).find((t) => t.id === ids.A)!;
    expect(a.members.find((m) => m.dialogId === dialogs[3]!.id)).toMatchObject({
      status: 'confirmed',
      origin: 'added',
      messageId: answerOf(3).id,
    });
    const after = visibleText(await client.get(reviewPair).then((r) => r.text()));
    expect(after).toContain('Disagreements (1)');
    expect(after).toContain('Slow delivery 5 100 %');

    // Settled "out": the review takes d0 out of B, and the two now agree everywhere.
    await client.post(`${base}/coders`, {
      intent: 'settle',
      themeId: ids.B,
      dialogId: dialogs[0]!.id,
      decision: 'out',
      first: 'review',
      second: second.id,
    });
    expect(
      storedThemes(report.id)
        .find((t) => t.id === ids.B)!
        .members.find((m) => m.dialogId === dialogs[0]!.id)?.status,
    ).toBe('removed');
    const settledAll = visibleText(await client.get(reviewPair).then((r) => r.text()));
    expect(settledAll).toContain('Disagreements (0)');
    expect(settledAll).toContain('The two coders agree on every dialog both coded.');
  }, 60_000);

  test('a save naming a theme or dialog not in the report is refused with a message, and nothing is stored', async () => {
    const { client, dialogs, ids, base } = await study();
    const post = (fields: [string, string][]) =>
      client.request(`${base}/blind`, {
        method: 'POST',
        body: new URLSearchParams(fields),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: client.baseUrl },
      });
    const unknownTheme = await post([
      ['intent', 'blind-save'],
      ['dialogId', dialogs[0]!.id],
      ['theme', 'no-such-theme'],
    ]);
    expect(unknownTheme.status).toBe(400);
    expect(visibleText(await unknownTheme.text())).toContain(
      'A theme of this form is no longer in the report (merged or removed): reload the page',
    );
    const unknownDialog = await post([
      ['intent', 'blind-save'],
      ['dialogId', 'no-such-dialog'],
      ['theme', ids.A],
    ]);
    expect(unknownDialog.status).toBe(400);
    expect(visibleText(await client.get(`${base}/blind`).then((r) => r.text()))).toContain('0 of 6 dialogs coded');
  }, 60_000);

  test('the REFI-QDA project carries each blind coder as a user with their own codings, and validates', async () => {
    const { owner, client, interview, report, dialogs, ids, base } = await study();
    const second = await createTeamMember(owner, 'researcher');
    const context = ownedReport(owner.id, interview.id, report.id, 'read');
    // The owner codes blind over HTTP (d1 in A); the second coder through the module (d1 and d2 in A, d4 in B).
    const body = new URLSearchParams({ intent: 'blind-save', dialogId: dialogs[1]!.id });
    for (const id of Object.values(ids)) body.append('theme', id);
    body.append('member', ids.A);
    const saved = await client.request(`${base}/blind`, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: client.baseUrl },
    });
    expect(saved.status).toBe(302);
    for (const [i, members] of [
      [1, [ids.A]],
      [2, [ids.A]],
      [4, [ids.B]],
    ] as const)
      saveBlindCoding(context, second.id, { dialogId: dialogs[i]!.id, shownThemeIds: Object.values(ids), memberThemeIds: members });

    const qdpx = new Uint8Array(await (await client.get(`/api/report/${report.id}/export.qdpx`)).arrayBuffer());
    const project = strictQdpx(qdpx);
    // Each blind coder is a user whose guid is their user id, named by e-mail, beside the researcher.
    expect(project.users.get(owner.id)).toBe(owner.email);
    expect(project.users.get(second.id)).toBe(second.email);
    expect([...project.users.values()]).toContain('Researcher');
    // A coding's user is read as the user's name.
    const codedBy = (name: string) =>
      project.codings
        .filter((c) => c.user === name)
        .map((c) => `${c.codeName} ${c.sourceName}`)
        .sort();
    const label = (i: number) => `Dialog # ${dialogs[i]!.shortLink}`;
    expect(codedBy(owner.email)).toEqual([`Slow delivery ${label(1)}`]);
    expect(codedBy(second.email)).toEqual([`High price ${label(4)}`, `Slow delivery ${label(1)}`, `Slow delivery ${label(2)}`].sort());
    const qde = strFromU8(unzipSync(qdpx)['project.qde']!);
    expect(qde).toContain(`<User guid="${second.id}" name="${second.email}"/>`);
    expect(qde).toMatch(new RegExp(`<PlainTextSelection [^>]*creatingUser="${second.id}"`));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qdpx-blind-'));
    fs.writeFileSync(path.join(dir, 'project.qde'), qde);
    const schema = path.resolve(__dirname, '../fixtures/refi-qda/Project-mrt2019.xsd');
    const lint = spawnSync('xmllint', ['--noout', '--schema', schema, path.join(dir, 'project.qde')], { encoding: 'utf8' });
    expect(`${lint.stdout}${lint.stderr}`).toContain('validates');
  }, 60_000);
});
