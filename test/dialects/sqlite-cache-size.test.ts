import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import type { CompiledQuery } from 'kysely';
import type { Database } from '../../src/storage/database.ts';
import { siteConfigFrom } from '../../src/config/site-config.ts';
import { openDatabase } from '../../src/storage/dialects/index.ts';
import { DEFAULT_CACHE_MB } from '../../src/storage/dialects/sqlite-driver.ts';

const CACHE_SIZE = { sql: 'select cache_size from pragma_cache_size', parameters: [] } as unknown as CompiledQuery;
const dirs: string[] = [];
const opened: Database[] = [];

function siteDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-cache-size-'));
  dirs.push(dir);
  return dir;
}

function open(config: Record<string, unknown>): Database {
  const db = openDatabase(siteConfigFrom({ db_type: 'sqlite', ...config }), siteDir());
  opened.push(db);
  return db;
}

/** Each connection's cache_size (negative: KiB): the reader's, the writer's and a stream's. */
async function cacheSizes(db: Database): Promise<number[]> {
  const [reader] = await db.read((tx) => tx.all<{ cache_size: number }>(CACHE_SIZE));
  const [writer] = await db.write((tx) => tx.all<{ cache_size: number }>(CACHE_SIZE));
  const streamed: number[] = [];
  for await (const row of db.stream(CACHE_SIZE)) streamed.push(Number((row as { cache_size: number }).cache_size));
  return [reader.cache_size, writer.cache_size, ...streamed];
}

describe('SQLite page cache per connection (db_cache_mb)', () => {
  after(async () => {
    await Promise.all(opened.map((db) => db.close()));
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it(`is ${DEFAULT_CACHE_MB} MB on every connection by default, not better-sqlite3's 16 MB`, async () => {
    assert.equal(DEFAULT_CACHE_MB, 4);
    assert.deepEqual(await cacheSizes(open({})), [-4096, -4096, -4096]);
  });

  it('is what site config asks, on every connection', async () => {
    assert.deepEqual(await cacheSizes(open({ db_cache_mb: 32 })), [-32768, -32768, -32768]);
    assert.deepEqual(await cacheSizes(open({ db_cache_mb: 1.5 })), [-1536, -1536, -1536]);
  });

  for (const bad of ['lots', 0, -4, 0.5, 100_000, Number.NaN, true]) {
    it(`refuses to open a site whose db_cache_mb is ${JSON.stringify(bad)}, saying what it must be`, () => {
      assert.throws(() => open({ db_cache_mb: bad }), /site_config\.json: db_cache_mb must be a number of megabytes from 1 to 65536/);
    });
  }
});
