import { newRedis } from '../storage/redis/ioredis-driver.ts';
import { redisOptions, type RedisLink } from '../storage/redis/redis-link.ts';
import type { Logger } from '../context/request-context.ts';
import type { RealtimeChannel, RealtimeEvent } from '../context/realtime-event.ts';

/**
 * Realtime events over Redis pub/sub for every site on one `redis_url`: one subscriber
 * connection, one topic per site, so an event published by any `svc serve` process reaches the
 * subscribers of every process and machine (Frappe's `events` channel). A process subscribes a
 * site's topic only once something of its own listens there (a socket or an SSE stream).
 */
export class RedisRealtimeBus {
  private readonly subscriber: ReturnType<typeof newRedis>;
  private readonly topics = new Map<string, Set<(event: RealtimeEvent) => void>>();

  constructor(private readonly link: RedisLink, private readonly log: Logger) {
    this.subscriber = newRedis(link.url, { ...redisOptions(), enableAutoPipelining: false, commandTimeout: undefined });
    this.subscriber.on('error', (err: Error) => link.down(err, 'Redis unreachable: realtime events reach only the sockets of the process that published them'));
    this.subscriber.on('message', (topic: string, payload: string) => this.received(topic, payload));
  }

  /** The channel of one site's topic. */
  channel(topic: string): RealtimeChannel {
    return {
      publish: (event) => {
        if (!this.link.usable) return this.deliverLocally(topic, event);
        this.link.client.publish(topic, JSON.stringify(event)).catch((err: Error) => {
          this.link.down(err);
          this.deliverLocally(topic, event);
        });
      },
      subscribe: (listener) => {
        let listeners = this.topics.get(topic);
        if (!listeners) {
          this.topics.set(topic, (listeners = new Set()));
          this.subscriber.subscribe(topic).catch((err: Error) => this.link.down(err));
        }
        listeners.add(listener);
        return () => {
          listeners.delete(listener);
          if (listeners.size > 0 || this.topics.get(topic) !== listeners) return;
          this.topics.delete(topic);
          this.subscriber.unsubscribe(topic).catch(() => {});
        };
      },
    };
  }

  /** Subscribed: resolves once Redis confirmed every topic asked for so far (tests wait on it). */
  async ready(): Promise<void> {
    if (this.topics.size > 0) await this.subscriber.subscribe(...this.topics.keys());
  }

  close(): void {
    this.subscriber.disconnect();
  }

  private received(topic: string, payload: string): void {
    const listeners = this.topics.get(topic);
    if (!listeners) return;
    let event: RealtimeEvent;
    try {
      event = JSON.parse(payload) as RealtimeEvent;
    } catch {
      this.log.warn({ topic }, 'a realtime event on Redis was not JSON: dropped');
      return;
    }
    for (const listener of listeners) listener(event);
  }

  /** While Redis is down this process's own subscribers still hear its events. */
  private deliverLocally(topic: string, event: RealtimeEvent): void {
    const listeners = this.topics.get(topic);
    if (listeners) queueMicrotask(() => listeners.forEach((l) => l(event)));
  }
}
