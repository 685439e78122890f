import { randomUUID } from 'node:crypto';

import { describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { createUser } from '~/features/auth/users.server';
import { createManualInterview } from '~/features/interviews/interviews.server';

import { AiBudgetExhausted, aiCallsToday, assertWithinDailyBudget, reserveAiCall } from './budget.server';

function call(interviewId: string, purpose: string, createdAt = new Date()) {
  getDb()
    .insert(schema.aiCalls)
    .values({ id: randomUUID(), purpose, model: 'gpt-4o', providerModel: 'gpt-4o', durationMs: 10, outcome: 'ok', interviewId, createdAt })
    .run();
}

describe('the daily AI call budget', () => {
  test('counts respondent-side calls of today only; the owner’s analysis never uses it up', async () => {
    const user = await createUser({ email: `budget-${randomUUID().slice(0, 8)}@example.com`, password: 'correct-horse-battery' });
    const interview = createManualInterview(user.id);
    call(interview.id, 'interviewer-turn');
    call(interview.id, 'speech-to-text');
    call(interview.id, 'interviewer-turn', new Date(Date.now() - 2 * 86_400_000));
    for (const purpose of ['analysis-sample', 'analysis-chat', 'analysis-search', 'analysis-index']) call(interview.id, purpose);
    expect(aiCallsToday(interview.id)).toBe(2);
    expect(() => assertWithinDailyBudget({ id: interview.id, aiDailyCallBudget: 3 }, 1)).not.toThrow();
    expect(() => assertWithinDailyBudget({ id: interview.id, aiDailyCallBudget: 3 }, 2)).toThrow(AiBudgetExhausted);
  });
});

describe('reserving a call', () => {
  test('reservations count until their row is written, so calls started together cannot pass the budget', async () => {
    const { recordAiCall } = await import('./usage.server');
    const user = await createUser({ email: `reserve-${randomUUID().slice(0, 8)}@example.com`, password: 'correct-horse-battery' });
    const interview = { id: createManualInterview(user.id).id, aiDailyCallBudget: 3 };
    call(interview.id, 'interviewer-turn');
    const held = [reserveAiCall(interview), reserveAiCall(interview)];
    expect(() => reserveAiCall(interview)).toThrow(AiBudgetExhausted);
    expect(() => assertWithinDailyBudget(interview, 1)).toThrow(AiBudgetExhausted);
    // A call that ends writes its row and lets go of its reservation in one step: still three, still full.
    recordAiCall({
      purpose: 'interviewer-turn',
      model: 'gpt-4o',
      providerModel: 'gpt-4o',
      attempt: 1,
      tokensIn: 0,
      tokensOut: 0,
      durationMs: 1,
      outcome: 'ok',
      interviewId: interview.id,
    });
    held[0]!();
    expect(() => reserveAiCall(interview)).toThrow(AiBudgetExhausted);
    // A reservation let go without a row (the call was never made) frees its place, once however often it is let go.
    held[1]!();
    held[1]!();
    const again = reserveAiCall(interview);
    expect(() => reserveAiCall(interview)).toThrow(AiBudgetExhausted);
    again();
  });
});

describe('the day’s count between reads of the table', () => {
  test('a call this process records counts at once; a row written any other way counts within seconds', async () => {
    const { recordAiCall } = await import('./usage.server');
    const { vi } = await import('vitest');
    const user = await createUser({ email: `tally-${randomUUID().slice(0, 8)}@example.com`, password: 'correct-horse-battery' });
    const interview = createManualInterview(user.id);
    const attempt = {
      model: 'gpt-4o',
      providerModel: 'gpt-4o',
      attempt: 1,
      tokensIn: 1,
      tokensOut: 1,
      durationMs: 5,
      outcome: 'ok' as const,
      interviewId: interview.id,
    };
    expect(aiCallsToday(interview.id)).toBe(0);
    recordAiCall({ ...attempt, purpose: 'interviewer-turn' });
    recordAiCall({ ...attempt, purpose: 'analysis-index' });
    expect(aiCallsToday(interview.id)).toBe(1);
    expect(() => assertWithinDailyBudget({ id: interview.id, aiDailyCallBudget: 2 }, 1)).not.toThrow();
    expect(() => assertWithinDailyBudget({ id: interview.id, aiDailyCallBudget: 2 }, 2)).toThrow(AiBudgetExhausted);

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      call(interview.id, 'speech-to-text');
      vi.advanceTimersByTime(6_000);
      expect(aiCallsToday(interview.id)).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
