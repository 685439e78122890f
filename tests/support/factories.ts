import { randomUUID } from 'node:crypto';
import { createUser } from '~/features/auth/users.server';

export const PASSWORD = 'correct-horse-battery';

export async function createResearcher(prefix = 'researcher') {
  return createUser({ email: `${prefix}-${randomUUID().slice(0, 8)}@example.com`, password: PASSWORD });
}
