import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import type { Database, NoticePoller } from '../../src/storage/database.ts';
import { openSqlite } from '../../src/storage/dialects/sqlite.ts';
import { openReader, openWriter, SqliteConnection } from '../../src/storage/dialects/sqlite-driver.ts';
import { ensureNoticesTable, sqliteNotices } from '../../src/storage/dialects/sqlite-notices.ts';

type Handle = Database & NoticePoller & { heard: string[] };

/** A database handle of its own on the file, as a second `svc serve` process would hold one. */
function openHandle(file: string): Handle {
  const db = openSqlite({ path: file }) as Handle;
  db.heard = [];
  db.onNotice((channel) => db.heard.push(channel));
  return db;
}

describe('SQLite change notices between processes (data_version)', () => {
  let dir: string;
  let a: Handle;
  let b: Handle;
  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-notices-'));
    const file = path.join(dir, 'site.sqlite3');
    a = openHandle(file);
    b = openHandle(file);
    // Both have seen every channel once, so a change to it is news.
    await a.write((tx) => a.notify(tx, 'meta'));
    await a.write((tx) => a.notify(tx, 'settings'));
  });
  // Each case starts with both handles up to date and nothing heard.
  beforeEach(() => {
    for (const db of [a, b]) db.pollNotices();
    for (const db of [a, b]) db.heard.length = 0;
  });
  after(async () => {
    await a.close();
    await b.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("tells the other process's listeners at its next poll, once", async () => {
    await a.write((tx) => a.notify(tx, 'meta'));
    assert.deepEqual(b.heard, [], 'nothing before b polls');
    b.pollNotices();
    b.pollNotices();
    assert.deepEqual(b.heard, ['meta']);
  });

  it('tells its own listeners at commit and never again at a later poll', async () => {
    await a.write((tx) => a.notify(tx, 'meta'));
    assert.deepEqual(a.heard, ['meta'], 'at commit');
    a.pollNotices();
    await b.write((tx) => b.notify(tx, 'settings'));
    a.pollNotices();
    assert.deepEqual(a.heard, ['meta', 'settings'], "its own change once; the other's once");
  });

  it("sees another process's notice while a write transaction of its own is open", async () => {
    await b.write((tx) => b.notify(tx, 'settings'));
    await a.write(async (tx) => {
      await tx.first(sql`select 1 as x`.compile(tx.builder) as never);
      a.pollNotices();
    });
    assert.deepEqual(a.heard, ['settings']);
  });

  it('announces nothing for a notice whose transaction rolled back', async () => {
    await assert.rejects(a.write(async (tx) => {
      await a.notify(tx, 'meta');
      throw new Error('stop');
    }));
    b.pollNotices();
    a.pollNotices();
    assert.deepEqual([a.heard, b.heard], [[], []]);
  });
});

describe('SQLite change notices: what a poll reads', () => {
  let dir: string;
  let file: string;
  let writer: SqliteConnection;
  let reader: SqliteConnection;
  let other: BetterSqlite3.Database;
  let notices: ReturnType<typeof sqliteNotices>;
  const heard: string[] = [];
  /** How often the notices table was read through the reader since the last look. */
  let readerReads = 0;
  before(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-notice-reads-'));
    file = path.join(dir, 'site.sqlite3');
    writer = new SqliteConnection(openWriter({ path: file }));
    ensureNoticesTable(writer.db);
    writer.db.exec('create table "tabThing" ("name" text primary key)');
    reader = new SqliteConnection(openReader(file));
    const prepared = reader.prepared.bind(reader);
    reader.prepared = (text: string) => {
      if (text.includes('"__svc_notices"')) readerReads++;
      return prepared(text);
    };
    // Another process's connection to the same file.
    other = new BetterSqlite3(file);
    other.pragma('busy_timeout = 10000');
    notices = sqliteNotices(writer, reader);
    notices.onNotice((channel) => heard.push(channel));
    for (const channel of ['meta', 'settings']) other.prepare('insert into "__svc_notices" ("channel", "version") values (?, 1)').run(channel);
    notices.pollNotices();
  });
  beforeEach(() => {
    heard.length = 0;
    readerReads = 0;
  });
  after(() => {
    for (const db of [writer.db, reader.db, other]) db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("reads nothing inside its own write transaction when only this process committed since the last poll", () => {
    writer.db.exec('begin immediate; insert into "tabThing" values (\'a\'); commit');
    writer.db.exec('begin immediate');
    try {
      notices.pollNotices();
    } finally {
      writer.db.exec('rollback');
    }
    assert.equal(readerReads, 0);
    assert.deepEqual(heard, []);
  });

  it("inside its own write transaction, reads another process's committed notice through the reader, not the transaction's own", () => {
    other.prepare('update "__svc_notices" set "version" = "version" + 1 where "channel" = ?').run('meta');
    writer.db.exec('begin immediate');
    try {
      writer.db.prepare('update "__svc_notices" set "version" = "version" + 1 where "channel" = ?').run('settings');
      notices.pollNotices();
    } finally {
      writer.db.exec('rollback');
    }
    assert.equal(readerReads, 1);
    assert.deepEqual(heard, ['meta'], "the other process's change, not the uncommitted one");
  });
});
