// Compiles the server's start-up and the command-line tools to plain JavaScript in build/ (shared code in
// build/chunks/), so production runs
// `node build/server.js` with no TypeScript transpiler. Packages stay imports of node_modules; the app's own modules
// (the `~` and `@db` aliases of tsconfig.json) are bundled in.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

import { appCommit } from './app-commit.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'build');

// Bare imports are packages, except the aliases, which are the app's own modules.
const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./~]/ }, (args) => (args.path.startsWith('@db/') ? undefined : { path: args.path, external: true }));
  },
};

// Chunk names carry a hash: the previous build's are removed first.
fs.rmSync(path.join(outdir, 'chunks'), { recursive: true, force: true });

await build({
  absWorkingDir: root,
  entryPoints: {
    server: 'server.ts',
    'create-user': 'scripts/create-user.ts',
    'user-plan': 'scripts/user-plan.ts',
    'db-backup': 'scripts/db-backup.ts',
    'align-questions': 'scripts/align-question-indexes.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [packagesStayExternal],
  // Split, so what is imported on demand (the app, once the process knows it serves) is a chunk of its own.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: 'linked',
  logLevel: 'warning',
  // The app version analysis results record (app/lib/app-version.server.ts).
  define: { __APP_COMMIT__: JSON.stringify(appCommit()) },
});

// The sentence encoder's worker is a file of its own, loaded by path (app/ai/builtin/sentence-encoder.server.ts).
fs.copyFileSync(path.join(root, 'app/ai/builtin/sentence-encoder.worker.mjs'), path.join(outdir, 'sentence-encoder.worker.mjs'));
