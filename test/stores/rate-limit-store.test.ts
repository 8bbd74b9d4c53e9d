import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, describe, it } from 'node:test';
import pino from 'pino';
import { manualClock, systemClock } from '../../src/context/clock.ts';
import { MemoryRateLimitStore } from '../../src/ratelimit/memory-rate-limit-store.ts';
import type { RateLimitStore } from '../../src/ratelimit/rate-limit-store.ts';
import { scopedRateLimitStore } from '../../src/ratelimit/scoped-rate-limit-store.ts';
import { SharedStateHub, siteKeyPrefix } from '../../src/sites/shared-state.ts';
import { RedisLink } from '../../src/storage/redis/redis-link.ts';
import { RedisRateLimitStore } from '../../src/ratelimit/redis-rate-limit-store.ts';
import { openTestDatabase, type Dialect } from '../helpers/dialects.ts';
import { announceSkip } from '../helpers/skip-notice.ts';

const log = pino({ level: 'silent' });
const { Redis } = await import('ioredis');
const probe = new Redis('redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
const redisUp = await probe.connect().then(() => true, () => false);
probe.disconnect();
if (!redisUp) announceSkip('Redis at 127.0.0.1:6379 is not reachable: the Redis store conformance run is SKIPPED');

/** Waits until a key's expiry has passed, by the store's own notion of time. */
type Advance = (seconds: number) => Promise<void>;
type Made = { store: RateLimitStore; advance: Advance; close(): Promise<void> };

const REDIS_URL = 'redis://127.0.0.1:6379/4';

function memory(): Made {
  const clock = manualClock(1_000_000_000_000_000);
  const store = new MemoryRateLimitStore(clock);
  return { store, advance: async (s) => clock.advanceSeconds(s), close: () => store.close() };
}

/** The store on its own link, as the shared-state hub makes it (the link is the hub's to close). */
function redis(url = REDIS_URL): Made & { link: RedisLink } {
  const link = new RedisLink(url, log);
  const store = new RedisRateLimitStore(link);
  return {
    link,
    store,
    advance: (s) => new Promise((r) => setTimeout(r, s * 1000 + 100)),
    async close() {
      await store.close();
      link.close();
    },
  };
}

/** A site's view of a shared store, as every site gets it. */
function scoped(inner: Made): Made {
  return { ...inner, store: scopedRateLimitStore(inner.store, `test:${randomBytes(6).toString('hex')}:`) };
}

const noRedis = !redisUp && 'Redis is not reachable';
const implementations: Array<{ name: string; make(): Made; skip?: string | false }> = [
  { name: 'memory', make: memory },
  { name: 'redis', skip: noRedis, make: () => redis() },
  { name: 'site view of memory', make: () => scoped(memory()) },
  { name: 'site view of redis', skip: noRedis, make: () => scoped(redis()) },
];

/** The RateLimitStore contract (src/ratelimit/rate-limit-store.ts), run against every implementation. */
for (const impl of implementations) {
  describe(`RateLimitStore contract [${impl.name}]`, { skip: impl.skip }, () => {
    const made = impl.skip ? undefined : impl.make();
    const key = (name: string) => `test:${randomBytes(6).toString('hex')}:${name}`;
    after(() => made?.close());

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

    it('peeks a counter it knows without its backend as get would read it, and never a different one', async () => {
      const { store } = made!;
      const k = key('peek');
      await store.add(k, 4, 60);
      assert.equal(store.peek(k), 4, 'a counter just added to is known here');
      store.addSoon(k, 2, 60);
      assert.equal(store.peek(k), 6, 'with what is still to be sent');
      await new Promise((r) => setTimeout(r, 120));
      const known = store.peek(k);
      assert.ok(known === undefined || known === 6, `peek answers nothing or the counter, not ${known}`);
      assert.equal(await store.get(k), 6);
      const fresh = key('peek-absent');
      const absent = store.peek(fresh);
      assert.ok(absent === undefined || absent === 0, 'an absent counter is unknown or 0');
    });

    it('is healthy while its backend answers', () => {
      assert.equal(made!.store.healthy, true);
    });
  });
}

describe('RedisRateLimitStore when Redis is unreachable', () => {
  it('fails open: reads and adds answer 0 and it reports itself unhealthy', async () => {
    const { store, close } = redis('redis://127.0.0.1:1/0');
    try {
      const started = systemClock().nowMicros();
      assert.equal(await store.add('x', 5, 60), 0);
      assert.equal(await store.get('x'), 0);
      assert.equal(store.peek('x'), 0, 'known without asking: failing open');
      assert.equal(store.healthy, false);
      assert.ok(systemClock().nowMicros() - started < 3_000_000, 'no long waits');
    } finally {
      await close();
    }
  });
});

/** SQLite files: whatever the dialect, a database is told apart by its `description`. */
const sqlite: Dialect = { name: 'sqlite', newDatabase: async () => ({ drop: async () => {} }) };

describe('rate-limit counters of sites sharing one Redis', { skip: noRedis }, () => {
  it('are apart for two deployments with the same site name, and shared by the processes of one', async () => {
    // Two servers (hubs: their own connections), and two deployments of one site name, each on its own database.
    const [server1, server2] = [new SharedStateHub(systemClock(), log), new SharedStateHub(systemClock(), log)];
    const [staging, production] = await Promise.all([openTestDatabase(sqlite), openTestDatabase(sqlite)]);
    try {
      const site = `same-${randomBytes(4).toString('hex')}.localhost`;
      const counter = (hub: SharedStateHub, db: typeof staging) => hub.forSite(site, REDIS_URL, db.db).rateLimits;
      assert.equal(await counter(server1, staging).add('call:login:1.2.3.4', 1, 60), 1);
      assert.equal(await counter(server2, production).add('call:login:1.2.3.4', 1, 60), 1, 'the other deployment counts on its own');
      assert.equal(await counter(server2, staging).add('call:login:1.2.3.4', 1, 60), 2, 'another process of the same deployment shares the count');
      assert.equal(await counter(server1, production).get('call:login:1.2.3.4'), 1);
      assert.notEqual(siteKeyPrefix(site, staging.db), siteKeyPrefix(site, production.db));
    } finally {
      await Promise.all([server1.closeAll(), server2.closeAll()]);
      await Promise.all([staging.close(), production.close()]);
    }
  });
});
