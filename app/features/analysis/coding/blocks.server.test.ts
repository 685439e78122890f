import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { createUser } from '~/features/auth/users.server';
import { createManualInterview } from '~/features/interviews/interviews.server';

import { activeBlocks, addBlock, codingBlocksOf, deleteBlock, updateBlock } from './blocks.server';

async function interviewWithQuestions() {
  const user = await createUser({ email: `blocks-${randomUUID().slice(0, 8)}@example.com`, password: 'correct-horse-battery' });
  const interview = createManualInterview(user.id);
  const questions = [
    { id: 'q1', title: 'Habits', description: 'How do you buy coffee?' },
    { id: 'q2', title: 'Wishes', description: 'What would be better?' },
  ];
  getDb().update(schema.interviews).set({ questions }).where(eq(schema.interviews.id, interview.id)).run();
  return { ...interview, questions };
}

describe('coding blocks', () => {
  test('start as one default block per guide question, made once; added ones follow; inactive ones are not coded', async () => {
    const interview = await interviewWithQuestions();
    const first = codingBlocksOf(interview);
    expect(first.map((b) => [b.title, b.questionId, b.isDefault, b.isActive])).toEqual([
      ['Habits', 'q1', true, true],
      ['Wishes', 'q2', true, true],
    ]);
    expect(codingBlocksOf(interview).map((b) => b.id)).toEqual(first.map((b) => b.id));
    const added = addBlock(interview.id, { title: 'Price', description: 'What respondents say about price' });
    expect(added.position).toBe(2);
    updateBlock(interview.id, first[0]!.id, { isActive: false });
    expect(activeBlocks(interview).map((b) => b.title)).toEqual(['Wishes', 'Price']);
    deleteBlock(interview.id, added.id);
    expect(codingBlocksOf(interview).map((b) => b.title)).toEqual(['Habits', 'Wishes']);
    expect(() => deleteBlock('another-interview', first[1]!.id)).toThrow('Coding block not found');
  });
});
