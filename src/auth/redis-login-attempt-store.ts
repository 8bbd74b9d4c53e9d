import type { AttemptWindow, LoginAttemptStore } from './login-attempts.ts';
import type { RedisLink } from '../storage/redis/redis-link.ts';

// Adds one failure to a live window or opens a new one at ARGV[1], atomically; the key expires
// with its window. Answers {count, firstAt, endsAt}.
const RECORD_FAILURE = `
local now = tonumber(ARGV[1])
local ends = tonumber(redis.call('HGET', KEYS[1], 'e') or '0')
if ends > now then
  local count = redis.call('HINCRBY', KEYS[1], 'c', 1)
  return {count, redis.call('HGET', KEYS[1], 'f'), tostring(ends)}
end
local e = now + tonumber(ARGV[2])
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'c', 1, 'f', ARGV[1], 'e', tostring(e))
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return {1, ARGV[1], tostring(e)}`;

type ScriptClient = { svcLoginFailure(key: string, now: string, windowMs: string): Promise<[number, string, string]> };

/**
 * Failed-login counters in Redis, so a lock-out earned on one process holds on all. While Redis is
 * unreachable the counters live in `fallback` (this process's memory): lock-out keeps working per
 * process instead of switching off.
 */
export class RedisLoginAttemptStore implements LoginAttemptStore {
  constructor(
    private readonly link: RedisLink,
    private readonly prefix: string,
    private readonly fallback: LoginAttemptStore,
  ) {
    link.client.defineCommand('svcLoginFailure', { numberOfKeys: 1, lua: RECORD_FAILURE });
  }

  async get(key: string, now: number): Promise<AttemptWindow | null> {
    if (!this.link.usable) return this.fallback.get(key, now);
    try {
      const h = await this.link.client.hgetall(this.prefix + key);
      if (!h.e) return null;
      const w = { count: Number(h.c), firstAt: Number(h.f), endsAt: Number(h.e) };
      return now < w.endsAt ? w : null;
    } catch (err) {
      this.link.down(err as Error);
      return this.fallback.get(key, now);
    }
  }

  async recordFailure(key: string, now: number, windowMs: number): Promise<AttemptWindow> {
    if (!this.link.usable) return this.fallback.recordFailure(key, now, windowMs);
    try {
      const client = this.link.client as unknown as ScriptClient;
      const [count, firstAt, endsAt] = await client.svcLoginFailure(this.prefix + key, String(now), String(Math.max(1, Math.round(windowMs))));
      return { count: Number(count), firstAt: Number(firstAt), endsAt: Number(endsAt) };
    } catch (err) {
      this.link.down(err as Error);
      return this.fallback.recordFailure(key, now, windowMs);
    }
  }

  async clear(key: string): Promise<void> {
    await this.fallback.clear(key);
    if (!this.link.usable) return;
    try {
      await this.link.client.del(this.prefix + key);
    } catch (err) {
      this.link.down(err as Error);
    }
  }
}
