// Creates a researcher account: npm run user:create -- --email a@b.c --password '...' [--plan free|pro|enterprise]
// Without --plan the account gets DEFAULT_PLAN (free unless set).
import { parseArgs } from 'node:util';
import { closeDb, getDb } from '@db/index';
import { migrateDatabase } from '@db/migrate';
import { createUser } from '~/features/auth/users.server';
import { DomainError } from '~/lib/errors';
import { ConfigError } from '~/lib/env.server';
import { planLine } from '~/lib/plans';

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

main()
  .catch((error) => {
    if (error instanceof DomainError || error instanceof ConfigError) {
      console.error(`Error: ${error.message}`);
    } else if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
      console.error(`Error: ${error.message}`);
    } else {
      console.error(error);
    }
    return 1;
  })
  .then((code) => {
    closeDb();
    process.exitCode = code;
  });
