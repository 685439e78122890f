import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { MEMBER_CHECK_PROMPT } from '~/features/ai-interviewer/model-summary.server';
import { takeTurn } from '~/features/ai-interviewer/turn.server';
import { codingBlocksOf } from '~/features/analysis/coding/blocks.server';
import { createReport } from '~/features/analysis/reports/reports.server';
import { startDialog } from '~/features/dialogs/dialogs.server';
import { createManualInterview } from '~/features/interviews/interviews.server';
import { MEMBER_CHECK_PHRASES } from '~/features/member-check/phrases';
import { MEMBER_CHECK_CHROME } from '~/features/member-check/respondent-chrome';

import { version } from '../../package.json';
import { postChat as chat } from '../support/chat';
import { answerWithFollowUp } from '../support/converse';
import { messagesOf } from '../support/dialog-messages';
import { createPublishedInterview, createResearcher, type InterviewFields, PASSWORD } from '../support/factories';
import { fake, server, useFakeAiServer } from '../support/fake-ai-server';
import { textOf } from '../support/html';
import { strictQdpx } from '../support/strict-refi-reader';
import { Client } from '../support/test-server';

/** The app version a result records: package.json's, with the build's commit. */
const APP_VERSION = new RegExp(`^${version.replace(/\./g, '\\.')}(?:\\+[0-9a-f]{7,12})?$`);

useFakeAiServer();

const QUESTIONS = [
  { id: 'q1', title: 'Habits', description: 'How do you usually buy coffee?' },
  { id: 'q2', title: 'Reasons', description: 'Why do you choose the place you buy it from?' },
  { id: 'q3', title: 'Wishes', description: 'What would make buying coffee better for you?' },
];
const ANSWERS = [
  'I buy a flat white at the small cafe next to the station every weekday morning.',
  'The barista knows my order and the queue is always short before eight.',
  'A loyalty card that works in every branch would make it better for me.',
];
const EN = MEMBER_CHECK_PHRASES.English;

/** What the page shows: its text without the scripts (which carry the loader's data). */
const visible = (html: string) => textOf(html.replace(/<script[\s\S]*?<\/script>/g, ''));

const publishedInterview = (fields: InterviewFields = {}, owner?: { id: string; email: string }) =>
  createPublishedInterview(
    { questions: QUESTIONS, kMessages: 1, initialMessage: 'Welcome! Shall we start?', asksMemberCheck: true, asksVerdict: true, ...fields },
    owner,
  );

let ipCounter = 0;
const respondent = () => new Client(server.url, `203.0.113.${++ipCounter}`);

const checkOf = (dialogId: string) => getDb().select().from(schema.memberChecks).where(eq(schema.memberChecks.dialogId, dialogId)).get();
/** The one dialog of an interview: a respondent on the plain page learns its id from no reply. */
const dialogOfInterview = (interviewId: string) =>
  getDb().select().from(schema.dialogs).where(eq(schema.dialogs.interviewId, interviewId)).get()!;
const dialogOf = (dialogId: string) => getDb().select().from(schema.dialogs).where(eq(schema.dialogs.id, dialogId)).get()!;

/** Greets, answers every question of the guide in full; returns the dialog and the interviewer's last reply. */
async function answerTheGuide(visitor: Client, interviewId: string) {
  let reply = await chat(visitor, { interviewId, userMessage: 'Hello, happy to start', clientId: 'g0' });
  const dialogId = reply.json.dialogId as string;
  // The interviewer may follow up on a detail of an answer ("the small cafe"): that is all there is to say.
  for (const [i, answer] of ANSWERS.entries())
    reply = await answerWithFollowUp(
      () => dialogId,
      answer,
      (text, more) => chat(visitor, { dialogId, userMessage: text, clientId: `g${i + 1}${more ? '-more' : ''}` }),
    );
  return { dialogId, reply };
}

describe('the member check on the built-in engine', () => {
  test('after the last question the interviewer reads back each answer, naming its question, and waits for the verdict', async () => {
    const { interview } = await publishedInterview();
    const { dialogId, reply } = await answerTheGuide(respondent(), interview.id);

    expect(reply.status).toBe(200);
    expect(reply.json.isLastMessage).toBe(false);
    expect(reply.json.awaitsMemberCheck).toBe(true);
    expect(reply.json.response).toBe(
      [EN.intro, `• Habits: “${ANSWERS[0]}”`, `• Reasons: “${ANSWERS[1]}”`, `• Wishes: “${ANSWERS[2]}”`, '', EN.ask].join('\n'),
    );
    expect(dialogOf(dialogId).completedAt).toBeNull();
    // The answers to the guide's questions (not the greeting, nor a "No, that is all." to a follow-up).
    const answers = messagesOf(dialogId).filter((m) => m.role === 'user' && ANSWERS.includes(m.content));
    const check = checkOf(dialogId)!;
    expect(check).toMatchObject({ verdict: 'pending', engine: 'builtin', droppedPoints: 0, offerMessageId: reply.json.messageId });
    // Each point rests on the message that answered its question.
    expect(check.points.map((p) => p.messageIds)).toEqual(answers.map((m) => [m.id]));
    expect(check.points.map((p) => p.questionIndex)).toEqual([0, 1, 2]);
  });

  test('Confirm (one tap) thanks the respondent, says the closing words and records the verdict; a second tap is answered once', async () => {
    const { interview } = await publishedInterview();
    const visitor = respondent();
    const { dialogId } = await answerTheGuide(visitor, interview.id);
    const messagesBefore = messagesOf(dialogId).length;

    const reply = await chat(visitor, { dialogId, memberCheck: 'confirm', clientId: 'tap-1' });
    expect(reply.status).toBe(200);
    expect(reply.json.isLastMessage).toBe(true);
    expect(reply.json.response).toMatch(new RegExp(`^${EN.thanksConfirm}\\n\\n.*Thank you`, 's'));
    expect(checkOf(dialogId)).toMatchObject({ verdict: 'confirmed', answerClientId: 'tap-1', correctionMessageId: null });
    expect(checkOf(dialogId)!.answeredAt).toBeInstanceOf(Date);
    expect(dialogOf(dialogId).completedAt).not.toBeNull();
    // The tap is no message of the respondent's: only the closing words were added.
    expect(
      messagesOf(dialogId)
        .slice(messagesBefore)
        .map((m) => m.role),
    ).toEqual(['assistant']);

    const again = await chat(visitor, { dialogId, memberCheck: 'confirm', clientId: 'tap-1' });
    expect(again.json.response).toBe(reply.json.response);
    expect(messagesOf(dialogId)).toHaveLength(messagesBefore + 1);
  });

  test('a correction is a message of the dialog, searchable like any answer; the summary is shown once more with it', async () => {
    const { interview } = await publishedInterview();
    const visitor = respondent();
    const { dialogId } = await answerTheGuide(visitor, interview.id);
    const correction = 'Not quite: I buy it at the kiosk inside the station, not at a cafe.';
    // Read back without its opening, which only says a correction follows.
    const corrected = 'I buy it at the kiosk inside the station, not at a cafe.';

    const reply = await chat(visitor, { dialogId, userMessage: correction, clientId: 'fix-1' });
    expect(reply.json.isLastMessage).toBe(true);
    // The point it corrects gives way to the correction; the others are read back as before.
    expect(reply.json.response).toContain(
      `${EN.thanksCorrection}\n• ${EN.correctionOf('Habits')}: “${corrected}”\n• Reasons: “${ANSWERS[1]}”\n• Wishes: “${ANSWERS[2]}”`,
    );

    const stored = messagesOf(dialogId).find((m) => m.role === 'user' && m.content === correction)!;
    const check = checkOf(dialogId)!;
    expect(check).toMatchObject({ verdict: 'corrected', correctionMessageId: stored.id });
    expect(check.correctedPoints![0]).toEqual({
      text: `Habits (your correction): “${corrected}”`,
      question: 'Habits (your correction)',
      words: corrected,
      questionIndex: 0,
      messageIds: [stored.id],
      corrects: [0],
    });
    const indexed = getDb().all(sql`select message_id from message_search_rows where message_id = ${stored.id}`);
    expect(indexed).toHaveLength(1);
  });

  test('a bare “no” is asked what to correct, and the next message is the correction', async () => {
    const { interview } = await publishedInterview();
    const visitor = respondent();
    const { dialogId } = await answerTheGuide(visitor, interview.id);
    const asked = await chat(visitor, { dialogId, userMessage: 'No', clientId: 'no-1' });
    expect(asked.json).toMatchObject({ response: EN.askWhat, isLastMessage: false, awaitsMemberCheck: true });
    expect(checkOf(dialogId)!.verdict).toBe('pending');
    const fixed = await chat(visitor, { dialogId, userMessage: 'The queue is long, that is why I go early.', clientId: 'no-2' });
    expect(fixed.json.isLastMessage).toBe(true);
    expect(checkOf(dialogId)!.verdict).toBe('corrected');
  });

  test('a typed “yes, that’s right” confirms, “skip” skips', async () => {
    const { interview } = await publishedInterview();
    const first = respondent();
    const one = await answerTheGuide(first, interview.id);
    await chat(first, { dialogId: one.dialogId, userMessage: "Yes, that's right", clientId: 'y' });
    expect(checkOf(one.dialogId)!.verdict).toBe('confirmed');
    const second = respondent();
    const two = await answerTheGuide(second, interview.id);
    await chat(second, { dialogId: two.dialogId, userMessage: 'Skip', clientId: 's' });
    expect(checkOf(two.dialogId)!.verdict).toBe('skipped');
  });

  test('without JavaScript: Confirm and Skip are buttons of a plain form, and a skip closes the interview', async () => {
    const { interview } = await publishedInterview();
    const visitor = respondent();
    const page = `/interviews/${interview.id}`;
    let response = await visitor.post(page, { content: 'Hello', clientId: 'p0' });
    for (const [i, answer] of ANSWERS.entries())
      response = await answerWithFollowUp(
        () => dialogOfInterview(interview.id).id,
        answer,
        (text, more) => visitor.post(page, { content: text, clientId: `p${i + 1}${more ? '-more' : ''}` }),
      );
    expect(response.status).toBe(302);
    const html = await (await visitor.get(page)).text();
    expect(textOf(html)).toContain(MEMBER_CHECK_CHROME.English.summaryPrompt);
    expect(html).toMatch(/<button[^>]*name="memberCheck"[^>]*value="confirm"/);
    expect(html).toMatch(/<button[^>]*name="memberCheck"[^>]*value="skip"/);

    const tapped = await visitor.post(page, { memberCheck: 'skip', clientId: 'p-skip' });
    expect(tapped.status).toBe(302);
    expect(tapped.headers.get('location')).toBe(`${page}#end`);
    const dialog = getDb().select().from(schema.dialogs).where(eq(schema.dialogs.interviewId, interview.id)).get()!;
    expect(checkOf(dialog.id)!.verdict).toBe('skipped');
    expect(dialog.completedAt).not.toBeNull();
    const after = await (await visitor.get(page)).text();
    expect(after).not.toMatch(/name="memberCheck"/);
    expect(textOf(after)).toContain(`${EN.skipped} That was my last question.`);
  });

  test('a tap with nothing to answer is refused and starts no dialog', async () => {
    const { interview } = await publishedInterview();
    const reply = await chat(respondent(), { interviewId: interview.id, memberCheck: 'confirm', clientId: 'nothing' });
    expect(reply.status).toBe(409);
    expect(getDb().select().from(schema.dialogs).where(eq(schema.dialogs.interviewId, interview.id)).all()).toHaveLength(0);
  });

  test('with the switch off the interview closes after the last question, as before', async () => {
    const { interview } = await publishedInterview({ asksMemberCheck: false });
    const { dialogId, reply } = await answerTheGuide(respondent(), interview.id);
    expect(reply.json.isLastMessage).toBe(true);
    expect(checkOf(dialogId)).toBeUndefined();
  });

  test('an AI respondent (a persona’s dialog) is never asked to confirm a summary', async () => {
    const { interview } = await publishedInterview();
    const dialog = startDialog(interview, { kind: 'generated' });
    let turn = await takeTurn({ dialogId: dialog.id, content: 'Hello', clientId: 'p0' });
    for (const [i, answer] of ANSWERS.entries())
      turn = await answerWithFollowUp(
        () => dialog.id,
        answer,
        (text, more) => takeTurn({ dialogId: dialog.id, content: text, clientId: `p${i + 1}${more ? '-more' : ''}` }),
      );
    expect(turn.isLastMessage).toBe(true);
    expect(checkOf(dialog.id)).toBeUndefined();
  });

  test('the summary is in the interview’s language', async () => {
    const { interview } = await publishedInterview({ language: 'German' });
    const { reply } = await answerTheGuide(respondent(), interview.id);
    expect(reply.json.response.startsWith(MEMBER_CHECK_PHRASES.German.intro)).toBe(true);
    expect(reply.json.response).toContain(`• Habits: „${ANSWERS[0]}“`);
    expect(reply.json.response.endsWith(MEMBER_CHECK_PHRASES.German.ask)).toBe(true);
  });
});

describe('the member check with a model', () => {
  test('a point that cites nothing the respondent said is dropped; the rest are kept with the messages they rest on', async () => {
    const { interview } = await publishedInterview({ interviewerLlm: 'gpt-4o' });
    const visitor = respondent();
    fake.onChat((body) => {
      if (body.tools?.[0]?.function.name === 'member_check_summary') {
        return {
          toolCalls: [
            {
              name: 'member_check_summary',
              arguments: {
                points: [
                  {
                    text: 'You buy a flat white near the station on weekdays.',
                    question: 1,
                    quotes: [{ message_id: 'm1', quote: 'I buy a flat white at the small cafe next to the station' }],
                  },
                  {
                    text: 'You think coffee should be free for everyone.',
                    question: 2,
                    quotes: [{ message_id: 'm2', quote: 'coffee should be free for everyone' }],
                  },
                  { text: 'You dislike the music in cafes.', question: 0, quotes: [{ message_id: 'm9', quote: 'the music is too loud' }] },
                  {
                    text: 'You want a loyalty card for every branch.',
                    question: 3,
                    quotes: [{ message_id: '[m3]', quote: 'A loyalty card that works in every branch' }],
                  },
                ],
              },
            },
          ],
        };
      }
      if (body.tools)
        return { toolCalls: [{ name: body.tools[0]!.function.name, arguments: { needsFollowUp: false, reason: 'Complete.' } }] };
      return 'Thank you. Next question?';
    });
    const { dialogId, reply } = await answerTheGuide(visitor, interview.id);

    // The answers to the guide's questions (not the greeting, nor a "No, that is all." to a follow-up).
    const answers = messagesOf(dialogId).filter((m) => m.role === 'user' && ANSWERS.includes(m.content));
    expect(reply.json.response).toBe(
      [EN.intro, '• You buy a flat white near the station on weekdays.', '• You want a loyalty card for every branch.', '', EN.ask].join(
        '\n',
      ),
    );
    const check = checkOf(dialogId)!;
    expect(check).toMatchObject({ engine: 'gpt-4o', droppedPoints: 2 });
    // How the summary was made: the model, its endpoint's host (never the key), the prompt's version, the app's.
    expect(check.provenance).toMatchObject({
      engine: 'model',
      model: 'gpt-4o',
      host: new URL(fake.url).host,
      prompt: MEMBER_CHECK_PROMPT.version,
      app: expect.stringMatching(APP_VERSION),
    });
    expect(JSON.stringify(check.provenance)).not.toContain('test-key');
    expect(check.points).toEqual([
      { text: 'You buy a flat white near the station on weekdays.', questionIndex: 0, messageIds: [answers[0]!.id] },
      { text: 'You want a loyalty card for every branch.', questionIndex: 2, messageIds: [answers[2]!.id] },
    ]);
    // The respondent's words reach the model only between its delimiters.
    const prompt = JSON.stringify(fake.chatRequests().find((r) => r.tools?.[0]?.function.name === 'member_check_summary')!.messages);
    expect(prompt).toContain(`<respondent id=\\"m1\\">\\n${ANSWERS[0]}\\n</respondent>`);
  });

  test('when no point can be grounded, the respondent’s own answers are read back', async () => {
    const { interview } = await publishedInterview({ interviewerLlm: 'gpt-4o' });
    fake.onChat((body) => {
      if (body.tools?.[0]?.function.name === 'member_check_summary') {
        return {
          toolCalls: [
            {
              name: 'member_check_summary',
              arguments: {
                points: [{ text: 'You love tea.', question: 1, quotes: [{ message_id: 'm1', quote: 'I love tea more than anything' }] }],
              },
            },
          ],
        };
      }
      if (body.tools)
        return { toolCalls: [{ name: body.tools[0]!.function.name, arguments: { needsFollowUp: false, reason: 'Complete.' } }] };
      return 'Next question?';
    });
    const { dialogId, reply } = await answerTheGuide(respondent(), interview.id);
    expect(reply.json.response).toContain(`• Habits: “${ANSWERS[0]}”`);
    expect(reply.json.response).not.toContain('tea');
    expect(checkOf(dialogId)).toMatchObject({ engine: 'builtin', droppedPoints: 1 });
  });
});

describe('a correction with a model', () => {
  test('the summary is written again with the correction, each point grounded, the correction citable', async () => {
    const { interview } = await publishedInterview({ interviewerLlm: 'gpt-4o' });
    const correction = 'I buy it at the kiosk inside the station, not at a cafe.';
    fake.onChat((body) => {
      const tool = body.tools?.[0]?.function.name;
      if (tool === 'member_check_summary') {
        const correcting = String(body.messages[0]?.content).includes('corrected the summary');
        const points = correcting
          ? [
              {
                text: 'You buy your coffee at the kiosk inside the station.',
                question: 1,
                quotes: [{ message_id: 'm4', quote: 'I buy it at the kiosk inside the station' }],
              },
              { text: 'You buy two coffees a day.', question: 1, quotes: [{ message_id: 'm1', quote: 'two coffees a day' }] },
            ]
          : [{ text: 'You buy a flat white near the station.', question: 1, quotes: [{ message_id: 'm1', quote: 'I buy a flat white' }] }];
        return { toolCalls: [{ name: tool, arguments: { points } }] };
      }
      if (tool) return { toolCalls: [{ name: tool, arguments: { needsFollowUp: false, reason: 'Complete.' } }] };
      return 'Thank you. Next question?';
    });
    const visitor = respondent();
    const { dialogId } = await answerTheGuide(visitor, interview.id);
    const reply = await chat(visitor, { dialogId, userMessage: correction, clientId: 'fix' });
    expect(reply.json.response).toContain(`${EN.thanksCorrection}\n• You buy your coffee at the kiosk inside the station.\n\n`);
    expect(reply.json.response).not.toContain('two coffees');
    const stored = messagesOf(dialogId).find((m) => m.content === correction)!;
    expect(checkOf(dialogId)).toMatchObject({
      verdict: 'corrected',
      correctionMessageId: stored.id,
      correctedPoints: [{ text: 'You buy your coffee at the kiosk inside the station.', questionIndex: 0, messageIds: [stored.id] }],
    });
    const prompt = JSON.stringify(
      fake
        .chatRequests()
        .filter((r) => r.tools?.[0]?.function.name === 'member_check_summary')
        .at(-1)!.messages,
    );
    expect(prompt).toContain(`<respondent id=\\"m4\\">\\n${correction}\\n</respondent>`);
    expect(prompt).toContain('<respondent>\\nYou buy a flat white near the station.\\n</respondent>');
  });
});

describe('the setup switch', () => {
  test('is on for a new interview, and Save turns it off and on', async () => {
    const user = await createResearcher();
    const client = new Client(server.url);
    await client.signIn(user.email, PASSWORD);
    const interview = createManualInterview(user.id);
    expect(interview).toMatchObject({ asksMemberCheck: true, asksVerdict: true });
    const path = `/interview/setup/${interview.id}`;
    const html = await (await client.get(path)).text();
    expect(textOf(html)).toContain('Ask respondents to confirm a summary at the end');
    expect(html).toMatch(/<input[^>]*id="asksMemberCheck"[^>]*checked/);

    const base = {
      intent: 'save-settings',
      method: 'chat',
      language: 'English',
      interviewerLlm: 'builtin',
      kMessages: '1',
      audioInputEngine: 'whisper',
    };
    expect((await client.post(`${path}?index`, base)).status).toBe(302);
    const row = () => getDb().select().from(schema.interviews).where(eq(schema.interviews.id, interview.id)).get()!;
    expect(row()).toMatchObject({ asksMemberCheck: false, asksVerdict: false });
    await client.post(`${path}?index`, { ...base, asksMemberCheck: 'on', asksVerdict: 'on' });
    expect(row()).toMatchObject({ asksMemberCheck: true, asksVerdict: true });
  });
});

describe('the respondent’s verdict on the interview', () => {
  const verdictOf = (dialogId: string) =>
    getDb().select().from(schema.respondentVerdicts).where(eq(schema.respondentVerdicts.dialogId, dialogId)).get();
  const V = MEMBER_CHECK_CHROME.English.verdict;

  /** A respondent on the plain page who has answered the guide and confirmed the summary. */
  async function finishedOnThePlainPage(fields: InterviewFields = {}) {
    const { interview } = await publishedInterview(fields);
    const visitor = respondent();
    const page = `/interviews/${interview.id}`;
    await visitor.post(page, { content: 'Hello', clientId: 'v0' });
    for (const [i, answer] of ANSWERS.entries())
      await answerWithFollowUp(
        () => dialogOfInterview(interview.id).id,
        answer,
        (text, more) => visitor.post(page, { content: text, clientId: `v${i + 1}${more ? '-more' : ''}` }),
      );
    if (interview.asksMemberCheck) await visitor.post(page, { memberCheck: 'confirm', clientId: 'v-confirm' });
    const dialog = getDb().select().from(schema.dialogs).where(eq(schema.dialogs.interviewId, interview.id)).get()!;
    return { interview, visitor, page, dialog };
  }

  test('after the closing words two one-tap questions are asked; each tap is stored and the page thanks the respondent', async () => {
    const { visitor, page, dialog } = await finishedOnThePlainPage();
    expect(dialog.completedAt).not.toBeNull();
    const html = await (await visitor.get(page)).text();
    expect(visible(html)).toContain(`${V.capturedViews} Not at all A little Mostly Completely`);
    expect(visible(html)).toContain(
      `${V.preferredMode} Chatting with an AI interviewer Talking to an AI interviewer by voice With a human interviewer Filling in a form with open text boxes No preference`,
    );

    const first = await visitor.post(page, { intent: 'verdict', capturedViews: '3' });
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe(`${page}#verdict`);
    expect(verdictOf(dialog.id)).toMatchObject({ capturedViews: 3, preferredMode: null, isSkipped: false });
    expect(await (await visitor.get(page)).text()).toMatch(/<button[^>]*aria-pressed="true"[^>]*>Mostly</);

    await visitor.post(page, { intent: 'verdict', preferredMode: 'ai-voice' });
    expect(verdictOf(dialog.id)).toMatchObject({ capturedViews: 3, preferredMode: 'ai-voice' });
    const done = visible(await (await visitor.get(page)).text());
    expect(done).toContain(V.thanks);
    expect(done).not.toContain(V.capturedViews);
  });

  test('skipping stores that and hides the questions', async () => {
    const { visitor, page, dialog } = await finishedOnThePlainPage();
    await visitor.post(page, { intent: 'verdict', preferredMode: 'human' });
    expect(verdictOf(dialog.id)).toMatchObject({ preferredMode: 'human' });
    await visitor.post(page, { intent: 'verdict', skip: '1' });
    expect(verdictOf(dialog.id)).toMatchObject({ preferredMode: 'human', isSkipped: true });
    expect(visible(await (await visitor.get(page)).text())).not.toContain(V.capturedViews);
  });

  test('not asked before the interview has ended, nor when the owner turned it off; a value the page never offers is refused', async () => {
    const { interview } = await publishedInterview();
    const visitor = respondent();
    const page = `/interviews/${interview.id}`;
    await visitor.post(page, { content: 'Hello', clientId: 'e0' });
    expect((await visitor.post(page, { intent: 'verdict', capturedViews: '4' })).status).toBe(302);
    expect(
      getDb()
        .select()
        .from(schema.respondentVerdicts)
        .all()
        .filter((v) => v.capturedViews === 4),
    ).toHaveLength(0);
    expect(visible(await (await visitor.get(page)).text())).not.toContain(V.capturedViews);

    const off = await finishedOnThePlainPage({ asksVerdict: false });
    expect(visible(await (await off.visitor.get(off.page)).text())).not.toContain(V.capturedViews);
    await off.visitor.post(off.page, { intent: 'verdict', capturedViews: '2' });
    expect(verdictOf(off.dialog.id)).toBeUndefined();

    const on = await finishedOnThePlainPage();
    expect((await on.visitor.post(on.page, { intent: 'verdict', capturedViews: '5' })).status).toBe(400);
    expect((await on.visitor.post(on.page, { intent: 'verdict', capturedViews: '2', preferredMode: 'human' })).status).toBe(400);
    expect(verdictOf(on.dialog.id)).toBeUndefined();
  });

  test('the questions are in the interview’s language', async () => {
    const { visitor, page } = await finishedOnThePlainPage({ language: 'Japanese' });
    const text = visible(await (await visitor.get(page)).text());
    expect(text).toContain(MEMBER_CHECK_CHROME.Japanese.verdict.capturedViews);
    expect(text).toContain(MEMBER_CHECK_CHROME.Japanese.verdict.preferredModeOptions['ai-voice']);
  });
});

describe('what the owner sees of it', () => {
  /** Four respondents of one interview: one confirms, one corrects, one skips, one leaves before the end. */
  async function fourOutcomes() {
    const owner = await createResearcher();
    const client = new Client(server.url);
    await client.signIn(owner.email, PASSWORD);
    const { interview } = await publishedInterview({}, owner);
    const finish = async (answer: Record<string, unknown>) => {
      const visitor = respondent();
      const { dialogId } = await answerTheGuide(visitor, interview.id);
      await chat(visitor, { dialogId, clientId: 'end', ...answer });
      return dialogId;
    };
    const confirmed = await finish({ memberCheck: 'confirm' });
    const corrected = await finish({ userMessage: 'I never said loyalty cards; I want oat milk at no extra cost.' });
    const skipped = await finish({ memberCheck: 'skip' });
    const left = await chat(respondent(), { interviewId: interview.id, userMessage: 'Hello', clientId: 'left' });
    await chat(respondent(), { dialogId: left.json.dialogId, userMessage: ANSWERS[0], clientId: 'left-1' });
    return { client, interview, confirmed, corrected, skipped, left: left.json.dialogId as string };
  }

  test('the participants list has a Summary column, the transcript a block, the Overview the counts beside the published figures', async () => {
    const { client, interview, confirmed, corrected, skipped } = await fourOutcomes();
    const base = `/interview/setup/${interview.id}`;

    const list = await (await client.get(`${base}/participants`)).text();
    const rowOf = (dialogId: string) => {
      const shortLink = dialogOf(dialogId).shortLink;
      return visible(list.slice(list.indexOf(`Dialog # ${shortLink}`), list.indexOf('</tr>', list.indexOf(`Dialog # ${shortLink}`))));
    };
    expect(visible(list)).toContain('Summary');
    expect(rowOf(confirmed)).toContain('Confirmed');
    expect(rowOf(corrected)).toContain('Corrected');
    expect(rowOf(skipped)).toContain('Skipped');

    // Spaces collapsed: the read-back's markup may leave two spaces between a quote and its closing mark.
    const confirmedPage = visible(await (await client.get(`${base}/participants/${confirmed}`)).text()).replace(/\s+/g, ' ');
    expect(confirmedPage).toContain('Summary confirmed by the respondent');
    // The respondent's words are a quote element of their own inside the point's quotation marks.
    expect(confirmedPage).toContain(`What the interviewer read back Habits: “ ${ANSWERS[0]} ” (from the answer`);
    expect(confirmedPage).toContain(
      `How this was made Engine Built-in (offline) Model none (the built-in engine runs on this server) Prompt version none (the built-in engine uses no prompt) App version ${version}`,
    );
    const correctedPage = visible(await (await client.get(`${base}/participants/${corrected}`)).text());
    expect(correctedPage).toContain('Corrected by the respondent');
    expect(correctedPage).toContain('The respondent’s correction I never said loyalty cards; I want oat milk at no extra cost.');
    expect(visible(await (await client.get(`${base}/participants/${skipped}`)).text())).toContain('Summary skipped by the respondent');

    const overview = visible(await (await client.get(`${base}/analysis/overview`)).text());
    expect(overview).toContain('1 of 4 confirmed, 1 corrected, 1 skipped');
    expect(overview).toContain('1 not reached');
    expect(overview).toContain('Published reference: 3.57 of 4 (Geiecke & Jaravel)');
    expect(overview).toContain('Published reference: 42.5 % would choose an AI interviewer, 18.4 % a human');
  });

  test('the Overview shows the verdict distributions with their counts and mean', async () => {
    const owner = await createResearcher();
    const client = new Client(server.url);
    await client.signIn(owner.email, PASSWORD);
    const { interview } = await publishedInterview({}, owner);
    const page = `/interviews/${interview.id}`;
    const answers: [string, string][] = [
      ['4', 'ai-chat'],
      ['3', 'ai-voice'],
      ['3', 'human'],
    ];
    for (const [views, mode] of answers) {
      const visitor = respondent();
      const { dialogId } = await answerTheGuide(visitor, interview.id);
      await chat(visitor, { dialogId, memberCheck: 'confirm', clientId: 'end' });
      await visitor.post(page, { intent: 'verdict', capturedViews: views });
      await visitor.post(page, { intent: 'verdict', preferredMode: mode });
    }
    const overview = visible(await (await client.get(`/interview/setup/${interview.id}/analysis/overview`)).text());
    expect(overview).toContain('Not at all 0 (0 %) A little 0 (0 %) Mostly 2 (66.7 %) Completely 1 (33.3 %)');
    expect(overview).toContain('Mean 3.33 of 4 (3 answers).');
    expect(overview).toContain(
      'Chatting with an AI interviewer 1 (33.3 %) Talking to an AI interviewer by voice 1 (33.3 %) With a human interviewer 1 (33.3 %)',
    );
    expect(overview).toContain('An AI interviewer (chat or voice): 66.7 %; a human interviewer: 33.3 % (3 answers).');
  });
});

describe('the exports', () => {
  /** The text of a Word file's body, paragraphs on lines of their own. */
  const wordText = async (response: Response) => {
    const xml = strFromU8(unzipSync(new Uint8Array(await response.arrayBuffer()))['word/document.xml']!);
    return xml
      .replace(/<\/w:p>/g, '\n')
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
  };
  const SCHEMA = path.resolve(__dirname, '../fixtures/refi-qda/Project-mrt2019.xsd');

  async function threeOutcomes() {
    const owner = await createResearcher();
    const client = new Client(server.url);
    await client.signIn(owner.email, PASSWORD);
    const { interview } = await publishedInterview({}, owner);
    const page = `/interviews/${interview.id}`;
    const finish = async (answer: Record<string, unknown>, views?: string) => {
      const visitor = respondent();
      const { dialogId } = await answerTheGuide(visitor, interview.id);
      await chat(visitor, { dialogId, clientId: 'end', ...answer });
      if (views) await visitor.post(page, { intent: 'verdict', capturedViews: views });
      return dialogOf(dialogId);
    };
    const confirmed = await finish({ memberCheck: 'confirm' }, '3');
    const corrected = await finish({ userMessage: 'I never said loyalty cards; I want oat milk at no extra cost.' }, '2');
    const skipped = await finish({ memberCheck: 'skip' });
    return { client, interview, confirmed, corrected, skipped };
  }

  test('the transcript DOCX carries each dialog’s member check after its summary, and the verdict', async () => {
    const { client, interview, confirmed, corrected } = await threeOutcomes();
    const response = await client.get(`/api/interview/${interview.id}/export.docx`);
    expect(response.status).toBe(200);
    const text = await wordText(response);
    const section = (shortLink: string) => text.slice(text.indexOf(`Dialog # ${shortLink}`)).split(/\nDialog # /)[0]!;
    const one = section(confirmed.shortLink);
    expect(one).toContain('Captured their views: Mostly (3 of 4)');
    expect(one).toContain(`${EN.ask}\nSummary confirmed by the respondent\n`);
    expect(one).toContain(`• Habits: “${ANSWERS[0]}”`);
    const two = section(corrected.shortLink);
    expect(two).toContain('Corrected by the respondent');
    expect(two).toContain('The respondent’s correction: I never said loyalty cards; I want oat milk at no extra cost.');
    expect(text).toContain('Summary skipped by the respondent');
  });

  test('the analysis exports: the Word method section, the Excel dialogs and method sheets, a REFI-QDA note per case', async () => {
    const { client, interview, confirmed, corrected, skipped } = await threeOutcomes();
    const report = createReport(interview.id, 'Wave 1');

    const word = await wordText(await client.get(`/api/report/${report.id}/export.docx`));
    const method = word.slice(word.indexOf('Method'));
    // The method section is a table of two columns: an item, then its value.
    expect(method).toContain('Member check\n1 of 3 confirmed, 1 corrected, 1 skipped');
    expect(method).toContain(
      'Captured their views\nmean 2.5 of 4 from 2 answers (Not at all 0, A little 1, Mostly 1, Completely 0); published reference 3.57 of 4 (Geiecke & Jaravel)',
    );
    expect(method).toContain('Would prefer next time\nno answers; published reference 42.5 % AI, 18.4 % human (Geiecke & Jaravel)');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      Buffer.from(await (await client.get(`/api/download_report_excel/${report.id}`)).arrayBuffer()) as unknown as ArrayBuffer,
    );
    const sample = workbook.getWorksheet('Sample')!;
    const header = (sample.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['Member check', 'Correction', 'Captured views (1–4)', 'Would prefer next time']));
    const rows = new Map<string, Record<string, unknown>>();
    sample.eachRow((row, n) => {
      if (n === 1) return;
      const values = (row.values as unknown[]).slice(1);
      rows.set(String(values[0]), Object.fromEntries(header.map((h, i) => [String(h), values[i]])));
    });
    expect(rows.get(`Dialog # ${confirmed.shortLink}`)).toMatchObject({ 'Member check': 'Confirmed', 'Captured views (1–4)': 3 });
    expect(rows.get(`Dialog # ${corrected.shortLink}`)).toMatchObject({
      'Member check': 'Corrected',
      Correction: 'I never said loyalty cards; I want oat milk at no extra cost.',
    });
    expect(rows.get(`Dialog # ${skipped.shortLink}`)).toMatchObject({ 'Member check': 'Skipped' });
    const methodRows: string[] = [];
    workbook.getWorksheet('Method')!.eachRow((row) => methodRows.push((row.values as unknown[]).slice(1).join(': ')));
    expect(methodRows).toContain('Member check: 1 of 3 confirmed, 1 corrected, 1 skipped');

    const qdpx = new Uint8Array(await (await client.get(`/api/report/${report.id}/export.qdpx`)).arrayBuffer());
    const files = unzipSync(qdpx);
    const qde = strFromU8(files['project.qde']!);
    expect(qde).toContain('name="Member check" typeOfVariable="Text"');
    expect([...qde.matchAll(/<NoteRef targetGUID=/g)]).toHaveLength(3);
    // Each case's note is a text file its plainTextPath names, attached to its dialog's source: an importer that
    // reads notes only from files (QualCoder) gets all three with their outcome and what was read back.
    const project = strictQdpx(qdpx);
    for (const dialog of [confirmed, corrected, skipped]) {
      const source = project.sources.find((s) => s.name === `Dialog # ${dialog.shortLink}`)!;
      const notes = source.notes.map((guid) => project.notes.get(guid)!);
      expect(notes.map((n) => n.name)).toEqual([`Member check: Dialog # ${dialog.shortLink}`]);
      expect(notes[0]!.text).toContain('What the interviewer read back:');
    }
    const correctedNote = project.notes.get(project.sources.find((s) => s.name === `Dialog # ${corrected.shortLink}`)!.notes[0]!)!;
    expect(correctedNote.text).toMatch(/^Corrected by the respondent\n/);
    expect(correctedNote.text).toContain('The respondent’s correction: I never said loyalty cards; I want oat milk at no extra cost.');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qdpx-member-'));
    fs.writeFileSync(path.join(dir, 'project.qde'), qde);
    const lint = spawnSync('xmllint', ['--noout', '--schema', SCHEMA, path.join(dir, 'project.qde')], { encoding: 'utf8' });
    expect(`${lint.stdout}${lint.stderr}`).toContain('validates');
  });

  test('in the AI Analysis a corrected dialog shows the correction once, beside its answer to the question it corrects', async () => {
    const { client, interview, corrected, confirmed } = await threeOutcomes();
    const report = createReport(interview.id, 'Wave 1');
    const blocks = codingBlocksOf(interview);
    for (const dialog of [corrected, confirmed])
      for (const [i, block] of blocks.entries())
        getDb()
          .insert(schema.dialogAnswers)
          .values({
            id: crypto.randomUUID(),
            reportId: report.id,
            dialogId: dialog.id,
            blockId: block.id,
            status: 'success',
            answer: ANSWERS[i]!,
            model: 'builtin',
          })
          .run();
    const page = visible(await (await client.get(`/interview/setup/${interview.id}/analysis/ai?report=${report.id}`)).text());
    const answers = page.slice(page.indexOf('Individual Answers'));
    const item = (dialog: { shortLink: string }, question: string) => {
      const group = answers.slice(answers.indexOf(`▶ ${question}`));
      return group
        .slice(group.indexOf(`Dialog # ${dialog.shortLink}`))
        .split('Edit Answer')[1]!
        .slice(0, 400);
    };
    // "I never said loyalty cards; …" corrects the point on Wishes, and shows there only.
    expect(item(corrected, 'Wishes')).toContain(
      'Correction at the member check I never said loyalty cards; I want oat milk at no extra cost.',
    );
    expect(item(corrected, 'Habits')).not.toContain('Correction at the member check');
    expect(item(corrected, 'Reasons')).not.toContain('Correction at the member check');
    expect(answers.split('Correction at the member check')).toHaveLength(2);
    expect(item(confirmed, 'Wishes')).not.toContain('Correction at the member check');
  });
});
