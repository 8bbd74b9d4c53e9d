import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import type { Database } from '../../src/storage/database.ts';
import { openSqlite } from '../../src/storage/dialects/sqlite.ts';
import { RedisLink } from '../../src/storage/redis/redis-link.ts';
import { RedisNoticeBus, withRedisNotices, type NoticeBusOptions } from '../../src/storage/redis/redis-notices.ts';
import { REDIS_TEST_URL, redisReachable, silentLog } from '../helpers/redis.ts';

const redisUp = await redisReachable('the Redis change-notice tests are');

/** One "process": its own connections to the database file and to Redis. */
function processOn(file: string, topic: string, url = REDIS_TEST_URL, options: NoticeBusOptions = {}) {
  const link = new RedisLink(url, silentLog);
  const bus = new RedisNoticeBus(link, silentLog, options);
  const db = withRedisNotices(openSqlite({ path: file }), bus, topic);
  const heard: string[] = [];
  db.onNotice((channel) => heard.push(channel));
  return {
    db,
    heard,
    /** Resolves once its subscription is active: from then on no notice can pass it by. */
    ready: () => bus.ready(topic),
    async close() {
      await db.close();
      bus.close();
      link.close();
    },
  };
}

const write = (db: Database, channel: string) => db.write((tx) => db.notify(tx, channel));

describe('change notices over Redis', { skip: !redisUp && 'Redis is not reachable' }, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-notices-'));
  const file = path.join(dir, 'site.sqlite3');
  const topic = `test:${randomBytes(6).toString('hex')}:notices`;
  const a = processOn(file, topic);
  const b = processOn(file, topic);
  const other = processOn(path.join(dir, 'other.sqlite3'), `${topic}:other`);
  after(async () => {
    await Promise.all([a.close(), b.close(), other.close()]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('have reached every other process when the write answers, without any polling', async () => {
    await Promise.all([a.ready(), b.ready(), other.ready()]);
    await write(a.db, 'meta');
    // No waiting here: the write answered only once b confirmed it had applied the notice.
    // (SQLite's own data_version notices only arrive through pollNotices, never called here.)
    assert.deepEqual(b.heard, ['meta'], 'heard by the other process before the write answered');
    assert.deepEqual(a.heard, ['meta'], 'the sender applies its own notice once, at commit');
    assert.deepEqual(other.heard, [], 'another site hears nothing');
  });

  it('are not sent for a write that rolls back', async () => {
    await assert.rejects(a.db.write(async (tx) => {
      await a.db.notify(tx, 'auth');
      throw new Error('rolled back');
    }));
    await write(a.db, 'meta');
    // One connection delivers in order: an 'auth' sent by the rolled-back write would come first.
    assert.deepEqual(b.heard, ['meta', 'meta']);
    assert.deepEqual(a.heard, ['meta', 'meta']);
  });

  it('stop reaching a database once it is closed (a site that failed to open leaves no listener on the bus)', async () => {
    const link = new RedisLink(REDIS_TEST_URL, silentLog);
    const bus = new RedisNoticeBus(link, silentLog);
    const heardByClosed: string[] = [];
    const heardByOpen: string[] = [];
    const closed = withRedisNotices(openSqlite({ path: file }), bus, topic);
    const open = withRedisNotices(openSqlite({ path: file }), bus, topic);
    closed.onNotice((channel) => heardByClosed.push(channel));
    open.onNotice((channel) => heardByOpen.push(channel));
    try {
      await bus.ready(topic);
      await closed.close();
      await write(a.db, 'meta');
      assert.deepEqual(heardByOpen, ['meta'], 'the bus still delivers to the database left open');
      assert.deepEqual(heardByClosed, []);
    } finally {
      await open.close();
      bus.close();
      link.close();
    }
  });

  it('reach a process from its first database use on: it subscribes before it reads', async () => {
    const late = processOn(file, topic);
    try {
      // No wait for the subscription: the first read waits for it, as a site's start-up does.
      await late.db.read(async () => {});
      await write(a.db, 'auth');
      assert.deepEqual(late.heard, ['auth']);
    } finally {
      await late.close();
    }
  });

  it('make a write wait for a subscriber that never confirms, but only for a bounded time', async () => {
    const quick = processOn(file, topic, REDIS_TEST_URL, { confirmWithinMs: 300 });
    // A bare subscriber (a process frozen or gone without Redis noticing yet) is counted by PUBLISH, never confirms.
    const { Redis } = await import('ioredis');
    const mute = new Redis(REDIS_TEST_URL, { maxRetriesPerRequest: 0 });
    try {
      await Promise.all([quick.ready(), mute.subscribe(topic)]);
      const started = performance.now();
      await write(quick.db, 'meta');
      const took = performance.now() - started;
      assert.ok(took >= 290, `waited for the missing confirmation (${Math.round(took)} ms)`);
      assert.ok(took < 10_000, `but not for ever (${Math.round(took)} ms)`);
      assert.deepEqual(b.heard.at(-1), 'meta', 'the others were told all the same');
    } finally {
      mute.disconnect();
      await quick.close();
    }
  });

  it('still commit the write when Redis is unreachable', async () => {
    const lone = processOn(path.join(dir, 'lone.sqlite3'), topic, 'redis://127.0.0.1:1/0');
    try {
      const started = Date.now();
      await write(lone.db, 'meta');
      assert.deepEqual(lone.heard, ['meta']);
      assert.ok(Date.now() - started < 3000);
    } finally {
      await lone.close();
    }
  });
});
