import fs from 'node:fs';
import path from 'node:path';

import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { parseAiConfig, resetAiConfig } from '~/ai/config.server';
import { deleteInterview } from '~/features/interviews/interviews.server';
import { voiceAvailability } from '~/features/voice/voice.server';
import { env } from '~/lib/env.server';

import { wavTone } from '../support/audio-fixtures';
import { postChat as chat } from '../support/chat';
import { createPublishedInterview, createResearcher, type InterviewFields, PASSWORD } from '../support/factories';
import { fake, server, useFakeAiServer } from '../support/fake-ai-server';
import { Client } from '../support/test-server';

const aiEnv = () => ({
  OPENAI_BASE_URL: fake.url,
  OPENAI_API_KEY: 'test-key',
  ELEVENLABS_API_KEY: 'eleven-key',
  // The fake answers ElevenLabs' /v1/speech-to-text beside the OpenAI routes.
  ELEVENLABS_BASE_URL: fake.url.replace(/\/v1$/, ''),
  AI_MAX_RETRIES: '0',
  AI_TIMEOUT_MS: '3000',
});
useFakeAiServer(() => aiEnv());

const MB = 1024 * 1024;
const EMPTY = 'No audio data recorded. Please try again.';
const NO_DIALOG = 'Configuration error. Please refresh and try again.';
const NO_TEXT = 'Could not transcribe audio. Please speak clearly and try again.';

const QUESTIONS = [{ id: 'q1', title: 'Habits', description: 'How do you usually buy coffee?' }];

const publishedInterview = (fields: InterviewFields = {}) => createPublishedInterview({ questions: QUESTIONS, kMessages: 1, ...fields });

let ipCounter = 0;
function respondent() {
  ipCounter += 1;
  return new Client(server.url, `203.0.113.${ipCounter}`);
}

async function signedIn(email: string) {
  const client = respondent();
  await client.signIn(email, PASSWORD);
  expect(client.hasSession()).toBe(true);
  return client;
}

/** A dialog started by a first typed message, as the page does. */
async function startedDialog(client: Client, interviewId: string) {
  const first = await chat(client, { interviewId, userMessage: 'Hello, happy to start', clientId: 'first' });
  expect(first.status).toBe(200);
  return first.json.dialogId as string;
}

type SttFields = {
  file?: { bytes: Uint8Array<ArrayBuffer>; name?: string; type?: string };
  dialogId?: string;
  interviewId?: string;
  mimeType?: string;
};

async function speechToText(client: Client, fields: SttFields) {
  const form = new FormData();
  if (fields.file)
    form.append('file', new Blob([fields.file.bytes], { type: fields.file.type ?? 'audio/wav' }), fields.file.name ?? 'recording.wav');
  if (fields.dialogId) form.append('dialogId', fields.dialogId);
  if (fields.interviewId) form.append('interviewId', fields.interviewId);
  form.append('mimeType', fields.mimeType ?? fields.file?.type ?? 'audio/wav');
  const response = await client.request('/api/speech-to-text', { method: 'POST', body: form, headers: { Origin: server.url } });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields of the answer it expects
  return { status: response.status, json: (await response.json()) as Record<string, any> };
}

const audioDir = () => path.join(env().dataDir, 'uploads', 'audio');
const filesInAudioDir = () => (fs.existsSync(audioDir()) ? fs.readdirSync(audioDir()).sort() : []);
const audioRows = (interviewId: string) =>
  getDb()
    .select()
    .from(schema.uploads)
    .where(and(eq(schema.uploads.interviewId, interviewId), eq(schema.uploads.kind, 'audio')))
    .all();
const transcriptionCalls = () => fake.requests.filter((r) => r.path === '/v1/audio/transcriptions' || r.path === '/v1/speech-to-text');
const userMessages = (dialogId: string) =>
  getDb()
    .select()
    .from(schema.messages)
    .where(and(eq(schema.messages.dialogId, dialogId), eq(schema.messages.role, 'user')))
    .orderBy(asc(schema.messages.createdAt))
    .all();

describe('POST /api/speech-to-text', () => {
  test('a WAV recording is transcribed by whisper in the interview language, and kept as an upload of the interview', async () => {
    const { interview } = await publishedInterview({ language: 'Russian' });
    const visitor = respondent();
    const dialogId = await startedDialog(visitor, interview.id);
    let seen: { name: string; type: string; size: number; fields: Record<string, string>; head: string } | undefined;
    fake.onTranscription((file, fields) => {
      seen = { name: file.name, type: file.type, size: file.size, fields, head: file.bytes.subarray(0, 4).toString('ascii') };
      return '  I buy coffee every morning near the office  ';
    });
    const bytes = wavTone();

    const { status, json } = await speechToText(visitor, { file: { bytes, name: 'answer.wav' }, dialogId });

    expect(status).toBe(200);
    expect(json.text).toBe('I buy coffee every morning near the office');
    expect(seen).toMatchObject({ name: 'recording.wav', type: 'audio/wav', size: bytes.byteLength, head: 'RIFF' });
    expect(seen!.fields).toMatchObject({ model: 'whisper-1', language: 'ru' });
    const attachment = json.audio_attachment;
    expect(attachment).toMatchObject({ original_name: 'answer.wav', content_type: 'audio/wav', size: bytes.byteLength });
    expect(attachment.filename).toMatch(/^[0-9a-f-]{36}\.wav$/);
    expect(attachment.file_path).toBe(`/api/audio/${attachment.filename}`);
    const rows = audioRows(interview.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      fileName: attachment.filename,
      originalName: 'answer.wav',
      contentType: 'audio/wav',
      size: bytes.byteLength,
    });
    expect(new Uint8Array(fs.readFileSync(path.join(audioDir(), attachment.filename)))).toEqual(bytes);
    expect(filesInAudioDir().filter((name) => name.startsWith('.incoming-'))).toEqual([]);
  });

  test('before the first message the interview id stands in for the dialog', async () => {
    const { interview } = await publishedInterview();
    const { status, json } = await speechToText(respondent(), { file: { bytes: wavTone() }, interviewId: interview.id });
    expect(status).toBe(200);
    expect(json.text).toBe('transcribed text');
    expect(audioRows(interview.id)).toHaveLength(1);
  });

  test('an interview set to eleven-labs is transcribed by ElevenLabs', async () => {
    const { interview } = await publishedInterview({ audioInputEngine: 'eleven-labs' });
    const visitor = respondent();
    const dialogId = await startedDialog(visitor, interview.id);
    fake.onTranscription((_file, fields) => (fields.model_id ? 'Spoken through ElevenLabs' : 'wrong engine'));

    const { status, json } = await speechToText(visitor, { file: { bytes: wavTone() }, dialogId });

    expect(status).toBe(200);
    expect(json.text).toBe('Spoken through ElevenLabs');
    const calls = transcriptionCalls();
    expect(calls.map((c) => c.path)).toEqual(['/v1/speech-to-text']);
    expect(calls[0]!.headers['xi-api-key']).toBe('eleven-key');
    expect(audioRows(interview.id)).toHaveLength(1);
  });

  test('a recording over 25 MB is refused, whether its size is declared or only counted, and nothing is stored', async () => {
    const { interview } = await publishedInterview();
    const visitor = respondent();
    const dialogId = await startedDialog(visitor, interview.id);
    const before = filesInAudioDir();
    const big = new Uint8Array(25 * MB + 1);
    big.set(wavTone().subarray(0, 44));

    const declared = await speechToText(visitor, { file: { bytes: big }, dialogId });
    expect(declared.status).toBe(413);
    expect(declared.json.detail).toBe('The recording is larger than 25 MB. Please record a shorter answer.');

    // Sent in chunks without Content-Length, so only counting on the server can stop it.
    const boundary = '----voice-test-boundary';
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="dialogId"\r\n\r\n${dialogId}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="long.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
    );
    const chunk = new Uint8Array(256 * 1024);
    let sent = -1;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent < 0) {
          sent = 0;
          return controller.enqueue(head);
        }
        if (sent >= 26 * MB) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await visitor.request('/api/speech-to-text', {
      method: 'POST',
      body,
      headers: { Origin: server.url, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { detail: string }).detail).toContain('25 MB');

    expect(audioRows(interview.id)).toEqual([]);
    expect(filesInAudioDir()).toEqual(before);
    expect(transcriptionCalls()).toEqual([]);
  });

  test('a text file named clip.wav is refused by its content, and nothing is stored or transcribed', async () => {
    const { interview } = await publishedInterview();
    const visitor = respondent();
    const dialogId = await startedDialog(visitor, interview.id);
    const before = filesInAudioDir();
    const text = new TextEncoder().encode('This is a text file pretending to be audio.\n') as Uint8Array<ArrayBuffer>;

    const { status, json } = await speechToText(visitor, { file: { bytes: text, name: 'clip.wav', type: 'audio/wav' }, dialogId });

    expect(status).toBe(415);
    expect(json.detail).toBe('This file is not an audio recording (WAV, WebM, Ogg, MP4/M4A or MP3).');
    expect(audioRows(interview.id)).toEqual([]);
    expect(filesInAudioDir()).toEqual(before);
    expect(transcriptionCalls()).toEqual([]);
  });

  test('an empty recording, a missing dialog id and an empty transcription get the spec messages', async () => {
    const { interview } = await publishedInterview();
    const visitor = respondent();
    const dialogId = await startedDialog(visitor, interview.id);

    const empty = await speechToText(visitor, { file: { bytes: new Uint8Array(0) as Uint8Array<ArrayBuffer> }, dialogId });
    expect(empty).toEqual({ status: 400, json: { detail: EMPTY } });
    const noFile = await speechToText(visitor, { dialogId });
    expect(noFile).toEqual({ status: 400, json: { detail: EMPTY } });

    const noDialog = await speechToText(visitor, { file: { bytes: wavTone() } });
    expect(noDialog).toEqual({ status: 400, json: { detail: NO_DIALOG } });

    fake.onTranscription(() => '   ');
    const silent = await speechToText(visitor, { file: { bytes: wavTone() }, dialogId });
    expect(silent).toEqual({ status: 422, json: { detail: NO_TEXT } });

    expect(audioRows(interview.id)).toEqual([]);
    expect(filesInAudioDir().filter((name) => name.startsWith('.incoming-'))).toEqual([]);
  });

  test("only for a dialog the caller may use: unknown dialogs, drafts and other people's previews are refused", async () => {
    const { interview, owner } = await publishedInterview();
    const unknown = await speechToText(respondent(), { file: { bytes: wavTone() }, dialogId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    const draft = await publishedInterview({ status: 'draft' });
    const refused = await speechToText(respondent(), { file: { bytes: wavTone() }, interviewId: draft.interview.id });
    expect(refused.status).toBe(403);
    // The owner's preview dialog is the owner's alone.
    const ownerClient = await signedIn(owner.email);
    expect((await ownerClient.get(`/interview/setup/${interview.id}/preview`)).status).toBe(200);
    const preview = getDb()
      .select()
      .from(schema.dialogs)
      .where(and(eq(schema.dialogs.interviewId, interview.id), eq(schema.dialogs.isPreview, true)))
      .get()!;
    expect((await speechToText(respondent(), { file: { bytes: wavTone() }, dialogId: preview.id })).status).toBe(404);
    expect((await speechToText(ownerClient, { file: { bytes: wavTone() }, dialogId: preview.id })).status).toBe(200);
    expect(audioRows(draft.interview.id)).toEqual([]);
  });

  test('when speech-to-text is not configured the answer is 503 with a clear detail', async () => {
    const { interview } = await publishedInterview();
    const visitor = respondent();
    const dialogId = await startedDialog(visitor, interview.id);
    resetAiConfig(parseAiConfig({}));

    const { status, json } = await speechToText(visitor, { file: { bytes: wavTone() }, dialogId });

    expect(status).toBe(503);
    expect(json.detail).toBe('Speech-to-text is not available on this server right now. Please type your answer instead.');
    expect(audioRows(interview.id)).toEqual([]);
    expect(filesInAudioDir().filter((name) => name.startsWith('.incoming-'))).toEqual([]);

    // An interview on ElevenLabs needs ElevenLabs, even where whisper is set up.
    resetAiConfig(parseAiConfig({ ...aiEnv(), ELEVENLABS_API_KEY: '' }));
    const eleven = await publishedInterview({ audioInputEngine: 'eleven-labs' });
    expect((await speechToText(respondent(), { file: { bytes: wavTone() }, interviewId: eleven.interview.id })).status).toBe(503);
  });

  test('recordings are limited per address', async () => {
    const visitor = respondent();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await speechToText(visitor, { file: { bytes: wavTone(0.01) } })).status);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('the recording goes with the message', () => {
  test("a chat send with the audio attachment stores it on the respondent's message", async () => {
    const { interview } = await publishedInterview();
    const visitor = respondent();
    const dialogId = await startedDialog(visitor, interview.id);
    const first = await speechToText(visitor, { file: { bytes: wavTone() }, dialogId });
    const second = await speechToText(visitor, { file: { bytes: wavTone(0.1) }, dialogId });

    // The whole object, as returned by speech-to-text…
    const sent = await chat(visitor, {
      dialogId,
      userMessage: first.json.text,
      clientId: 'voice-1',
      audioAttachment: first.json.audio_attachment,
    });
    expect(sent.status).toBe(200);
    expect(sent.json.messageId).toMatch(/^[0-9a-f-]{36}$/);
    // …or just its filename.
    expect(
      (
        await chat(visitor, {
          dialogId,
          userMessage: 'Second answer',
          clientId: 'voice-2',
          audioAttachment: second.json.audio_attachment.filename,
        })
      ).status,
    ).toBe(200);

    const [, withFirst, withSecond] = userMessages(dialogId);
    expect(withFirst!.attachments).toEqual([{ kind: 'audio', ...first.json.audio_attachment }]);
    expect(withSecond!.attachments).toEqual([{ kind: 'audio', ...second.json.audio_attachment }]);
  });

  test('a recording of another interview, or a made-up name, is refused and nothing is stored', async () => {
    const { interview } = await publishedInterview();
    const other = await publishedInterview();
    const visitor = respondent();
    const dialogId = await startedDialog(visitor, interview.id);
    const foreign = await speechToText(respondent(), { file: { bytes: wavTone() }, interviewId: other.interview.id });
    expect(foreign.status).toBe(200);

    const refused = await chat(visitor, {
      dialogId,
      userMessage: 'Not mine',
      clientId: 'steal',
      audioAttachment: foreign.json.audio_attachment,
    });
    expect(refused.status).toBe(400);
    expect(refused.json.detail).toBe('The audio recording was not found. Please record your answer again.');
    const madeUp = await chat(visitor, { dialogId, userMessage: 'Made up', clientId: 'fake', audioAttachment: '../../app.db' });
    expect(madeUp.status).toBe(400);
    expect(userMessages(dialogId).map((m) => m.content)).toEqual(['Hello, happy to start']);
  });
});

describe('GET /api/audio/{filename}', () => {
  test('the owner gets the file with its type and ranges; a respondent and another researcher get 404', async () => {
    const { interview, owner } = await publishedInterview();
    const visitor = respondent();
    const dialogId = await startedDialog(visitor, interview.id);
    const bytes = wavTone();
    const { json } = await speechToText(visitor, { file: { bytes }, dialogId });
    const url = json.audio_attachment.file_path as string;
    await chat(visitor, { dialogId, userMessage: json.text, clientId: 'with-audio', audioAttachment: json.audio_attachment });

    const ownerClient = await signedIn(owner.email);
    const whole = await ownerClient.get(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    expect(whole.headers.get('cache-control')).toBe('private');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(bytes);

    const part = await ownerClient.get(url, { headers: { Range: 'bytes=0-3' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-3/${bytes.byteLength}`);
    expect(part.headers.get('content-length')).toBe('4');
    expect(await part.text()).toBe('RIFF');
    const tail = await ownerClient.get(url, { headers: { Range: 'bytes=8-' } });
    expect(tail.status).toBe(206);
    expect((await tail.text()).slice(0, 4)).toBe('WAVE');
    const beyond = await ownerClient.get(url, { headers: { Range: `bytes=${bytes.byteLength}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${bytes.byteLength}`);

    expect((await visitor.get(url)).status).toBe(404);
    const stranger = await createResearcher('stranger');
    expect((await (await signedIn(stranger.email)).get(url)).status).toBe(404);
    expect((await ownerClient.get('/api/audio/..%2Fapp.db')).status).toBe(404);

    // The owner's transcript plays it; the respondent's page never names it.
    const shortLink = getDb().select().from(schema.dialogs).where(eq(schema.dialogs.id, dialogId)).get()!.shortLink;
    const ownerPage = await (await ownerClient.get(`/dialogs/${shortLink}`)).text();
    expect(ownerPage).toContain(`<audio controls="" preload="metadata" src="${url}"`);
    expect(ownerPage).toContain(`href="${url}"`);
    const respondentPage = await (await visitor.get(`/dialogs/${shortLink}`)).text();
    expect(respondentPage).not.toContain(json.audio_attachment.filename);
    const history = await visitor.request('/api/interview/messages', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify({ dialogId }),
    });
    expect(await history.text()).not.toContain(json.audio_attachment.filename);
  });

  test('deleting the interview removes its recordings from disk', async () => {
    const { interview, owner } = await publishedInterview();
    const { json } = await speechToText(respondent(), { file: { bytes: wavTone() }, interviewId: interview.id });
    expect(filesInAudioDir()).toContain(json.audio_attachment.filename);
    await deleteInterview(owner.id, interview.id);
    expect(filesInAudioDir()).not.toContain(json.audio_attachment.filename);
  });
});

test('deleting a response removes the recordings of its messages, and only those', async () => {
  const { interview, owner } = await publishedInterview();
  const visitor = respondent();
  const dialogId = await startedDialog(visitor, interview.id);
  const kept = await speechToText(respondent(), { file: { bytes: wavTone(0.05) }, interviewId: interview.id });
  const recorded = await speechToText(visitor, { file: { bytes: wavTone() }, dialogId });
  await chat(visitor, {
    dialogId,
    userMessage: recorded.json.text,
    clientId: 'voice-del',
    audioAttachment: recorded.json.audio_attachment,
  });
  expect(filesInAudioDir()).toContain(recorded.json.audio_attachment.filename);
  const { deleteParticipant } = await import('~/features/participants/participants.server');
  await deleteParticipant(owner.id, interview.id, dialogId);
  expect(filesInAudioDir()).not.toContain(recorded.json.audio_attachment.filename);
  expect(filesInAudioDir()).toContain(kept.json.audio_attachment.filename);
});

test('deleting an individual link removes the recordings of its messages, so the owner can no longer play them', async () => {
  const { interview, owner } = await publishedInterview();
  const { createIndividualLink, deleteIndividualLink } = await import('~/features/individual-links/individual-links.server');
  const link = createIndividualLink(owner.id, interview.id, 'A barista in Bristol');
  const holder = respondent();
  const recorded = await speechToText(holder, { file: { bytes: wavTone() }, dialogId: link.id });
  await chat(holder, {
    dialogId: link.id,
    userMessage: recorded.json.text,
    clientId: 'link-voice',
    audioAttachment: recorded.json.audio_attachment,
  });
  const ownerClient = await signedIn(owner.email);
  expect((await ownerClient.get(recorded.json.audio_attachment.file_path)).status).toBe(200);

  await deleteIndividualLink(owner.id, interview.id, link.id);
  expect(filesInAudioDir()).not.toContain(recorded.json.audio_attachment.filename);
  expect(audioRows(interview.id)).toHaveLength(0);
  expect((await ownerClient.get(recorded.json.audio_attachment.file_path)).status).toBe(404);
});

describe('GET /api/interview/speech', () => {
  test('speaks an interviewer message of a dialog the caller may use', async () => {
    const { interview } = await publishedInterview({ method: 'audio' });
    const visitor = respondent();
    const reply = await chat(visitor, { interviewId: interview.id, userMessage: 'Ready', clientId: 'tts' });
    const messageId = reply.json.messageId as string;

    const response = await visitor.get(`/api/interview/speech?messageId=${messageId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    const body = Buffer.from(await response.arrayBuffer()).toString('utf8');
    // The fake answers "ID3" followed by the text it was asked to speak.
    expect(body).toBe(`ID3${reply.json.response}`);
    const call = fake.requests.find((r) => r.path === '/v1/audio/speech')!;
    expect(call.body).toMatchObject({ model: 'tts-1', voice: 'alloy', input: reply.json.response });

    const userMessageId = userMessages(reply.json.dialogId as string)[0]!.id;
    expect((await visitor.get(`/api/interview/speech?messageId=${userMessageId}`)).status).toBe(404);
    expect((await visitor.get('/api/interview/speech?messageId=00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await visitor.get('/api/interview/speech')).status).toBe(404);

    resetAiConfig(parseAiConfig({}));
    const off = await visitor.get(`/api/interview/speech?messageId=${messageId}`);
    expect(off.status).toBe(503);
  });

  test('respondent pages are told what speech the server offers for the interview', async () => {
    const { interview } = await publishedInterview({ method: 'audio', language: 'German', audioInputEngine: 'eleven-labs' });
    const row = getDb().select().from(schema.interviews).where(eq(schema.interviews.id, interview.id)).get()!;
    expect(voiceAvailability(row)).toEqual({
      speechToText: true,
      textToSpeech: true,
      browserDictation: false,
      audioInterview: true,
      lang: 'de',
    });
    expect(voiceAvailability({ ...row, allowBrowserDictation: true })).toMatchObject({ browserDictation: true });
    resetAiConfig(parseAiConfig({ ...aiEnv(), ELEVENLABS_API_KEY: '' }));
    expect(voiceAvailability(row)).toMatchObject({ speechToText: false, textToSpeech: true });
    resetAiConfig(parseAiConfig({}));
    expect(voiceAvailability({ ...row, audioInputEngine: 'whisper', method: 'chat' })).toEqual({
      speechToText: false,
      textToSpeech: false,
      browserDictation: false,
      audioInterview: false,
      lang: 'de',
    });
  });
});
