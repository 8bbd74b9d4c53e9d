import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import BetterSqlite3 from 'better-sqlite3';
import type { CompiledQuery } from 'kysely';
import type { Tx } from '../../src/storage/database.ts';
import { openSqlite } from '../../src/storage/dialects/sqlite.ts';
import { GROUP_LIMITS, type GroupLimits } from '../../src/storage/dialects/sqlite-commit-groups.ts';
import { openReader, openWriter, SqliteConnection } from '../../src/storage/dialects/sqlite-driver.ts';
import { sqliteTransactions } from '../../src/storage/dialects/sqlite-transaction.ts';

const statement = (sql: string, parameters: unknown[] = []) => ({ sql, parameters }) as unknown as CompiledQuery;
const insert = (tx: Tx, n: number) => tx.run(statement('insert into "t" ("n") values (?)', [n]));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const dirs: string[] = [];

function freshFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-commit-groups-'));
  dirs.push(dir);
  const file = path.join(dir, 'site.sqlite3');
  const setup = new BetterSqlite3(file);
  setup.pragma('journal_mode = WAL');
  setup.exec('create table "t" ("n" integer primary key)');
  setup.close();
  return file;
}

// No group closes for its age unless a test says so: a machine loaded by the whole suite can take
// milliseconds over a few writes.
const UNHURRIED: GroupLimits = { ...GROUP_LIMITS, ms: 60_000 };

/** The write scopes of a fresh database, with every COMMIT's count of writes recorded. */
function transactions(groupLimits = UNHURRIED) {
  const file = freshFile();
  const writer = openWriter({ path: file });
  const reader = openReader(file);
  const commits: number[] = [];
  const scopes = sqliteTransactions(undefined as never, undefined as never, new SqliteConnection(writer), new SqliteConnection(reader), {
    groupLimits,
    onCommit: (writes) => commits.push(writes),
  });
  const stored = () => (reader.prepare('select "n" from "t" order by "n"').pluck().all() as number[]);
  const close = () => {
    reader.close();
    writer.close();
  };
  /** A commit by a connection of its own, as another process's. */
  const outsiderWrites = (n: number) => {
    const outsider = new BetterSqlite3(file);
    outsider.prepare('insert into "t" ("n") values (?)').run(n);
    outsider.close();
  };
  return { ...scopes, commits, stored, writer, close, outsiderWrites };
}

describe('SQLite group commit: writes that arrive together share one COMMIT', () => {
  after(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('commits ten writes started in one turn once, and each is stored when it resolves', async () => {
    const db = transactions();
    const seenAtResolve: boolean[] = [];
    await Promise.all(Array.from({ length: 10 }, (_, n) => db.write((tx) => insert(tx, n)).then(() => seenAtResolve.push(db.stored().includes(n)))));
    assert.deepEqual(db.commits, [10]);
    assert.deepEqual(seenAtResolve, Array(10).fill(true), 'a write resolves only once another connection can read it');
    assert.deepEqual(db.stored(), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    db.close();
  });

  it('commits each write on its own while another connection writes to the file, and groups again once it has not for a while', async () => {
    // A pause long enough for twenty writes on a machine loaded by the whole suite.
    const db = transactions({ ...UNHURRIED, otherWriterPauseMs: 1000 });
    const tenWrites = (from: number) => Promise.all(Array.from({ length: 10 }, (_, n) => db.write((tx) => insert(tx, from + n))));
    db.outsiderWrites(1000);
    await tenWrites(0);
    db.outsiderWrites(1001);
    await tenWrites(10);
    assert.deepEqual(db.commits, Array(20).fill(1), 'another writer was seen at the first BEGIN of each ten');
    await sleep(1100);
    await tenWrites(20);
    assert.deepEqual(db.commits.slice(20), [10]);
    assert.equal(db.stored().length, 32);
    db.close();
  });

  it('undoes only the failing write, whether it comes first, between or last in the group', async () => {
    for (const failing of [0, 2, 4]) {
      const db = transactions();
      const outcomes = await Promise.allSettled(
        Array.from({ length: 5 }, (_, n) =>
          db.write(async (tx) => {
            await insert(tx, n);
            await insert(tx, 100 + n);
            if (n === failing) throw new Error(`write ${n} refused`);
            return n;
          }),
        ),
      );
      assert.deepEqual(outcomes.map((o) => o.status), [0, 1, 2, 3, 4].map((n) => (n === failing ? 'rejected' : 'fulfilled')));
      assert.match(String((outcomes[failing] as PromiseRejectedResult).reason), new RegExp(`write ${failing} refused`));
      const kept = [0, 1, 2, 3, 4].filter((n) => n !== failing);
      assert.deepEqual(db.stored(), [...kept, ...kept.map((n) => 100 + n)], `failing write ${failing}`);
      assert.equal(db.writer.inTransaction, false);
      db.close();
    }
  });

  it('fails the writes waiting in the group when one of them ends the transaction itself; the next ones commit anew', async () => {
    const db = transactions();
    const outcomes = await Promise.allSettled([
      db.write((tx) => insert(tx, 1)),
      db.write(async (tx) => {
        await insert(tx, 2);
        await tx.run(statement('rollback'));
      }),
    ]);
    assert.deepEqual(outcomes.map((o) => o.status), ['rejected', 'rejected'], 'nothing of the group is stored, so no write may say it was');
    await db.write((tx) => insert(tx, 3));
    assert.deepEqual(db.stored(), [3]);
    db.close();
  });

  it(`closes a group at ${GROUP_LIMITS.writes} writes`, async () => {
    const db = transactions();
    await Promise.all(Array.from({ length: 150 }, (_, n) => db.write((tx) => insert(tx, n))));
    assert.deepEqual(db.commits, [GROUP_LIMITS.writes, GROUP_LIMITS.writes, 150 - 2 * GROUP_LIMITS.writes]);
    assert.equal(db.stored().length, 150);
    db.close();
  });

  it('commits a group older than its age limit before the next write joins it', async () => {
    const db = transactions({ ...UNHURRIED, ms: 5 });
    await Promise.all([
      db.write(async (tx) => {
        await insert(tx, 1);
        await sleep(10);
      }),
      db.write((tx) => insert(tx, 2)),
    ]);
    assert.deepEqual(db.commits, [1, 1]);
    db.close();
  });

  it('commits the open group before a hold (the checkpointer) runs', async () => {
    const db = transactions();
    let inTransactionDuringHold: boolean | undefined;
    let storedDuringHold: number[] = [];
    // Asked for between the writes and the group's own COMMIT (both after the poll phase, this one first),
    // as the checkpoint thread's answer arrives: the lock is free and three writes wait in the group.
    const hold = new Promise<void>((resolve, reject) =>
      setImmediate(() =>
        db.holdWrites(async () => {
          inTransactionDuringHold = db.writer.inTransaction;
          storedDuringHold = db.stored();
        }).then(resolve, reject),
      ),
    );
    const writes = [1, 2, 3].map((n) => db.write((tx) => insert(tx, n)));
    await Promise.all([...writes, hold]);
    assert.equal(inTransactionDuringHold, false);
    assert.deepEqual(storedDuringHold, [1, 2, 3]);
    db.close();
  });

  it('commits the writes waiting in a group when the database closes', async () => {
    const file = freshFile();
    const db = openSqlite({ path: file, checkpoints: false });
    const writes = [1, 2, 3].map((n) => db.write((tx) => insert(tx, n)));
    await db.close();
    await Promise.all(writes);
    const reopened = new BetterSqlite3(file, { readonly: true });
    assert.deepEqual(reopened.prepare('select "n" from "t" order by "n"').pluck().all(), [1, 2, 3]);
    reopened.close();
  });
});
