import { createUser, findUserByEmail } from '~/features/auth/users.server';

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'demo-password';

/** Development only: a researcher account to sign in with on a fresh clone. */
export async function seedDemoAccount(): Promise<void> {
  if (!findUserByEmail(DEMO_EMAIL)) await createUser({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
  console.log(`Demo researcher: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
}
