import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { getDb } from '@db/index';
import { createManualInterview } from '~/features/interviews/interviews.server';

import { type DialogSeed, seedDialog, seedPersona } from '../support/dialog-seeds';
import { signedInResearcher } from '../support/factories';
import { Client, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const T0 = Date.UTC(2025, 2, 10, 9, 0);

const addDialog = (interviewId: string, seed: DialogSeed = {}) => seedDialog(interviewId, { createdAt: T0, ...seed }, 'x');

const exportUrl = (interviewId: string) => `/api/interview/${interviewId}/export.docx`;
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const today = () => new Date().toISOString().slice(0, 10);
// The page as a reader sees it: text only, without scripts and attribute values (form actions repeat the address).
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

async function documentXml(response: Response) {
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining(['[Content_Types].xml', 'word/document.xml', 'word/styles.xml', '_rels/.rels']),
  );
  return strFromU8(files['word/document.xml']!);
}

describe('Download All as DOCX', () => {
  test('downloads every dialog with messages as all-interviews-{id}-{date}.docx with labels, bio, times, roles and texts', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    const first = addDialog(interview.id, {
      createdAt: T0,
      preInfo: 'Maria, 34 & runs a <bakery>',
      completedAt: T0 + 30 * 60_000,
      messages: ['Welcome! Shall we start?', 'Yes & <gladly> "now"', 'What do you buy?', 'Bread\nand pastries'],
    });
    const second = addDialog(interview.id, { createdAt: T0 + 3_600_000, messages: ['Hello there', 'Hi, I am Tom'] });
    const empty = addDialog(interview.id, { createdAt: T0 + 7_200_000 });
    const preview = addDialog(interview.id, {
      createdAt: T0 + 9_000_000,
      isPreview: true,
      messages: ['Preview greeting', 'Owner testing'],
    });

    const before = today();
    const response = await client.get(exportUrl(interview.id));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(DOCX_TYPE);
    const disposition = response.headers.get('content-disposition') ?? '';
    expect([before, today()].map((date) => `attachment; filename="all-interviews-${interview.id}-${date}.docx"`)).toContain(disposition);
    expect(response.headers.get('x-dialog-count')).toBe('2');

    const xml = await documentXml(response);
    for (const label of [first.label, second.label]) expect(xml).toContain(`>${label}</w:t>`);
    expect(xml).not.toContain(empty.label);
    expect(xml).not.toContain(preview.label);
    expect(xml).not.toContain('Preview greeting');
    // Newest first, as the Participants tab lists them.
    expect(xml.indexOf(second.label)).toBeLessThan(xml.indexOf(first.label));

    expect(xml).toContain('Untitled Interview');
    expect(xml).toContain(escapeXml('Maria, 34 & runs a <bakery>'));
    expect(xml).toContain('10 Mar 2025, 09:01 UTC'); // start: the first message
    expect(xml).toContain('10 Mar 2025, 09:30 UTC'); // end: completed_at
    expect(xml).toContain('>—</w:t>'); // the second dialog has not ended
    for (const text of ['Welcome! Shall we start?', 'Yes & <gladly> "now"', 'What do you buy?', 'Hello there', 'Hi, I am Tom'])
      expect(xml).toContain(escapeXml(text));
    // A line break inside a message is Word's own break, not a raw newline.
    expect(xml).toContain('Bread</w:t><w:br/><w:t xml:space="preserve">and pastries');
    expect(xml.match(/>Interviewer<\/w:t>/g)).toHaveLength(3);
    expect(xml.match(/>Respondent<\/w:t>/g)).toHaveLength(3);
    expect(xml).toContain(' · 10 Mar 2025, 09:02 UTC');
    expect(xml).not.toContain('QQMARK');
  });

  test('starts every dialog but the first on a new page, with its heading, times and whether it was simulated', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    const tom = seedPersona(interview.id, 'Tom (commuter)');
    const real = addDialog(interview.id, { createdAt: T0, completedAt: T0 + 30 * 60_000, messages: ['Welcome!', 'I cycle'] });
    const persona = addDialog(interview.id, {
      createdAt: T0 + 3_600_000,
      isGenerated: true,
      personaId: tom.id,
      messages: ['Welcome!', 'I take the train'],
    });
    const fromBio = addDialog(interview.id, {
      createdAt: T0 + 7_200_000,
      isGenerated: true,
      preInfo: 'A retired teacher',
      messages: ['Welcome!', 'I brew filter coffee'],
    });

    const response = await client.get(exportUrl(interview.id));
    expect(response.headers.get('x-dialog-count')).toBe('3');
    expect(response.headers.get('x-ai-respondent-count')).toBe('2');
    const xml = await documentXml(response);
    expect(xml).toContain('All interviews · 1 participant · 2 AI respondents · exported');

    // The document's paragraphs, each as its text and whether it starts a new page.
    const paragraphs = [...xml.matchAll(/<w:p(?: [^>]*)?>([\s\S]*?)<\/w:p>/g)].map((m) => ({
      text: [...m[1]!.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((t) => t[1]).join(''),
      newPage: /<w:pageBreakBefore\/>|<w:br w:type="page"\/>/.test(m[1]!),
    }));
    const headings = paragraphs.filter((p) => p.text.startsWith('Dialog # '));
    // Newest first; a page break before each dialog but the first, and nowhere else.
    expect(headings).toEqual([
      { text: fromBio.label, newPage: false },
      { text: persona.label, newPage: true },
      { text: real.label, newPage: true },
    ]);
    expect(paragraphs.filter((p) => p.newPage)).toHaveLength(2);

    // Each dialog's section: heading, who answered, bio, times, then the messages.
    const section = (label: string) => {
      const start = paragraphs.findIndex((p) => p.text === label);
      const end = paragraphs.findIndex((p, i) => i > start && p.text.startsWith('Dialog # '));
      return paragraphs.slice(start, end < 0 ? undefined : end).map((p) => p.text);
    };
    expect(section(fromBio.label)).toEqual([
      fromBio.label,
      'Respondent: AI respondent',
      'Bio: A retired teacher',
      'Start Time: 10 Mar 2025, 11:01 UTC',
      'End Time: —',
      'Interviewer · 10 Mar 2025, 11:01 UTC',
      'Welcome!',
      'AI respondent · 10 Mar 2025, 11:02 UTC',
      'I brew filter coffee',
    ]);
    expect(section(persona.label).slice(0, 4)).toEqual([
      persona.label,
      'Respondent: AI respondent · Tom (commuter)',
      'Start Time: 10 Mar 2025, 10:01 UTC',
      'End Time: —',
    ]);
    expect(section(real.label)).toEqual([
      real.label,
      'Respondent: Real participant',
      'Start Time: 10 Mar 2025, 09:01 UTC',
      'End Time: 10 Mar 2025, 09:30 UTC',
      'Interviewer · 10 Mar 2025, 09:01 UTC',
      'Welcome!',
      'Respondent · 10 Mar 2025, 09:02 UTC',
      'I cycle',
    ]);
  });

  test('lists dialogs in the order of their start times, as the Participants tab does', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    const openedLate = addDialog(interview.id, {
      createdAt: T0,
      preInfo: 'A baker',
      firstMessageAt: T0 + 2 * 3_600_000 + 10 * 60_000,
      messages: ['Hello', 'Hi'],
    });
    const between = addDialog(interview.id, {
      createdAt: T0 + 3_600_000,
      firstMessageAt: T0 + 2 * 3_600_000 + 8 * 60_000,
      messages: ['Hello', 'Hi'],
    });
    const xml = await documentXml(await client.get(exportUrl(interview.id)));
    expect(xml.indexOf(openedLate.label)).toBeLessThan(xml.indexOf(between.label));
  });

  test('reads dialogs in batches: 250 dialogs, many created in the same millisecond, each appear once, newest first', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    // Ten dialogs per millisecond, so batch boundaries fall between dialogs with the same creation time.
    const created = Array.from({ length: 250 }, (_, i) =>
      addDialog(interview.id, { createdAt: T0 + Math.floor(i / 10), messages: [`Greeting ${i}`, `Answer ${i}`] }),
    );

    const response = await client.get(exportUrl(interview.id));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-dialog-count')).toBe('250');
    const xml = await documentXml(response);
    const labels = [...xml.matchAll(/>(Dialog # x\d+)<\/w:t>/g)].map((m) => m[1]);
    expect(labels).toEqual(created.map((d) => d.label).reverse());
    for (let i = 0; i < 250; i++) expect(xml).toContain(`>Answer ${i}</w:t>`);
  });

  test('past the first 2,000 dialogs (the order is found 2,000 at a time) each dialog still appears once, in order', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    // Seven dialogs per millisecond, so the boundary at 2,000 falls between dialogs that started at the same moment.
    const created = getDb().transaction(() =>
      Array.from({ length: 2010 }, (_, i) =>
        addDialog(interview.id, { createdAt: T0 + Math.floor(i / 7), messages: [`Q ${i}`, `A ${i}`] }),
      ),
    );
    const response = await client.get(exportUrl(interview.id));
    expect(response.headers.get('x-dialog-count')).toBe('2010');
    const labels = [...(await documentXml(response)).matchAll(/>(Dialog # x\d+)<\/w:t>/g)].map((m) => m[1]);
    expect(labels).toEqual(created.map((d) => d.label).reverse());
  });

  test('with no dialogs it answers 404 "No dialogs found to download."', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    addDialog(interview.id, { isPreview: true, messages: ['Only the owner’s preview'] });
    const response = await client.get(exportUrl(interview.id));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'No dialogs found to download.' });
  });

  test('when no dialog has messages it answers 404 "No dialogs with messages found."', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    addDialog(interview.id);
    addDialog(interview.id, { preInfo: 'A bio but no conversation yet' });
    const response = await client.get(exportUrl(interview.id));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'No dialogs with messages found.' });
  });

  test('another researcher gets 404 and a signed-out visitor is sent to sign in', async () => {
    const { user } = await signedInResearcher(server);
    const { client: bob } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    addDialog(interview.id, { messages: ['Hello', 'Hi'] });
    expect((await bob.get(exportUrl(interview.id))).status).toBe(404);
    const anonymous = await new Client(server.url).get(exportUrl(interview.id));
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toContain('/auth?redirectTo=');
  });

  test('the Participants tab and the setup page offer the download as a plain link', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    addDialog(interview.id, { messages: ['Hello'] });
    for (const page of [`/interview/setup/${interview.id}/participants`, `/interview/setup/${interview.id}`]) {
      const html = await (await client.get(page)).text();
      expect(html).toMatch(
        new RegExp(`<a href="${exportUrl(interview.id).replace(/\./g, '\\.')}" download=""[^>]*>(<!-- -->)?Download All as DOCX`),
      );
    }
  });
});

test('a plain link with nothing to export goes back to its page, which says why', async () => {
  const { user, client } = await signedInResearcher(server);
  const interview = createManualInterview(user.id);
  const page = `${server.url}/interview/setup/${interview.id}`;
  const response = await client.get(`/api/interview/${interview.id}/export.docx`, {
    headers: { 'Sec-Fetch-Dest': 'document', Referer: page },
  });
  expect(response.status).toBe(302);
  const location = response.headers.get('location')!;
  expect(location).toBe(`/interview/setup/${interview.id}?export-error=no-dialogs`);
  expect(visibleText(await (await client.get(location)).text())).toContain('No dialogs found to download.');
});

test('a plain link with dialogs but no messages comes back with that message', async () => {
  const { user, client } = await signedInResearcher(server);
  const interview = createManualInterview(user.id);
  addDialog(interview.id, { preInfo: 'A bio but no conversation yet' });
  const page = `${server.url}/interview/setup/${interview.id}/participants`;
  const response = await client.get(exportUrl(interview.id), { headers: { 'Sec-Fetch-Dest': 'document', Referer: page } });
  expect(response.headers.get('location')).toBe(`/interview/setup/${interview.id}/participants?export-error=no-messages`);
  expect(visibleText(await (await client.get(response.headers.get('location')!)).text())).toContain('No dialogs with messages found.');
});

test.each(['not a url', 'http://', '::::', 'javascript:alert(1)'])(
  'a plain link with nothing to export and the Referer %j answers 404, not an error page',
  async (referer) => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    const response = await client.get(exportUrl(interview.id), { headers: { 'Sec-Fetch-Dest': 'document', Referer: referer } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'No dialogs found to download.' });
  },
);

test('a Referer on this site whose path names another host is not followed there', async () => {
  const { user, client } = await signedInResearcher(server);
  const interview = createManualInterview(user.id);
  const response = await client.get(exportUrl(interview.id), {
    headers: { 'Sec-Fetch-Dest': 'document', Referer: `${server.url}//evil.example/phish` },
  });
  expect(response.status).toBe(404);
  expect(response.headers.get('location')).toBeNull();
});

test.each(['Your files were deleted. Call +1 555 0100.', '<script>alert(1)</script>', 'constructor'])(
  'text put into ?export-error=%j by someone else is not shown',
  async (spoofed) => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    const response = await client.get(`/interview/setup/${interview.id}?export-error=${encodeURIComponent(spoofed)}`);
    expect(response.status).toBe(200);
    const text = visibleText(await response.text());
    expect(text).toContain('Download All as DOCX');
    expect(text).not.toContain(spoofed);
    expect(text).not.toContain('alert(1)');
  },
);
