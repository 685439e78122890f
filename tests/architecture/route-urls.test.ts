import fs from 'node:fs';
import path from 'node:path';

import { expect, test } from 'vitest';

import { appDirectory, loadRouteConfig, routeFiles, routeRows, rowLine } from './route-table';

// The route table as it was before the route files were grouped in folders, one line per route: URL, whether it is
// an index route, its id and its parent's id. Moving a file must change none of them.
const expected = fs
  .readFileSync(path.join(import.meta.dirname, 'route-urls.expected.txt'), 'utf8')
  .trim()
  .split('\n');

test('every URL is served by the same route, under the same parent layout, as before the grouping', async () => {
  const rows = routeRows(await loadRouteConfig());
  expect(rows.map(rowLine).sort()).toEqual(expected);
});

test('every file in app/routes is a route: none is left out of the route config', async () => {
  const files = routeRows(await loadRouteConfig()).map((row) => row.file);
  expect(files.sort()).toEqual(routeFiles().sort());
});

test("a route's id is routes/ and its file name, whichever folder holds the file", async () => {
  for (const row of routeRows(await loadRouteConfig())) {
    expect(row.id).toBe(`routes/${path.basename(row.file).replace(/\.tsx?$/, '')}`);
  }
});

test('the route ids the code names exist', async () => {
  const ids = new Set(routeRows(await loadRouteConfig()).map((row) => row.id));
  const named = new Map<string, string>();
  const sources = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sources(full);
      return /\.tsx?$/.test(entry.name) ? [full] : [];
    });
  for (const file of [...sources(appDirectory), ...sources(path.join(appDirectory, '../server'))]) {
    for (const [, id] of fs.readFileSync(file, 'utf8').matchAll(/['"](routes\/[^'"\s]+)['"]/g)) named.set(id!, file);
  }
  expect(named.size).toBeGreaterThan(0);
  const missing = [...named].filter(([id]) => !ids.has(id)).map(([id, file]) => `${id} (${path.relative(appDirectory, file)})`);
  expect(missing).toEqual([]);
});
