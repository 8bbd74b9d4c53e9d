import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { MemoryLoginAttemptStore } from '../../src/auth/login-attempts.ts';
import { MemorySessionStore } from '../../src/auth/sessions/memory-session-store.ts';
import { hashSid, newSid } from '../../src/auth/sessions/session-id.ts';
import type { SessionRecord, SessionStore } from '../../src/auth/sessions/session-store.ts';
import { SqlSessionStore } from '../../src/auth/sessions/sql-session-store.ts';
import type { Database } from '../../src/storage/database.ts';
import { openPostgres } from '../../src/storage/dialects/postgres.ts';
import { openSqlite } from '../../src/storage/dialects/sqlite.ts';
import { createSystemTables } from '../../src/storage/schema-sync.ts';
import { enabledDialects } from '../helpers/dialects.ts';

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
      const made = await dialect.newDatabase();
      let db: Database;
      let dir = '';
      if (dialect.name === 'sqlite') {
        dir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-sessions-'));
        db = openSqlite({ path: path.join(dir, 'db.sqlite3') });
      } else {
        const { ensurePostgresDatabase } = await import('../../src/storage/dialects/postgres.ts');
        await ensurePostgresDatabase(made.url!);
        db = openPostgres({ url: made.url! });
      }
      // Twice: creating the system tables is idempotent (every start runs it).
      await db.write((tx) => createSystemTables(tx, db.schema));
      await db.write((tx) => createSystemTables(tx, db.schema));
      return {
        store: new SqlSessionStore(db),
        async close() {
          await db.close();
          await made.drop();
          if (dir) fs.rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  });
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

describe('LoginAttemptStore contract [memory]', () => {
  it('counts failures in a window that starts at the first failure and never slides', async () => {
    const s = new MemoryLoginAttemptStore();
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
});
