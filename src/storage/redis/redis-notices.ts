import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { newRedis } from './ioredis-driver.ts';
import type { Logger } from '../../context/request-context.ts';
import type { Database, NoticePoller, Tx } from '../database.ts';
import { redisOptions, type RedisLink } from './redis-link.ts';

/** Channels a process re-applies after missing notices (Redis was unreachable for a while). */
const RESYNC_CHANNELS = ['meta', 'auth', 'settings'];
/**
 * How long a write waits for every subscribed process to confirm its notice. Normally one round
 * trip; the bound only matters for a process that is frozen, or gone without Redis noticing yet.
 */
const CONFIRM_WITHIN_MS = 1000;
/** How long a site's first database use waits for its notice subscription (Redis slow or down). */
const SUBSCRIBE_WAIT_MS = 2000;
const LOG_EVERY_MS = 60_000;

export interface NoticeBusOptions {
  /** CONFIRM_WITHIN_MS unless given (tests shorten it). */
  confirmWithinMs?: number;
}

/** A publish waiting for confirmations: `expected` is unknown (Infinity) until PUBLISH answers. */
interface Awaiting {
  confirmed: number;
  expected: number;
  done(): void;
}

/**
 * Change notices over Redis pub/sub: one subscriber connection per `redis_url`, one topic per
 * site. A message carries its sender's id and a sequence number. A process never re-applies its
 * own notice (it applied it at commit); every other subscriber applies it, then confirms on the
 * sender's own channel. PUBLISH answers how many subscribers it reached, and a publish resolves
 * once that many have confirmed: PUBLISH alone only means "written to their sockets", and a
 * request reaching another process right after could be read before the message.
 * When the subscription comes back after an outage, every listener gets `meta` and `auth`,
 * because notices sent meanwhile are lost.
 */
export class RedisNoticeBus {
  private readonly subscriber: Redis;
  private readonly origin = randomBytes(8).toString('hex');
  private readonly confirmChannel: string;
  private readonly topics = new Map<string, { listeners: Array<(channel: string) => void>; ready: Promise<void> }>();
  private readonly awaiting = new Map<string, Awaiting>();
  private readonly confirmWithinMs: number;
  private sequence = 0;
  private lostConnection = false;
  private lastSlowLogged = 0;

  constructor(private readonly link: RedisLink, private readonly log: Logger, options: NoticeBusOptions = {}) {
    this.confirmWithinMs = options.confirmWithinMs ?? CONFIRM_WITHIN_MS;
    this.confirmChannel = `svc:notice-confirm:${this.origin}`;
    this.subscriber = newRedis(link.url, { ...redisOptions(), enableAutoPipelining: false, commandTimeout: undefined });
    this.subscriber.on('error', (err) => {
      this.lostConnection = true;
      link.down(err);
    });
    this.subscriber.on('ready', () => {
      if (!this.lostConnection) return;
      this.lostConnection = false;
      // ioredis re-subscribes only what was confirmed before; a SUBSCRIBE that failed during the
      // outage is sent again. The reload starts once subscribed, so nothing falls in between.
      void this.subscribeAll([this.confirmChannel, ...this.topics.keys()]).then(() => {
        log.info({}, 'Redis notices resumed: reloading DocTypes and credentials');
        for (const { listeners } of this.topics.values()) for (const l of listeners) for (const c of RESYNC_CHANNELS) l(c);
      });
    });
    this.subscriber.on('message', (topic: string, message: string) => this.received(topic, message));
    void this.subscribeAll([this.confirmChannel]);
  }

  /**
   * Adds a listener for `topic`; the promise (also `ready(topic)`) resolves once the subscription
   * is active, or once it failed (Redis unreachable: the resync on recovery covers what is missed).
   */
  subscribe(topic: string, listener: (channel: string) => void): Promise<void> {
    let entry = this.topics.get(topic);
    if (!entry) this.topics.set(topic, (entry = { listeners: [], ready: this.subscribeAll([topic]) }));
    entry.listeners.push(listener);
    return entry.ready;
  }

  /** Stops calling `listener` for `topic` (the subscription itself stays: a site reopened reuses it). */
  unsubscribe(topic: string, listener: (channel: string) => void): void {
    const listeners = this.topics.get(topic)?.listeners;
    const at = listeners?.indexOf(listener) ?? -1;
    if (at >= 0) listeners!.splice(at, 1);
  }

  /** Resolves once `topic` is subscribed (or the attempt failed); at once for an unknown topic. */
  ready(topic: string): Promise<void> {
    return this.topics.get(topic)?.ready ?? Promise.resolve();
  }

  /** Publishes; resolves once every subscriber Redis reached has applied it (bounded), or on failure (logged). */
  async publish(topic: string, channel: string): Promise<void> {
    if (!this.link.usable) return;
    const id = `${this.origin}:${++this.sequence}`;
    const waiting: Awaiting = { confirmed: 0, expected: Infinity, done: () => {} };
    const confirmed = new Promise<void>((resolve) => (waiting.done = resolve));
    // Without our own subscription no confirmation can arrive: publish without waiting.
    const listening = this.subscriber.status === 'ready';
    if (listening) this.awaiting.set(id, waiting);
    let timer: NodeJS.Timeout | undefined;
    try {
      const reached = await this.link.client.publish(topic, `${id} ${channel}`);
      if (!listening) return;
      waiting.expected = reached;
      if (waiting.confirmed >= reached) return;
      const timedOut = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), this.confirmWithinMs)));
      if (await Promise.race([confirmed.then(() => false), timedOut])) this.slow(topic, reached - waiting.confirmed);
    } catch (err) {
      this.link.down(err as Error);
    } finally {
      clearTimeout(timer);
      this.awaiting.delete(id);
    }
  }

  close(): void {
    this.subscriber.disconnect();
  }

  private received(topic: string, message: string): void {
    if (topic === this.confirmChannel) return this.confirm(message);
    const sep = message.indexOf(' ');
    const id = message.slice(0, sep);
    const origin = id.slice(0, id.indexOf(':'));
    // Our own message counts as our subscription's confirmation; its change was applied at commit.
    if (origin === this.origin) return this.confirm(id);
    try {
      for (const l of this.topics.get(topic)?.listeners ?? []) l(message.slice(sep + 1));
    } finally {
      // After the listeners ran: any request this process reads from now on applies the change.
      if (this.link.usable) this.link.client.publish(`svc:notice-confirm:${origin}`, id).catch((err: Error) => this.link.down(err));
    }
  }

  private confirm(id: string): void {
    const waiting = this.awaiting.get(id);
    if (waiting && ++waiting.confirmed >= waiting.expected) waiting.done();
  }

  private subscribeAll(channels: string[]): Promise<void> {
    return this.subscriber.subscribe(...channels).then(
      () => undefined,
      () => undefined,
    );
  }

  private slow(topic: string, missing: number): void {
    const now = Date.now();
    if (now - this.lastSlowLogged < LOG_EVERY_MS) return;
    this.lastSlowLogged = now;
    this.log.warn({ topic, missing, waitedMs: this.confirmWithinMs }, 'a change notice was not confirmed by every subscribed process in time: answering anyway');
  }
}

/**
 * A site's database whose change notices also travel over Redis, so they reach every process at
 * once whatever the dialect (MariaDB has neither LISTEN/NOTIFY nor SQLite's data_version). The
 * dialect's own mechanism keeps running beside it. A write that published notices answers only
 * once every subscribed process has applied them, so a client told "done" by one process finds
 * the change on the next process it asks. The site's topic is subscribed when it is wrapped, and
 * its first read or write waits for that (at most SUBSCRIBE_WAIT_MS): what the site loads at
 * start-up is then never older than the first notice it can hear.
 */
export function withRedisNotices(db: Database, bus: RedisNoticeBus, topic: string): Database & Partial<NoticePoller> {
  const published = new WeakMap<Tx, Array<Promise<void>>>();
  const listeners: Array<(channel: string) => void> = [];
  let subscribed = false;
  const relay = (channel: string) => listeners.forEach((l) => l(channel));
  const ready = Promise.race([bus.subscribe(topic, relay), new Promise<void>((r) => setTimeout(r, SUBSCRIBE_WAIT_MS).unref())]).then(() => {
    subscribed = true;
  });
  // Everything else (streams, polling, members a dialect adds) is the database's own.
  const wrapped = Object.create(db) as Database & Partial<NoticePoller>;
  wrapped.read = (fn) => (subscribed ? db.read(fn) : ready.then(() => db.read(fn)));
  wrapped.write = async (fn) => {
    if (!subscribed) await ready;
    const sent: Array<Promise<void>> = [];
    const result = await db.write((tx) => {
      published.set(tx, sent);
      return fn(tx);
    });
    await Promise.all(sent);
    return result;
  };
  // Closed, the database hears no more notices: a site that failed to open leaves nothing on the bus.
  wrapped.close = async () => {
    bus.unsubscribe(topic, relay);
    await db.close();
  };
  wrapped.onNotice = (listener) => {
    db.onNotice(listener);
    listeners.push(listener);
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
