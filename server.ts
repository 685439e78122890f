// The process's entry (compiled to build/server.js). With backups on it only supervises Litestream, which starts
// this file again as its child; so the app and its packages are loaded only by the process that serves.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ConfigError, env as readEnv } from '~/lib/env.server';

import { superviseWithLitestream } from './server/litestream';

// Compiled, this module is build/server.js, beside the app's build; from source it is server.ts, above build/.
const here = path.dirname(fileURLToPath(import.meta.url));
const buildDir = path.basename(here) === 'build' ? here : path.join(here, 'build');

async function main() {
  const env = readEnv();
  if (superviseWithLitestream(env)) return;
  const { serve } = await import('./server/serve');
  await serve(env, buildDir);
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
