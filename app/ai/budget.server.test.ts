import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { getDb, schema } from '@db/index';
import { createUser } from '~/features/auth/users.server';
import { createManualInterview } from '~/features/interviews/interviews.server';
import { aiCallsToday, assertWithinDailyBudget, AiBudgetExhausted } from './budget.server';

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
