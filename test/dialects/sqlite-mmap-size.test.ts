import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import type { CompiledQuery } from 'kysely';
import type { Database } from '../../src/storage/database.ts';
import { siteConfigFrom } from '../../src/config/site-config.ts';
import { openDatabase } from '../../src/storage/dialects/index.ts';
import { DEFAULT_MMAP_MB } from '../../src/storage/dialects/sqlite-driver.ts';

const MMAP_SIZE = { sql: 'pragma mmap_size', parameters: [] } as unknown as CompiledQuery;
const MB = 1024 * 1024;
const dirs: string[] = [];
const opened: Database[] = [];

function open(config: Record<string, unknown>): Database {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-mmap-size-'));
  dirs.push(dir);
  const db = openDatabase(siteConfigFrom({ db_type: 'sqlite', ...config }), dir);
  opened.push(db);
  return db;
}

/** The mmap_size of the reader and of the writer, in bytes. */
async function mmapSizes(db: Database): Promise<number[]> {
  const [reader] = await db.read((tx) => tx.all<{ mmap_size: number }>(MMAP_SIZE));
  const [writer] = await db.write((tx) => tx.all<{ mmap_size: number }>(MMAP_SIZE));
  return [reader.mmap_size, writer.mmap_size];
}

describe('SQLite memory-mapped reads (db_mmap_mb)', () => {
  after(async () => {
    await Promise.all(opened.map((db) => db.close()));
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it(`maps ${DEFAULT_MMAP_MB} MB on the read connection by default, nothing on the writer`, async () => {
    assert.equal(DEFAULT_MMAP_MB, 256);
    assert.deepEqual(await mmapSizes(open({})), [256 * MB, 0]);
  });

  it('maps what site config asks, and nothing for 0', async () => {
    assert.deepEqual(await mmapSizes(open({ db_mmap_mb: 1024 })), [1024 * MB, 0]);
    assert.deepEqual(await mmapSizes(open({ db_mmap_mb: 0 })), [0, 0]);
  });

  it('reads through the map what the writer committed since', async () => {
    const db = open({});
    const create = { sql: 'create table "t" ("v" text)', parameters: [] } as unknown as CompiledQuery;
    const insert = { sql: 'insert into "t" ("v") values (?)', parameters: ['x'.repeat(3000)] } as unknown as CompiledQuery;
    const count = { sql: 'select count(*) as n, sum(length("v")) as total from "t"', parameters: [] } as unknown as CompiledQuery;
    await db.write((tx) => tx.all(create));
    for (let round = 1; round <= 3; round++) {
      await db.write(async (tx) => {
        for (let i = 0; i < 500; i++) await tx.all(insert);
      });
      assert.deepEqual(await db.read((tx) => tx.all(count)), [{ n: round * 500, total: round * 500 * 3000 }]);
    }
  });

  for (const bad of ['lots', -1, 2048, Number.NaN, true]) {
    it(`refuses to open a site whose db_mmap_mb is ${JSON.stringify(bad)}, saying what it must be`, () => {
      assert.throws(() => open({ db_mmap_mb: bad }), /site_config\.json: db_mmap_mb must be a number of megabytes from 0 to 2047/);
    });
  }
});
