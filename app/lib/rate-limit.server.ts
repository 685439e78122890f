/**
 * A fixed-window counter kept in this process's memory: of attempts (`hit`), or of an amount such as bytes (`take`).
 * One container runs one process, so this is enough; several processes would each count separately.
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

  /** What the key has used of its allowance in this window. */
  used(key: string): number {
    return this.current(key)?.count ?? 0;
  }

  /** Whether the key has used its whole allowance for this window. */
  exhausted(key: string): boolean {
    return (this.current(key)?.count ?? 0) >= this.limit;
  }

  /** Charges `amount` to the key if it fits in what is left of its allowance; false (and nothing charged) if not. */
  take(key: string, amount: number): boolean {
    const window = this.current(key) ?? { count: 0, resetAt: this.now() + this.windowMs };
    if (window.count + amount > this.limit) return false;
    window.count += amount;
    this.windows.set(key, window);
    if (this.windows.size > 10_000) this.sweep();
    return true;
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
