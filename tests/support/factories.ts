import { randomUUID } from 'node:crypto';
import { createUser } from '~/features/auth/users.server';
import { Client } from './test-server';

export const PASSWORD = 'correct-horse-battery';

export async function createResearcher(prefix = 'researcher') {
  return createUser({ email: `${prefix}-${randomUUID().slice(0, 8)}@example.com`, password: PASSWORD });
}

/** A new researcher and a client signed in as them against `server`. */
export async function signedInResearcher(server: { url: string }, prefix?: string) {
  const user = await createResearcher(prefix);
  const client = new Client(server.url);
  await client.signIn(user.email, PASSWORD);
  return { user, client };
}
