import { expect, test } from 'vitest';

import { createUser } from '~/features/auth/users.server';
import { createManualInterview } from '~/features/interviews/interviews.server';

import { addQuestion, updateQuestion } from './setup.server';

const PASSWORD = 'correct-horse-battery';

async function statusOf(edit: () => unknown): Promise<number | string> {
  try {
    edit();
    return 'done';
  } catch (error) {
    return error instanceof Response ? error.status : String(error);
  }
}

test('another team’s question edit is a 404 before anything the edit itself would refuse', async () => {
  const owner = await createUser({ email: 'setup-owner@example.com', password: PASSWORD });
  const stranger = await createUser({ email: 'setup-stranger@example.com', password: PASSWORD });
  const interview = createManualInterview(owner.id);

  expect(await statusOf(() => updateQuestion(stranger.id, interview.id, 'no-such-question', { title: 'T', description: '' }, null))).toBe(
    404,
  );
  expect(await statusOf(() => addQuestion(stranger.id, interview.id, { title: 'T', description: '' }, null))).toBe(404);
  expect(addQuestion(owner.id, interview.id, { title: 'Added', description: '' }, null).at(-1)).toMatchObject({ title: 'Added' });
});
