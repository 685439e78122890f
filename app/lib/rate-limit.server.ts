/**
 * A fixed-window counter kept in this process's memory. One container runs one process, so this is enough;
 * several processes would each count separately.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the key may try again, or 0 when it is under the limit. */
  retryAfter(key: string): number {
    const window = this.current(key);
    if (!window || window.count < this.limit) return 0;
    return Math.max(1, Math.ceil((window.resetAt - this.now()) / 1000));
  }

  /** Counts one attempt; returns the seconds to wait when this attempt went over the limit, else 0. */
  hit(key: string): number {
    const window = this.current(key) ?? { count: 0, resetAt: this.now() + this.windowMs };
    window.count += 1;
    this.windows.set(key, window);
    if (this.windows.size > 10_000) this.sweep();
    return window.count > this.limit ? Math.max(1, Math.ceil((window.resetAt - this.now()) / 1000)) : 0;
  }

  /** Gives back one counted attempt, as when a reserved attempt turned out not to count. */
  release(key: string): void {
    const window = this.current(key);
    if (!window) return;
    window.count -= 1;
    if (window.count <= 0) this.windows.delete(key);
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private current(key: string) {
    const window = this.windows.get(key);
    if (window && window.resetAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private sweep() {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

export function minutesText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? 'a minute' : `${minutes} minutes`;
}
