// A bench's own SQLite file in a temporary folder, removed when the bench ends.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Points this process at a fresh data folder; a bench imports the app's modules only after this (dynamic imports). */
export function useThrowawayDatabase(name: string, env: Record<string, string> = {}): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `qualia-bench-${name}-`));
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_REQUESTS: 'false',
    SESSION_SECRET: 'bench-secret-long-enough',
    ...env,
  });
  return dataDir;
}

/** Runs a bench: its result is the exit code; then `cleanup`, the database closed and its folder removed. */
export function runBench(main: () => Promise<number>, dataDir: string, cleanup: () => Promise<void> | void = () => undefined): void {
  main()
    .then((code) => {
      process.exitCode = code;
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(async () => {
      await cleanup();
      // Imported here, not above: the bench's own modules must see the configuration set first.
      const { closeDb } = await import('@db/index');
      closeDb();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
}
