import type { Clock } from '../context/clock.ts';
import type { RateLimitStore } from './rate-limit-store.ts';

/** Rate-limit counters in this process's memory: one process, one budget. */
export class MemoryRateLimitStore implements RateLimitStore {
  readonly healthy = true;
  private readonly counters = new Map<string, { value: number; expiresAt: number }>();

  constructor(private readonly clock: Clock) {}

  async get(key: string): Promise<number> {
    return this.peek(key);
  }

  peek(key: string): number {
    return this.live(key)?.value ?? 0;
  }

  async add(key: string, amount: number, ttlSeconds: number): Promise<number> {
    return this.addNow(key, amount, ttlSeconds);
  }

  /** Every request's charge: counted at once, with no promise to settle. */
  addSoon(key: string, amount: number, ttlSeconds: number): void {
    this.addNow(key, amount, ttlSeconds);
  }

  async close(): Promise<void> {
    this.counters.clear();
  }

  private addNow(key: string, amount: number, ttlSeconds: number): number {
    let entry = this.live(key);
    if (!entry) {
      if (this.counters.size > 100_000) this.sweep();
      entry = { value: 0, expiresAt: this.clock.nowMicros() + ttlSeconds * 1_000_000 };
      this.counters.set(key, entry);
    }
    entry.value += amount;
    return entry.value;
  }

  private live(key: string) {
    const entry = this.counters.get(key);
    if (entry && entry.expiresAt <= this.clock.nowMicros()) {
      this.counters.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(): void {
    const now = this.clock.nowMicros();
    for (const [key, entry] of this.counters) if (entry.expiresAt <= now) this.counters.delete(key);
  }
}
