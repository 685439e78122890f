import { closeDb } from '@db/index';
import { ConfigError } from '~/lib/env.server';
import { DomainError } from '~/lib/errors';

/**
 * Runs an account command (user:create, user:plan) and sets its exit code: a refusal the user can act on (a domain
 * error, bad configuration, an unknown option) is printed as one line, anything else in full; the database is closed
 * either way.
 */
export function runAccountCommand(main: () => number | Promise<number>): void {
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
}
