import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { MemoryLoginAttemptStore, type LoginAttemptStore } from '../../src/auth/login-attempts.ts';
import { MemorySessionStore } from '../../src/auth/sessions/memory-session-store.ts';
import { hashSid, newSid } from '../../src/auth/sessions/session-id.ts';
import type { SessionRecord, SessionStore } from '../../src/auth/sessions/session-store.ts';
import { SqlSessionStore } from '../../src/auth/sessions/sql-session-store.ts';
import { createSystemTables } from '../../src/storage/schema-sync.ts';
import { RedisLink } from '../../src/storage/redis/redis-link.ts';
import { RedisLoginAttemptStore } from '../../src/auth/redis-login-attempt-store.ts';
import { REDIS_CACHE_TTL_MS, RedisSessionStore } from '../../src/auth/sessions/redis-session-store.ts';
import { enabledDialects, openTestDatabase } from '../helpers/dialects.ts';
import { REDIS_TEST_URL, redisReachable, silentLog } from '../helpers/redis.ts';

interface Impl {
  name: string;
  open(): Promise<{ store: SessionStore; close(): Promise<void> }>;
}

const impls: Impl[] = [
  { name: 'memory', open: async () => ({ store: new MemorySessionStore(), close: async () => {} }) },
];
for (const dialect of await enabledDialects()) {
  impls.push({
    name: `sql on ${dialect.name}`,
    async open() {
      const { db, close } = await openTestDatabase(dialect);
      // Twice: creating the system tables is idempotent (every start runs it).
      await db.write((tx) => createSystemTables(tx, db.schema));
      await db.write((tx) => createSystemTables(tx, db.schema));
      return {
        store: new SqlSessionStore(db),
        close,
      };
    },
  });
}

const redisUp = await redisReachable('the Redis session cache and lock-out store conformance runs');
const links: RedisLink[] = [];
after(() => links.forEach((l) => l.close()));
/** A Redis link with a fresh key prefix, so runs never see each other's keys. */
function redisLink(url = REDIS_TEST_URL): { link: RedisLink; prefix: string } {
  const link = new RedisLink(url, silentLog);
  links.push(link);
  return { link, prefix: `test:${randomBytes(6).toString('hex')}:` };
}
if (redisUp) {
  for (const base of [...impls]) {
    impls.push({
      name: `redis cache over ${base.name}`,
      async open() {
        const inner = await base.open();
        const { link, prefix } = redisLink();
        return { store: new RedisSessionStore(link, prefix, inner.store), close: inner.close };
      },
    });
  }
}

// Epoch milliseconds well past 2038, so 32-bit columns would fail.
const T0 = Date.UTC(2041, 5, 1);
const DAY_MS = 86_400_000;

function record(user: string, over: Partial<SessionRecord> = {}): SessionRecord {
  return { id: hashSid(newSid()), user, createdAt: T0, lastSeen: T0, expiresAt: T0 + 3 * DAY_MS, csrf: false, stamp: 'stamp-1', ...over };
}

/** The SessionStore contract (src/auth/sessions/session-store.ts), run against every implementation. */
for (const impl of impls) {
  describe(`SessionStore contract [${impl.name}]`, () => {
    let store: SessionStore;
    let close: () => Promise<void>;
    before(async () => {
      ({ store, close } = await impl.open());
    });
    after(() => close());

    it('round-trips every field of a record', async () => {
      const r = record('Administrator', { csrf: true, stamp: 'abc123', createdAt: T0 - 5, lastSeen: T0 - 1 });
      await store.create(r);
      assert.deepEqual(await store.get(r.id, T0), r);
      const plain = record('someone@example.com');
      await store.create(plain);
      assert.deepEqual(await store.get(plain.id, T0), plain);
      assert.equal(await store.get(hashSid(newSid()), T0), null, 'an unknown id is null');
    });

    it('answers a record only before its expiry instant', async () => {
      const r = record('exp@example.com');
      await store.create(r);
      assert.ok(await store.get(r.id, r.expiresAt - 1));
      assert.equal(await store.get(r.id, r.expiresAt), null, 'dead at expiresAt');
      assert.equal(await store.get(r.id, r.expiresAt + DAY_MS), null);
    });

    it('touch moves last-seen and expiry (and the stamp when given), and never creates a record', async () => {
      const r = record('touch@example.com');
      await store.create(r);
      await store.touch(r.id, T0 + 1000, T0 + 1000 + 3 * DAY_MS);
      assert.deepEqual(await store.get(r.id, T0 + 3 * DAY_MS + 500), { ...r, lastSeen: T0 + 1000, expiresAt: T0 + 1000 + 3 * DAY_MS }, 'alive past the old expiry');
      await store.touch(r.id, T0 + 2000, T0 + 2000 + 3 * DAY_MS, 'stamp-2');
      assert.equal((await store.get(r.id, T0))?.stamp, 'stamp-2');
      const ghost = hashSid(newSid());
      await store.touch(ghost, T0, T0 + DAY_MS);
      assert.equal(await store.get(ghost, T0), null);
      await store.delete(r.id);
      await store.touch(r.id, T0, T0 + DAY_MS);
      assert.equal(await store.get(r.id, T0), null, 'a deleted session is not resurrected');
    });

    it('answers a user\'s live sessions, with their last use as touched, and nobody else\'s', async () => {
      const a1 = record('list-a@example.com', { createdAt: T0 - 10 });
      const a2 = record('list-a@example.com');
      const dead = record('list-a@example.com', { expiresAt: T0 });
      const b1 = record('list-b@example.com');
      for (const r of [a1, a2, dead, b1]) await store.create(r);
      await store.touch(a1.id, T0 + 500, T0 + 500 + 3 * DAY_MS);
      const byId = (rs: SessionRecord[]) => [...rs].sort((x, y) => x.id.localeCompare(y.id));
      assert.deepEqual(byId(await store.userSessions('list-a@example.com', T0)), byId([{ ...a1, lastSeen: T0 + 500, expiresAt: T0 + 500 + 3 * DAY_MS }, a2]));
      await store.delete(a2.id);
      assert.deepEqual((await store.userSessions('list-a@example.com', T0)).map((r) => r.id), [a1.id], 'a deleted session is gone');
      assert.deepEqual(await store.userSessions('nobody@example.com', T0), []);
    });

    it('deletes one session, idempotently', async () => {
      const r = record('del@example.com');
      const keep = record('del@example.com');
      await store.create(r);
      await store.create(keep);
      await store.delete(r.id);
      await store.delete(r.id);
      assert.equal(await store.get(r.id, T0), null);
      assert.ok(await store.get(keep.id, T0));
    });

    it('deletes all sessions of users, keeping an excepted one, and counts what it removed', async () => {
      const a1 = record('all-a@example.com');
      const a2 = record('all-a@example.com');
      const a3 = record('all-a@example.com');
      const b1 = record('all-b@example.com');
      const c1 = record('all-c@example.com');
      for (const r of [a1, a2, a3, b1, c1]) await store.create(r);
      assert.equal(await store.deleteUsers(['all-a@example.com'], a2.id), 2);
      assert.equal(await store.get(a1.id, T0), null);
      assert.ok(await store.get(a2.id, T0), 'the excepted session stays');
      assert.equal(await store.get(a3.id, T0), null);
      assert.ok(await store.get(b1.id, T0), 'other users untouched');
      assert.equal(await store.deleteUsers(['all-a@example.com', 'all-b@example.com', 'nobody@example.com']), 2);
      assert.equal(await store.get(a2.id, T0), null);
      assert.equal(await store.get(b1.id, T0), null);
      assert.ok(await store.get(c1.id, T0));
      assert.equal(await store.deleteUsers([]), 0);
      assert.equal(await store.deleteUsers(['all-a@example.com']), 0, 'idempotent');
    });

    it('deletes sessions of many users at once (beyond one statement\'s chunk)', async () => {
      const users = Array.from({ length: 1203 }, (_, i) => `bulk${i}@example.com`);
      const records = users.filter((_, i) => i % 100 === 0).map((u) => record(u));
      for (const r of records) await store.create(r);
      const bystander = record('bulk-bystander@example.com');
      await store.create(bystander);
      assert.equal(await store.deleteUsers(users), records.length);
      for (const r of records) assert.equal(await store.get(r.id, T0), null);
      assert.ok(await store.get(bystander.id, T0));
    });

    it('removes expired sessions in bulk', async () => {
      const base = T0 + 100 * DAY_MS;
      const dead = record('sweep@example.com', { expiresAt: base - 1 });
      const edge = record('sweep@example.com', { expiresAt: base });
      const alive = record('sweep@example.com', { expiresAt: base + 1 });
      for (const r of [dead, edge, alive]) await store.create(r);
      const removed = await store.deleteExpired(base);
      assert.ok(removed >= 2, `removed ${removed}`);
      assert.equal(await store.get(dead.id, T0), null);
      assert.equal(await store.get(edge.id, T0), null, 'expiresAt == now counts as expired');
      assert.ok(await store.get(alive.id, base), 'a live session stays');
      assert.equal(await store.deleteExpired(base), 0);
    });

    it('keeps user names with any characters exactly', async () => {
      for (const user of ["o'brien@example.com", 'zoë@example.com', 'Administrator', 'a%b_c@example.com']) {
        const r = record(user);
        await store.create(r);
        assert.equal((await store.get(r.id, T0))?.user, user);
        assert.equal(await store.deleteUsers([user.toUpperCase() === user ? user.toLowerCase() : user.toUpperCase()]), 0, 'user names match exactly, never by pattern or case');
        assert.equal(await store.deleteUsers([user]), 1);
      }
    });
  });
}

const attemptStores: Array<{ name: string; make(): LoginAttemptStore }> = [{ name: 'memory', make: () => new MemoryLoginAttemptStore() }];
if (redisUp) {
  attemptStores.push({
    name: 'redis',
    make() {
      const { link, prefix } = redisLink();
      return new RedisLoginAttemptStore(link, prefix, new MemoryLoginAttemptStore());
    },
  });
}

/** The LoginAttemptStore contract (src/auth/login-attempts.ts), run against every implementation. */
for (const impl of attemptStores) {
  describe(`LoginAttemptStore contract [${impl.name}]`, () => {
    it('counts failures in a window that starts at the first failure and never slides', async () => {
      const s = impl.make();
      assert.equal(await s.get('ip:1', T0), null);
      assert.deepEqual(await s.recordFailure('ip:1', T0, 60_000), { count: 1, firstAt: T0, endsAt: T0 + 60_000 });
      assert.deepEqual(await s.recordFailure('ip:1', T0 + 59_999, 60_000), { count: 2, firstAt: T0, endsAt: T0 + 60_000 });
      assert.equal((await s.get('ip:1', T0 + 59_999))?.count, 2);
      assert.equal(await s.get('ip:1', T0 + 60_000), null, 'the window ends 60 s after its first failure');
      assert.deepEqual(await s.recordFailure('ip:1', T0 + 60_000, 60_000), { count: 1, firstAt: T0 + 60_000, endsAt: T0 + 120_000 }, 'a new window');
      await s.clear('ip:1');
      assert.equal(await s.get('ip:1', T0 + 60_001), null);
      assert.equal(await s.get('ip:2', T0), null, 'keys are independent');
    });

    it('counts every one of many concurrent failures', async () => {
      const s = impl.make();
      const windows = await Promise.all(Array.from({ length: 40 }, () => s.recordFailure('user:x', T0, 60_000)));
      assert.deepEqual(windows.map((w) => w.count).sort((a, b) => a - b), Array.from({ length: 40 }, (_, i) => i + 1));
      assert.equal((await s.get('user:x', T0 + 1))?.count, 40);
    });
  });
}

describe('Redis stores shared by two processes', { skip: !redisUp && 'Redis is not reachable' }, () => {
  it('a session ended through one process is gone for the other at once, and a stale lookup cannot bring it back', async () => {
    const sql = new MemorySessionStore();
    const a = redisLink();
    const b = { link: redisLink().link, prefix: a.prefix };
    const storeA = new RedisSessionStore(a.link, a.prefix, sql);
    const storeB = new RedisSessionStore(b.link, b.prefix, sql);
    const r = record('shared@example.com');
    await storeA.create(r);
    assert.deepEqual(await storeB.get(r.id, T0), r, 'made on one, found on the other');
    await storeB.delete(r.id);
    assert.equal(await storeA.get(r.id, T0), null, 'ended on the other, gone here');
    const late = record('shared@example.com');
    await sql.create(late);
    assert.ok(await storeA.get(late.id, T0), 'a session only in the database is found (and cached)');
    await storeB.deleteUsers(['shared@example.com']);
    assert.equal(await storeA.get(late.id, T0), null, 'ending all of a user\'s sessions reaches the cached copies');
  });

  it('a lookup that read the database before a touch cannot cache the old record over it', async () => {
    const sql = new MemorySessionStore();
    // Process A's database read is held between reading and filling the cache, as a slow request's can be.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let readDone!: () => void;
    const read = new Promise<void>((resolve) => (readDone = resolve));
    const slowSql: SessionStore = Object.assign(Object.create(sql) as SessionStore, {
      async get(id: string, now: number) {
        const found = await sql.get(id, now);
        readDone();
        await held;
        return found;
      },
    });
    const a = redisLink();
    const storeA = new RedisSessionStore(a.link, a.prefix, slowSql);
    const storeB = new RedisSessionStore(redisLink().link, a.prefix, sql);
    const r = record('touched@example.com');
    await sql.create(r);
    const staleLookup = storeA.get(r.id, T0);
    await read;
    await storeB.touch(r.id, T0 + 1000, r.expiresAt + 1000);
    release();
    assert.equal((await staleLookup)?.expiresAt, r.expiresAt, 'the lookup itself answers what it read');
    assert.equal((await storeB.get(r.id, T0 + 1000))?.expiresAt, r.expiresAt + 1000, 'the touch is what every process sees');
    assert.equal((await storeA.get(r.id, T0 + 1000))?.expiresAt, r.expiresAt + 1000);
  });

  it('a session deleted by a process that could not reach Redis leaves the others\' cache within the cache period', async () => {
    const sql = new MemorySessionStore();
    const ttlMs = 300;
    const a = redisLink();
    const storeA = new RedisSessionStore(a.link, a.prefix, sql, ttlMs);
    // A process cut off from Redis: its delete reaches the database alone.
    const cutOff = new RedisSessionStore(redisLink('redis://127.0.0.1:1/0').link, a.prefix, sql, ttlMs);
    const r = record('cut-off@example.com');
    await storeA.create(r);
    const filledAt = performance.now();
    await cutOff.delete(r.id);
    assert.equal(await sql.get(r.id, T0), null, 'gone from the database');
    // What the bound is for: until the cached copy expires, it is still served.
    assert.deepEqual(await storeA.get(r.id, T0), r, 'the cached copy outlives the delete for now');
    while ((await storeA.get(r.id, T0)) !== null) {
      assert.ok(performance.now() - filledAt < ttlMs + 5000, 'the cached copy expires with its cache period');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  it('caches a session in Redis for at most a minute by default', async () => {
    const { link, prefix } = redisLink();
    const store = new RedisSessionStore(link, prefix, new MemorySessionStore());
    await store.create(record('default-ttl@example.com'));
    const [key] = await link.client.keys(`${prefix}s:*`);
    const ttl = await link.client.pttl(key!);
    assert.ok(ttl > 0 && ttl <= REDIS_CACHE_TTL_MS && REDIS_CACHE_TTL_MS <= 60_000, `cached for ${ttl} ms`);
  });

  it('lock-out counters are one across processes', async () => {
    const a = redisLink();
    const b = { link: redisLink().link, prefix: a.prefix };
    const storeA = new RedisLoginAttemptStore(a.link, a.prefix, new MemoryLoginAttemptStore());
    const storeB = new RedisLoginAttemptStore(b.link, b.prefix, new MemoryLoginAttemptStore());
    await storeA.recordFailure('ip:9', T0, 60_000);
    assert.equal((await storeB.recordFailure('ip:9', T0 + 5, 60_000)).count, 2);
    await storeA.clear('ip:9');
    assert.equal(await storeB.get('ip:9', T0 + 6), null);
  });
});

describe('Redis stores when Redis is unreachable', () => {
  it('sessions are served by the database alone and lock-out counters by this process, quickly', async () => {
    const { link, prefix } = redisLink('redis://127.0.0.1:1/0');
    const sql = new MemorySessionStore();
    const sessions = new RedisSessionStore(link, prefix, sql);
    const attempts = new RedisLoginAttemptStore(link, prefix, new MemoryLoginAttemptStore());
    const started = Date.now();
    const r = record('down@example.com');
    await sessions.create(r);
    assert.deepEqual(await sessions.get(r.id, T0), r);
    assert.deepEqual(await sql.get(r.id, T0), r, 'written to the database');
    await sessions.delete(r.id);
    assert.equal(await sessions.get(r.id, T0), null);
    assert.equal((await attempts.recordFailure('ip:1', T0, 60_000)).count, 1);
    assert.equal((await attempts.recordFailure('ip:1', T0, 60_000)).count, 2, 'lock-out still counts, in memory');
    assert.equal(link.healthy, false);
    assert.ok(Date.now() - started < 3000, 'no long waits');
  });
});
