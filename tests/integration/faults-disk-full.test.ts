import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import type { Db } from '@db/connection';
import { getDb, schema } from '@db/index';
import { UPLOAD_MESSAGES } from '~/features/background-image/image-types';
import { CHROME } from '~/features/dialogs/chrome';
import { VOICE_MESSAGES } from '~/features/voice/audio-types';
import { env } from '~/lib/env.server';

import { wav } from '../support/audio-fixtures';
import { type BuiltServer, startBuiltServer } from '../support/built-server';
import { openDataDir, seedPublishedInterview } from '../support/data-dir-seeds';
import { createPublishedInterview, signedInResearcher } from '../support/factories';
import { fake, server, useFakeAiServer } from '../support/fake-ai-server';
import { Client } from '../support/test-server';

/*
 * The disk fills up: during a background image upload, during a recording sent for speech-to-text (the uploads
 * folder on a small tmpfs), and under the database itself (the data folder of a server process on a tmpfs) during a
 * respondent's send. Each time: a clear error to the user, and no partial row or file; with room again, the same
 * request succeeds.
 *
 * Mounting needs root (the test machines run as root). If it is refused the tests fail and say so: a disk-full test
 * that did not fill a disk must not pass.
 */

useFakeAiServer({ AI_TIMEOUT_MS: '3000' });

const mounted: string[] = [];

function mountTmpfs(dir: string, size: string) {
  fs.mkdirSync(dir, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0700`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(
      `Could not mount a tmpfs at ${dir} (${stderr || String(error)}). The disk-full tests fill a small tmpfs and need root to mount it.`,
      { cause: error },
    );
  }
  mounted.push(dir);
}

/** Fills the filesystem of `dir` until only about `leaveBytes` are free (tmpfs counts whole 4 KB pages). */
function fill(dir: string, leaveBytes = 0): string {
  const filler = path.join(dir, 'filler');
  const fd = fs.openSync(filler, 'w');
  const chunk = Buffer.alloc(64 * 1024, 1);
  let written = 0;
  try {
    for (;;) written += fs.writeSync(fd, chunk);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOSPC') throw error;
  }
  // A write that partly fit returns short rather than throwing; one more byte proves the disk is full.
  for (const size of [4096, 1]) {
    try {
      for (;;) written += fs.writeSync(fd, Buffer.alloc(size, 1));
    } catch (error) {
      if ((error as { code?: string }).code !== 'ENOSPC') throw error;
    }
  }
  if (leaveBytes > 0) fs.ftruncateSync(fd, Math.max(0, written - leaveBytes));
  fs.closeSync(fd);
  return filler;
}

/** Regular files under `dir`, by relative path, the filler left out. */
const filesUnder = (dir: string) =>
  (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => f !== 'filler' && fs.statSync(path.join(dir, f)).isFile()).sort();

afterAll(() => {
  for (const dir of mounted.splice(0).reverse()) execFileSync('umount', ['-l', dir]);
});

const uploadsDir = () => path.join(env().dataDir, 'uploads');
const uploadRows = (interviewId: string) => getDb().select().from(schema.uploads).where(eq(schema.uploads.interviewId, interviewId)).all();

function png(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
}

describe('the uploads folder is full', () => {
  beforeAll(() => {
    // The folder the storage module writes images to (and recordings, under audio/), on its own 1 MB disk.
    mountTmpfs(uploadsDir(), '1m');
    fs.mkdirSync(path.join(uploadsDir(), 'audio'));
  });

  test('a background image that does not fit: a clear message, no row, no file; with room again it is stored', async () => {
    const { user, client } = await signedInResearcher(server);
    const { interview } = await createPublishedInterview({}, user);
    // 64 KB free, a 300 KB image: the first part is written before the disk refuses the rest.
    const filler = fill(uploadsDir(), 64 * 1024);
    const upload = () => {
      const form = new FormData();
      form.append('image', new Blob([png(300 * 1024)], { type: 'image/png' }), 'background.png');
      return client.request(`/interview/setup/${interview.id}/background`, { method: 'POST', headers: { Origin: server.url }, body: form });
    };

    const refused = await upload();
    expect(refused.status).toBe(507);
    expect(await refused.json()).toEqual({ error: UPLOAD_MESSAGES['no-space'] });
    expect(uploadRows(interview.id)).toEqual([]);
    expect(getDb().select().from(schema.interviews).where(eq(schema.interviews.id, interview.id)).get()!.previewImage).toBeNull();
    expect(filesUnder(uploadsDir())).toEqual([]);

    // Without JavaScript the browser is sent back to the setup page, which says why.
    const form = new FormData();
    form.append('image', new Blob([png(300 * 1024)], { type: 'image/png' }), 'background.png');
    const plain = await client.request(`/interview/setup/${interview.id}/background`, {
      method: 'POST',
      headers: { Origin: server.url, 'Sec-Fetch-Dest': 'document' },
      body: form,
    });
    expect(plain.status).toBe(302);
    const page = await client.get(plain.headers.get('location')!);
    expect(await page.text()).toContain(UPLOAD_MESSAGES['no-space'].replace(/'/g, '&#x27;'));
    expect(filesUnder(uploadsDir())).toEqual([]);

    fs.rmSync(filler);
    const stored = await upload();
    expect(stored.status).toBe(302);
    expect(uploadRows(interview.id)).toHaveLength(1);
    expect(filesUnder(uploadsDir())).toEqual([uploadRows(interview.id)[0]!.fileName]);
  });

  test('a recording that does not fit: a clear message, nothing transcribed, no row, no file; with room again it is kept', async () => {
    const { interview } = await createPublishedInterview({
      questions: [{ id: 'q1', title: 'Habits', description: 'How do you buy coffee?' }],
    });
    const before = filesUnder(uploadsDir());
    const filler = fill(uploadsDir(), 16 * 1024);
    const visitor = new Client(server.url, '198.51.100.77');
    const record = () => {
      const form = new FormData();
      form.append('file', new Blob([wav(200 * 1024)], { type: 'audio/wav' }), 'answer.wav');
      form.append('interviewId', interview.id);
      form.append('mimeType', 'audio/wav');
      return visitor.request('/api/speech-to-text', { method: 'POST', headers: { Origin: server.url }, body: form });
    };

    const refused = await record();
    expect(refused.status).toBe(507);
    expect(await refused.json()).toEqual({ detail: VOICE_MESSAGES.noSpace });
    expect(fake.requests.filter((r) => r.path === '/v1/audio/transcriptions')).toHaveLength(0);
    expect(uploadRows(interview.id)).toEqual([]);
    expect(filesUnder(uploadsDir())).toEqual(before);

    fs.rmSync(filler);
    const kept = await record();
    expect(kept.status).toBe(200);
    expect(uploadRows(interview.id)).toHaveLength(1);
    expect(filesUnder(uploadsDir()).some((f) => f.startsWith(`audio${path.sep}`))).toBe(true);
  });
});

describe('the database’s disk is full', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qualia-full-'));
  let child: BuiltServer | undefined;
  let db: Db | undefined;

  beforeAll(async () => {
    mountTmpfs(dataDir, '16m');
    child = await startBuiltServer({ DATA_DIR: dataDir });
    db = openDataDir(dataDir);
  });
  afterAll(async () => {
    db?.$client.close();
    if (child && child.process.exitCode === null) {
      child.killTree();
      await child.exited;
    }
  });

  const messagesOf = (dialogId: string) =>
    db!
      .select()
      .from(schema.messages)
      .where(eq(schema.messages.dialogId, dialogId))
      .orderBy(asc(schema.messages.createdAt), asc(sql`rowid`))
      .all();

  async function chat(client: Client, body: Record<string, unknown>) {
    const response = await client.request('/api/interview/chat', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: client.baseUrl },
      body: JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  }

  /** Every write from here on must grow a file: the log is emptied into the database, then the disk filled. */
  function fillUnderDatabase() {
    db!.$client.pragma('wal_checkpoint(TRUNCATE)');
    return fill(dataDir);
  }

  test('a respondent’s send: a clear message, the message not half stored; with room again the same send is answered once', async () => {
    const interview = seedPublishedInterview(db!, { interviewerLlm: 'builtin', language: 'German' });
    const visitor = new Client(child!.url);
    const first = await chat(visitor, {
      interviewId: interview.id,
      userMessage: 'Ich kaufe meinen Kaffee jeden Morgen am Bahnhof',
      clientId: 'full-1',
    });
    expect(first.status).toBe(200);
    const dialogId = first.json.dialogId as string;
    expect(messagesOf(dialogId)).toHaveLength(3);

    const filler = fillUnderDatabase();
    const answer = 'Weil der Kiosk schnell ist und die Leute dort freundlich sind';
    const refused = await chat(visitor, { dialogId, userMessage: answer, clientId: 'full-2' });
    expect(refused.status).toBe(507);
    expect(refused.json).toEqual({ detail: CHROME.German.notSaved, saved: false });
    // The plain form (no JavaScript) says the same on the page, with the text back in the input.
    const form = await visitor.request(`/interviews/${interview.id}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: child!.url },
      body: new URLSearchParams({ content: answer, clientId: 'full-3' }),
    });
    expect(form.status).toBe(507);
    const html = await form.text();
    expect(html).toContain(CHROME.German.notSaved);
    expect(html).toContain(answer);

    fs.rmSync(filler);
    // Nothing of either refused send is in the database: no message, no half of one.
    expect(messagesOf(dialogId).map((m) => m.clientId)).toEqual(['greeting', 'full-1', null]);
    const again = await chat(visitor, { dialogId, userMessage: answer, clientId: 'full-2' });
    expect(again.status).toBe(200);
    expect(messagesOf(dialogId).filter((m) => m.clientId === 'full-2')).toHaveLength(1);
    expect(messagesOf(dialogId)).toHaveLength(5);
  });

  test('a respondent’s first message, when the dialog cannot even be started: a clear message and no dialog', async () => {
    const interview = seedPublishedInterview(db!, { interviewerLlm: 'builtin' });
    const filler = fillUnderDatabase();
    const refused = await chat(new Client(child!.url), {
      interviewId: interview.id,
      userMessage: 'I buy coffee at the station',
      clientId: 'new-1',
    });
    fs.rmSync(filler);
    expect(refused.status).toBe(507);
    expect(refused.json).toEqual({ detail: CHROME.English.notSaved, saved: false });
    expect(db!.select().from(schema.dialogs).where(eq(schema.dialogs.interviewId, interview.id)).all()).toEqual([]);
  });
});
