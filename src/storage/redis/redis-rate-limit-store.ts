import { Redis } from 'ioredis';
import type { Logger } from '../../context/request-context.ts';
import type { RateLimitStore } from '../../ratelimit/rate-limit-store.ts';

// Adds and sets the expiry only when the key is new, in one round trip and atomically.
const ADD_SCRIPT = `
local value = redis.call('INCRBYFLOAT', KEYS[1], ARGV[1])
if redis.call('TTL', KEYS[1]) < 0 then redis.call('EXPIRE', KEYS[1], ARGV[2]) end
return value`;

const LOG_EVERY_MS = 60_000;
/** How long a counter value this process just wrote stands in for a read (one round trip saved). */
const FRESH_MS = 50;

/**
 * Rate-limit counters in Redis (`redis_url`), shared by every process of a site. Commands are
 * auto-pipelined, and a value this process wrote in the last 50 ms answers a read without a round
 * trip (other processes' charges show up within that time). When Redis is
 * unreachable it fails open: requests keep working, unlimited, and the outage is logged at most
 * once a minute.
 */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;
  private lastLogged = 0;
  /** The value each key had after this process's last add: a check right after needs no GET. */
  private readonly recent = new Map<string, { value: number; at: number }>();
  healthy = true;

  constructor(url: string, private readonly log: Logger, private readonly prefix = 'svc:rl:') {
    // Commands wait for the first connection (briefly: commandTimeout); once Redis is known to be
    // down they are not sent at all until it is back, so an outage costs no latency.
    this.redis = new Redis(url, { maxRetriesPerRequest: 0, enableOfflineQueue: true, enableAutoPipelining: true, connectTimeout: 1000, commandTimeout: 500, retryStrategy: (n) => Math.min(n * 200, 2000) });
    this.redis.on('error', (err) => this.down(err));
    this.redis.on('ready', () => {
      this.healthy = true;
    });
    this.redis.defineCommand('svcAdd', { numberOfKeys: 1, lua: ADD_SCRIPT });
  }

  async get(key: string): Promise<number> {
    if (!this.healthy && this.redis.status !== 'ready') return 0;
    const recent = this.recent.get(key);
    if (recent && performance.now() - recent.at < FRESH_MS) return recent.value;
    try {
      const value = await this.redis.get(this.prefix + key);
      return value === null ? 0 : Number(value);
    } catch (err) {
      this.down(err as Error);
      return 0;
    }
  }

  async add(key: string, amount: number, ttlSeconds: number): Promise<number> {
    if (!this.healthy && this.redis.status !== 'ready') return 0;
    try {
      const value = Number(await (this.redis as unknown as { svcAdd(k: string, a: string, t: number): Promise<string> }).svcAdd(this.prefix + key, String(amount), Math.max(1, Math.ceil(ttlSeconds))));
      if (this.recent.size > 10_000) this.recent.clear();
      this.recent.set(key, { value, at: performance.now() });
      return value;
    } catch (err) {
      this.down(err as Error);
      return 0;
    }
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }

  private down(err: Error): void {
    this.healthy = false;
    const now = Date.now();
    if (now - this.lastLogged < LOG_EVERY_MS) return;
    this.lastLogged = now;
    this.log.error({ err: err.message }, 'Redis unreachable: rate limits are not enforced until it is back');
  }
}
