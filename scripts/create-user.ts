// Creates a researcher account: npm run user:create -- --email a@b.c --password '...' [--plan free|pro|enterprise]
// Without --plan the account gets DEFAULT_PLAN (free unless set).
import { parseArgs } from 'node:util';

import { getDb } from '@db/index';
import { migrateDatabase } from '@db/migrate';
import { createUser } from '~/features/auth/users.server';
import { planLine } from '~/lib/plans';

import { runAccountCommand } from './run-account-command';

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, plan: { type: 'string' } },
    strict: true,
  });
  if (!values.email || !values.password) {
    console.error("Usage: npm run user:create -- --email you@example.com --password 'at least 10 characters' [--plan free|pro|enterprise]");
    return 2;
  }
  migrateDatabase(getDb());
  const user = await createUser({ email: values.email, password: values.password, plan: values.plan });
  console.log(`Created researcher ${user.email} on the ${planLine(user.plan)}`);
  return 0;
}

runAccountCommand(main);
