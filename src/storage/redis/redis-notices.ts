import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { newRedis } from './ioredis-driver.ts';
import type { Logger } from '../../context/request-context.ts';
import type { Database, NoticePoller, Tx } from '../database.ts';
import { redisOptions, type RedisLink } from './redis-link.ts';

/** Channels a process re-applies after missing notices (Redis was unreachable for a while). */
const RESYNC_CHANNELS = ['meta', 'auth'];

/**
 * Change notices over Redis pub/sub: one subscriber connection per `redis_url`, one topic per
 * site. A message carries its sender's id, so a process never re-applies its own notice (it
 * applied it at commit). When the subscription comes back after an outage, every listener gets
 * `meta` and `auth`, because notices sent meanwhile are lost.
 */
export class RedisNoticeBus {
  private readonly subscriber: Redis;
  private readonly origin = randomBytes(8).toString('hex');
  private readonly topics = new Map<string, Array<(channel: string) => void>>();
  private lostConnection = false;

  constructor(private readonly link: RedisLink, log: Logger) {
    this.subscriber = newRedis(link.url, { ...redisOptions(), enableAutoPipelining: false, commandTimeout: undefined });
    this.subscriber.on('error', (err) => {
      this.lostConnection = true;
      link.down(err);
    });
    this.subscriber.on('ready', () => {
      if (!this.lostConnection) return;
      this.lostConnection = false;
      log.info({}, 'Redis notices resumed: reloading DocTypes and credentials');
      for (const listeners of this.topics.values()) for (const l of listeners) for (const c of RESYNC_CHANNELS) l(c);
    });
    this.subscriber.on('message', (topic: string, message: string) => {
      const sep = message.indexOf(' ');
      if (message.slice(0, sep) === this.origin) return;
      for (const l of this.topics.get(topic) ?? []) l(message.slice(sep + 1));
    });
  }

  subscribe(topic: string, listener: (channel: string) => void): void {
    let listeners = this.topics.get(topic);
    if (!listeners) {
      this.topics.set(topic, (listeners = []));
      this.subscriber.subscribe(topic).catch(() => {});
    }
    listeners.push(listener);
  }

  /** Publishes; resolves once Redis has handed the message to every subscriber (or failed, logged). */
  async publish(topic: string, channel: string): Promise<void> {
    if (!this.link.usable) return;
    try {
      await this.link.client.publish(topic, `${this.origin} ${channel}`);
    } catch (err) {
      this.link.down(err as Error);
    }
  }

  close(): void {
    this.subscriber.disconnect();
  }
}

/**
 * A site's database whose change notices also travel over Redis, so they reach every process at
 * once whatever the dialect (MariaDB has neither LISTEN/NOTIFY nor SQLite's data_version). The
 * dialect's own mechanism keeps running beside it. A write that published notices answers only
 * once Redis has delivered them, so a client told "done" by one process finds the change on the
 * next process it asks.
 */
export function withRedisNotices(db: Database, bus: RedisNoticeBus, topic: string): Database & Partial<NoticePoller> {
  const published = new WeakMap<Tx, Array<Promise<void>>>();
  // Everything else (reads, streams, polling, members a dialect adds) is the database's own.
  const wrapped = Object.create(db) as Database & Partial<NoticePoller>;
  wrapped.write = async (fn) => {
    const sent: Array<Promise<void>> = [];
    const result = await db.write((tx) => {
      published.set(tx, sent);
      return fn(tx);
    });
    await Promise.all(sent);
    return result;
  };
  wrapped.onNotice = (listener) => {
    db.onNotice(listener);
    bus.subscribe(topic, listener);
  };
  wrapped.notify = async (tx, channel) => {
    await db.notify(tx, channel);
    const sent = published.get(tx);
    tx.afterCommit(() => {
      const p = bus.publish(topic, channel);
      if (sent) sent.push(p);
    });
  };
  return wrapped;
}
