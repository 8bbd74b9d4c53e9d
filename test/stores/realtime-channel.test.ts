import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, describe, it } from 'node:test';
import type { RealtimeChannel, RealtimeEvent } from '../../src/context/realtime-event.ts';
import { MemoryRealtimeChannel } from '../../src/realtime/realtime-channel.ts';
import { RedisRealtimeBus } from '../../src/realtime/redis-realtime-bus.ts';
import { RedisLink } from '../../src/storage/redis/redis-link.ts';
import { REDIS_TEST_URL, redisReachable, silentLog } from '../helpers/redis.ts';

const redisUp = await redisReachable('the Redis realtime channel conformance suite is');

/** Collects what a subscriber hears. */
function listen(channel: RealtimeChannel) {
  const heard: RealtimeEvent[] = [];
  const stop = channel.subscribe((e) => heard.push(e));
  return { heard, stop };
}

async function until(check: () => boolean, ms = 2000): Promise<void> {
  const end = performance.now() + ms;
  while (!check()) {
    if (performance.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

const event = (n: number): RealtimeEvent => ({ event: 'list_update', message: { n, text: 'é ✓' }, room: 'doctype:ToDo', gate: { doctype: 'ToDo', name: `t${n}`, row: { owner: 'a@example.com', n } } });

/**
 * The conformance suite every RealtimeChannel meets (docs/ARCHITECTURE.md, Tests): a published event reaches
 * every subscriber (the publisher's own included), whole and in order; one that unsubscribed
 * hears nothing more; channels of different sites never mix.
 */
function conformance(name: string, make: () => { site: (topic: string) => RealtimeChannel; peer: (topic: string) => RealtimeChannel; ready: () => Promise<void> }) {
  describe(`RealtimeChannel conformance: ${name}`, () => {
    it('delivers each event whole and in order to every subscriber, and stops for one that left', async () => {
      const { site, peer, ready } = make();
      const topic = `t-${randomBytes(4).toString('hex')}`;
      const first = listen(site(topic));
      const second = listen(peer(topic));
      await ready();
      for (let n = 1; n <= 3; n++) site(topic).publish(event(n));
      await until(() => first.heard.length === 3 && second.heard.length === 3);
      assert.deepEqual(first.heard, [event(1), event(2), event(3)]);
      assert.deepEqual(second.heard, first.heard);
      second.stop();
      site(topic).publish(event(4));
      await until(() => first.heard.length === 4);
      await new Promise((r) => setTimeout(r, 100));
      assert.equal(second.heard.length, 3);
      first.stop();
    });

    it('keeps sites apart', async () => {
      const { site, ready } = make();
      const a = listen(site(`a-${randomBytes(4).toString('hex')}`));
      const topicB = `b-${randomBytes(4).toString('hex')}`;
      const b = listen(site(topicB));
      await ready();
      site(topicB).publish(event(9));
      await until(() => b.heard.length === 1);
      await new Promise((r) => setTimeout(r, 100));
      assert.equal(a.heard.length, 0);
      a.stop();
      b.stop();
    });
  });
}

const memory = new Map<string, MemoryRealtimeChannel>();
const memoryChannel = (topic: string) => memory.get(topic) ?? memory.set(topic, new MemoryRealtimeChannel()).get(topic)!;
conformance('memory (one process)', () => ({ site: memoryChannel, peer: memoryChannel, ready: async () => {} }));

if (redisUp) {
  // Two buses on their own connections: two processes of one deployment.
  const links = [new RedisLink(REDIS_TEST_URL, silentLog), new RedisLink(REDIS_TEST_URL, silentLog)];
  const buses = links.map((link) => new RedisRealtimeBus(link, silentLog));
  after(() => {
    buses.forEach((b) => b.close());
    links.forEach((l) => l.close());
  });
  conformance('Redis (two processes)', () => ({
    site: (topic) => buses[0].channel(topic),
    peer: (topic) => buses[1].channel(topic),
    ready: async () => {
      await Promise.all(buses.map((b) => b.ready()));
    },
  }));
}
