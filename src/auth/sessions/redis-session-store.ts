import type { SessionRecord, SessionStore } from './session-store.ts';
import type { RedisLink } from '../../storage/redis/redis-link.ts';

/**
 * How long a record stays in the Redis cache after it was filled (lookups do not extend it); the
 * database stays the source of truth. It bounds what the cache cannot see: a session deleted by a
 * process that could not reach Redis at that moment (its delete went to the database alone) is
 * served from the cache by the others for at most this long. Cost: one database read per active
 * session per period.
 */
export const REDIS_CACHE_TTL_MS = 60_000;
/** A deleted session's marker outlives any lookup that read the database before the delete. */
const TOMBSTONE_TTL_MS = 60_000;
const TOMBSTONE = '-';
/**
 * A touched session's marker: lookups go to the database while it lasts and do not fill the
 * cache, so a lookup that read the record just before the touch cannot cache the old one (for a
 * whole cache period). It outlives any such lookup; a touch happens at most every few minutes per session.
 */
const NO_FILL_TTL_MS = 10_000;
const NO_FILL = '~';

// Replaces a cached record with the no-fill marker, never a tombstone (a touch must not undo a delete).
const MARK_UNLESS_TOMBSTONE = `if redis.call('GET', KEYS[1]) ~= '${TOMBSTONE}' then redis.call('SET', KEYS[1], '${NO_FILL}', 'PX', ${NO_FILL_TTL_MS}) end return 0`;

type ScriptClient = { svcSessionTouched(key: string): Promise<number> };

/**
 * Sessions in the database, looked up through a Redis cache shared by every process: a lookup is
 * one Redis GET, and a logout or a password change on any process is seen by all at once.
 * Writes go to the database first, then to the cache; a deleted session leaves a short-lived
 * tombstone, and a touched one a short-lived no-fill marker, so a lookup that read the database
 * just before cannot put the old record back (a cache fill never overwrites: SET NX). While Redis is unreachable every call goes to the
 * database alone; when Redis answers again, the cache is emptied before it is used, because
 * deletes made meanwhile never reached it.
 */
export class RedisSessionStore implements SessionStore {
  private degraded = false;
  private recovering: Promise<void> | null = null;
  private readonly stopRecovering: () => void;

  constructor(
    private readonly link: RedisLink,
    private readonly prefix: string,
    private readonly backing: SessionStore,
    /** REDIS_CACHE_TTL_MS unless given (tests shorten it). */
    private readonly cacheTtlMs = REDIS_CACHE_TTL_MS,
  ) {
    link.client.defineCommand('svcSessionTouched', { numberOfKeys: 1, lua: MARK_UNLESS_TOMBSTONE });
    this.stopRecovering = link.onRecovered(() => {
      this.recovering ??= this.recover().finally(() => (this.recovering = null));
    });
  }

  /** Stops following the link's recoveries: the site using this store is closed. */
  detach(): void {
    this.stopRecovering();
  }

  async create(record: SessionRecord): Promise<void> {
    await this.backing.create(record);
    await this.cached(async (r) => {
      await r.set(this.key(record.id), JSON.stringify(record), 'PX', this.cacheTtlMs);
      await this.index(record);
    });
  }

  async get(id: string, now: number): Promise<SessionRecord | null> {
    const hit = await this.cached((r) => r.get(this.key(id)));
    if (hit === TOMBSTONE) return null;
    if (typeof hit === 'string' && hit !== NO_FILL) {
      const record = JSON.parse(hit) as SessionRecord;
      return now < record.expiresAt ? record : null;
    }
    const record = await this.backing.get(id, now);
    if (record && hit === null) {
      await this.cached(async (r) => {
        await r.set(this.key(id), JSON.stringify(record), 'PX', this.cacheTtlMs, 'NX');
        await this.index(record);
      });
    }
    return record;
  }

  /** From the database, which every touch reaches: the cache holds only the sessions used lately. */
  async userSessions(user: string, now: number): Promise<SessionRecord[]> {
    return this.backing.userSessions(user, now);
  }

  async touch(id: string, lastSeen: number, expiresAt: number, stamp?: string): Promise<void> {
    await this.backing.touch(id, lastSeen, expiresAt, stamp);
    await this.cached((r) => (r as unknown as ScriptClient).svcSessionTouched(this.key(id)));
  }

  async delete(id: string): Promise<void> {
    await this.backing.delete(id);
    await this.cached((r) => r.set(this.key(id), TOMBSTONE, 'PX', TOMBSTONE_TTL_MS));
  }

  async deleteUsers(users: readonly string[], exceptId?: string): Promise<number> {
    const removed = await this.backing.deleteUsers(users, exceptId);
    await this.cached(async (r) => {
      await Promise.all(
        users.map(async (user) => {
          const ids = await r.smembers(this.userKey(user));
          await Promise.all(ids.filter((id) => id !== exceptId).map((id) => r.set(this.key(id), TOMBSTONE, 'PX', TOMBSTONE_TTL_MS)));
          await r.srem(this.userKey(user), ...ids.filter((id) => id !== exceptId), '');
        }),
      );
    });
    return removed;
  }

  async deleteExpired(now: number): Promise<number> {
    const removed = await this.backing.deleteExpired(now);
    // Runs about once an hour: the cached copies of what the database removed go too.
    await this.cached(async (r) => {
      for await (const keys of r.scanStream({ match: `${this.prefix}s:*`, count: 500 }) as AsyncIterable<string[]>) {
        if (keys.length === 0) continue;
        const values = await r.mget(...keys);
        const dead = keys.filter((_, i) => values[i] && values[i] !== TOMBSTONE && values[i] !== NO_FILL && (JSON.parse(values[i]!) as SessionRecord).expiresAt <= now);
        if (dead.length > 0) await r.unlink(...dead);
      }
    });
    return removed;
  }

  private key(id: string): string {
    return `${this.prefix}s:${id}`;
  }

  private userKey(user: string): string {
    return `${this.prefix}u:${user}`;
  }

  /** Remembers which sessions a user has, so ending all of them reaches their cached copies. */
  private async index(record: SessionRecord): Promise<void> {
    const r = this.link.client;
    await r.sadd(this.userKey(record.user), record.id);
    await r.pexpire(this.userKey(record.user), this.cacheTtlMs + TOMBSTONE_TTL_MS);
  }

  /** Runs a cache command; on failure (or while degraded) answers undefined and the database alone serves. */
  private async cached<T>(fn: (r: RedisLink['client']) => Promise<T>): Promise<T | undefined> {
    if (!this.link.usable) this.degraded = true;
    if (this.degraded) {
      if (this.link.usable) this.recovering ??= this.recover().finally(() => (this.recovering = null));
      return undefined;
    }
    try {
      return await fn(this.link.client);
    } catch (err) {
      this.degraded = true;
      this.link.down(err as Error);
      return undefined;
    }
  }

  /** Empties this site's session cache after an outage, then uses it again. */
  private async recover(): Promise<void> {
    if (!this.degraded) return;
    try {
      const stream = this.link.client.scanStream({ match: `${this.prefix}*`, count: 500 });
      for await (const keys of stream as AsyncIterable<string[]>) if (keys.length > 0) await this.link.client.unlink(...keys);
      this.degraded = false;
    } catch (err) {
      this.link.down(err as Error);
    }
  }
}
