import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { MONTHLY_PARTICIPANTS, participantsThisMonth } from '~/features/dialogs/dialogs.server';
import {
  NEW_DIALOGS_PER_HOUR,
  NEW_DIALOGS_PER_OWNER_PER_HOUR,
  OWNER_NEW_DIALOGS_PER_HOUR,
} from '~/features/dialogs/respondent-limits.server';

import { type JsonBody, postChat as chat } from '../support/chat';
import { createPublishedInterview } from '../support/factories';
import { server, useFakeAiServer } from '../support/fake-ai-server';
import { Client } from '../support/test-server';

useFakeAiServer();

const QUESTIONS = [
  { id: 'q1', title: 'Habits', description: 'How do you usually buy coffee?' },
  { id: 'q2', title: 'Reasons', description: 'Why do you choose the place you buy it from?' },
];
const ANSWERS = [
  'Hello, happy to help with this.',
  'I usually buy my coffee at a small cafe near the office on my way in every morning, about eight o’clock.',
  'The barista knows my order, the beans are roasted nearby, and it is on the way so I never have to detour.',
  'Sometimes I make it at home with a moka pot at the weekend, when I have time to sit and enjoy it properly.',
  'Mostly it is habit and convenience, but the taste and the people there matter to me as well, honestly.',
];

let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;

const dialogsOfOwner = (interviewIds: string[]) =>
  interviewIds.flatMap((id) => getDb().select().from(schema.dialogs).where(eq(schema.dialogs.interviewId, id)).all());

/** An honest respondent: answers until the interviewer has moved on to the second question or closed the dialog. */
async function honestRespondent(interviewId: string) {
  const respondent = new Client(server.url, nextIp());
  const first = await chat(respondent, { interviewId, userMessage: ANSWERS[0], clientId: 'honest-0' });
  if (first.status !== 200) return first;
  let last: { status: number; json: JsonBody } = first;
  for (let i = 1; i < ANSWERS.length && !last.json.isLastMessage; i++) {
    last = await chat(respondent, { dialogId: first.json.dialogId, userMessage: ANSWERS[i], clientId: `honest-${i}` });
    expect(last.status).toBe(200);
  }
  return first;
}

describe('one address cannot use up an account’s monthly participants', () => {
  test('ten short first messages to each of five published interviews, sent at once, leave the quota untouched, and an honest respondent from another address gets in and is counted', async () => {
    const { owner, interview: first } = await createPublishedInterview({ questions: QUESTIONS, kMessages: 1 });
    const others = await Promise.all(
      Array.from({ length: 4 }, () => createPublishedInterview({ questions: QUESTIONS, kMessages: 1 }, owner)),
    );
    const targets = [first, ...others.map((o) => o.interview)];
    const { interview: sixth } = await createPublishedInterview({ questions: QUESTIONS, kMessages: 1 }, owner);
    expect(MONTHLY_PARTICIPANTS.free).toBe(50);

    const ip = nextIp();
    const replies = await Promise.all(
      targets.flatMap((interview) =>
        Array.from({ length: 10 }, (_, i) =>
          // A fresh client each time: no cookie, as a script would post.
          chat(new Client(server.url, ip), { interviewId: interview.id, userMessage: 'hi', clientId: `junk-${i}` }),
        ),
      ),
    );
    const started = replies.filter((r) => r.status === 200).length;
    // The address is held to its bound across the owner's interviews, not ten per interview.
    expect(started).toBe(NEW_DIALOGS_PER_OWNER_PER_HOUR);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(50 - started);
    expect(dialogsOfOwner(targets.map((t) => t.id))).toHaveLength(started);
    // A greeting is not an answer: none of these dialogs counts.
    expect(participantsThisMonth(owner.id)).toBe(0);

    const honest = await honestRespondent(sixth.id);
    expect(honest.status).toBe(200);
    expect(participantsThisMonth(owner.id)).toBe(1);
  });

  test('many addresses filling the owner’s hourly bound hold back only addresses that already started a dialog with the owner; a new address still gets in and counts', async () => {
    const { owner, interview: first } = await createPublishedInterview({ questions: QUESTIONS, kMessages: 1 });
    const perAddress = NEW_DIALOGS_PER_OWNER_PER_HOUR;
    const interviewsNeeded = Math.ceil(perAddress / NEW_DIALOGS_PER_HOUR);
    const rest = await Promise.all(
      Array.from({ length: interviewsNeeded }, () => createPublishedInterview({ questions: QUESTIONS, kMessages: 1 }, owner)),
    );
    const targets = [first, ...rest.map((r) => r.interview)];
    const addresses = Array.from({ length: OWNER_NEW_DIALOGS_PER_HOUR / perAddress }, nextIp);

    // Each address starts its full share across the owner's interviews, all addresses at once.
    const replies = await Promise.all(
      addresses.flatMap((ip) =>
        Array.from({ length: perAddress }, (_, i) =>
          chat(new Client(server.url, ip), {
            interviewId: targets[i % targets.length]!.id,
            userMessage: 'hi',
            clientId: `load-${i}`,
          }),
        ),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(OWNER_NEW_DIALOGS_PER_HOUR);
    expect(participantsThisMonth(owner.id)).toBe(0);

    // Under load, an address that already started one is refused, on any interview of the owner, even a fresh one…
    const { interview: fresh } = await createPublishedInterview({ questions: QUESTIONS, kMessages: 1 }, owner);
    const again = await chat(new Client(server.url, addresses[0]!), { interviewId: fresh.id, userMessage: 'hi', clientId: 'again' });
    expect(again.status).toBe(429);
    // …and an honest respondent from an address new to the owner still gets in, and is counted.
    const honest = await honestRespondent(fresh.id);
    expect(honest.status).toBe(200);
    expect(participantsThisMonth(owner.id)).toBe(1);
    // Another owner's interviews are not affected by this owner's load.
    const { interview: elsewhere } = await createPublishedInterview({ questions: QUESTIONS, kMessages: 1 });
    const other = await chat(new Client(server.url, addresses[0]!), {
      interviewId: elsewhere.id,
      userMessage: 'hi',
      clientId: 'elsewhere',
    });
    expect(other.status).toBe(200);
  });
});
