import type { RateLimitStore } from './rate-limit-store.ts';
import type { RedisLink } from '../storage/redis/redis-link.ts';

// Adds and sets the expiry only when the key is new, in one round trip and atomically.
const ADD_SCRIPT = `
local value = redis.call('INCRBYFLOAT', KEYS[1], ARGV[1])
if redis.call('TTL', KEYS[1]) < 0 then redis.call('EXPIRE', KEYS[1], ARGV[2]) end
return value`;

/** How long a counter value read or written stands in for a read (round trips saved). */
const FRESH_MS = 50;
/** Budget charges are summed in process for this long, then sent as one command per key. */
const FLUSH_MS = 20;

/**
 * Rate-limit counters in Redis (`redis_url`), shared by every process of a site. Commands are
 * auto-pipelined; budget charges are summed for 20 ms and sent as one add per key; a value read or
 * written in the last 50 ms answers a read without a round trip. Other processes' spending so
 * shows up within about 70 ms, a bounded lag for a budget measured over minutes. It uses the
 * server's one connection per URL (RedisLink), and so its record of whether Redis is up: while
 * Redis is unreachable it fails open (requests keep working, unlimited; the link logs the outage
 * at most once a minute). Keys are the caller's (scopedRateLimitStore adds the site prefix).
 */
export class RedisRateLimitStore implements RateLimitStore {
  /** The value each key had after this process's last add: a check right after needs no GET. */
  private readonly recent = new Map<string, { value: number; at: number }>();
  private readonly pending = new Map<string, { amount: number; ttlSeconds: number }>();
  private flushTimer: NodeJS.Timeout | null = null;

  constructor(private readonly link: RedisLink) {
    link.client.defineCommand('svcAdd', { numberOfKeys: 1, lua: ADD_SCRIPT });
  }

  /** False while the link knows Redis to be unreachable (commands are then not sent at all). */
  get healthy(): boolean {
    return this.link.usable;
  }

  async get(key: string): Promise<number> {
    const known = this.peek(key);
    if (known !== undefined) return known;
    try {
      const raw = await this.link.client.get(key);
      const value = raw === null ? 0 : Number(raw);
      this.remember(key, value);
      return value + (this.pending.get(key)?.amount ?? 0);
    } catch (err) {
      this.link.down(err as Error);
      return 0;
    }
  }

  /** Known without a round trip: Redis unreachable (0, failing open), or a value read or written in the last 50 ms plus what is unsent. */
  peek(key: string): number | undefined {
    if (!this.link.usable) return 0;
    const recent = this.recent.get(key);
    if (!recent || performance.now() - recent.at >= FRESH_MS) return undefined;
    return recent.value + (this.pending.get(key)?.amount ?? 0);
  }

  async add(key: string, amount: number, ttlSeconds: number): Promise<number> {
    if (!this.link.usable) return 0;
    try {
      const value = Number(await (this.link.client as unknown as { svcAdd(k: string, a: string, t: number): Promise<string> }).svcAdd(key, String(amount), Math.max(1, Math.ceil(ttlSeconds))));
      this.remember(key, value);
      return value;
    } catch (err) {
      this.link.down(err as Error);
      return 0;
    }
  }

  addSoon(key: string, amount: number, ttlSeconds: number): void {
    if (!this.link.usable) return;
    const entry = this.pending.get(key);
    if (entry) entry.amount += amount;
    else this.pending.set(key, { amount, ttlSeconds });
    this.flushTimer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
  }

  /** Sends the summed charges, one atomic add per key. */
  private async flush(): Promise<void> {
    this.flushTimer = null;
    const batch = [...this.pending];
    this.pending.clear();
    await Promise.all(batch.map(([key, { amount, ttlSeconds }]) => this.add(key, amount, ttlSeconds)));
  }

  private remember(key: string, value: number): void {
    if (this.recent.size > 10_000) this.recent.clear();
    this.recent.set(key, { value, at: performance.now() });
  }

  /** Sends what is still summed; the connection is the link's, closed by its owner. */
  async close(): Promise<void> {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    await this.flush().catch(() => {});
  }
}
