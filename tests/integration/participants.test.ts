import fs from 'node:fs';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { createManualInterview } from '~/features/interviews/interviews.server';
import { recordLinkVariables } from '~/features/recruit/dialog-recruitment.server';

import { type DialogSeed, seedDialog, seedPersona, seedRecording } from '../support/dialog-seeds';
import { signedInResearcher } from '../support/factories';
import { textOf } from '../support/html';
import { Client, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const T0 = Date.UTC(2025, 2, 10, 9, 0);
const addDialog = (interviewId: string, seed: DialogSeed = {}) => seedDialog(interviewId, { createdAt: T0, ...seed }, 'p');

const listUrl = (interviewId: string, search = '') => `/interview/setup/${interviewId}/participants${search}`;
const transcriptUrl = (interviewId: string, dialogId: string) => `/interview/setup/${interviewId}/participants/${dialogId}`;
const dialogExists = (id: string) => getDb().select().from(schema.dialogs).where(eq(schema.dialogs.id, id)).get() !== undefined;
const messageCount = (dialogId: string) =>
  getDb().select().from(schema.messages).where(eq(schema.messages.dialogId, dialogId)).all().length;

/** The table's body rows as the text of their cells (the selection checkbox's cell left out). */
function tableRows(html: string): string[][] {
  const body = /<tbody[^>]*>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '';
  return [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<td([^>]*)>([\s\S]*?)<\/td>/g)]
      .filter((cell) => !cell[1]!.includes('data-select'))
      .map((cell) => textOf(cell[2]!)),
  );
}

async function listPage(client: Client, interviewId: string, search = '') {
  const response = await client.get(listUrl(interviewId, search));
  expect(response.status).toBe(200);
  return response.text();
}

describe('the participants list', () => {
  test('shows each participant’s label, times, message count and status, newest first', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    const done = addDialog(interview.id, { createdAt: T0, messages: ['Hello', 'Hi', 'Bye'], completedAt: T0 + 10 * 60_000 });
    const ongoing = addDialog(interview.id, { createdAt: T0 + 3_600_000, messages: ['Hello', 'Hi'] });
    const generating = addDialog(interview.id, { createdAt: T0 + 7_200_000, isGenerated: true });
    const generated = addDialog(interview.id, { createdAt: T0 + 10_800_000, isGenerated: true, messages: ['Hello'] });

    const rows = tableRows(await listPage(client, interview.id));
    // Generated dialogs are marked as AI respondents.
    expect(rows.map((cells) => cells[0])).toEqual([
      `${generated.label} AI respondent`,
      `${generating.label} AI respondent`,
      ongoing.label,
      done.label,
    ]);
    // Participant, Start Time, End Time, Messages, Status, Summary (none reached it: a dash), Actions
    expect(rows[3]).toEqual([done.label, '10 Mar 2025, 09:01 UTC', '10 Mar 2025, 09:10 UTC', '3', 'Completed', '—', 'View Delete']);
    expect(rows[2]).toEqual([ongoing.label, '10 Mar 2025, 10:01 UTC', '—', '2', 'In Progress', '—', 'View Delete']);
    // No messages yet: the start is the dialog's creation.
    expect(rows[1]).toEqual([`${generating.label} AI respondent`, '10 Mar 2025, 11:00 UTC', '—', '0', 'Generating...', '—', 'View Delete']);
    expect(rows[0]!.slice(3, 5)).toEqual(['1', 'In Progress']);
  });

  test('is in the order of its Start Time column, newest first, whatever order the dialogs were created in', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    // An individual link made first but opened last, a respondent who came in between, and one with no message yet.
    const openedLate = addDialog(interview.id, {
      createdAt: T0,
      preInfo: 'A baker in Leeds',
      firstMessageAt: T0 + 2 * 3_600_000 + 10 * 60_000,
      messages: ['Hello', 'Hi'],
    });
    const between = addDialog(interview.id, {
      createdAt: T0 + 3_600_000,
      firstMessageAt: T0 + 2 * 3_600_000 + 8 * 60_000,
      messages: ['Hello', 'Hi'],
    });
    const waiting = addDialog(interview.id, { createdAt: T0 + 2 * 3_600_000 + 9 * 60_000, preInfo: 'A miller in York' });
    const early = addDialog(interview.id, { createdAt: T0 + 30 * 60_000, messages: ['Hello', 'Hi'] });

    const rows = tableRows(await listPage(client, interview.id));
    expect(rows.map((cells) => [cells[0], cells[1]])).toEqual([
      [openedLate.label, '10 Mar 2025, 11:10 UTC'],
      [waiting.label, '10 Mar 2025, 11:09 UTC'],
      [between.label, '10 Mar 2025, 11:08 UTC'],
      [early.label, '10 Mar 2025, 09:31 UTC'],
    ]);
  });

  test('pages in the order of the start times, each dialog once', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    // Created in one order, started in the reverse one, several in the same minute.
    const created = Array.from({ length: 70 }, (_, i) =>
      addDialog(interview.id, {
        createdAt: T0 + i * 1000,
        firstMessageAt: T0 + 3_600_000 - Math.floor(i / 3) * 60_000,
        messages: ['Hello'],
      }),
    );
    const first = tableRows(await listPage(client, interview.id)).map((cells) => cells[0]);
    const second = tableRows(await listPage(client, interview.id, '?page=2')).map((cells) => cells[0]);
    expect(first).toHaveLength(50);
    // Newest start first; among dialogs started at the same moment, the last made first.
    const expected = created
      .map((d, i) => ({ label: d.label, start: -Math.floor(i / 3), i }))
      .sort((a, b) => b.start - a.start || b.i - a.i)
      .map((d) => d.label);
    expect([...first, ...second]).toEqual(expected);
  });

  test('leaves the owner’s preview dialogs out', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    const real = addDialog(interview.id, { messages: ['Hello'] });
    const preview = addDialog(interview.id, { isPreview: true, messages: ['Hello from the preview'] });

    const html = await listPage(client, interview.id);
    expect(tableRows(html).map((cells) => cells[0])).toEqual([real.label]);
    expect(html).not.toContain(preview.label);
    expect(textOf(html)).toContain('1 participant');
  });

  test('leaves out panel visitors who never reached the interview (screening, screened out, turned away by a quota)', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    const admitted = addDialog(interview.id, { messages: ['Hello'] });
    recordLinkVariables({ dialogId: admitted.id, interviewId: interview.id, variables: { PID: 'a' }, personKey: 'a', outcome: 'admitted' });
    const away = (['screening', 'screened_out', 'quota_full', 'full'] as const).map((outcome, i) => {
      const dialog = addDialog(interview.id);
      recordLinkVariables({ dialogId: dialog.id, interviewId: interview.id, variables: { PID: `x${i}` }, personKey: `x${i}`, outcome });
      return dialog;
    });

    const html = await listPage(client, interview.id);
    expect(tableRows(html).map((cells) => cells[0])).toEqual([admitted.label]);
    for (const dialog of away) expect(html).not.toContain(dialog.label);
    expect(textOf(html)).toContain('1 participant');
    // Nor does a transcript of one open as a participant's.
    expect((await client.get(transcriptUrl(interview.id, away[1]!.id))).status).toBe(404);
  });

  test('pages by 50: with 60 dialogs the second page holds the 10 oldest', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    const created = Array.from({ length: 60 }, (_, i) => addDialog(interview.id, { createdAt: T0 + i * 1000, messages: ['Hello'] }));
    const newestFirst = created.map((d) => d.label).reverse();

    const first = await listPage(client, interview.id);
    expect(tableRows(first).map((cells) => cells[0])).toEqual(newestFirst.slice(0, 50));
    expect(textOf(first)).toContain('Page 1 of 2');
    expect(first).toContain(`href="${listUrl(interview.id, '?page=2')}"`);

    const second = await listPage(client, interview.id, '?page=2');
    expect(tableRows(second).map((cells) => cells[0])).toEqual(newestFirst.slice(50));
    expect(textOf(second)).toContain('Page 2 of 2');

    // A page past the end shows the last one rather than nothing.
    const beyond = await listPage(client, interview.id, '?page=9');
    expect(tableRows(beyond).map((cells) => cells[0])).toEqual(newestFirst.slice(50));
  });

  test('an interview without participants says so', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    const html = await listPage(client, interview.id);
    expect(textOf(html)).toContain('No participants yet');
    expect(html).not.toContain('<tbody');
  });

  test('a signed-out visitor is sent to sign in', async () => {
    const { user } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    const response = await new Client(server.url).get(listUrl(interview.id));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toContain('/auth?redirectTo=');
  });
});

describe('deleting a response', () => {
  test('?delete opens the confirmation dialog without JavaScript', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    const dialog = addDialog(interview.id, { messages: ['Hello'] });
    const html = await listPage(client, interview.id, `?delete=${dialog.id}`);
    expect(html).toContain('role="dialog"');
    const dialogText = textOf(html.slice(html.indexOf('<div role="dialog"')));
    expect(dialogText).toContain('Delete response');
    expect(dialogText).toContain(`Are you sure you want to delete ${dialog.label} ?`);
  });

  test('removes the dialog and, by cascade, its messages, then returns to the same page', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    const keep = addDialog(interview.id, { messages: ['Hello'] });
    const remove = addDialog(interview.id, { createdAt: T0 + 1000, messages: ['Hello', 'Hi', 'More'] });
    expect(messageCount(remove.id)).toBe(3);

    const response = await client.post(listUrl(interview.id, `?page=2&delete=${remove.id}`), {
      intent: 'delete',
      dialogId: remove.id,
      page: '2',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(listUrl(interview.id, '?page=2'));
    expect(dialogExists(remove.id)).toBe(false);
    expect(messageCount(remove.id)).toBe(0);
    expect(dialogExists(keep.id)).toBe(true);
  });

  test('a dialog of another interview through this interview’s URL answers 404 with the alert and stays', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    const other = createManualInterview(user.id);
    const foreign = addDialog(other.id, { messages: ['Hello'] });

    const response = await client.post(listUrl(interview.id), { intent: 'delete', dialogId: foreign.id, page: '1' });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/role="alert"[^>]*>Failed to delete response\. Please try again or contact support if the issue persists\.</);
    expect(dialogExists(foreign.id)).toBe(true);
  });
});

describe('a participant’s transcript', () => {
  test('shows the messages, candidate replies with score and reason, bio, times and audio to the owner', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    const dialog = addDialog(interview.id, {
      preInfo: 'Maria, 34, runs a bakery',
      completedAt: T0 + 30 * 60_000,
      messages: [
        { role: 'assistant', content: 'Welcome! Shall we start?' },
        {
          role: 'user',
          content: 'Yes <b>please</b> & thanks',
          attachments: [{ filename: 'rec-1.webm', original_name: 'answer.webm', content_type: 'audio/webm', size: 10 }],
        },
        {
          role: 'assistant',
          content: 'How do you buy coffee?',
          allResponses: [
            { response: 'Do you like coffee, right?', score: 3, reason: 'Leading question' },
            { response: 'How do you buy coffee?', score: 9, reason: 'Open and short' },
          ],
        },
      ],
    });

    const response = await client.get(`${transcriptUrl(interview.id, dialog.id)}?page=2`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = textOf(html);
    expect(text).toContain(dialog.label);
    expect(text).toContain('Maria, 34, runs a bakery');
    expect(text).toContain('Start Time 10 Mar 2025, 09:01 UTC');
    expect(text).toContain('End Time 10 Mar 2025, 09:30 UTC');
    expect(text).toContain('Completed');
    expect(text).toContain('Welcome! Shall we start?');
    // Respondent text is shown as text, never as markup.
    expect(html).toContain('Yes &lt;b&gt;please&lt;/b&gt; &amp; thanks');
    expect(text).toContain('3/10 · Leading question Do you like coffee, right?');
    expect(text).toContain('9/10 · Open and short How do you buy coffee?');
    // On by default, and obeyed by CSS alone, so it works before JavaScript runs.
    expect(/<input[^>]*data-show-all[^>]*>/.exec(html)?.[0]).toContain('checked=""');
    expect(text).toContain('Show All Responses');
    expect(html).toContain('<audio controls="" preload="none" src="/api/audio/rec-1.webm"');
    expect(html).toContain('href="/api/audio/rec-1.webm" download="answer.webm"');
    expect(html).toMatch(new RegExp(`href="${listUrl(interview.id, '\\?page=2')}"[^>]*>.*Back to participants`));
  });

  test('the list links each participant to its transcript', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    const dialog = addDialog(interview.id, { messages: ['Hello'] });
    const html = await listPage(client, interview.id);
    expect(html).toContain(`href="${transcriptUrl(interview.id, dialog.id)}"`);
  });

  test('a dialog of another interview, or a preview, through this interview’s URL is 404', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    const other = createManualInterview(user.id);
    const foreign = addDialog(other.id, { messages: ['Hello'] });
    const preview = addDialog(interview.id, { isPreview: true, messages: ['Hello'] });
    expect((await client.get(transcriptUrl(interview.id, foreign.id))).status).toBe(404);
    expect((await client.get(transcriptUrl(interview.id, preview.id))).status).toBe(404);
    expect((await client.get(transcriptUrl(other.id, foreign.id))).status).toBe(200);
  });

  test('opening a transcript writes nothing (no greeting is added to an empty dialog)', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    const dialog = addDialog(interview.id, { isGenerated: true });
    const response = await client.get(transcriptUrl(interview.id, dialog.id));
    expect(response.status).toBe(200);
    expect(textOf(await response.text())).toContain('Generating...');
    expect(messageCount(dialog.id)).toBe(0);
  });
});

describe('another researcher', () => {
  test('gets 404 on the list, a transcript, a delete and the export, and nothing is removed', async () => {
    const { user: alice } = await signedInResearcher(server);
    const { client: bob } = await signedInResearcher(server);
    const interview = createManualInterview(alice.id);
    const dialog = addDialog(interview.id, { messages: ['Hello', 'Hi'] });

    expect((await bob.get(listUrl(interview.id))).status).toBe(404);
    expect((await bob.get(transcriptUrl(interview.id, dialog.id))).status).toBe(404);
    expect((await bob.post(listUrl(interview.id), { intent: 'delete', dialogId: dialog.id, page: '1' })).status).toBe(404);
    expect((await bob.get(`/api/interview/${interview.id}/export.docx`)).status).toBe(404);
    expect(dialogExists(dialog.id)).toBe(true);
    expect(messageCount(dialog.id)).toBe(2);
  });
});

describe('dialogs without answers', () => {
  test('are marked, counted, and deleted together after a confirmation, keeping answered dialogs and waiting individual links', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    const answered = addDialog(interview.id, { messages: ['Hello', 'I buy bread every day'] });
    const greetedOnly = addDialog(interview.id, { messages: ['Hello'] });
    const empty = addDialog(interview.id);
    const waitingLink = addDialog(interview.id, { preInfo: 'A baker in Leeds' });

    const html = await (await client.get(listUrl(interview.id))).text();
    const rows = tableRows(html);
    const statusOf = (label: string) => rows.find((row) => row[0] === label)![4];
    expect(statusOf(answered.label)).toBe('In Progress');
    expect(statusOf(greetedOnly.label)).toBe('No answer');
    expect(statusOf(empty.label)).toBe('No answer');
    expect(textOf(html)).toContain('2 dialogs hold no answer: opened, then left. They do not count against your monthly participants.');

    const confirm = await (await client.get(listUrl(interview.id, '?delete-unanswered'))).text();
    expect(textOf(confirm)).toContain('Delete the 2 dialogs that hold no answer? Individual links you created are kept.');

    const response = await client.post(listUrl(interview.id, '?delete-unanswered'), { intent: 'delete-unanswered', page: '1' });
    expect(response.status).toBe(302);
    expect(dialogExists(greetedOnly.id)).toBe(false);
    expect(dialogExists(empty.id)).toBe(false);
    expect(dialogExists(answered.id)).toBe(true);
    expect(dialogExists(waitingLink.id)).toBe(true);
    expect(textOf(await (await client.get(listUrl(interview.id))).text())).not.toContain('hold no answer');
  });

  test('another researcher cannot delete them', async () => {
    const { user } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    const empty = addDialog(interview.id);
    const { client: bob } = await signedInResearcher(server, 'bob');
    expect((await bob.post(listUrl(interview.id), { intent: 'delete-unanswered', page: '1' })).status).toBe(404);
    expect(dialogExists(empty.id)).toBe(true);
  });
});

describe('AI respondents', () => {
  test('are marked with their persona’s name in the list and counted apart from real participants', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    const tom = seedPersona(interview.id, 'Tom (commuter)');
    const real = addDialog(interview.id, { messages: ['Hello', 'I cycle to work'] });
    const realToo = addDialog(interview.id, { createdAt: T0 + 1000, preInfo: 'A baker in Leeds', messages: ['Hello', 'I bake'] });
    const persona = addDialog(interview.id, {
      createdAt: T0 + 2000,
      isGenerated: true,
      personaId: tom.id,
      messages: ['Hello', 'I take the train'],
    });
    // From Individual Links' "Generate persona dialog": a bio, no persona.
    const fromBio = addDialog(interview.id, {
      createdAt: T0 + 3000,
      isGenerated: true,
      preInfo: 'A retired teacher',
      messages: ['Hello', 'I brew filter coffee'],
    });

    const html = await listPage(client, interview.id);
    const rows = tableRows(html);
    const labelCell = (label: string) => rows.find((cells) => cells[0]!.startsWith(label))![0];
    expect(labelCell(persona.label)).toBe(`${persona.label} AI respondent · Tom (commuter)`);
    expect(labelCell(fromBio.label)).toBe(`${fromBio.label} AI respondent`);
    expect(labelCell(real.label)).toBe(real.label);
    expect(labelCell(realToo.label)).toBe(realToo.label);
    expect(textOf(html)).toContain('2 participants · 2 AI respondents');
  });

  test('are marked on their transcript, with the persona’s name, and a real participant’s is not', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    const tom = seedPersona(interview.id, 'Tom (commuter)');
    const persona = addDialog(interview.id, { isGenerated: true, personaId: tom.id, messages: ['Hello', 'I take the train'] });
    const fromBio = addDialog(interview.id, {
      isGenerated: true,
      preInfo: 'A retired teacher',
      messages: ['Hello', 'I brew filter coffee'],
    });
    const real = addDialog(interview.id, { messages: ['Hello', 'I cycle'] });

    const personaText = textOf(await (await client.get(transcriptUrl(interview.id, persona.id))).text());
    expect(personaText).toContain(`${persona.label} AI respondent · Tom (commuter) In Progress`);
    expect(personaText).toContain('Simulated: the answers were written by an AI respondent, not a real participant.');
    const bioText = textOf(await (await client.get(transcriptUrl(interview.id, fromBio.id))).text());
    expect(bioText).toContain(`${fromBio.label} AI respondent In Progress`);
    expect(bioText).toContain('A retired teacher');
    const realText = textOf(await (await client.get(transcriptUrl(interview.id, real.id))).text());
    expect(realText).not.toContain('AI respondent');
    expect(realText).not.toContain('Simulated');
  });
});

/** Posts a form whose fields may repeat, as a browser sends checked checkboxes. */
const postForm = (client: Client, url: string, fields: [string, string][]) =>
  client.request(url, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url },
  });

/** The confirmation dialog's markup, without the page's scripts after it. */
const modalOf = (html: string) => {
  const start = html.indexOf('<div role="dialog"');
  return start < 0 ? '' : html.slice(start, html.indexOf('<script', start));
};

const uploadRow = (fileName: string) => getDb().select().from(schema.uploads).where(eq(schema.uploads.fileName, fileName)).get();

describe('deleting selected dialogs', () => {
  test('the list offers a checkbox per row, one for the whole page and Delete selected, in a form that works without JavaScript', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    const dialog = addDialog(interview.id, { messages: ['Hello'] });
    const html = await listPage(client, interview.id);
    const form = /<form method="get" action="([^"]*)"[^>]*>[\s\S]*?<\/form>/.exec(html);
    expect(form?.[1]).toBe(listUrl(interview.id));
    const inputs = form![0].match(/<input[^>]*>/g) ?? [];
    const withAll = (...attributes: string[]) => inputs.filter((input) => attributes.every((attribute) => input.includes(attribute)));
    expect(withAll('type="checkbox"', 'name="dialog"', `value="${dialog.id}"`, `aria-label="Select ${dialog.label}"`)).toHaveLength(1);
    expect(withAll('type="checkbox"', 'name="all"', 'value="page"', 'aria-label="Select all dialogs on this page"')).toHaveLength(1);
    expect(form![0]).toMatch(/<button[^>]*type="submit"[^>]*name="delete-selected"[^>]*>Delete selected<\/button>/);
  });

  test('asks first, naming how many and how many are AI respondents, then deletes them with their messages and recordings', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    const recording = seedRecording(interview.id);
    const spoken = addDialog(interview.id, { messages: ['Hello', { content: 'I said it aloud', attachments: [recording.attachment] }] });
    const generated = addDialog(interview.id, { createdAt: T0 + 1000, isGenerated: true, messages: ['Hello', 'Simulated'] });
    const keep = addDialog(interview.id, { createdAt: T0 + 2000, messages: ['Hello', 'Keep me'] });

    const confirm = await listPage(client, interview.id, `?delete-selected=&dialog=${spoken.id}&dialog=${generated.id}`);
    const dialogText = textOf(modalOf(confirm));
    expect(dialogText).toContain('Delete selected dialogs');
    expect(dialogText).toContain('Delete the 2 selected dialogs? 1 of them is an AI respondent.');
    expect(dialogText).toContain(spoken.label);
    expect(dialogText).toContain(generated.label);
    expect(dialogText).not.toContain(keep.label);

    const response = await postForm(client, listUrl(interview.id, '?delete-selected='), [
      ['intent', 'delete-selected'],
      ['dialogId', spoken.id],
      ['dialogId', generated.id],
      ['page', '1'],
    ]);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(listUrl(interview.id));
    expect(dialogExists(spoken.id)).toBe(false);
    expect(dialogExists(generated.id)).toBe(false);
    expect(messageCount(spoken.id)).toBe(0);
    // Through the dialog lifecycle: the recording went first, file and row.
    expect(fs.existsSync(recording.filePath)).toBe(false);
    expect(uploadRow(recording.fileName)).toBeUndefined();
    expect(dialogExists(keep.id)).toBe(true);
    expect(tableRows(await listPage(client, interview.id)).map((cells) => cells[0])).toEqual([keep.label]);
  });

  test('"all" selects every dialog of the page shown, and no other', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    const created = Array.from({ length: 52 }, (_, i) => addDialog(interview.id, { createdAt: T0 + i * 1000, messages: ['Hello'] }));
    const confirm = await listPage(client, interview.id, '?page=2&delete-selected=&all=page');
    const dialogHtml = modalOf(confirm);
    expect(textOf(dialogHtml)).toContain('Delete the 2 selected dialogs?');
    // Page 2 holds the two oldest.
    const ids = [...dialogHtml.matchAll(/<input type="hidden" name="dialogId" value="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.sort()).toEqual([created[0]!.id, created[1]!.id].sort());
  });

  test('with nothing selected, it says so instead of asking', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    addDialog(interview.id, { messages: ['Hello'] });
    const html = await listPage(client, interview.id, '?delete-selected=');
    expect(html).not.toContain('role="dialog"');
    expect(html).toMatch(/role="alert"[^>]*>Select the dialogs to delete first\.</);
  });

  test('leaves dialogs of other interviews and previews alone, and another researcher cannot use it', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    const other = createManualInterview(user.id);
    const mine = addDialog(interview.id, { messages: ['Hello'] });
    const foreign = addDialog(other.id, { messages: ['Hello'] });
    const preview = addDialog(interview.id, { isPreview: true, messages: ['Hello'] });
    const { client: bob } = await signedInResearcher(server, 'bob');
    const fields: [string, string][] = [
      ['intent', 'delete-selected'],
      ['dialogId', mine.id],
      ['page', '1'],
    ];
    expect((await postForm(bob, listUrl(interview.id), fields)).status).toBe(404);
    expect(dialogExists(mine.id)).toBe(true);

    const response = await postForm(client, listUrl(interview.id), [
      ['intent', 'delete-selected'],
      ['dialogId', foreign.id],
      ['dialogId', preview.id],
      ['dialogId', mine.id],
      ['page', '1'],
    ]);
    expect(response.status).toBe(302);
    expect(dialogExists(mine.id)).toBe(false);
    expect(dialogExists(foreign.id)).toBe(true);
    expect(dialogExists(preview.id)).toBe(true);
  });
});

test('a tab that fails keeps the researcher inside the interview’s pages, with a way back', async () => {
  const { user, client } = await signedInResearcher(server);
  const interview = createManualInterview(user.id);
  const response = await client.get(transcriptUrl(interview.id, crypto.randomUUID()));
  expect(response.status).toBe(404);
  const text = textOf(await response.text());
  expect(text).toContain('Not found');
  expect(text).toContain('This page does not exist, or you do not have access to it.');
  expect(text).toContain('Go to your interviews');
  // The interview's header and tabs stay.
  expect(text).toContain(interview.title);
  expect(text).toContain('Participants and Interviews');
});
