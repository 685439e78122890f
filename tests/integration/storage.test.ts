import fs from 'node:fs';
import path from 'node:path';

import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { createManualInterview } from '~/features/interviews/interviews.server';
import { sweepOrphanFiles } from '~/features/storage/orphan-sweep.server';
import { env } from '~/lib/env.server';

import { wav } from '../support/audio-fixtures';
import { type JsonBody, postChat as chat } from '../support/chat';
import { createPublishedInterview, createResearcher, PASSWORD } from '../support/factories';
import { server, useFakeAiServer } from '../support/fake-ai-server';
import { Client } from '../support/test-server';

useFakeAiServer({ AI_TIMEOUT_MS: '10000' });

const MB = 1024 * 1024;
const HOUR = 60 * 60 * 1000;
const TOO_MANY_RECORDINGS = 'Too many recordings at once. Please wait a moment and try again.';

const PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
);

const uploadsDir = () => path.join(env().dataDir, 'uploads');
const audioDir = () => path.join(uploadsDir(), 'audio');
const filesIn = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => name !== 'audio')
        .sort()
    : [];
const uploadRows = (interviewId: string) => getDb().select().from(schema.uploads).where(eq(schema.uploads.interviewId, interviewId)).all();
const interviewRow = (id: string) => getDb().select().from(schema.interviews).where(eq(schema.interviews.id, id)).get()!;

let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;

const publishedInterview = () =>
  createPublishedInterview({ questions: [{ id: 'q1', title: 'Habits', description: 'How do you buy coffee?' }], kMessages: 1 });

/** A multipart body written out by hand, so part headers can be exactly what a crafted request sends. */
function rawMultipart(parts: { disposition: string; contentType?: string; body: Uint8Array | string }[]) {
  const boundary = '----storage-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${part.disposition}\r\n${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''}\r\n`,
        'utf8',
      ),
    );
    chunks.push(Buffer.from(part.body));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function post(client: Client, pathname: string, multipart: { body: Buffer; contentType: string }) {
  return client.request(pathname, {
    method: 'POST',
    body: new Uint8Array(multipart.body),
    headers: { Origin: server.url, 'Content-Type': multipart.contentType },
  });
}

function recordingForm(fields: { bytes: Uint8Array<ArrayBuffer>; interviewId?: string; dialogId?: string }) {
  const form = new FormData();
  form.append('file', new Blob([fields.bytes], { type: 'audio/wav' }), 'recording.wav');
  if (fields.dialogId) form.append('dialogId', fields.dialogId);
  if (fields.interviewId) form.append('interviewId', fields.interviewId);
  form.append('mimeType', 'audio/wav');
  return form;
}

async function record(client: Client, fields: { bytes?: Uint8Array<ArrayBuffer>; interviewId?: string; dialogId?: string }) {
  const response = await client.request('/api/speech-to-text', {
    method: 'POST',
    body: recordingForm({ bytes: fields.bytes ?? wav(), ...fields }),
    headers: { Origin: server.url },
  });
  return { status: response.status, json: (await response.json()) as JsonBody };
}

/** Makes a stored recording look as if it had been made `ms` ago. */
function age(fileName: string, ms: number) {
  getDb()
    .update(schema.uploads)
    .set({ createdAt: new Date(Date.now() - ms) })
    .where(eq(schema.uploads.fileName, fileName))
    .run();
}

describe('crafted file names in a multipart body', () => {
  // [what the part header says, the name that is kept]
  const names: [string, string][] = [
    ['a=b.png', 'a=b.png'],
    ['x\\"y.png', 'x"y.png'],
    ['semi;colon.png', 'semi;colon.png'],
    ['say \\"hi\\"=1.png', 'say "hi"=1.png'],
    ['photos/2024/team.png', 'team.png'],
  ];

  async function ownerWithInterview() {
    const owner = await createResearcher();
    const client = new Client(server.url);
    await client.signIn(owner.email, PASSWORD);
    return { client, interview: createManualInterview(owner.id) };
  }

  test.each(names)('a background image sent as filename="%s" is stored as %s, never a server error', async (raw, kept) => {
    const { client, interview } = await ownerWithInterview();

    const response = await post(
      client,
      `/interview/setup/${interview.id}/background`,
      rawMultipart([{ disposition: `form-data; name="image"; filename="${raw}"`, contentType: 'image/png', body: PNG }]),
    );

    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/interview/setup/${interview.id}#background`);
    const rows = uploadRows(interview.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.fileName).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(rows[0]!.originalName).toBe(kept);
    expect(interviewRow(interview.id).previewImage).toBe(`/uploads/${rows[0]!.fileName}`);
  });

  test('a file name with quotes left unescaped never gives a server error', async () => {
    const { client, interview } = await ownerWithInterview();
    const response = await post(
      client,
      `/interview/setup/${interview.id}/background`,
      rawMultipart([{ disposition: 'form-data; name="image"; filename="say "hi"=1.png"', contentType: 'image/png', body: PNG }]),
    );
    expect(response.status).toBe(302);
    expect(uploadRows(interview.id)).toHaveLength(1);
  });

  test('a file name with an unterminated quote is still taken as the name', async () => {
    const { client, interview } = await ownerWithInterview();
    const response = await post(
      client,
      `/interview/setup/${interview.id}/background`,
      rawMultipart([{ disposition: 'form-data; name="image"; filename="open.png', contentType: 'image/png', body: PNG }]),
    );
    expect(response.status).toBe(302);
    expect(uploadRows(interview.id).map((row) => row.originalName)).toEqual(['open.png']);
  });

  test('a part without a Content-Disposition is refused with the normal message, not a server error', async () => {
    const { client, interview } = await ownerWithInterview();
    const boundary = '----broken';
    const response = await post(client, `/interview/setup/${interview.id}/background`, {
      body: Buffer.from(`--${boundary}\r\nContent-Type: image/png\r\n\r\nxx\r\n--${boundary}--\r\n`),
      contentType: `multipart/form-data; boundary=${boundary}`,
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Choose an image to upload.');
    expect(uploadRows(interview.id)).toEqual([]);
  });

  test.each([
    ['a=b.webm', 'a=b.webm'],
    ['x\\"y.webm', 'x"y.webm'],
    ['semi;colon.webm', 'semi;colon.webm'],
  ])('a recording sent as filename="%s" is transcribed and stored as %s', async (raw, kept) => {
    const { interview } = await publishedInterview();
    const client = new Client(server.url, nextIp());
    const response = await post(
      client,
      '/api/speech-to-text',
      rawMultipart([
        { disposition: `form-data; name="file"; filename="${raw}"`, contentType: 'audio/webm', body: wav() },
        { disposition: 'form-data; name="interviewId"', body: interview.id },
      ]),
    );
    const json = (await response.json()) as JsonBody;
    expect(response.status).toBe(200);
    expect(json.text).toBe('transcribed text');
    expect(json.audio_attachment.filename).toMatch(/^[0-9a-f-]{36}\.wav$/);
    expect(json.audio_attachment.original_name).toBe(kept);
    expect(uploadRows(interview.id)).toHaveLength(1);
    expect(fs.existsSync(path.join(audioDir(), json.audio_attachment.filename))).toBe(true);
  });

  test('a recording whose part headers are broken is refused as empty, not with a server error', async () => {
    const { interview } = await publishedInterview();
    const client = new Client(server.url, nextIp());
    const boundary = '----broken';
    const response = await post(client, '/api/speech-to-text', {
      body: Buffer.from(`--${boundary}\r\nno colon here\r\n\r\nxx\r\n--${boundary}--\r\n`),
      contentType: `multipart/form-data; boundary=${boundary}`,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ detail: 'No audio data recorded. Please try again.' });
    expect(uploadRows(interview.id)).toEqual([]);
  });
});

describe('recordings no message claims', () => {
  test('are removed after an hour with their rows, while claimed and fresh ones stay', async () => {
    const { interview } = await publishedInterview();
    const visitor = new Client(server.url, nextIp());
    const first = await chat(visitor, { interviewId: interview.id, userMessage: 'Hello, happy to start', clientId: 'first' });
    const dialogId = first.json.dialogId as string;

    const unclaimed = (await record(new Client(server.url, nextIp()), { interviewId: interview.id })).json.audio_attachment
      .filename as string;
    const claimed = (await record(visitor, { dialogId })).json.audio_attachment.filename as string;
    expect((await chat(visitor, { dialogId, userMessage: 'With my voice', clientId: 'voice', audioAttachment: claimed })).status).toBe(200);
    const fresh = (await record(new Client(server.url, nextIp()), { interviewId: interview.id })).json.audio_attachment.filename as string;
    age(unclaimed, 2 * HOUR);
    age(claimed, 2 * HOUR);
    age(fresh, 30 * 60 * 1000);

    // Temporary files a crashed upload left behind go too, once they are old enough.
    const strayTemp = path.join(audioDir(), '.incoming-crashed');
    const liveTemp = path.join(audioDir(), '.incoming-in-progress');
    fs.writeFileSync(strayTemp, 'partial');
    fs.writeFileSync(liveTemp, 'partial');
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
    fs.utimesSync(strayTemp, twoHoursAgo, twoHoursAgo);

    await sweepOrphanFiles(Date.now());

    const names = uploadRows(interview.id)
      .map((row) => row.fileName)
      .sort();
    expect(names).toEqual([claimed, fresh].sort());
    const files = filesIn(audioDir());
    expect(files).not.toContain(unclaimed);
    expect(files).toContain(claimed);
    expect(files).toContain(fresh);
    expect(files).not.toContain('.incoming-crashed');
    expect(files).toContain('.incoming-in-progress');
    fs.rmSync(liveTemp);

    // An hour later the fresh one is unclaimed too.
    await sweepOrphanFiles(Date.now() + HOUR);
    expect(uploadRows(interview.id).map((row) => row.fileName)).toEqual([claimed]);
    expect(filesIn(audioDir())).not.toContain(fresh);
  });

  test('a background image is never taken for an unclaimed recording', async () => {
    const owner = await createResearcher();
    const client = new Client(server.url);
    await client.signIn(owner.email, PASSWORD);
    const interview = createManualInterview(owner.id);
    const form = new FormData();
    form.append('image', new Blob([PNG], { type: 'image/png' }), 'photo.png');
    expect(
      (await client.request(`/interview/setup/${interview.id}/background`, { method: 'POST', body: form, headers: { Origin: server.url } }))
        .status,
    ).toBe(302);
    const [image] = uploadRows(interview.id);
    age(image!.fileName, 2 * HOUR);
    fs.utimesSync(path.join(uploadsDir(), image!.fileName), new Date(Date.now() - 2 * HOUR), new Date(Date.now() - 2 * HOUR));

    await sweepOrphanFiles(Date.now());

    expect(uploadRows(interview.id)).toHaveLength(1);
    expect(fs.existsSync(path.join(uploadsDir(), image!.fileName))).toBe(true);
  });
});

describe('recording volume per address', () => {
  test('past 100 MB in an hour an address is refused with 429 and nothing is stored; others, and the owner previewing, still record', async () => {
    const { interview, owner } = await publishedInterview();
    const ip = nextIp();
    const respondent = new Client(server.url, ip);
    // Four recordings of the largest size take the whole budget.
    const big = wav(25 * MB);
    for (let i = 0; i < 4; i++) expect((await record(respondent, { interviewId: interview.id, bytes: big })).status).toBe(200);
    const rowsBefore = uploadRows(interview.id).length;
    const filesBefore = filesIn(audioDir());

    const refused = await record(respondent, { interviewId: interview.id, bytes: wav() });
    expect(refused).toEqual({ status: 429, json: { detail: TOO_MANY_RECORDINGS } });
    expect(uploadRows(interview.id)).toHaveLength(rowsBefore);
    expect(filesIn(audioDir())).toEqual(filesBefore);

    expect((await record(new Client(server.url, nextIp()), { interviewId: interview.id })).status).toBe(200);

    // The owner trying the interview from the same address is not counted against it.
    const ownerClient = new Client(server.url, ip);
    await ownerClient.signIn(owner.email, PASSWORD);
    expect((await record(ownerClient, { interviewId: interview.id })).status).toBe(200);
  }, 120_000);

  test('a signed-in researcher who does not own the interview is counted like anyone, and refused what would pass the budget', async () => {
    const { interview } = await publishedInterview();
    const ip = nextIp();
    const stranger = await createResearcher('stranger');
    const client = new Client(server.url, ip);
    await client.signIn(stranger.email, PASSWORD);
    const big = wav(24 * MB);
    for (let i = 0; i < 4; i++) expect((await record(client, { interviewId: interview.id, bytes: big })).status).toBe(200);
    const rowsBefore = uploadRows(interview.id).length;
    // 96 MB are used: another 24 MB would pass the budget, a small one still fits.
    expect(await record(client, { interviewId: interview.id, bytes: big })).toEqual({ status: 429, json: { detail: TOO_MANY_RECORDINGS } });
    expect(uploadRows(interview.id)).toHaveLength(rowsBefore);
    expect((await record(client, { interviewId: interview.id, bytes: wav() })).status).toBe(200);
    expect(
      getDb()
        .select()
        .from(schema.uploads)
        .where(and(eq(schema.uploads.interviewId, interview.id), eq(schema.uploads.kind, 'audio')))
        .all(),
    ).toHaveLength(5);
  }, 120_000);
});
