import { JobCancelled } from '~/jobs/queue.server';

export function stopIfCancelled(signal: AbortSignal) {
  if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new JobCancelled();
}

/**
 * Runs `work` over items with at most `width` at once (the AI layer retries each call with backoff; no stagger).
 * A failing item is reported to `failed` and the others go on; a cancelled job stops them all.
 */
export async function runPool<T>(
  items: readonly T[],
  width: number,
  signal: AbortSignal,
  work: (item: T) => Promise<void>,
  failed: (item: T, error: unknown) => void,
): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
      stopIfCancelled(signal);
      try {
        await work(item);
      } catch (error) {
        stopIfCancelled(signal);
        failed(item, error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, width), Math.max(1, items.length)) }, worker));
}
