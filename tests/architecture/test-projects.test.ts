import fs from 'node:fs';
import path from 'node:path';

import { expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
// What serves or runs the production build: the helpers that start it, and a path under build/.
const USES_THE_BUILD = /\b(startTestServer|startBuiltServer|useBuiltServers|useFakeAiServer)\b|['"`]build\//;

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'build', '.git'].includes(entry.name) ? [] : testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [path.relative(root, full)] : [];
  });
}

// `npm run test:unit` runs without a build (vitest.config.ts, project "unit"): a test that needs one lives in
// tests/integration, which `npm run test:integration` builds for.
test('only tests in tests/integration serve or run the production build', () => {
  const self = path.relative(root, import.meta.filename);
  const outside = testFiles(root).filter((file) => !file.startsWith(`tests${path.sep}integration${path.sep}`) && file !== self);
  expect(outside.length).toBeGreaterThan(100);
  const usingTheBuild = outside.filter((file) => USES_THE_BUILD.test(fs.readFileSync(path.join(root, file), 'utf8')));
  expect(usingTheBuild).toEqual([]);
});
