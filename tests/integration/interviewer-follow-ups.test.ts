import { and, count, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { templatedPattern } from '~/ai/builtin/templated-patterns';
import { INTERVIEW_TEXT_IS_DATA } from '~/ai/prompt-data';

import { postChat as chat } from '../support/chat';
import { messagesOf } from '../support/dialog-messages';
import { createPublishedInterview, type InterviewFields, PASSWORD } from '../support/factories';
import { fake, server, useFakeAiServer } from '../support/fake-ai-server';
import type { ChatRequestBody } from '../support/fake-openai';
import { Client } from '../support/test-server';

useFakeAiServer();

// A guide as the built-in drafter shapes it: a warm-up, the study's topics, a closing question.
const BAKERY = [
  { id: 'warm', title: 'Introduction', description: 'To start, could you tell me a little about yourself and your everyday routine?' },
  { id: 'order', title: 'Ordering routine', description: 'How do you order flour?' },
  { id: 'supplier', title: 'Current supplier', description: 'Who is your current flour supplier?' },
  { id: 'quality', title: 'Quality problems', description: 'What quality problems have you had with flour?' },
  { id: 'closing', title: 'Closing', description: 'Is there anything else you would like to share that we have not talked about?' },
];
const FULL = 'Every Monday on the mill’s website, and their van delivers it on Wednesday morning.';

// What the issue saw: probes built from the answer's length alone.
const MECHANICAL = [
  /You mentioned “(?:Nope|Thanks|bye|Yes)/i,
  /Why is that important to you\?/,
  /Could you tell me a bit more about that\?/,
];

let ipCounter = 0;
const respondent = () => new Client(server.url, `192.0.2.${++ipCounter}`);

let lastOwner: { email: string } | undefined;
async function publishedInterview(fields: InterviewFields = {}) {
  const { owner, interview } = await createPublishedInterview({
    questions: BAKERY,
    kMessages: 3,
    initialMessage: 'Hello, and thank you for taking part! Shall we begin?',
    ...fields,
  });
  lastOwner = owner;
  return interview;
}

const stateOf = (dialogId: string) => getDb().select().from(schema.dialogs).where(eq(schema.dialogs.id, dialogId)).get()!;

/** A respondent who sends the answers in order; returns the interviewer's replies. */
async function converse(interviewId: string, answers: string[]) {
  const visitor = respondent();
  const replies: { response: string; isLastMessage: boolean }[] = [];
  let dialogId: string | undefined;
  for (const [i, answer] of answers.entries()) {
    const reply = await chat(visitor, { ...(dialogId ? { dialogId } : { interviewId }), userMessage: answer, clientId: `a${i}` });
    expect(reply.status).toBe(200);
    dialogId = reply.json.dialogId as string;
    replies.push({ response: reply.json.response as string, isLastMessage: reply.json.isLastMessage as boolean });
  }
  return { dialogId: dialogId!, replies: replies.map((r) => r.response), last: replies.at(-1)! };
}

describe('the built-in engine reads like a patient interviewer', () => {
  test('a whole interview: the introduction answers the warm-up, non-answers are never probed, follow-ups name the topic', async () => {
    const interview = await publishedInterview();
    const { dialogId, replies, last } = await converse(interview.id, [
      'Hi, I’m Sam, I run a small bakery in Leeds with my sister.',
      'Online.',
      FULL,
      'I’d rather not say',
      'Sometimes lumps.',
      'pass',
      'Nope, that covers it.',
    ]);
    const [afterIntro, probeOrder, supplier, afterRefusal, probeQuality, closingQuestion, closing] = replies;

    // The respondent introduced themselves: no "tell me about yourself", straight to the study with an acknowledgement.
    expect(afterIntro).toContain('Thank you for introducing yourself.');
    expect(afterIntro).toContain('How do you order flour?');
    expect(afterIntro).not.toContain('about yourself');
    // A short answer earns a follow-up that names the question's topic.
    expect(probeOrder).toContain('how you order flour');
    expect(supplier).toContain('Who is your current flour supplier?');
    // A refusal is accepted and the guide moves on.
    expect(afterRefusal).toContain('That is fine, we can leave that one.');
    expect(afterRefusal).toContain('What quality problems have you had with flour?');
    // Short but substantive: still probed, about quality problems.
    expect(probeQuality).toContain('quality problems');
    expect(closingQuestion).toContain('Is there anything else you would like to share');
    // "Nope, that covers it." to the closing question closes the interview.
    expect(last.isLastMessage).toBe(true);
    expect(closing).toMatch(/last question/);
    for (const reply of replies) for (const pattern of MECHANICAL) expect(reply).not.toMatch(pattern);

    expect(stateOf(dialogId).state).toMatchObject({ closed: true, covered: BAKERY.map((q) => q.id) });
    // The owner sees why each step was taken, with the candidates.
    const decisions = messagesOf(dialogId)
      .filter((m) => m.role === 'assistant' && m.allResponses)
      .map((m) => (m.allResponses![0] as { decision?: string }).decision);
    expect(decisions).toEqual([
      'The respondent introduced themselves: the warm-up question is not asked.',
      'Follow-up: a short answer (1 word).',
      // "mill’s" is one word (the one word counter, app/ai/text/words.ts; the guide position's own counter made it two).
      'No follow-up: a full answer (14 words).',
      'No follow-up: the respondent declined to answer.',
      'Follow-up: a short answer (2 words).',
      'No follow-up: the respondent declined to answer.',
      'No follow-up: the respondent has nothing more to add.',
    ]);
    // The owner reads them with the candidates in the transcript.
    const owner = new Client(server.url);
    await owner.signIn(lastOwner!.email, PASSWORD);
    const transcript = await (await owner.get(`/interview/setup/${interview.id}/participants/${dialogId}`)).text();
    expect(transcript).toContain('Next step: The respondent introduced themselves: the warm-up question is not asked.');
    expect(transcript).toContain('Next step: No follow-up: the respondent declined to answer.');
  });

  test.each(['Nope, that covers it.', 'Thanks', 'bye', 'No thanks, that’s all 🙂'])(
    '%j to the closing question closes without a probe',
    async (answer) => {
      const interview = await publishedInterview({ questions: [BAKERY[1]!, BAKERY[4]!] });
      const { replies, last } = await converse(interview.id, ['Hello', FULL, answer]);
      expect(replies[1]).toContain('Is there anything else');
      expect(last.isLastMessage).toBe(true);
      expect(last.response).toMatch(/Thank you/);
      expect(last.response).not.toMatch(/[?]/);
    },
  );

  test('"Yes." to the closing question asks what they would add; what they add is heard, then it closes', async () => {
    const interview = await publishedInterview({ questions: [BAKERY[1]!, BAKERY[4]!] });
    const invited = await converse(interview.id, ['Hello', FULL, 'Yes.']);
    expect(invited.last.isLastMessage).toBe(false);
    expect(invited.last.response).toBe('Please go ahead: what would you like to add?');
    const closed = await converse(interview.id, ['Hello', FULL, 'Yes.', 'The delivery van always comes too late on Fridays.']);
    expect(closed.last.isLastMessage).toBe(true);
    expect(closed.last.response).toMatch(/Thank you/);
  });

  test('thanks in the middle of the guide move on; a goodbye closes politely at once', async () => {
    const interview = await publishedInterview({ questions: BAKERY.slice(1) });
    const thanked = await converse(interview.id, ['Hello', 'Thanks']);
    expect(thanked.last.response).toContain('You are welcome.');
    expect(thanked.last.response).toContain('Who is your current flour supplier?');

    const left = await converse(interview.id, ['Hello', 'bye']);
    expect(left.last.isLastMessage).toBe(true);
    expect(left.last.response).toMatch(/goodbye/i);
    expect(stateOf(left.dialogId).completedAt).not.toBeNull();
  });

  test('in Russian too: the introduction skips the warm-up and "Нет, это всё" closes', async () => {
    const interview = await publishedInterview({
      language: 'Russian',
      questions: [
        { id: 'w', title: 'Знакомство', description: 'Для начала расскажите, пожалуйста, немного о себе и своём обычном дне.' },
        { id: 'o', title: 'Порядок заказа', description: 'Как вы заказываете муку?' },
        { id: 'c', title: 'Завершение', description: 'Хотите ли вы добавить что-то, о чём мы ещё не поговорили?' },
      ],
    });
    const { replies, last } = await converse(interview.id, [
      'Здравствуйте, меня зовут Ольга, у меня пекарня в Казани.',
      'По телефону.',
      'Звоню на мельницу каждый понедельник, привозят в среду утром.',
      'Нет, это всё.',
    ]);
    expect(replies[0]).toContain('Спасибо, что представились.');
    expect(replies[0]).toContain('Как вы заказываете муку?');
    // A short answer is asked for an example; the title is never read out in quotes.
    expect(replies[1]).toContain('Не могли бы вы рассказать об этом подробнее, может быть, на примере?');
    expect(replies[1]).not.toContain('Порядок заказа');
    expect(replies[2]).toContain('Хотите ли вы добавить');
    expect(last.isLastMessage).toBe(true);
    expect(last.response).toMatch(/спасибо/i);
  });

  test('k = 3 candidates take different approaches and their scores differ', async () => {
    const interview = await publishedInterview();
    const { dialogId } = await converse(interview.id, ['Hi, I’m Sam, I run a small bakery in Leeds with my sister.', 'Online, weekly.']);
    const probe = messagesOf(dialogId).at(-1)!;
    const candidates = probe.allResponses!;
    expect(candidates).toHaveLength(3);
    expect(new Set(candidates.map((c) => c.response.replace(/^[^.?!]*[.!]\s*/, ''))).size).toBe(3);
    expect(new Set(candidates.map((c) => c.reason)).size).toBe(3);
    expect(candidates.every((c) => c.reason !== 'Asks exactly one question; short; not repeated.')).toBe(true);
  });
});

describe('with a model, the model decides whether an answer needs a follow-up', () => {
  const judgeCalls = () => fake.chatRequests().filter((b) => b.tools?.[0]?.function.name === 'judge_follow_up');
  const callsFor = (interviewId: string, purpose: string) =>
    getDb()
      .select({ n: count() })
      .from(schema.aiCalls)
      .where(and(eq(schema.aiCalls.interviewId, interviewId), eq(schema.aiCalls.purpose, purpose)))
      .get()!.n;

  /** The fake provider: the judgement from `verdicts` in turn, two scored candidates, and the interviewer's text. */
  function scriptModel(verdicts: { needsFollowUp: boolean; reason: string }[]) {
    fake.onChat((body: ChatRequestBody) => {
      const tool = body.tools?.[0]?.function.name;
      if (tool === 'judge_follow_up')
        return { toolCalls: [{ name: tool, arguments: verdicts.shift() ?? { needsFollowUp: false, reason: 'Enough.' } }] };
      if (tool === 'score_candidates')
        return {
          toolCalls: [
            {
              name: tool,
              arguments: {
                scores: [
                  { index: 0, score: 8, reason: 'Neutral and on topic.' },
                  { index: 1, score: 6, reason: 'A little long.' },
                ],
              },
            },
          ],
        };
      const task = String(body.messages.at(-1)!.content);
      return task.includes('needs a follow-up')
        ? 'MODEL FOLLOW-UP?'
        : task.includes('close the interview')
          ? 'MODEL CLOSING.'
          : 'MODEL QUESTION?';
    });
  }

  test('a long answer the model finds vague is probed, a short one it finds complete is not, and the reason is kept', async () => {
    const interview = await publishedInterview({ interviewerLlm: 'gpt-4o', kMessages: 2, questions: BAKERY.slice(1) });
    scriptModel([
      { needsFollowUp: true, reason: 'It says when flour is ordered but not how the supplier was chosen.' },
      { needsFollowUp: false, reason: 'The answer names the supplier plainly.' },
    ]);
    const { dialogId, replies } = await converse(interview.id, ['Ready', FULL, 'Marriage’s.']);
    expect(replies).toEqual(['MODEL QUESTION?', 'MODEL FOLLOW-UP?', 'MODEL QUESTION?']);
    // The greeting's reply is not judged; each answer is, once.
    const judged = judgeCalls();
    expect(judged).toHaveLength(2);
    expect(JSON.stringify(judged[0]!.messages)).toContain('How do you order flour?');
    expect(JSON.stringify(judged[0]!.messages)).toContain(`<respondent>\\n${FULL}\\n</respondent>`);
    expect(JSON.stringify(judged[0]!.messages)).toContain('Interviewer:\\n<interviewer>\\n');
    expect(String(judged[0]!.messages[0]!.content)).toContain(INTERVIEW_TEXT_IS_DATA);
    // The candidates judged, and the interviewer's earlier messages, reach the judge as data too.
    const scored = fake.chatRequests().find((b) => b.tools?.[0]?.function.name === 'score_candidates')!;
    expect(String(scored.messages[0]!.content)).toContain(INTERVIEW_TEXT_IS_DATA);
    expect(String(scored.messages[1]!.content)).toMatch(
      /Candidates:\n\[0\]\n<interviewer>\nMODEL QUESTION\?\n<\/interviewer>\n\[1\]\n<interviewer>\n/,
    );
    expect(callsFor(interview.id, 'interviewer-follow-up')).toBe(2);
    expect(stateOf(dialogId).state).toMatchObject({ question: 1, covered: ['order'] });

    const decisions = messagesOf(dialogId)
      .filter((m) => m.role === 'assistant' && m.allResponses)
      .map((m) => (m.allResponses![0] as { decision?: string }).decision);
    expect(decisions.slice(1)).toEqual([
      'Follow-up (model): It says when flour is ordered but not how the supplier was chosen.',
      'No follow-up (model): The answer names the supplier plainly.',
    ]);
  });

  test('the model is not asked about thanks or refusals, nor past the cap of follow-ups', async () => {
    const interview = await publishedInterview({ interviewerLlm: 'gpt-4o', kMessages: 2, questions: BAKERY.slice(1) });
    scriptModel(Array.from({ length: 5 }, () => ({ needsFollowUp: true, reason: 'Always more to learn.' })));
    const { dialogId } = await converse(interview.id, ['Ready', FULL, FULL, FULL]);
    // Two follow-ups (the configured cap), then the guide moves on without asking the model a third time.
    expect(judgeCalls()).toHaveLength(2);
    expect(stateOf(dialogId).state).toMatchObject({ question: 1, followUps: 0, covered: ['order'] });

    const before = judgeCalls().length;
    const refused = await converse(interview.id, ['Ready', 'I’d rather not say']);
    expect(judgeCalls()).toHaveLength(before);
    expect(refused.last.response).toBe('MODEL QUESTION?');
  });

  test('when the judgement fails, the built-in rule decides', async () => {
    const interview = await publishedInterview({ interviewerLlm: 'gpt-4o', kMessages: 1, questions: BAKERY.slice(1) });
    fake.onChat((body) => (body.tools ? { content: 'not a judgement' } : 'MODEL TEXT?'));
    const { dialogId } = await converse(interview.id, ['Ready', 'Online.']);
    // The judgement was asked for (and repaired once), could not be read, and the short answer was probed.
    expect(callsFor(interview.id, 'interviewer-follow-up')).toBeGreaterThanOrEqual(1);
    expect(stateOf(dialogId).state).toMatchObject({ question: 0, followUps: 1 });
  });

  test('the judgement counts against the daily budget: a turn that cannot afford it and its reply is refused before any call', async () => {
    // One call for the reply to the greeting; the next turn needs two (the judgement and the reply).
    const interview = await publishedInterview({
      interviewerLlm: 'gpt-4o',
      kMessages: 1,
      questions: BAKERY.slice(1),
      aiDailyCallBudget: 2,
    });
    fake.onChat(() => 'MODEL TEXT?');
    const visitor = respondent();
    const first = await chat(visitor, { interviewId: interview.id, userMessage: 'Ready', clientId: 'b0' });
    expect(first.status).toBe(200);
    const requests = fake.chatRequests().length;
    const second = await chat(visitor, { dialogId: first.json.dialogId, userMessage: FULL, clientId: 'b1' });
    expect(second.status).toBe(502);
    expect(fake.chatRequests()).toHaveLength(requests);
    expect(messagesOf(first.json.dialogId as string).map((m) => m.content)).toContain(FULL);
  });
});

// The study: adults who moved to a new city and chose a new dentist, on the built-in engine.
const DENTIST = [
  { id: 'warm', title: 'Introduction', description: 'To start, could you tell me a little about yourself and your everyday routine?' },
  { id: 'choose', title: 'Choosing a dentist', description: 'How did you choose your current dentist?' },
  { id: 'visit', title: 'First visit', description: 'What happened at your first visit?' },
  { id: 'price', title: 'Price', description: 'What are your thoughts on the price?' },
  { id: 'closing', title: 'Closing', description: 'Is there anything else you would like to share that we have not talked about?' },
];

describe('the dentist study: follow-ups on what matters, thanks that fit', () => {
  test('a rich respondent is asked about the whitening upsell; nothing is templated; the thanks fit', async () => {
    const interview = await publishedInterview({ questions: DENTIST });
    const { dialogId, replies, last } = await converse(interview.id, [
      'Hi, I’m Priya, I moved from Leeds to Bristol last year for a job at the hospital.',
      'I asked colleagues at work and then read reviews on a couple of sites before booking.',
      'I went to a chain practice first. They kept upselling whitening, so I left after two visits.',
      'Every visit ended with a leaflet and a payment plan, and it felt like a sales pitch.',
      'It was about what I expected for a check-up and a clean, nothing surprising there.',
      'No, that covers it.',
    ]);
    expect(replies[0]).toContain('How did you choose your current dentist?');
    expect(replies[1]).toContain('What happened at your first visit?');
    // The complaint is followed up in a question of its own, and the owner sees why.
    expect(replies[2]).toBe('What happened when they kept suggesting whitening?');
    expect(replies[3]).toContain('What are your thoughts on the price?');
    expect(last.isLastMessage).toBe(true);
    expect(last.response).toBe('That was my last question. Thank you for your time and your answers.');
    for (const reply of replies) {
      expect(templatedPattern(reply), reply).toBeNull();
      expect(reply).not.toMatch(/[“”]/);
    }
    const decisions = messagesOf(dialogId)
      .filter((m) => m.role === 'assistant' && m.allResponses)
      .map((m) => (m.allResponses![0] as { decision?: string }).decision);
    expect(decisions[2]).toBe(
      'Follow-up: the answer names “They kept upselling whitening” (complaint), which the guide does not ask about.',
    );
  });

  test('the terse respondent (“Yes. google. dunno.”) is asked for examples and thanked for their time, not for thoughtful answers', async () => {
    const interview = await publishedInterview({ questions: DENTIST });
    const visitor = respondent();
    const terse = ['Hi', 'Yes. google. dunno.', 'no', 'google', 'dunno', 'ok', 'fine', 'no'];
    const replies: string[] = [];
    let dialogId: string | undefined;
    let closed = false;
    for (let i = 0; !closed && i < 20; i++) {
      const reply = await chat(visitor, {
        ...(dialogId ? { dialogId } : { interviewId: interview.id }),
        userMessage: terse[i % terse.length]!,
        clientId: `t${i}`,
      });
      expect(reply.status).toBe(200);
      dialogId = reply.json.dialogId as string;
      closed = reply.json.isLastMessage as boolean;
      replies.push(reply.json.response as string);
    }
    expect(closed).toBe(true);
    expect(replies[1]).toBe('Could you tell me more about that, perhaps with an example?');
    expect(replies.at(-1)).toMatch(/^(?:That was my last question\. Thank you for your time\.|Thank you, that was my last question\.)$/);
    for (const reply of replies) {
      expect(reply).not.toMatch(/thoughtful/i);
      expect(templatedPattern(reply), reply).toBeNull();
    }
  });
});
