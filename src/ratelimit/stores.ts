import type { Clock } from '../context/clock.ts';
import type { RedisLink } from '../storage/redis/redis-link.ts';
import { RedisRateLimitStore } from './redis-rate-limit-store.ts';
import { MemoryRateLimitStore } from './memory-rate-limit-store.ts';
import type { RateLimitStore } from './rate-limit-store.ts';

/**
 * The rate-limit stores of one server: Redis when a site's (or the common) config names
 * `redis_url`, so every process shares the budget; otherwise this process's memory. One store
 * per URL, on that URL's shared connection (`linkFor`); sites scope their keys on top.
 */
export class RateLimitStores {
  private readonly memory: MemoryRateLimitStore;
  private readonly redis = new Map<string, RedisRateLimitStore>();

  constructor(clock: Clock, private readonly linkFor: (url: string) => RedisLink) {
    this.memory = new MemoryRateLimitStore(clock);
  }

  /** The store for a site with this `redis_url` (or none). */
  forUrl(redisUrl: string | undefined): RateLimitStore {
    if (!redisUrl) return this.memory;
    let store = this.redis.get(redisUrl);
    if (!store) this.redis.set(redisUrl, (store = new RedisRateLimitStore(this.linkFor(redisUrl))));
    return store;
  }

  /** Flushes pending charges; the Redis connections are closed by their owner afterwards. */
  async closeAll(): Promise<void> {
    await Promise.all([this.memory.close(), ...[...this.redis.values()].map((s) => s.close())]);
    this.redis.clear();
  }
}
