import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { participantQuota } from '~/features/dialogs/dialogs.server';
import { createManualInterview } from '~/features/interviews/interviews.server';

import { seedDialog } from '../support/dialog-seeds';
import { signedInResearcher } from '../support/factories';
import { textOf } from '../support/html';
import { type Client, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const listUrl = (interviewId: string, search = '') => `/interview/setup/${interviewId}/participants${search}`;

/** A respondent's dialog that holds substantive answers, counted from now. */
function countedDialog(interviewId: string) {
  const dialog = seedDialog(interviewId, { messages: ['Hello', 'Hi there', 'First question?', 'A long answer', 'Second question?'] }, 'q');
  getDb().update(schema.dialogs).set({ countedAt: new Date() }).where(eq(schema.dialogs.id, dialog.id)).run();
  return dialog;
}
const dialogRow = (id: string) => getDb().select().from(schema.dialogs).where(eq(schema.dialogs.id, id)).get()!;
const messageCount = (id: string) => getDb().select().from(schema.messages).where(eq(schema.messages.dialogId, id)).all().length;

/** Posts a form whose fields may repeat, as a browser sends checked checkboxes. */
const postForm = (client: Client, url: string, fields: [string, string][]) =>
  client.request(url, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url },
  });

describe('taking dialogs out of the monthly quota count', () => {
  test('the owner selects junk dialogs, confirms how many, and they stop counting but stay readable, marked; counting them again restores the count', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    const junk = [countedDialog(interview.id), countedDialog(interview.id)];
    const kept = countedDialog(interview.id);
    const ai = seedDialog(interview.id, { isGenerated: true, messages: ['Hello', 'Hi'] }, 'q');
    expect(participantQuota(user.id).used).toBe(3);

    const list = textOf(await (await client.get(listUrl(interview.id))).text());
    expect(list).toContain('Counts towards quota');
    expect(list).toContain('counts towards your monthly participants once it holds two real answers');

    const selected = [...junk, ai].map((d) => `&dialog=${d.id}`).join('');
    const confirm = textOf(await (await client.get(listUrl(interview.id, `?uncount-selected=${selected}`))).text());
    expect(confirm).toContain('Don’t count towards quota');
    expect(confirm).toContain('Stop counting the 2 selected dialogs towards your monthly participants?');
    expect(confirm).toContain('1 of the selected is left as it is (AI respondents never count).');

    const response = await postForm(client, listUrl(interview.id, `?uncount-selected=${selected}`), [
      ['intent', 'uncount-selected'],
      ...junk.map((d): [string, string] => ['dialogId', d.id]),
      ['page', '1'],
    ]);
    expect(response.status).toBe(302);
    expect(participantQuota(user.id).used).toBe(1);
    for (const dialog of junk) {
      expect(dialogRow(dialog.id).isExcludedFromQuota).toBe(true);
      expect(messageCount(dialog.id)).toBe(5);
    }
    expect(dialogRow(kept.id).isExcludedFromQuota).toBe(false);
    const after = textOf(await (await client.get(listUrl(interview.id))).text());
    expect(after.match(/Not counted \(removed by you\)/g)).toHaveLength(2);
    expect(textOf(await (await client.get('/dashboard')).text())).toContain('Participants this month: 1 / 50');
    // The transcript is still there.
    expect((await client.get(`${listUrl(interview.id)}/${junk[0]!.id}`)).status).toBe(200);

    const again = await postForm(client, listUrl(interview.id), [
      ['intent', 'count-selected'],
      ['dialogId', junk[0]!.id],
      ['page', '1'],
    ]);
    expect(again.status).toBe(302);
    expect(participantQuota(user.id).used).toBe(2);
  });

  test('another researcher cannot change the count of the owner’s dialogs, nor name them from their own interview', async () => {
    const { user, client: ownerClient } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    const dialog = countedDialog(interview.id);
    const { user: other, client } = await signedInResearcher(server);
    const theirs = createManualInterview(other.id);

    const direct = await postForm(client, listUrl(interview.id), [
      ['intent', 'uncount-selected'],
      ['dialogId', dialog.id],
    ]);
    expect(direct.status).toBe(404);
    const viaOwn = await postForm(client, listUrl(theirs.id), [
      ['intent', 'uncount-selected'],
      ['dialogId', dialog.id],
    ]);
    expect(viaOwn.status).toBe(302);
    expect(dialogRow(dialog.id).isExcludedFromQuota).toBe(false);
    expect(participantQuota(user.id).used).toBe(1);

    // No dialog named: refused, nothing changed.
    const empty = await postForm(ownerClient, listUrl(interview.id), [['intent', 'uncount-selected']]);
    expect(empty.status).toBe(400);
    expect(participantQuota(user.id).used).toBe(1);
  });
});
