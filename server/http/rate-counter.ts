/**
 * Counts events per key in fixed windows. In memory by default; the interface lets a shared store
 * (Redis) take over when several instances run.
 */
export interface RateCounter {
  /** Current count for the key in its window (0 when none). */
  peek(key: string): Promise<number>;
  /** Adds one and returns the new count. */
  hit(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export class MemoryRateCounter implements RateCounter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly windowMs: number) {}

  private current(key: string) {
    const entry = this.windows.get(key);
    if (!entry || entry.resetAt <= Date.now()) return undefined;
    return entry;
  }

  async peek(key: string) {
    return this.current(key)?.count ?? 0;
  }

  async hit(key: string) {
    const entry = this.current(key) ?? { count: 0, resetAt: Date.now() + this.windowMs };
    entry.count += 1;
    this.windows.set(key, entry);
    if (this.windows.size > 50_000) this.prune();
    return entry.count;
  }

  async reset(key: string) {
    this.windows.delete(key);
  }

  private prune() {
    const now = Date.now();
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}
