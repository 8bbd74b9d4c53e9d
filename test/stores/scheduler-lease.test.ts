import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, describe, it } from 'node:test';
import { manualClock } from '../../src/context/clock.ts';
import type { SchedulerLease } from '../../src/scheduler/lease.ts';
import { RedisLease } from '../../src/scheduler/redis-lease.ts';
import { SqlLease } from '../../src/scheduler/sql-lease.ts';
import { createSystemTables } from '../../src/storage/schema-sync.ts';
import { RedisLink } from '../../src/storage/redis/redis-link.ts';
import { enabledDialects, openTestDatabase } from '../helpers/dialects.ts';
import { REDIS_TEST_URL, redisReachable, silentLog } from '../helpers/redis.ts';

const redisUp = await redisReachable('the Redis scheduler lease tests are');

/**
 * What every scheduler lease does: one holder at a time (of several asking at once too), renewed
 * by its holder, taken over once it runs out, given back on release. `expire` makes time pass.
 */
function leaseContract(title: string, make: () => Promise<{ leases: SchedulerLease[]; expire(ms: number): Promise<void>; close(): Promise<void> }>, ttlMs: number) {
  describe(title, () => {
    it('lets one of several holders have it, renews it for that one, passes it on once it runs out or is given back', async () => {
      const { leases, expire, close } = await make();
      try {
        const [a, b, c] = leases as [SchedulerLease, SchedulerLease, SchedulerLease];
        assert.equal(await a.holder(), null);
        const taken = await Promise.all([a.take('a', ttlMs), b.take('b', ttlMs), c.take('c', ttlMs)]);
        assert.equal(taken.filter(Boolean).length, 1, `one of three at once: ${taken}`);
        const holder = ['a', 'b', 'c'][taken.indexOf(true)]!;
        const mine = leases[taken.indexOf(true)]!;
        const other = leases[(taken.indexOf(true) + 1) % 3]!;
        const otherName = ['a', 'b', 'c'][(taken.indexOf(true) + 1) % 3]!;
        assert.equal(await a.holder(), holder, 'every process sees the holder');
        assert.equal(await mine.take(holder, ttlMs), true, 'renewed');
        assert.equal(await other.take(otherName, ttlMs), false);
        await expire(ttlMs + 50);
        assert.equal(await other.holder(), null, 'ran out');
        assert.equal(await other.take(otherName, ttlMs), true, 'taken over');
        assert.equal(await mine.take(holder, ttlMs), false, 'the old holder has lost it');
        await mine.release(holder);
        assert.equal(await a.holder(), otherName, "a release by someone else's name changes nothing");
        await other.release(otherName);
        assert.equal(await a.holder(), null);
        assert.equal(await mine.take(holder, ttlMs), true, 'free again at once');
      } finally {
        await close();
      }
    });
  });
}

for (const dialect of await enabledDialects()) {
  leaseContract(`the scheduler lease in the database [${dialect.name}]`, async () => {
    const { db, reopen, close } = await openTestDatabase(dialect);
    await db.write((tx) => createSystemTables(tx, db.schema));
    const clock = manualClock(Date.now() * 1000);
    // The row is made on first use when migrate has not made it. Other connections stand for other
    // processes; on SQLite a second connection in one process would wait for the first's write
    // lock in a busy handler that blocks the event loop (the process test covers SQLite's processes).
    const other = () => (dialect.name === 'sqlite' ? db : reopen());
    const leases = [new SqlLease(db, 'scheduler', clock), new SqlLease(other(), 'scheduler', clock), new SqlLease(other(), 'scheduler', clock)];
    return { leases, expire: async (ms) => clock.advanceSeconds(ms / 1000), close };
  }, 60_000);
}

describe('the scheduler lease in Redis', { skip: !redisUp && 'Redis is not reachable' }, () => {
  const links: RedisLink[] = [];
  after(() => links.forEach((l) => l.close()));
  leaseContract('over three connections', async () => {
    const key = `svc:test:${randomBytes(6).toString('hex')}:scheduler:lease`;
    const leases = [0, 1, 2].map(() => {
      const link = new RedisLink(REDIS_TEST_URL, silentLog);
      links.push(link);
      return new RedisLease(link, key);
    });
    return { leases, expire: (ms) => new Promise((resolve) => setTimeout(resolve, ms)), close: async () => {} };
  }, 200);
});
