import fs from 'node:fs';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { createManualInterview } from '~/features/interviews/interviews.server';
import { deleteInterviewFiles } from '~/features/storage/storage.server';
import { env } from '~/lib/env.server';

import { createResearcher, PASSWORD } from '../support/factories';
import { Client, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const TOO_LARGE = 'The image is larger than 10 MB. Choose a smaller file.';
const NOT_IMAGE = 'This file is not a PNG, JPG, GIF or WebP image.';
const MISSING = 'Choose an image to upload.';
const MB = 1024 * 1024;

// A real 1×1 PNG.
const PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
);
const GIF = Uint8Array.from(Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'));

const uploadsDir = () => path.join(env().dataDir, 'uploads');
const filesOnDisk = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).sort() : []);
const interviewRow = (id: string) => getDb().select().from(schema.interviews).where(eq(schema.interviews.id, id)).get()!;
const uploadRows = (interviewId: string) => getDb().select().from(schema.uploads).where(eq(schema.uploads.interviewId, interviewId)).all();
const storedName = (previewImage: string | null) => previewImage!.replace('/uploads/', '');

async function researcherWithInterview() {
  const user = await createResearcher();
  const client = new Client(server.url);
  await client.signIn(user.email, PASSWORD);
  const interview = createManualInterview(user.id);
  return { user, client, interview };
}

function imageForm(bytes: Uint8Array<ArrayBuffer>, fileName = 'photo.png', type = 'image/png') {
  const form = new FormData();
  form.append('image', new Blob([bytes], { type }), fileName);
  return form;
}

function upload(client: Client, interviewId: string, body: BodyInit, headers: Record<string, string> = {}) {
  return client.request(`/interview/setup/${interviewId}/background`, {
    method: 'POST',
    body,
    headers: { Origin: server.url, ...headers },
    // Needed by fetch for a streamed body; harmless otherwise.
    duplex: 'half',
  } as RequestInit);
}

function remove(client: Client, interviewId: string) {
  return client.post(`/interview/setup/${interviewId}/background`, { intent: 'remove' });
}

/** A multipart body sent in chunks without Content-Length, so only counting on the server can stop it. */
function streamedMultipart(fileBytes: number) {
  const boundary = '----qualia-test-boundary';
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
  const chunk = new Uint8Array(256 * 1024);
  chunk.set(PNG.subarray(0, 8));
  let sent = 0;
  let sentHead = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!sentHead) {
        sentHead = true;
        return controller.enqueue(head);
      }
      if (sent >= fileBytes) {
        controller.enqueue(tail);
        return controller.close();
      }
      const size = Math.min(chunk.byteLength, fileBytes - sent);
      controller.enqueue(chunk.slice(0, size));
      sent += size;
    },
  });
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('uploading a background image', () => {
  test('a real PNG is stored, becomes the preview image and is served back byte for byte', async () => {
    const { client, interview } = await researcherWithInterview();

    const response = await upload(client, interview.id, imageForm(PNG, 'team photo.png'));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/interview/setup/${interview.id}#background`);

    const { previewImage } = interviewRow(interview.id);
    expect(previewImage).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const name = storedName(previewImage);
    expect(fs.readFileSync(path.join(uploadsDir(), name))).toEqual(Buffer.from(PNG));
    expect(uploadRows(interview.id)).toEqual([
      expect.objectContaining({
        fileName: name,
        kind: 'image',
        contentType: 'image/png',
        size: PNG.byteLength,
        originalName: 'team photo.png',
      }),
    ]);

    const served = await new Client(server.url).get(previewImage!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

    const head = await new Client(server.url).request(previewImage!, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(PNG.byteLength));
  });

  test('the type comes from the bytes, not from the name the browser sent', async () => {
    const { client, interview } = await researcherWithInterview();
    await upload(client, interview.id, imageForm(GIF, 'picture.png', 'image/png'));
    const { previewImage } = interviewRow(interview.id);
    expect(previewImage).toMatch(/\.gif$/);
    expect((await client.get(previewImage!)).headers.get('content-type')).toBe('image/gif');
  });

  test('an image over 10 MB is refused with the message, and nothing is kept', async () => {
    const { client, interview } = await researcherWithInterview();
    const before = filesOnDisk();
    const big = new Uint8Array(10.5 * MB);
    big.set(PNG);

    const response = await upload(client, interview.id, imageForm(big));
    expect(response.status).toBe(413);
    expect(await response.text()).toContain(TOO_LARGE);
    expect(filesOnDisk()).toEqual(before);
    expect(uploadRows(interview.id)).toEqual([]);
    expect(interviewRow(interview.id).previewImage).toBeNull();
    // The connection is still usable afterwards.
    expect((await client.get('/dashboard')).status).toBe(200);
  });

  test('a body streamed without a length is cut off once it passes 10 MB, and nothing is kept', async () => {
    const { client, interview } = await researcherWithInterview();
    const before = filesOnDisk();
    const { body, contentType } = streamedMultipart(10.5 * MB);

    const response = await upload(client, interview.id, body, { 'Content-Type': contentType });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain(TOO_LARGE);
    expect(filesOnDisk()).toEqual(before);
    expect(uploadRows(interview.id)).toEqual([]);
    expect(interviewRow(interview.id).previewImage).toBeNull();
  });

  test('an image of exactly 10 MB is accepted', async () => {
    const { client, interview } = await researcherWithInterview();
    const { body, contentType } = streamedMultipart(10 * MB);
    const response = await upload(client, interview.id, body, { 'Content-Type': contentType });
    expect(response.status).toBe(302);
    expect(uploadRows(interview.id)).toEqual([expect.objectContaining({ size: 10 * MB })]);
    expect(fs.statSync(path.join(uploadsDir(), storedName(interviewRow(interview.id).previewImage))).size).toBe(10 * MB);
  });

  test('a text file named photo.png is refused as not an image', async () => {
    const { client, interview } = await researcherWithInterview();
    const before = filesOnDisk();
    const response = await upload(client, interview.id, imageForm(new TextEncoder().encode('Dear diary, this is not a picture.\n')));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(NOT_IMAGE);
    expect(filesOnDisk()).toEqual(before);
    expect(uploadRows(interview.id)).toEqual([]);
    expect(interviewRow(interview.id).previewImage).toBeNull();
  });

  test('posting the form with no file chosen asks for an image', async () => {
    const { client, interview } = await researcherWithInterview();
    // What a browser sends when the file input is empty.
    const response = await upload(client, interview.id, imageForm(new Uint8Array(), '', 'application/octet-stream'));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(MISSING);
  });

  test('without JavaScript a refusal goes back to the setup page, which shows the message', async () => {
    const { client, interview } = await researcherWithInterview();
    const response = await upload(client, interview.id, imageForm(new TextEncoder().encode('plain text')), {
      'Sec-Fetch-Dest': 'document',
      Accept: 'text/html',
    });
    expect(response.status).toBe(302);
    const location = response.headers.get('location')!;
    expect(location).toBe(`/interview/setup/${interview.id}?background-error=not-image#background`);
    const page = await client.get(location);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(NOT_IMAGE);
  });

  test('replacing the image deletes the old file and row', async () => {
    const { client, interview } = await researcherWithInterview();
    await upload(client, interview.id, imageForm(PNG));
    const first = storedName(interviewRow(interview.id).previewImage);

    expect((await upload(client, interview.id, imageForm(GIF, 'second.gif', 'image/gif'))).status).toBe(302);
    const second = storedName(interviewRow(interview.id).previewImage);
    expect(second).not.toBe(first);
    expect(fs.existsSync(path.join(uploadsDir(), first))).toBe(false);
    expect(fs.existsSync(path.join(uploadsDir(), second))).toBe(true);
    expect(uploadRows(interview.id).map((row) => row.fileName)).toEqual([second]);
    expect((await client.get(`/uploads/${first}`)).status).toBe(404);
  });

  test('remove clears the preview image, the file and the row', async () => {
    const { client, interview } = await researcherWithInterview();
    await upload(client, interview.id, imageForm(PNG));
    const name = storedName(interviewRow(interview.id).previewImage);

    const response = await remove(client, interview.id);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/interview/setup/${interview.id}#background`);
    expect(interviewRow(interview.id).previewImage).toBeNull();
    expect(uploadRows(interview.id)).toEqual([]);
    expect(fs.existsSync(path.join(uploadsDir(), name))).toBe(false);
  });

  test('a copy of an interview keeps showing the image when the original replaces it', async () => {
    const { client, interview, user } = await researcherWithInterview();
    await upload(client, interview.id, imageForm(PNG));
    const shared = interviewRow(interview.id).previewImage;
    await client.post('/dashboard', { intent: 'copy', id: interview.id });
    const copy = getDb()
      .select()
      .from(schema.interviews)
      .where(eq(schema.interviews.userId, user.id))
      .all()
      .find((row) => row.id !== interview.id)!;
    expect(copy.previewImage).toBe(shared);

    await upload(client, interview.id, imageForm(GIF, 'new.gif', 'image/gif'));
    const served = await client.get(shared!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  test('deleting an interview removes its rows by cascade and its files from disk', async () => {
    const { client, interview } = await researcherWithInterview();
    await upload(client, interview.id, imageForm(PNG));
    const name = storedName(interviewRow(interview.id).previewImage);
    await deleteInterviewFiles(interview.id);
    getDb().delete(schema.interviews).where(eq(schema.interviews.id, interview.id)).run();
    expect(fs.existsSync(path.join(uploadsDir(), name))).toBe(false);
    expect(getDb().select().from(schema.uploads).where(eq(schema.uploads.fileName, name)).all()).toEqual([]);
  });

  test('cleaning up after the interview is already gone still removes files nothing refers to', async () => {
    const { client, interview } = await researcherWithInterview();
    await upload(client, interview.id, imageForm(PNG));
    const name = storedName(interviewRow(interview.id).previewImage);
    getDb().delete(schema.interviews).where(eq(schema.interviews.id, interview.id)).run();
    // Files younger than a few minutes may belong to an upload in progress, so this one is made old.
    const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
    fs.utimesSync(path.join(uploadsDir(), name), anHourAgo, anHourAgo);

    await deleteInterviewFiles(interview.id);
    expect(fs.existsSync(path.join(uploadsDir(), name))).toBe(false);
  });

  test('uploads are limited to 30 in ten minutes per researcher', async () => {
    const { client, interview } = await researcherWithInterview();
    for (let i = 0; i < 30; i++) expect((await upload(client, interview.id, imageForm(PNG))).status).toBe(302);
    const previewImage = interviewRow(interview.id).previewImage;

    const response = await upload(client, interview.id, imageForm(PNG));
    expect(response.status).toBe(429);
    expect(await response.text()).toContain('Too many uploads. Try again in a few minutes.');
    expect(interviewRow(interview.id).previewImage).toBe(previewImage);
    expect(uploadRows(interview.id)).toHaveLength(1);
  });

  test('signed out, an upload is sent to sign-in and nothing is stored', async () => {
    const { interview } = await researcherWithInterview();
    const response = await upload(new Client(server.url), interview.id, imageForm(PNG));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/^\/auth\?redirectTo=/);
    expect(uploadRows(interview.id)).toEqual([]);
  });

  test('a GET of the upload address goes back to the setup page', async () => {
    const { client, interview } = await researcherWithInterview();
    const response = await client.get(`/interview/setup/${interview.id}/background`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/interview/setup/${interview.id}`);
  });
});

describe('another researcher', () => {
  test('gets 404 on the upload and remove routes of someone else’s interview, and nothing changes', async () => {
    const { client: owner, interview } = await researcherWithInterview();
    await upload(owner, interview.id, imageForm(PNG));
    const before = { row: interviewRow(interview.id), uploads: uploadRows(interview.id), files: filesOnDisk() };

    const intruder = new Client(server.url);
    const other = await createResearcher('intruder');
    await intruder.signIn(other.email, PASSWORD);
    expect((await upload(intruder, interview.id, imageForm(GIF, 'mine.gif', 'image/gif'))).status).toBe(404);
    expect((await remove(intruder, interview.id)).status).toBe(404);

    expect(interviewRow(interview.id)).toEqual(before.row);
    expect(uploadRows(interview.id)).toEqual(before.uploads);
    expect(filesOnDisk()).toEqual(before.files);
  });
});

describe('serving uploads', () => {
  test('unknown names and names that try to leave the folder answer 404', async () => {
    const client = new Client(server.url);
    for (const name of [
      '..%2F..%2Fetc%2Fpasswd',
      '..%2F..%2F..%2F..%2Fetc%2Fpasswd',
      '%2E%2E%2Fapp.db',
      '..%5C..%5Capp.db',
      'app.db',
      '.session-secret',
      '00000000-0000-0000-0000-000000000000.png',
      '00000000-0000-0000-0000-000000000000.svg',
    ]) {
      const response = await client.get(`/uploads/${name}`);
      expect(response.status, name).toBe(404);
      expect(response.headers.get('content-type'), name).not.toMatch(/^image\//);
    }
  });

  test('a temporary file of an upload in progress is never served', async () => {
    fs.mkdirSync(uploadsDir(), { recursive: true });
    fs.writeFileSync(path.join(uploadsDir(), '.incoming-test'), 'partial');
    expect((await new Client(server.url).get('/uploads/.incoming-test')).status).toBe(404);
    fs.rmSync(path.join(uploadsDir(), '.incoming-test'));
  });
});
