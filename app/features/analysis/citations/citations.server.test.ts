import { randomUUID } from 'node:crypto';

import { describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { type CitableMessage, verifyQuotes } from '~/ai/quotes/verify-quotes';
import { createUser } from '~/features/auth/users.server';
import { createManualInterview } from '~/features/interviews/interviews.server';

import { seedDialog } from '../../../../tests/support/dialog-seeds';
import { createReport } from '../reports/reports.server';
import { addTally, agreement, citationsOf, groundingSummary, saveCitations, voteOnCitation } from './citations.server';

const ANSWER = 'Honestly, the queue at the station kiosk is the worst part of my morning, but the coffee is cheap.';

async function setUp() {
  const user = await createUser({ email: `cite-${randomUUID().slice(0, 8)}@example.com`, password: 'correct-horse-battery' });
  const interview = createManualInterview(user.id);
  const dialog = seedDialog(interview.id, { messages: ['How do you buy coffee?', ANSWER] });
  const message = getDb()
    .select()
    .from(schema.messages)
    .all()
    .find((m) => m.dialogId === dialog.id && m.role === 'user')!;
  const report = createReport(interview.id, 'R');
  const topicId = randomUUID();
  getDb().insert(schema.codingTopics).values({ id: topicId, reportId: report.id, topic: 'Queues' }).run();
  const citable = new Map<string, CitableMessage>([[message.id, { id: message.id, dialogId: dialog.id, content: message.content }]]);
  return { user, report, dialog, message, topicId, citable };
}

describe('verified quotes', () => {
  test('keep what is in the cited message (verbatim or snapped to its words), drop the rest and count them', async () => {
    const { message, citable } = await setUp();
    const { quotes, tally } = verifyQuotes(
      [
        { messageId: message.id, quote: 'the queue at the station kiosk is the worst part', relevance: 'Names the pain' },
        { messageId: message.id, quote: 'the queue at the station kiosk is the worst parts of my mornings' },
        { messageId: message.id, quote: 'I love the barista and the music' },
        { messageId: 'not-a-message-of-this-analysis', quote: 'the coffee is cheap' },
      ],
      citable,
    );
    expect(tally).toEqual({ verbatim: 1, snapped: 1, dropped: 2, trimmed: 0, omitted: 0 });
    expect(quotes.map((q) => [q.verification, ANSWER.slice(q.start, q.end)])).toEqual([
      ['verbatim', 'the queue at the station kiosk is the worst part'],
      ['snapped', 'the queue at the station kiosk is the worst part of my morning'],
    ]);
  });

  test('are shown with the message’s own text, the researcher’s vote and everyone’s agreement; counts add up per section', async () => {
    const { user, report, message, topicId, citable } = await setUp();
    const { quotes, tally } = verifyQuotes([{ messageId: message.id, quote: 'THE COFFEE IS CHEAP' }], citable);
    saveCitations(getDb(), report.id, { topicId }, quotes);
    addTally(getDb(), report.id, 'coding', tally);
    addTally(getDb(), report.id, 'coding', { verbatim: 0, snapped: 0, dropped: 3, trimmed: 1, omitted: 2 });
    addTally(getDb(), report.id, 'answers', { verbatim: 2, snapped: 0, dropped: 0, trimmed: 0, omitted: 1 });
    expect(groundingSummary(report.id)).toEqual({
      sections: {
        coding: { verbatim: 1, snapped: 0, dropped: 3, trimmed: 1, omitted: 2 },
        answers: { verbatim: 2, snapped: 0, dropped: 0, trimmed: 0, omitted: 1 },
      },
      total: { verbatim: 3, snapped: 0, dropped: 3, trimmed: 1, omitted: 3 },
    });

    let [shown] = citationsOf('topicId', [topicId], user.id).get(topicId)!;
    expect(shown!.text).toBe('the coffee is cheap');
    expect(shown!.vote).toBeNull();
    voteOnCitation(report.id, shown!.id, user.id, 'rejected');
    [shown] = citationsOf('topicId', [topicId], user.id).get(topicId)!;
    expect(shown).toMatchObject({ vote: 'rejected', accepted: 0, rejected: 1 });
    const colleague = await createUser({ email: `col-${randomUUID().slice(0, 8)}@example.com`, password: 'correct-horse-battery' });
    voteOnCitation(report.id, shown!.id, colleague.id, 'accepted');
    voteOnCitation(report.id, shown!.id, user.id, null);
    const list = citationsOf('topicId', [topicId], user.id).get(topicId)!;
    expect(list[0]).toMatchObject({ vote: null, accepted: 1, rejected: 0 });
    expect(agreement(list)).toEqual({ share: 1, votes: 1 });
    // A citation of another report cannot be voted on through this one.
    const other = createReport(report.interviewId, 'Other');
    expect(() => voteOnCitation(other.id, shown!.id, user.id, 'accepted')).toThrow('Citation not found');
  });
});
