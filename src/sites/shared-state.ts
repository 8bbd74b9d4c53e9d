import { createHash } from 'node:crypto';
import { MemoryLoginAttemptStore } from '../auth/login-attempts.ts';
import type { SessionStore } from '../auth/sessions/session-store.ts';
import type { SharedState } from '../auth/sessions/site-sessions.ts';
import { SqlSessionStore } from '../auth/sessions/sql-session-store.ts';
import type { Clock } from '../context/clock.ts';
import type { Logger } from '../context/request-context.ts';
import type { RateLimitStore } from '../ratelimit/rate-limit-store.ts';
import { scopedRateLimitStore } from '../ratelimit/scoped-rate-limit-store.ts';
import { RateLimitStores } from '../ratelimit/stores.ts';
import type { Database } from '../storage/database.ts';
import { RedisLink } from '../storage/redis/redis-link.ts';
import { RedisLoginAttemptStore } from '../auth/redis-login-attempt-store.ts';
import { withRedisNotices, RedisNoticeBus } from '../storage/redis/redis-notices.ts';
import { RedisSessionStore } from '../auth/sessions/redis-session-store.ts';
import { MemoryRealtimeChannel } from '../realtime/realtime-channel.ts';
import type { RealtimeChannel } from '../context/realtime-event.ts';
import { RedisRealtimeBus } from '../realtime/redis-realtime-bus.ts';
import type { SchedulerLease } from '../scheduler/lease.ts';
import { RedisLease } from '../scheduler/redis-lease.ts';
import { SqlLease } from '../scheduler/sql-lease.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { BullJobQueue } from '../jobs/bullmq-job-queue.ts';
import { BullBroker } from '../storage/redis/bull-broker.ts';
import { BrowserPools } from '../print/browser-pool.ts';

/** What a site gets from the hub: its database (notices over Redis when configured) and its stores. */
export interface SiteShared extends SharedState {
  readonly db: Database;
  readonly rateLimits: RateLimitStore;
  /** The site's realtime events: Redis pub/sub when configured, else this process alone. */
  readonly realtime: RealtimeChannel;
  /** Which process ticks the site's scheduler: a Redis key when configured, else a row of the site's database. */
  readonly schedulerLease: SchedulerLease;
  /** The site's jobs on BullMQ when its config names `redis_queue` (else the site keeps them in its database). */
  readonly jobs?: JobQueue;
  /** The process's headless Chromium, one per executable, launched on the first PDF. */
  readonly browsers: BrowserPools;
  /** Detaches the site from the hub's shared connections (its database closes on its own). */
  release(): void;
}

interface RedisBackends {
  link: RedisLink;
  notices: RedisNoticeBus;
  realtime: RedisRealtimeBus;
}

/**
 * The prefix of every shared key of a site (Redis keys and pub/sub topics, and the in-memory
 * rate-limit counters): the site name plus a hash of its database, so two deployments that use
 * the same site name on one Redis (staging and production, say) never share sessions, counters,
 * budgets or notices, while every process of one deployment agrees on it.
 */
export function siteKeyPrefix(site: string, db: Pick<Database, 'description'>): string {
  return `svc:${site}:${createHash('sha256').update(db.description).digest('hex').slice(0, 12)}:`;
}

/**
 * Where the state that every process of a site must share lives (docs/DECISIONS.md D4, D27). Without
 * `redis_url`: the database (sessions, naming counters, DocTypes and its own change notices) and
 * this process's memory (rate-limit and lock-out counters), which is complete for one process.
 * With `redis_url` (site or common config): rate-limit, call-limit and lock-out counters in Redis,
 * sessions looked up through a Redis cache, and change notices also over Redis pub/sub. One
 * connection (plus one subscriber) per Redis URL serves every site of the server.
 */
export class SharedStateHub {
  private readonly rateLimits: RateLimitStores;
  private readonly redis = new Map<string, RedisBackends>();
  /** BullMQ's connections per `redis_queue` URL, shared by the sites naming it. */
  private readonly brokers = new Map<string, BullBroker>();
  private readonly browsers = new BrowserPools();

  constructor(private readonly clock: Clock, private readonly log: Logger, private readonly makeSessions?: (db: Database) => SessionStore) {
    this.rateLimits = new RateLimitStores(clock, (url) => this.backends(url).link);
  }

  /**
   * The shared state of site `site` on `db`, Redis-backed when `redisUrl` is given, with its jobs
   * on BullMQ when `redisQueue` is (its keys under the site's prefix, `<prefix>jobs:`).
   */
  forSite(site: string, redisUrl: string | undefined, db: Database, redisQueue?: string): SiteShared {
    const prefix = siteKeyPrefix(site, db);
    const rateLimits = scopedRateLimitStore(this.rateLimits.forUrl(redisUrl), `${prefix}rl:`);
    const sql = this.makeSessions?.(db) ?? new SqlSessionStore(db);
    const jobs = redisQueue === undefined ? {} : { jobs: new BullJobQueue(this.broker(redisQueue), site, `${prefix}jobs`) };
    if (!redisUrl) {
      return {
        db, rateLimits, sessions: sql, sessionsShared: false, loginAttempts: new MemoryLoginAttemptStore(), realtime: new MemoryRealtimeChannel(),
        schedulerLease: new SqlLease(db, 'scheduler', this.clock), browsers: this.browsers, release: () => {}, ...jobs,
      };
    }
    const { link, notices, realtime } = this.backends(redisUrl);
    const sessions = new RedisSessionStore(link, `${prefix}sess:`, sql);
    return {
      db: withRedisNotices(db, notices, `${prefix}notices`),
      rateLimits,
      sessions,
      sessionsShared: true,
      realtime: realtime.channel(`${prefix}realtime`),
      schedulerLease: new RedisLease(link, `${prefix}scheduler:lease`),
      browsers: this.browsers,
      release: () => sessions.detach(),
      loginAttempts: new RedisLoginAttemptStore(link, `${prefix}login:`, new MemoryLoginAttemptStore()),
      ...jobs,
    };
  }

  private broker(url: string): BullBroker {
    let broker = this.brokers.get(url);
    if (!broker) {
      broker = new BullBroker(url, this.log);
      this.brokers.set(url, broker);
    }
    return broker;
  }

  private backends(url: string): RedisBackends {
    let backends = this.redis.get(url);
    if (!backends) {
      const link = new RedisLink(url, this.log);
      backends = { link, notices: new RedisNoticeBus(link, this.log), realtime: new RedisRealtimeBus(link, this.log) };
      this.redis.set(url, backends);
    }
    return backends;
  }

  async closeAll(): Promise<void> {
    // Pending budget charges go out before the connections close.
    await this.rateLimits.closeAll();
    for (const { link, notices, realtime } of this.redis.values()) {
      notices.close();
      realtime.close();
      link.close();
    }
    this.redis.clear();
    // The sites closed their job queues (SiteRuntime.close) before the hub closes.
    for (const broker of this.brokers.values()) broker.close();
    this.brokers.clear();
    await this.browsers.closeAll();
  }
}
