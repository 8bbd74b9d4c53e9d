import type pg from 'pg';
import { pgModule } from './pg-module.ts';
import type { CompiledQuery } from 'kysely';
import type { Query, Row } from '../database.ts';
import { ReadPipeline } from './postgres-read-pipeline.ts';
import { datetimeText, timeText } from './temporal-text.ts';

export interface PostgresOptions {
  url: string;
  poolSize?: number;
}

const parsers: Record<number, (v: string) => unknown> = {
  20: (v) => Number(v), // int8
  1700: (v) => Number(v), // numeric
  1082: (v) => v, // date
  1083: timeText, // time: PostgreSQL trims a fraction's zeros, svc answers six digits
  1114: datetimeText, // timestamp: PostgreSQL trims a fraction's zeros
  114: (v) => v, // json kept as text, as Frappe serialises it
  3802: (v) => v,
};

/** How svc reads PostgreSQL's values: its own parsers first, node-postgres's for the rest. */
export const types = {
  getTypeParser(oid: number, format?: string) {
    return parsers[oid] ?? (pgModule().types.getTypeParser as (o: number, f?: string) => (v: string) => unknown)(oid, format);
  },
};

/** A statement with its parameters, as svc's own SQL is written. */
export function raw(sql: string, parameters: unknown[]): CompiledQuery {
  return { sql, parameters } as unknown as CompiledQuery;
}

/** The write pool, and the read sessions, which default to read-only transactions. */
export interface PostgresPools {
  writePool: pg.Pool;
  /** Read-only sessions for what holds a connection: streams, reads with a time limit. */
  readPool: pg.Pool;
  /** Read-only sessions the read scopes' statements share, in batches. */
  readPipeline: ReadPipeline;
}

/** Opens the pools and the read pipeline; an idle client that loses its connection is dropped by them, not the process. */
export function openPools(options: PostgresOptions): PostgresPools {
  const base = { connectionString: options.url, types, max: options.poolSize ?? 10, connectionTimeoutMillis: 5000 };
  const writePool = new (pgModule().Pool)(base);
  const readOnly = { ...base, options: '-c default_transaction_read_only=on' };
  // The read sessions are as many as before the pipeline, split between the two: batches keep a
  // few sessions busy (one to four served the most reads here), and streams and time-bounded
  // reads, which hold a session, can no longer take every one the ordinary reads need.
  const batched = Math.ceil(base.max / 2);
  const readPool = new (pgModule().Pool)({ ...readOnly, max: Math.max(1, base.max - batched) });
  for (const pool of [writePool, readPool]) pool.on('error', () => {});
  const readPipeline = new ReadPipeline({ open: () => new (pgModule().Client)(readOnly), max: batched, waitMs: base.connectionTimeoutMillis });
  return { writePool, readPool, readPipeline };
}

// A checked-out client that loses its connection also emits 'error'; without a listener that
// would crash the process, while the failed query already reports the problem.
const ignoreClientError = () => {};

/** A client of `pool`, listened to for errors while it is out. */
export async function checkout(pool: pg.Pool): Promise<pg.PoolClient> {
  const client = await pool.connect();
  client.on('error', ignoreClientError);
  return client;
}

/** Gives a client back to its pool; a broken one is closed instead of reused. */
export function checkin(client: pg.PoolClient, broken = false): void {
  client.off('error', ignoreClientError);
  client.release(broken);
}

/** Streams the rows of a query through a cursor, 500 rows at a time, in a read-only transaction. */
export async function* streamRows(readPool: pg.Pool, query: Query): AsyncIterable<Row> {
  const compiled = 'compile' in query ? query.compile() : query;
  const client = await checkout(readPool);
  let finished = false;
  let broken = false;
  try {
    await client.query('begin');
    await client.query({ text: `declare svc_stream no scroll cursor for ${compiled.sql}`, values: compiled.parameters as unknown[] });
    for (;;) {
      const res = await client.query('fetch 500 from svc_stream');
      for (const row of res.rows as Row[]) yield row;
      if (res.rows.length < 500) break;
    }
    await client.query('commit');
    finished = true;
  } finally {
    // Failed or abandoned by its reader (a client that went away): the transaction and its
    // cursor must not travel with the connection to its next user.
    if (!finished) {
      await client.query('rollback').catch(() => {
        broken = true;
      });
    }
    checkin(client, broken);
  }
}

/** Creates the database named in `url` when it does not exist yet (new-site --db-url). */
export async function ensurePostgresDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const dbName = decodeURIComponent(target.pathname.slice(1));
  if (!dbName) throw new Error('the PostgreSQL URL names no database');
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new (pgModule().Client)({ connectionString: admin.toString() });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [dbName]);
    if (exists.rowCount === 0) await client.query(`create database "${dbName.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}
