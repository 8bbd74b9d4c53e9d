import type { Redis } from 'ioredis';
import { newRedis } from './ioredis-driver.ts';
import type { Logger } from '../../context/request-context.ts';

const LOG_EVERY_MS = 60_000;

/** The connection options every svc Redis client uses: short timeouts, no retry of a failed command. */
export function redisOptions() {
  return { maxRetriesPerRequest: 0, enableOfflineQueue: true, enableAutoPipelining: true, connectTimeout: 1000, commandTimeout: 500, retryStrategy: (n: number) => Math.min(n * 200, 2000) };
}

/**
 * One Redis connection (`redis_url`) shared by a server's rate-limit counters, session cache,
 * lock-out counters and notice publisher. It is the one record of whether Redis answers: while it
 * does not, `usable` is false so the stores skip it at no latency cost, and the outage is logged
 * at most once a minute. Listeners registered with `onRecovered` run when it answers again.
 */
export class RedisLink {
  readonly client: Redis;
  healthy = true;
  private lastLogged = 0;
  private readonly recovered: Array<() => void> = [];

  constructor(readonly url: string, private readonly log: Logger) {
    this.client = newRedis(url, redisOptions());
    this.client.on('error', (err) => this.down(err));
    this.client.on('ready', () => {
      const wasDown = !this.healthy;
      this.healthy = true;
      if (wasDown) for (const fn of this.recovered) fn();
    });
  }

  /** False while Redis is known to be unreachable: callers use their fallback without trying. */
  get usable(): boolean {
    return this.healthy || this.client.status === 'ready';
  }

  /** Runs `fn` whenever Redis answers again after an outage; answers a function that stops that. */
  onRecovered(fn: () => void): () => void {
    this.recovered.push(fn);
    return () => {
      const at = this.recovered.indexOf(fn);
      if (at >= 0) this.recovered.splice(at, 1);
    };
  }

  /** Marks Redis down after a failed command and logs it (at most once a minute). */
  down(err: Error, what = 'Redis unreachable: rate limits are not enforced, sessions come from the database and lock-out counters from this process until it is back'): void {
    this.healthy = false;
    const now = Date.now();
    if (now - this.lastLogged < LOG_EVERY_MS) return;
    this.lastLogged = now;
    this.log.error({ err: err.message, redis: redactUrl(this.url) }, what);
  }

  close(): void {
    this.client.disconnect();
  }
}

/** A Redis URL without its password, for logs. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'redis';
  }
}
