import type { Redis, RedisOptions } from 'ioredis';
import type { Logger } from '../../context/request-context.ts';
import { newRedis } from './ioredis-driver.ts';
import { redactUrl } from './redis-link.ts';

const LOG_EVERY_MS = 60_000;

/**
 * Enqueueing and reading jobs happens in requests (after their commit): a command fails after one
 * reconnect attempt rather than holding the request while Redis is away.
 */
const PRODUCER_OPTIONS: RedisOptions = { maxRetriesPerRequest: 1, connectTimeout: 2000, commandTimeout: 5000, enableAutoPipelining: true, retryStrategy: (n) => Math.min(n * 200, 2000) };

/**
 * A worker's commands wait for Redis to come back instead of failing (BullMQ requires
 * `maxRetriesPerRequest: null` of the connections its workers block on).
 */
const WORKER_OPTIONS: RedisOptions = { maxRetriesPerRequest: null, connectTimeout: 2000, enableAutoPipelining: true, retryStrategy: (n) => Math.min(n * 200, 2000) };

/** True for an error that says Redis did not answer (as opposed to one BullMQ or a script raised). */
export function isRedisUnreachable(err: unknown): boolean {
  const { name, message, code } = (err ?? {}) as { name?: string; message?: string; code?: string };
  return name === 'MaxRetriesPerRequestError' || code === 'ECONNREFUSED' || code === 'ETIMEDOUT'
    || /Connection is closed|ECONNREFUSED|Command timed out|Stream isn't writeable/.test(message ?? '');
}

/**
 * The Redis connections of one `redis_queue` URL, shared by every site of the process that names
 * it: one for enqueueing and reading jobs, one for claiming and ending them (each BullMQ worker
 * adds a blocking connection of its own). Both are made on first use, so a process that opens
 * the site but never touches its jobs (a job thread, a CLI command) connects to nothing.
 */
export class BullBroker {
  private producerClient: Redis | null = null;
  private workerClient: Redis | null = null;
  private lastLogged = 0;
  private closed = false;

  constructor(readonly url: string, private readonly log: Logger) {}

  producer(): Redis {
    this.producerClient ??= this.connect(PRODUCER_OPTIONS);
    return this.producerClient;
  }

  worker(): Redis {
    this.workerClient ??= this.connect(WORKER_OPTIONS);
    return this.workerClient;
  }

  /**
   * Whether the worker connection is up, waiting for it at most `withinMs`. A worker's commands
   * wait for Redis to come back, so a claim asks first rather than hanging while Redis is away.
   */
  async workerReady(withinMs: number): Promise<boolean> {
    if (this.closed) return false;
    const client = this.worker();
    if (client.status === 'ready') return true;
    return new Promise((resolve) => {
      const done = (up: boolean) => {
        clearTimeout(timer);
        client.off('ready', onReady);
        resolve(up);
      };
      const onReady = () => done(true);
      const timer = setTimeout(() => done(false), withinMs);
      client.once('ready', onReady);
    });
  }

  /** Logs a failure of Redis or BullMQ at most once a minute, with the URL's password hidden. */
  report(err: Error, what = 'job queue Redis unreachable: jobs cannot be enqueued or claimed until it is back'): void {
    const now = Date.now();
    if (now - this.lastLogged < LOG_EVERY_MS) return;
    this.lastLogged = now;
    this.log.error({ err: err.message, redis: redactUrl(this.url) }, what);
  }

  close(): void {
    this.closed = true;
    this.producerClient?.disconnect();
    this.workerClient?.disconnect();
    this.producerClient = this.workerClient = null;
  }

  private connect(options: RedisOptions): Redis {
    // Nothing may reconnect once the owner closed these: a connection made then would keep the process alive.
    if (this.closed) throw new Error('the job queue\'s Redis connections are closed');
    const client = newRedis(this.url, options);
    client.on('error', (err: Error) => this.report(err));
    return client;
  }
}
