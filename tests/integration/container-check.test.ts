import { expect, test } from 'vitest';

import { runContainerCheck, runtimeCopies } from '../../scripts/container-check';

test("the runtime stage's files are read from the Dockerfile's COPY lines", () => {
  expect(runtimeCopies()).toEqual(['package.json', 'package-lock.json', 'node_modules', 'build', 'migrations', 'docker-entrypoint.sh']);
  expect(runtimeCopies('FROM a AS build\nCOPY . .\nFROM b\nCOPY --from=build /app/build ./build\n')).toEqual(['build']);
});

test('the image, reproduced in a clean folder, runs as an unprivileged user from a read-only app folder and takes a whole interview', async () => {
  const report = await runContainerCheck();
  expect(report.devPackagesLeft).toEqual([]);
  expect(report.serverUid).not.toBe(0);
  expect(report.dataOwnerUid).toBe(report.serverUid);
  expect(report.writableInAppFolder).toEqual([]);
  expect(report.health).toEqual({ status: 'ok', role: 'primary' });
  // Greeting, two questions, closing: the respondent's messages and the interviewer's replies are all stored.
  expect(report.turns).toBeGreaterThanOrEqual(3);
  expect(report.storedMessages).toBe(report.turns * 2 + 1);
  expect(report.closingReply).toMatch(/thank you/i);
  expect(report.exportBytes).toBeGreaterThan(5_000);
  expect(report.stopCode).toBe(0);
  expect(report.log).toContain('Stopped cleanly');
  expect(report.log).not.toMatch(/EACCES|EROFS|Error/);
}, 240_000);
