import type { RateLimitStore } from './rate-limit-store.ts';

/**
 * One site's view of a rate-limit store shared by every site of the server (one per `redis_url`,
 * or this process's memory): its keys get the site's prefix (`siteKeyPrefix`), so two sites, or
 * two deployments with the same site name on one Redis, never share a counter. Closing the view
 * leaves the shared store open; its owner closes it.
 */
export function scopedRateLimitStore(store: RateLimitStore, prefix: string): RateLimitStore {
  return {
    get: (key) => store.get(prefix + key),
    peek: (key) => store.peek(prefix + key),
    add: (key, amount, ttlSeconds) => store.add(prefix + key, amount, ttlSeconds),
    addSoon: (key, amount, ttlSeconds) => store.addSoon(prefix + key, amount, ttlSeconds),
    get healthy() {
      return store.healthy;
    },
    close: async () => {},
  };
}
