import { expect, type Locator } from '@playwright/test';
import { asc, desc, eq, sql } from 'drizzle-orm';

import { followsUp, NOTHING_MORE } from '../support/follow-up-rule';

export { NOTHING_MORE };

/**
 * Whether the interviewer's last reply in the interview's most recently written dialog (the one a test's respondent
 * just answered) follows up on the question it asked before, rather than asking the next one.
 */
export async function interviewerFollowedUp(interviewId: string): Promise<boolean> {
  const { getDb, schema } = await import('../../db/index');
  const db = getDb();
  const latest = db
    .select({ dialogId: schema.messages.dialogId })
    .from(schema.messages)
    .innerJoin(schema.dialogs, eq(schema.dialogs.id, schema.messages.dialogId))
    .where(eq(schema.dialogs.interviewId, interviewId))
    .orderBy(desc(schema.messages.createdAt), desc(sql`${schema.messages}.rowid`))
    .limit(1)
    .get();
  if (!latest) return false;
  const asked = db
    .select({ questionIndex: schema.messages.questionIndex })
    .from(schema.messages)
    .where(sql`${schema.messages.dialogId} = ${latest.dialogId} and ${schema.messages.role} = 'assistant'`)
    .orderBy(asc(schema.messages.createdAt), asc(sql`${schema.messages}.rowid`))
    .all();
  return followsUp(asked.map((m) => m.questionIndex));
}

/**
 * A respondent's answer to a guide question, sent with `say` (the spec's own way of typing or speaking a message and
 * waiting for the reply), and "No, that is all." if the interviewer follows up on a detail of it.
 */
export async function answerWithFollowUp(interviewId: string, answer: string, say: (text: string) => Promise<void>) {
  await say(answer);
  if (await interviewerFollowedUp(interviewId)) await say(NOTHING_MORE);
}

/**
 * After an answer with a detail worth asking about: the interviewer follows it up (as stored) instead of asking `next`,
 * and the respondent says `reply` ("No, that is all.") with `send`. The caller then expects `next`.
 */
export async function answerTheFollowUp(
  interviewId: string,
  lastBubble: Locator,
  next: string | RegExp,
  send: (text: string) => Promise<void>,
  reply = NOTHING_MORE,
) {
  await expect.poll(() => interviewerFollowedUp(interviewId), { timeout: 20_000 }).toBe(true);
  await expect(lastBubble).not.toHaveText(next);
  await send(reply);
}
