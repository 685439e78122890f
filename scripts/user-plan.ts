// Moves a researcher account to another plan: npm run user:plan -- you@example.com enterprise
// (in production: node build/user-plan.js you@example.com enterprise). The monthly quota follows at once.
import { parseArgs } from 'node:util';
import { closeDb, getDb } from '@db/index';
import { migrateDatabase } from '@db/migrate';
import { setUserPlan } from '~/features/auth/users.server';
import { DomainError } from '~/lib/errors';
import { ConfigError } from '~/lib/env.server';
import { planLine } from '~/lib/plans';

function main() {
  const { positionals } = parseArgs({ allowPositionals: true, strict: true });
  if (positionals.length !== 2) {
    console.error('Usage: npm run user:plan -- you@example.com free|pro|enterprise');
    return 2;
  }
  const [email, plan] = positionals as [string, string];
  migrateDatabase(getDb());
  const user = setUserPlan(email, plan);
  console.log(`${user.email} is now on the ${planLine(user.plan)}`);
  return 0;
}

Promise.resolve()
  .then(main)
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
