// Moves a researcher account to another plan: npm run user:plan -- you@example.com enterprise
// (in production: node build/user-plan.js you@example.com enterprise). The monthly quota follows at once.
import { parseArgs } from 'node:util';

import { getDb } from '@db/index';
import { migrateDatabase } from '@db/migrate';
import { setUserPlan } from '~/features/auth/users.server';
import { planLine } from '~/lib/plans';

import { runAccountCommand } from './run-account-command';

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

runAccountCommand(main);
