import type { SiteConfig } from '../config/site-config.ts';

/**
 * Site config `redis_queue` (site_config.json or common_site_config.json): text, no default. A
 * Redis URL (`redis://` or `rediss://`): the site's background jobs are kept by BullMQ on that
 * Redis, where workers on any machine naming it find them; without it, in the site's database.
 * A value svc cannot use stops the site from opening, naming the key.
 */
export function redisQueueSetting(config: SiteConfig): string | undefined {
  const value = config.redis_queue;
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !/^rediss?:\/\/\S+$/.test(value)) throw new Error('redis_queue must be a redis:// or rediss:// URL (the Redis that keeps the site\'s background jobs)');
  return value;
}
