import { createRequire } from 'node:module';
import type { Redis as RedisClient, RedisOptions } from 'ioredis';

const load = createRequire(import.meta.url);

/**
 * A new ioredis client. The driver is loaded on first use, not at start-up: it costs about 12 MB
 * of memory, which a server without `redis_url` never needs.
 */
export function newRedis(url: string, options: RedisOptions): RedisClient {
  const { Redis } = load('ioredis') as typeof import('ioredis');
  return new Redis(url, options);
}
