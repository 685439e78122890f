/**
 * Bytes of recordings taken per key (an address) in a fixed window, kept in this process's memory like RateLimiter.
 * Anyone with an interview's public link can record, and every recording is stored and transcribed; this caps how
 * much one address can make us keep and pay for, beside the count of requests per minute.
 */
export class ByteBudget {
  private readonly windows = new Map<string, { used: number; resetAt: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether the key has used its whole budget for this window. */
  exhausted(key: string): boolean {
    return (this.current(key)?.used ?? 0) >= this.limit;
  }

  /** Charges `bytes` to the key if they fit in what is left of its budget; false (and nothing charged) if not. */
  take(key: string, bytes: number): boolean {
    const window = this.current(key) ?? { used: 0, resetAt: this.now() + this.windowMs };
    if (window.used + bytes > this.limit) return false;
    window.used += bytes;
    this.windows.set(key, window);
    if (this.windows.size > 10_000) this.sweep();
    return true;
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
