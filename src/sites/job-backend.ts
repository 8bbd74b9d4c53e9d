import type { SiteConfig } from '../config/site-config.ts';

/**
 * Site config `redis_queue` (site_config.json or common_site_config.json, declared in
 * config/site-config.ts): a Redis URL whose BullMQ queues keep the site's background jobs, where
 * workers on any machine naming it find them; without it, the site's database keeps them.
 */
export function redisQueueSetting(config: Pick<SiteConfig, 'redis_queue'>): string | undefined {
  return config.redis_queue;
}
