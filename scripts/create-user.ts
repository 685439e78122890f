// Creates a researcher account: npm run user:create -- --email a@b.c --password '...'
import { parseArgs } from 'node:util';
import { closeDb, getDb } from '@db/index';
import { migrateDatabase } from '@db/migrate';
import { createUser } from '~/features/auth/users.server';
import { DomainError } from '~/lib/errors';
import { ConfigError } from '~/lib/env.server';

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' } },
    strict: true,
  });
  if (!values.email || !values.password) {
    console.error("Usage: npm run user:create -- --email you@example.com --password 'at least 10 characters'");
    return 2;
  }
  migrateDatabase(getDb());
  const user = await createUser({ email: values.email, password: values.password });
  console.log(`Created researcher ${user.email}`);
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
