import path from 'node:path';

import { defineConfig } from 'vitest/config';

// The Remix Vite plugin is left out on purpose: it breaks test runs. Loaders and actions are tested through the built server.
export default defineConfig({
  resolve: {
    alias: {
      '~': path.resolve(import.meta.dirname, 'app'),
      '@db': path.resolve(import.meta.dirname, 'db'),
    },
  },
  test: {
    // Two projects: `unit` needs no build, so a feature's own tests run in seconds after a change
    // (`npm run test:unit`); `integration` serves or runs the production build (`npm run test:integration` builds
    // first). A test that starts the built server or runs a built command belongs in tests/integration
    // (tests/architecture/test-projects.test.ts checks it). `vitest run` runs both.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'app/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'db/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/fixtures/**/*.test.ts',
            'tests/support/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
          ],
        },
      },
      { extends: true, test: { name: 'integration', include: ['tests/integration/**/*.test.ts'] } },
    ],
    globalSetup: ['tests/support/vitest-migrated-database.ts'],
    setupFiles: ['tests/support/vitest-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // The production build that integration tests serve (build/server) is plain JavaScript for Node: imported natively,
    // as \`npm start\` runs it, rather than transformed and evaluated module by module in every test file.
    server: { deps: { external: [/\/build\/server\//] } },
    pool: 'forks',
    // Vitest's default is one fork less than the cores: one at a time on a 2-core CI machine. Most files wait on
    // servers, child processes and timers rather than the CPU, so one fork per core finishes far sooner.
    maxWorkers: 2,
  },
});
