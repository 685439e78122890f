import { dialogsPastRetention, RETENTION_BATCH, RETENTION_SWEEP_EVERY_MS } from '~/features/retention/retention.server';

import { eraseDialogs } from './erase-dialogs.server';

/** Deletes every respondent's dialog older than its interview's retention period, batch by batch. */
export async function sweepExpiredDialogs(now = new Date()): Promise<number> {
  let erased = 0;
  for (;;) {
    const batch = dialogsPastRetention(now);
    if (batch.length === 0) return erased;
    erased += await eraseDialogs(batch, 'retention', now);
    if (batch.length < RETENTION_BATCH) return erased;
  }
}

// On globalThis like the orphan sweep, so a development reload does not start a second timer.
const state = globalThis as unknown as { __retentionSweep?: { timer: NodeJS.Timeout; running: Promise<unknown> | null } };

/** Sweeps now and then every RETENTION_SWEEP_EVERY_MS in this process (the primary's); the timer never keeps it alive. */
export function startRetentionSweep(): void {
  if (state.__retentionSweep) return;
  const run = () => {
    const sweep = state.__retentionSweep;
    if (!sweep || sweep.running) return;
    sweep.running = sweepExpiredDialogs()
      .catch((error: unknown) => console.error('Deleting dialogs past their retention period failed:', error))
      .finally(() => {
        sweep.running = null;
      });
  };
  state.__retentionSweep = { timer: setInterval(run, RETENTION_SWEEP_EVERY_MS).unref(), running: null };
  run();
}

/** Stops the timer and waits for a sweep in progress, so the database can be closed after it. */
export async function stopRetentionSweep(): Promise<void> {
  const sweep = state.__retentionSweep;
  if (!sweep) return;
  clearInterval(sweep.timer);
  state.__retentionSweep = undefined;
  await sweep.running;
}
