import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import type { Database } from '../../src/storage/database.ts';
import { openSqlite } from '../../src/storage/dialects/sqlite.ts';
import { RedisLink } from '../../src/storage/redis/redis-link.ts';
import { RedisNoticeBus, withRedisNotices } from '../../src/storage/redis/redis-notices.ts';
import { REDIS_TEST_URL, redisReachable, silentLog } from '../helpers/redis.ts';

const redisUp = await redisReachable('the Redis change-notice tests are');

/** One "process": its own connections to the database file and to Redis. */
function processOn(file: string, topic: string, url = REDIS_TEST_URL) {
  const link = new RedisLink(url, silentLog);
  const bus = new RedisNoticeBus(link, silentLog);
  const db = withRedisNotices(openSqlite({ path: file }), bus, topic);
  const heard: string[] = [];
  db.onNotice((channel) => heard.push(channel));
  return {
    db,
    heard,
    async close() {
      await db.close();
      bus.close();
      link.close();
    },
  };
}

const write = (db: Database, channel: string) => db.write((tx) => db.notify(tx, channel));

/**
 * Redis has written a message to every subscriber's socket by the time PUBLISH answers, but the
 * subscribing connection may read it an event-loop turn or two later; wait for it, within a bound.
 */
async function heardWithin(heard: string[], count: number, ms = 1000): Promise<string[]> {
  const deadline = Date.now() + ms;
  while (heard.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 2));
  return heard;
}

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

  it('reach another process at once, without any polling', async () => {
    // Let the subscriptions settle before the first publish.
    await new Promise((r) => setTimeout(r, 100));
    await write(a.db, 'meta');
    // SQLite's own data_version notices only arrive through pollNotices, never called here.
    assert.deepEqual(await heardWithin(b.heard, 1), ['meta'], 'heard by the other process');
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
    assert.deepEqual(await heardWithin(b.heard, 2), ['meta', 'meta']);
    assert.deepEqual(a.heard, ['meta', 'meta']);
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
