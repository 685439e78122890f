import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import type { Page } from '@playwright/test';
import { asc, eq, sql } from 'drizzle-orm';

import { CHROME } from '../../app/features/dialogs/chrome';
import { DEFAULT_INITIAL_MESSAGES } from '../../app/features/interviews/defaults';
import { VOICE_MESSAGES } from '../../app/features/voice/audio-types';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';
import { expect, signIn, test } from './fixtures';

// The fake provider's ElevenLabs endpoint hears this in every recording (tests/support/fake-openai-cli.ts).
const SPOKEN = 'I buy my coffee at the station';
const GREETING = 'Hi! Thanks for joining this short chat about your coffee habits. Say hello when you are ready.';
const QUESTIONS = ['How do you usually make your coffee in the morning?', 'Where do you most enjoy drinking your coffee?'];
const EN = CHROME.English;
/** Found only in the script that records (the minifier keeps the browser's own names). */
const RECORDER = 'new MediaRecorder(';

// Chromium's fake capture device plays a tone into getUserMedia. Launch options cannot differ between groups of one
// file, so the fake UI flag (which would accept every prompt) is left out: the permission is granted per context.
test.use({ launchOptions: { executablePath: chromiumPath, args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream'] } });

/** A published interview of `ownerId` run by the built-in interviewer; speech goes to ElevenLabs (the fake). */
async function insertInterview(ownerId: string, method: 'chat' | 'audio' = 'chat') {
  const { getDb, schema } = await import('../../db/index');
  const id = randomUUID();
  getDb()
    .insert(schema.interviews)
    .values({
      id,
      userId: ownerId,
      teamId: sql`(select team_id from users where users.id = ${ownerId})`,
      title: 'Coffee habits',
      status: 'published',
      method,
      language: 'English',
      interviewerLlm: 'builtin',
      audioInputEngine: 'eleven-labs',
      initialMessage: GREETING,
      kMessages: 1,
      questions: QUESTIONS.map((description, i) => ({ id: randomUUID(), title: `Question ${i + 1}`, description })),
    })
    .run();
  return id;
}

async function dialogsOf(interviewId: string) {
  const { getDb, schema } = await import('../../db/index');
  return getDb().select().from(schema.dialogs).where(eq(schema.dialogs.interviewId, interviewId)).all();
}

async function messagesOf(dialogId: string) {
  const { getDb, schema } = await import('../../db/index');
  return getDb()
    .select()
    .from(schema.messages)
    .where(eq(schema.messages.dialogId, dialogId))
    .orderBy(asc(schema.messages.createdAt), asc(sql`rowid`))
    .all();
}

async function audioUploadsOf(interviewId: string) {
  const { getDb, schema } = await import('../../db/index');
  return getDb().select().from(schema.uploads).where(eq(schema.uploads.interviewId, interviewId)).all();
}

const escape = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const bubbles = (page: Page) => page.getByRole('list', { name: 'Conversation' }).locator(':scope > li > p');
const chatInput = (page: Page) => page.getByRole('textbox', { name: EN.placeholder });
const sendButton = (page: Page) => page.getByRole('button', { name: EN.send, exact: true });
/** The microphone, whatever it is doing: its label changes with its state. */
const micButton = (page: Page) => page.locator('button[data-state]');

/** Records the microphone button's states as the page shows them, so a short-lived one is not missed. */
async function watchMicStates(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { micStates: string[] }).micStates = seen;
    const note = () => {
      const button = document.querySelector('button[data-state]');
      const state = button ? `${button.getAttribute('data-state')}:${button.getAttribute('aria-label')}` : 'none';
      if (seen.at(-1) !== state) seen.push(state);
    };
    note();
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-state', 'aria-label'],
    });
  });
}
const micStates = (page: Page) => page.evaluate(() => (window as unknown as { micStates: string[] }).micStates);

/** Tap to record, speak for a moment, tap to stop; resolves with the speech-to-text answer. */
async function recordAnswer(page: Page) {
  await watchMicStates(page);
  await page.getByRole('button', { name: EN.record }).click();
  const stop = page.getByRole('button', { name: EN.stopRecording });
  await expect(stop).toHaveAttribute('data-state', 'recording');
  await page.waitForTimeout(1500);
  const transcribed = page.waitForResponse((r) => r.url().endsWith('/api/speech-to-text') && r.request().method() === 'POST');
  await stop.click();
  const response = await transcribed;
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    text: string;
    audio_attachment: { filename: string; original_name: string; content_type: string; kind: string };
  };
}

test.describe('with a microphone', () => {
  // Granted up front, so getUserMedia opens the fake device without a prompt.
  test.use({ permissions: ['microphone'] });

  test('a respondent dictates an answer, sends it with the recording, and only the owner can play it', async ({
    page,
    researcher,
    browser,
  }) => {
    const id = await insertInterview(researcher.id);
    await page.goto(`/interviews/${id}`);
    await expect(bubbles(page)).toHaveText([GREETING]);
    await expect(sendButton(page)).toBeDisabled();
    await expect(micButton(page)).toHaveAttribute('aria-label', EN.record);
    await expect(micButton(page)).toHaveAttribute('data-state', 'idle');

    const answer = await recordAnswer(page);
    await expect(chatInput(page)).toHaveValue(SPOKEN);
    await expect(page.getByRole('button', { name: EN.record })).toHaveAttribute('data-state', 'idle');
    // Tap → recording → transcribing → ready again, as the button said it.
    expect(await micStates(page)).toEqual([
      `idle:${EN.record}`,
      `recording:${EN.stopRecording}`,
      `processing:${EN.transcribing}`,
      `idle:${EN.record}`,
    ]);
    expect(answer).toMatchObject({
      text: SPOKEN,
      audio_attachment: { kind: 'audio', content_type: 'audio/webm', original_name: 'recording.webm' },
    });

    await sendButton(page).click();
    await expect(chatInput(page)).toHaveValue('');
    await expect(bubbles(page)).toHaveText([GREETING, SPOKEN, escape(QUESTIONS[0])]);
    // A respondent never sees recordings, and cannot fetch them.
    await expect(page.locator('audio')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Download' })).toHaveCount(0);
    expect((await page.request.get(`/api/audio/${answer.audio_attachment.filename}`)).status()).toBe(404);

    // Stored: the message carries the recording, which is an upload of this interview with the browser's bytes.
    const [dialog] = await dialogsOf(id);
    const stored = await messagesOf(dialog!.id);
    expect(stored.map((m) => m.role)).toEqual(['assistant', 'user', 'assistant']);
    expect(stored[1]!.content).toBe(SPOKEN);
    expect(stored[1]!.attachments).toEqual([
      expect.objectContaining({ kind: 'audio', filename: answer.audio_attachment.filename, content_type: 'audio/webm' }),
    ]);
    const uploads = await audioUploadsOf(id);
    expect(uploads).toEqual([
      expect.objectContaining({ kind: 'audio', fileName: answer.audio_attachment.filename, contentType: 'audio/webm' }),
    ]);
    const file = fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, 'uploads', 'audio', answer.audio_attachment.filename));
    expect(file.length).toBe(uploads[0]!.size);
    expect([...file.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]); // WebM (EBML)

    // The owner finds the recording in the participant's transcript, plays and downloads it.
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    try {
      const owner = await context.newPage();
      await signIn(owner, researcher.email, researcher.password);
      await expect(owner).toHaveURL(/\/dashboard$/);
      await owner.goto(`/interview/setup/${id}/participants/${dialog!.id}`);
      await expect(owner.locator('audio[controls]')).toHaveCount(1);
      await expect(owner.locator('audio[controls]')).toHaveAttribute('src', `/api/audio/${answer.audio_attachment.filename}`);
      await expect(owner.getByRole('link', { name: 'Download recording.webm' })).toHaveAttribute(
        'href',
        `/api/audio/${answer.audio_attachment.filename}`,
      );
      const served = await owner.request.get(`/api/audio/${answer.audio_attachment.filename}`);
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toBe('audio/webm');
      expect(Buffer.from(await served.body()).equals(file)).toBe(true);
    } finally {
      await context.close();
    }
  });

  test('the owner dictating on the public page sees a player and a Download link for the recording, also after a reload', async ({
    signedIn: page,
    researcher,
  }) => {
    const id = await insertInterview(researcher.id);
    await page.goto(`/interviews/${id}`);
    await expect(sendButton(page)).toBeDisabled();
    await chatInput(page).fill('Hello,');
    const answer = await recordAnswer(page);
    // Dictation is added after what was typed.
    await expect(chatInput(page)).toHaveValue(`Hello, ${SPOKEN}`);
    await chatInput(page).press('Enter');
    await expect(bubbles(page)).toHaveText([GREETING, `Hello, ${SPOKEN}`, escape(QUESTIONS[0])]);

    const href = `/api/audio/${answer.audio_attachment.filename}`;
    const recording = page.getByRole('list', { name: 'Conversation' }).getByLabel('Audio recording');
    await expect(recording.locator('audio[controls]')).toHaveAttribute('src', href);
    await expect(recording.getByRole('link', { name: 'Download' })).toHaveAttribute('href', href);
    await expect(recording.getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'recording.webm');

    await page.reload();
    await expect(bubbles(page)).toHaveText([GREETING, `Hello, ${SPOKEN}`, escape(QUESTIONS[0])]);
    await expect(page.locator('audio[controls]')).toHaveCount(1);
    await expect(recording.locator('audio[controls]')).toHaveAttribute('src', href);
    await expect(recording.getByRole('link', { name: 'Download' })).toHaveAttribute('href', href);
    const download = page.waitForEvent('download');
    await recording.getByRole('link', { name: 'Download' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('recording.webm');
    const bytes = fs.readFileSync((await saved.path())!);
    expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);

    const [dialog] = await dialogsOf(id);
    const stored = await messagesOf(dialog!.id);
    expect(stored[1]).toMatchObject({
      role: 'user',
      content: `Hello, ${SPOKEN}`,
      attachments: [expect.objectContaining({ filename: answer.audio_attachment.filename })],
    });
  });

  test('the capture code comes with the first tap on the microphone, not with the page', async ({ page, researcher }) => {
    const id = await insertInterview(researcher.id);
    const scripts: { url: string; recorder: boolean }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push({ url: response.url(), recorder: (await response.text()).includes(RECORDER) });
    });
    await page.goto(`/interviews/${id}`);
    await expect(sendButton(page)).toBeDisabled();
    await expect(micButton(page)).toHaveAttribute('data-state', 'idle');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(1);
    expect(scripts.filter((script) => script.recorder)).toEqual([]);

    const answer = await recordAnswer(page);
    expect(answer.text).toBe(SPOKEN);
    await expect(chatInput(page)).toHaveValue(SPOKEN);
    expect(scripts.filter((script) => script.recorder)).toHaveLength(1);
  });

  test('when the capture code cannot be fetched, the recording error shows, nothing is sent and typing still works', async ({
    page,
    researcher,
  }) => {
    const id = await insertInterview(researcher.id);
    const uploadsSent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/speech-to-text')) uploadsSent.push(request.url());
    });
    // The connection drops just as the recorder's script is asked for.
    await page.route('**/assets/*.js', async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes(RECORDER)) await route.abort('internetdisconnected');
      else await route.fulfill({ response });
    });
    await page.goto(`/interviews/${id}`);
    await expect(sendButton(page)).toBeDisabled();
    const mic = page.getByRole('button', { name: EN.record });
    await mic.click();
    await expect(page.getByRole('alert')).toHaveText(VOICE_MESSAGES.recordingError);
    expect(VOICE_MESSAGES.recordingError).toBe('Recording error occurred. Please try again.');
    await expect(mic).toHaveAttribute('data-state', 'idle');
    await expect(mic).toBeEnabled();

    await chatInput(page).fill('I will type instead');
    await sendButton(page).click();
    await expect(bubbles(page)).toHaveText([GREETING, 'I will type instead', escape(QUESTIONS[0])]);
    expect(uploadsSent).toEqual([]);
    expect(await audioUploadsOf(id)).toEqual([]);
  });

  test('in an audio interview a spoken answer is sent as soon as it is transcribed', async ({ page, researcher }) => {
    const id = await insertInterview(researcher.id, 'audio');
    await page.goto(`/interviews/${id}`);
    await expect(bubbles(page)).toHaveText([GREETING]);
    const answer = await recordAnswer(page);
    // No Send press: the answer goes straight out and the interviewer replies.
    await expect(bubbles(page)).toHaveText([GREETING, SPOKEN, escape(QUESTIONS[0])]);
    await expect(chatInput(page)).toHaveValue('');

    const [dialog] = await dialogsOf(id);
    const stored = await messagesOf(dialog!.id);
    expect(stored.map((m) => m.content)).toEqual(await bubbles(page).allTextContents());
    expect(stored[1]!.attachments).toEqual([expect.objectContaining({ kind: 'audio', filename: answer.audio_attachment.filename })]);
  });
});

test.describe('when the microphone is refused', () => {
  // A capture device exists (without one Chromium reports "not found" rather than a refusal), but no permission is
  // granted, so headless Chromium answers the prompt with a refusal.

  test('the button turns yellow, the hint and the message show, and nothing is uploaded', async ({ page, researcher }) => {
    const id = await insertInterview(researcher.id);
    const uploadsSent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/speech-to-text')) uploadsSent.push(request.url());
    });
    await page.goto(`/interviews/${id}`);
    await expect(sendButton(page)).toBeDisabled();
    const mic = page.getByRole('button', { name: EN.record });
    await expect(mic).not.toHaveAttribute('data-denied');
    await expect(mic).not.toHaveClass(/bg-yellow-400/);

    await mic.click();
    await expect(mic).toHaveAttribute('data-denied', 'true');
    await expect(mic).toHaveClass(/bg-yellow-400/);
    await expect(mic).toHaveAttribute('data-state', 'idle');
    await expect(page.getByRole('status').filter({ hasText: EN.micDenied })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(VOICE_MESSAGES.denied);
    expect(VOICE_MESSAGES.denied).toBe('Microphone access denied. Please enable microphone permissions in your browser settings.');
    expect(EN.micDenied).toBe('Please enable microphone access in your browser settings');

    // Typing still works.
    await chatInput(page).fill('I will type instead');
    await sendButton(page).click();
    await expect(bubbles(page)).toHaveText([GREETING, 'I will type instead', escape(QUESTIONS[0])]);
    await expect(page.getByRole('alert')).toHaveCount(0);

    // The browser now remembers the refusal: after a reload the button is yellow before any tap.
    await page.reload();
    await expect(page.getByRole('button', { name: EN.record })).toHaveAttribute('data-denied', 'true');
    await expect(page.getByRole('status').filter({ hasText: EN.micDenied })).toBeVisible();
    expect(uploadsSent).toEqual([]);
    expect(await audioUploadsOf(id)).toEqual([]);
  });
});

test('an audio interview shows the large record control and keeps a text input to fall back on', async ({ page, researcher }) => {
  const id = await insertInterview(researcher.id, 'audio');
  await page.goto(`/interviews/${id}`);
  await expect(bubbles(page)).toHaveText([GREETING]);

  const record = page.getByRole('button', { name: EN.record });
  await expect(record).toBeVisible();
  // One microphone only: the large one, not a small one beside Send.
  await expect(micButton(page)).toHaveCount(1);
  const box = (await record.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(90);
  expect(box.height).toBeGreaterThanOrEqual(90);
  await expect(record).toHaveClass(/rounded-full/);
  // Its label is written under it, too.
  await expect(page.getByText(EN.record, { exact: true })).toBeVisible();

  const input = chatInput(page);
  await expect(input).toBeVisible();
  await expect(sendButton(page)).toBeDisabled();
  await input.fill('Typing works as well');
  await sendButton(page).click();
  await expect(bubbles(page)).toHaveText([GREETING, 'Typing works as well', escape(QUESTIONS[0])]);
  const [dialog] = await dialogsOf(id);
  const stored = await messagesOf(dialog!.id);
  expect(stored.map((m) => m.content)).toEqual(await bubbles(page).allTextContents());
  expect(stored[1]!.attachments).toBeNull();
});

test.describe('the microphone is offered only where it is really there', () => {
  /** A chat interview with the default greeting; whisper is not configured in these tests, ElevenLabs is. */
  async function interviewWith(ownerId: string, values: { audioInputEngine: 'whisper' | 'eleven-labs'; allowBrowserDictation?: boolean }) {
    const { getDb, schema } = await import('../../db/index');
    const id = randomUUID();
    getDb()
      .insert(schema.interviews)
      .values({
        id,
        userId: ownerId,
        teamId: sql`(select team_id from users where users.id = ${ownerId})`,
        title: 'Coffee habits',
        status: 'published',
        method: 'chat',
        language: 'English',
        interviewerLlm: 'builtin',
        kMessages: 1,
        questions: [],
        ...values,
      })
      .run();
    return id;
  }

  // A browser with its own speech recognition, whatever this Chromium build ships.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      class FakeRecognition {
        lang = '';
        continuous = false;
        interimResults = false;
        onresult: ((event: unknown) => void) | null = null;
        onerror = null;
        onend: (() => void) | null = null;
        started = false;
        start() {
          this.started = true;
        }
        // What it heard between start and stop, as a browser hands it over a moment later: a final result, then the end.
        stop() {
          setTimeout(() => {
            if (this.started)
              this.onresult?.({ resultIndex: 0, results: [{ isFinal: true, 0: { transcript: 'I grind the beans myself ' } }] });
            this.onend?.();
          }, 100);
        }
        abort() {}
      }
      // Under both names: a recent Chromium has its own unprefixed one, which would be picked first.
      Object.assign(window, { SpeechRecognition: FakeRecognition, webkitSpeechRecognition: FakeRecognition });
    });
  });

  test('with a speech engine the page shows the microphone and says it can be used; the greeting does not', async ({
    page,
    researcher,
  }) => {
    const id = await interviewWith(researcher.id, { audioInputEngine: 'eleven-labs' });
    await page.goto(`/interviews/${id}`);
    await expect(bubbles(page)).toHaveText([DEFAULT_INITIAL_MESSAGES.English]);
    await expect(page.getByRole('button', { name: EN.record })).toBeVisible();
    await expect(page.getByText(EN.micHint)).toBeVisible();
    await expect(page.getByText(EN.browserDictationNotice)).toHaveCount(0);
  });

  test('without a speech engine, the browser’s own dictation is not used unless the owner allowed it', async ({ page, researcher }) => {
    const id = await interviewWith(researcher.id, { audioInputEngine: 'whisper' });
    await page.goto(`/interviews/${id}`);
    await expect(sendButton(page)).toBeDisabled();
    // The button would show right after the page starts its scripts.
    await page.waitForTimeout(300);
    await expect(micButton(page)).toHaveCount(0);
    await expect(page.getByText(EN.micHint)).toHaveCount(0);
    await expect(bubbles(page).first()).not.toContainText(/microphone/i);
  });

  test('when the owner allows browser dictation, respondents are told where their voice goes before they record', async ({
    page,
    researcher,
  }) => {
    const id = await interviewWith(researcher.id, { audioInputEngine: 'whisper', allowBrowserDictation: true });
    await page.goto(`/interviews/${id}`);
    const record = page.getByRole('button', { name: EN.record });
    await expect(record).toBeVisible();
    await expect(page.getByText(EN.micHint)).toBeVisible();
    await expect(page.getByText(EN.browserDictationNotice)).toBeVisible();
    await expect(record).toHaveAccessibleDescription(EN.browserDictationNotice);
  });

  test('the browser’s own dictation puts what it heard into the input', async ({ page, researcher }) => {
    const id = await interviewWith(researcher.id, { audioInputEngine: 'whisper', allowBrowserDictation: true });
    await page.goto(`/interviews/${id}`);
    await expect(sendButton(page)).toBeDisabled();
    await watchMicStates(page);
    await page.getByRole('button', { name: EN.record }).click();
    await page.getByRole('button', { name: EN.stopRecording }).click();
    await expect(chatInput(page)).toHaveValue('I grind the beans myself');
    await expect(micButton(page)).toHaveAttribute('data-state', 'idle');
    expect(await micStates(page)).toEqual([
      `idle:${EN.record}`,
      `recording:${EN.stopRecording}`,
      `processing:${EN.transcribing}`,
      `idle:${EN.record}`,
    ]);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('there is no microphone and nothing promises one', async ({ page, researcher }) => {
      const id = await interviewWith(researcher.id, { audioInputEngine: 'eleven-labs', allowBrowserDictation: true });
      await page.goto(`/interviews/${id}`);
      await expect(bubbles(page)).toHaveText([DEFAULT_INITIAL_MESSAGES.English]);
      await expect(micButton(page)).toHaveCount(0);
      await expect(page.getByText(/microphone/i)).toHaveCount(0);
    });
  });
});
