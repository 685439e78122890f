import fs from 'node:fs';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { createManualInterview } from '~/features/interviews/interviews.server';
import { GENERATE_PERSONAS } from '~/features/simulated-respondents/personas.server';
import { enqueueJob } from '~/jobs/queue.server';

import { seedDialog, seedPersona, seedRecording } from '../support/dialog-seeds';
import { signedInResearcher } from '../support/factories';
import { textOf } from '../support/html';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const T0 = Date.UTC(2025, 2, 10, 9, 0);
const tabUrl = (interviewId: string, search = '') => `/interview/setup/${interviewId}/respondents${search}`;
const personaExists = (id: string) => getDb().select().from(schema.personas).where(eq(schema.personas.id, id)).get() !== undefined;
const dialogExists = (id: string) => getDb().select().from(schema.dialogs).where(eq(schema.dialogs.id, id)).get() !== undefined;
const uploadRow = (fileName: string) => getDb().select().from(schema.uploads).where(eq(schema.uploads.fileName, fileName)).get();

/** An interview with two personas: Tom with two generated dialogs (one holding a recording), Ann with one. */
async function interviewWithPersonas() {
  const { user, client } = await signedInResearcher(server);
  const interview = createManualInterview(user.id);
  const tom = seedPersona(interview.id, 'Tom (commuter)');
  const ann = seedPersona(interview.id, 'Ann (student)');
  const recording = seedRecording(interview.id);
  const tomDialogs = [
    seedDialog(interview.id, {
      createdAt: T0,
      isGenerated: true,
      personaId: tom.id,
      messages: ['Hello', { content: 'By train', attachments: [recording.attachment] }],
    }),
    seedDialog(interview.id, { createdAt: T0 + 1000, isGenerated: true, personaId: tom.id, messages: ['Hello', 'By bus'] }),
  ];
  const annDialog = seedDialog(interview.id, {
    createdAt: T0 + 2000,
    isGenerated: true,
    personaId: ann.id,
    messages: ['Hello', 'On foot'],
  });
  const real = seedDialog(interview.id, { createdAt: T0 + 3000, messages: ['Hello', 'By bike'] });
  return { user, client, interview, tom, ann, recording, tomDialogs, annDialog, real };
}

describe('deleting a persona', () => {
  test('asks first, in the address (?delete-persona), offering to delete its dialogs too, checked by default', async () => {
    const { client, interview, tom } = await interviewWithPersonas();
    const list = await (await client.get(tabUrl(interview.id))).text();
    // Delete is a link to the confirmation, not an immediate post.
    expect(list).toContain(`href="${tabUrl(interview.id, `?delete-persona=${tom.id}`)}"`);
    expect(list).not.toContain('role="dialog"');

    const html = await (await client.get(tabUrl(interview.id, `?delete-persona=${tom.id}`))).text();
    const dialogHtml = html.slice(html.indexOf('<div role="dialog"'), html.indexOf('<script'));
    const text = textOf(dialogHtml);
    expect(text).toContain('Delete persona');
    expect(text).toContain('Delete the persona “Tom (commuter)”? This cannot be undone.');
    expect(text).toContain('Also delete its 2 AI respondent dialogs');
    expect(/<input[^>]*name="withDialogs"[^>]*>/.exec(dialogHtml)?.[0]).toContain('checked=""');
    expect(personaExists(tom.id)).toBe(true);
  });

  test('with its dialogs: the persona and only its dialogs go, recordings included', async () => {
    const { client, interview, tom, ann, recording, tomDialogs, annDialog, real } = await interviewWithPersonas();
    const response = await client.post(tabUrl(interview.id, `?delete-persona=${tom.id}`), {
      intent: 'delete-persona',
      personaId: tom.id,
      withDialogs: 'on',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(tabUrl(interview.id));
    expect(personaExists(tom.id)).toBe(false);
    for (const dialog of tomDialogs) expect(dialogExists(dialog.id)).toBe(false);
    // Deleted through the dialog lifecycle: the recording's file and row went first.
    expect(fs.existsSync(recording.filePath)).toBe(false);
    expect(uploadRow(recording.fileName)).toBeUndefined();
    expect(personaExists(ann.id)).toBe(true);
    expect(dialogExists(annDialog.id)).toBe(true);
    expect(dialogExists(real.id)).toBe(true);
  });

  test('without its dialogs (the box unchecked): the dialogs stay, still marked as AI respondents', async () => {
    const { client, interview, tom, recording, tomDialogs } = await interviewWithPersonas();
    const response = await client.post(tabUrl(interview.id), { intent: 'delete-persona', personaId: tom.id });
    expect(response.status).toBe(302);
    expect(personaExists(tom.id)).toBe(false);
    for (const dialog of tomDialogs) expect(dialogExists(dialog.id)).toBe(true);
    expect(fs.existsSync(recording.filePath)).toBe(true);

    const list = textOf(await (await client.get(`/interview/setup/${interview.id}/participants`)).text());
    expect(list).toContain(`${tomDialogs[0]!.label} AI respondent`);
    expect(list).not.toContain('Tom (commuter)');
    expect(list).toContain('1 participant · 3 AI respondents');
  });

  test('is refused while respondents are being generated', async () => {
    const { client, interview, tom, tomDialogs } = await interviewWithPersonas();
    enqueueJob({ kind: GENERATE_PERSONAS, interviewId: interview.id, total: 1 });
    const response = await client.post(tabUrl(interview.id), { intent: 'delete-persona', personaId: tom.id, withDialogs: 'on' });
    expect(response.status).toBe(409);
    expect(await response.text()).toContain('Stop generating respondents before you delete a persona.');
    expect(personaExists(tom.id)).toBe(true);
    expect(dialogExists(tomDialogs[0]!.id)).toBe(true);
  });

  test('another researcher gets 404 and nothing is deleted', async () => {
    const { interview, tom, tomDialogs } = await interviewWithPersonas();
    const { client: bob } = await signedInResearcher(server, 'bob');
    expect((await bob.get(tabUrl(interview.id, `?delete-persona=${tom.id}`))).status).toBe(404);
    expect((await bob.post(tabUrl(interview.id), { intent: 'delete-persona', personaId: tom.id, withDialogs: 'on' })).status).toBe(404);
    expect(personaExists(tom.id)).toBe(true);
    expect(dialogExists(tomDialogs[0]!.id)).toBe(true);
  });
});
