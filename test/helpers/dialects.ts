import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import pg from 'pg';
import type { Database } from '../../src/storage/database.ts';
import { openMariadb } from '../../src/storage/dialects/mariadb.ts';
import { ensureMariadbDatabase, mariadbTarget } from '../../src/storage/dialects/mariadb-connection.ts';
import { ensurePostgresDatabase, openPostgres } from '../../src/storage/dialects/postgres.ts';
import { openSqlite } from '../../src/storage/dialects/sqlite.ts';
import { MARIADB_ADMIN, PG_ADMIN_URL, mariadbReachable, postgresReachable } from '../../scripts/local-services.ts';
import { announceSkip } from './skip-notice.ts';

/** A database engine the suite runs against, and how to make a throwaway database on it. */
export interface Dialect {
  name: 'sqlite' | 'postgres' | 'mariadb';
  newDatabase(): Promise<{ url?: string; drop(): Promise<void> }>;
}

const sqlite: Dialect = {
  name: 'sqlite',
  async newDatabase() {
    return { drop: async () => {} };
  },
};

const postgres: Dialect = {
  name: 'postgres',
  async newDatabase() {
    const name = `svc_test_${randomBytes(6).toString('hex')}`;
    const url = `postgres://postgres@127.0.0.1:5432/${name}`;
    return {
      url,
      async drop() {
        const client = new pg.Client({ connectionString: PG_ADMIN_URL });
        await client.connect();
        try {
          await client.query(`drop database if exists "${name}" with (force)`);
        } finally {
          await client.end();
        }
      },
    };
  },
};

const mariadb: Dialect = {
  name: 'mariadb',
  async newDatabase() {
    const name = `svc_test_${randomBytes(6).toString('hex')}`;
    return {
      url: `mysql://root@127.0.0.1:3306/${name}`,
      async drop() {
        const conn = await mysql.createConnection(MARIADB_ADMIN);
        try {
          await conn.query(`drop database if exists \`${name}\``);
        } finally {
          await conn.end();
        }
      },
    };
  },
};

let cached: Promise<Dialect[]> | null = null;

/**
 * The dialects to run: SQLite always; PostgreSQL when 127.0.0.1:5432 answers; MariaDB when
 * 127.0.0.1:3306 answers (or as SVC_TEST_DIALECTS says). A missing server is reported loudly,
 * never skipped in silence.
 */
export function enabledDialects(): Promise<Dialect[]> {
  cached ??= (async () => {
    const wanted = (process.env.SVC_TEST_DIALECTS ?? 'sqlite,postgres,mariadb').split(',').map((d) => d.trim());
    const out: Dialect[] = [];
    if (wanted.includes('sqlite')) out.push(sqlite);
    // Probed side by side: a server that never answers costs its probe's retries once, not twice.
    const [postgresUp, mariadbUp] = await Promise.all([wanted.includes('postgres') && postgresReachable(), wanted.includes('mariadb') && mariadbReachable()]);
    if (wanted.includes('postgres')) {
      if (postgresUp) out.push(postgres);
      else announceSkip('PostgreSQL at 127.0.0.1:5432 is not reachable: PostgreSQL tests are SKIPPED');
    }
    if (wanted.includes('mariadb')) {
      if (mariadbUp) out.push(mariadb);
      else announceSkip('MariaDB at 127.0.0.1:3306 is not reachable: MariaDB tests are SKIPPED');
    }
    return out;
  })();
  return cached;
}

/**
 * A bare `Database` on a throwaway database of `dialect` (no site), for store and contract tests;
 * `reopen()` opens another `Database` on the same one, as another process would (closed with it).
 */
export async function openTestDatabase(dialect: Dialect): Promise<{ db: Database; reopen(): Database; close(): Promise<void> }> {
  const made = await dialect.newDatabase();
  let dir = '';
  let open: () => Database;
  if (dialect.name === 'sqlite') {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-db-'));
    open = () => openSqlite({ path: path.join(dir, 'db.sqlite3') });
  } else if (dialect.name === 'postgres') {
    await ensurePostgresDatabase(made.url!);
    open = () => openPostgres({ url: made.url! });
  } else {
    const target = mariadbTarget({ db_url: made.url! });
    await ensureMariadbDatabase(target);
    open = () => openMariadb({ target });
  }
  const db = open();
  const others: Database[] = [];
  return {
    db,
    reopen() {
      const other = open();
      others.push(other);
      return other;
    },
    async close() {
      for (const other of others) await other.close();
      await db.close();
      await made.drop();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
