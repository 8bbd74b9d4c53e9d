import type { RedisLink } from '../storage/redis/redis-link.ts';
import type { SchedulerLease } from './lease.ts';

// Renews the lease only for its holder, else takes it only when nobody has it; one round trip.
const TAKE_SCRIPT = `
local held = redis.call('GET', KEYS[1])
if held == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2]) return 1 end
if held then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1`;

const RELEASE_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/**
 * The lease as a Redis key (`redis_url`): its value the holder, its expiry Redis's own, so the
 * processes' clocks need not agree. While Redis is unreachable nobody holds it and the site is
 * not ticked; the database lease is not used instead, since a process that still reaches Redis
 * could hold that one meanwhile.
 */
export class RedisLease implements SchedulerLease {
  constructor(
    private readonly link: RedisLink,
    private readonly key: string,
  ) {}

  async take(holder: string, ttlMs: number): Promise<boolean> {
    if (!this.link.usable) return false;
    try {
      return (await this.link.client.eval(TAKE_SCRIPT, 1, this.key, holder, String(Math.max(1, Math.round(ttlMs))))) === 1;
    } catch (err) {
      this.link.down(err as Error, 'Redis unreachable: the scheduler lease cannot be taken, so no process ticks the sites that use it until it is back');
      return false;
    }
  }

  async release(holder: string): Promise<void> {
    if (!this.link.usable) return;
    await this.link.client.eval(RELEASE_SCRIPT, 1, this.key, holder).catch(() => {});
  }

  async holder(): Promise<string | null> {
    return this.link.usable ? this.link.client.get(this.key) : null;
  }
}
