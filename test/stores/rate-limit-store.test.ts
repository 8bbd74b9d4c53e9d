import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, describe, it } from 'node:test';
import pino from 'pino';
import { manualClock, systemClock } from '../../src/context/clock.ts';
import { MemoryRateLimitStore } from '../../src/ratelimit/memory-rate-limit-store.ts';
import type { RateLimitStore } from '../../src/ratelimit/rate-limit-store.ts';
import { RedisRateLimitStore } from '../../src/storage/redis/redis-rate-limit-store.ts';

const log = pino({ level: 'silent' });
const { Redis } = await import('ioredis');
const probe = new Redis('redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
const redisUp = await probe.connect().then(() => true, () => false);
probe.disconnect();
if (!redisUp) process.stderr.write('\n!!! Redis at 127.0.0.1:6379 is not reachable: the Redis store conformance run is SKIPPED !!!\n\n');

/** Waits until a key's expiry has passed, by the store's own notion of time. */
type Advance = (seconds: number) => Promise<void>;

const implementations: Array<{ name: string; make(): { store: RateLimitStore; advance: Advance }; skip?: string | false }> = [
  {
    name: 'memory',
    make() {
      const clock = manualClock(1_000_000_000_000_000);
      return { store: new MemoryRateLimitStore(clock), advance: async (s) => clock.advanceSeconds(s) };
    },
  },
  {
    name: 'redis',
    skip: !redisUp && 'Redis is not reachable',
    make() {
      return { store: new RedisRateLimitStore('redis://127.0.0.1:6379/4', log), advance: (s) => new Promise((r) => setTimeout(r, s * 1000 + 100)) };
    },
  },
];

/** The RateLimitStore contract (src/ratelimit/rate-limit-store.ts), run against every implementation. */
for (const impl of implementations) {
  describe(`RateLimitStore contract [${impl.name}]`, { skip: impl.skip }, () => {
    const made = impl.skip ? undefined : impl.make();
    const key = (name: string) => `test:${randomBytes(6).toString('hex')}:${name}`;
    after(() => made?.store.close());

    it('reads 0 for an absent key and adds atomically, returning the new value', async () => {
      const { store } = made!;
      const k = key('a');
      assert.equal(await store.get(k), 0);
      assert.equal(await store.add(k, 5, 60), 5);
      assert.equal(await store.add(k, 2.5, 60), 7.5);
      assert.equal(await store.get(k), 7.5);
      const many = await Promise.all(Array.from({ length: 50 }, () => store.add(k, 1, 60)));
      assert.equal(new Set(many).size, 50, 'concurrent adds never see the same value');
      assert.equal(await store.get(k), 57.5);
    });

    it('expires a key when its first expiry passes, never extended by later adds', async () => {
      const { store, advance } = made!;
      const k = key('b');
      await store.add(k, 1, 1);
      await advance(0.5);
      await store.add(k, 1, 1);
      await advance(0.7);
      assert.equal(await store.get(k), 0, 'the window ended one second after it began');
      assert.equal(await store.add(k, 1, 1), 1, 'a new window starts from zero');
    });

    it('applies adds made with addSoon within a short time, summed', async () => {
      const { store } = made!;
      const k = key('soon');
      for (let i = 0; i < 10; i++) store.addSoon(k, 3, 60);
      await new Promise((r) => setTimeout(r, 120));
      assert.equal(await store.get(k), 30);
      assert.equal(await store.add(k, 1, 60), 31, 'exact adds see the batched ones');
    });

    it('is healthy while its backend answers', () => {
      assert.equal(made!.store.healthy, true);
    });
  });
}

describe('RedisRateLimitStore when Redis is unreachable', () => {
  it('fails open: reads and adds answer 0 and it reports itself unhealthy', async () => {
    const store = new RedisRateLimitStore('redis://127.0.0.1:1/0', log);
    try {
      const started = systemClock().nowMicros();
      assert.equal(await store.add('x', 5, 60), 0);
      assert.equal(await store.get('x'), 0);
      assert.equal(store.healthy, false);
      assert.ok(systemClock().nowMicros() - started < 3_000_000, 'no long waits');
    } finally {
      await store.close();
    }
  });
});
