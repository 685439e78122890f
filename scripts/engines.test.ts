import fs from 'node:fs';
import path from 'node:path';

import semver from 'semver';
import { expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

type LockedPackage = { version?: string; engines?: { node?: string } | string[]; optional?: boolean; dev?: boolean };

test('every installed package supports the Node version the project declares and runs on', () => {
  const declared: string = read('package.json').engines.node;
  const lowest = semver.minVersion(declared)!;
  expect(lowest.major).toBe(20);
  const dockerNode = /FROM node:(\d+)/.exec(fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8'))![1];
  expect(Number(dockerNode)).toBe(lowest.major);

  const packages = read('package-lock.json').packages as Record<string, LockedPackage>;
  const refused = Object.entries(packages).flatMap(([where, pkg]) => {
    const range = pkg.engines && !Array.isArray(pkg.engines) ? pkg.engines.node : undefined;
    // Optional platform builds that npm skips where their engine does not fit are not installed.
    if (!where || !range || pkg.optional) return [];
    return semver.satisfies(process.versions.node, range) && semver.intersects(range, `${lowest.major}.x`)
      ? []
      : [`${where}@${pkg.version} needs node ${range}`];
  });
  expect(refused).toEqual([]);
});
