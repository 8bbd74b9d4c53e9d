import BetterSqlite3 from 'better-sqlite3';
import type { Query, Row } from '../database.ts';
import type { CheckpointTiming } from './sqlite-checkpointer.ts';
import { StatementCache } from './statement-cache.ts';

export interface SqliteOptions {
  path: string;
  /** `normal` (default, WAL: a killed process loses nothing acknowledged) or `full` (survives power loss). */
  synchronous?: 'normal' | 'full';
  /** The WAL's checkpoints on a thread of their own (sqlite-checkpointer.ts), with this timing; `false`: SQLite's own, in the committing thread. */
  checkpoints?: CheckpointTiming | false;
  /** Each connection's page cache in MB (SQLite's cache_size; default DEFAULT_CACHE_MB). */
  cacheMb?: number;
  /** How much of the file the read connection maps into memory, in MB (SQLite's mmap_size; default DEFAULT_MMAP_MB, 0 for none). */
  mmapMb?: number;
}

/**
 * The page cache each connection keeps unless the site says otherwise. better-sqlite3 builds
 * SQLite with 16 MB, and a site holds two connections for its lifetime: after a busy while the
 * process carried 32 MB of cached pages per site, which the operating system's file cache already
 * holds, where a 4 MB cache keeps every interior B-tree page of a table of hundreds of thousands
 * of rows. Measured (100,000 ToDos, 50 connections): RSS after reads, lists and updates 158 → 132
 * MB; a read's CPU within the run-to-run spread (90–92 → 94–95 µs).
 */
export const DEFAULT_CACHE_MB = 4;

/**
 * How much of the database file the read connection maps, unless the site says otherwise. Through
 * the map a page the cache does not hold is read from the operating system's file cache without a
 * pread call and its copy: reading one document of 100,000 at random took a pread about every
 * other time. Measured (reads at random, 50 connections, three fresh servers each): 87–92 → 78–81
 * µs of CPU a read. Only the reader maps: the writer's and a stream's reads are few, and a page
 * mapped twice counts twice in the process's RSS. Mapped pages are the file cache's own (shared
 * and reclaimable), but they count in RSS: a site whose reads cover the whole file adds its size,
 * up to this bound.
 */
export const DEFAULT_MMAP_MB = 256;

/** The most SQLite maps, in MB: better-sqlite3 builds it with SQLITE_MAX_MMAP_SIZE 0x7fff0000. */
export const MAX_MMAP_MB = 2047;

/** `cache_size` for a cache of `mb` MB (negative: in KiB, whatever the page size). */
function cacheSizePragma(mb: number | undefined): string {
  return `cache_size = ${-Math.round((mb ?? DEFAULT_CACHE_MB) * 1024)}`;
}

/** A better-sqlite3 connection with the statements prepared on it, reused by SQL text. */
export class SqliteConnection {
  readonly cache = new StatementCache<BetterSqlite3.Statement>();

  /** The same statements in better-sqlite3's raw mode (rows as arrays), kept apart: the mode is the statement's. */
  readonly rawCache = new StatementCache<BetterSqlite3.Statement>();
  constructor(readonly db: BetterSqlite3.Database) {}

  /** The statement for `sql`, prepared on its first use. */
  prepared(sql: string): BetterSqlite3.Statement {
    return this.cache.get(sql, (s) => this.db.prepare(s));
  }

  /** The statement for `sql` answering rows as arrays; only statements that return data can be. */
  preparedRaw(sql: string): BetterSqlite3.Statement {
    return this.rawCache.get(sql, (s) => {
      const stmt = this.db.prepare(s);
      return stmt.reader ? stmt.raw(true) : stmt;
    });
  }
}

/** SQLite's `synchronous` setting for the chosen durability; a checkpoint's own syncs follow it too. */
export function synchronousPragma(options: SqliteOptions): 'FULL' | 'NORMAL' {
  return options.synchronous === 'full' ? 'FULL' : 'NORMAL';
}

/** Opens the writer connection (which creates the file): WAL, a 10 s busy timeout, the chosen durability. */
export function openWriter(options: SqliteOptions): BetterSqlite3.Database {
  const writer = new BetterSqlite3(options.path);
  writer.pragma('busy_timeout = 10000');
  writer.pragma('journal_mode = WAL');
  writer.pragma(`synchronous = ${synchronousPragma(options)}`);
  writer.pragma(cacheSizePragma(options.cacheMb));
  return writer;
}

/** Opens a read-only connection: a write attempted on it fails in the engine itself. */
export function openReader(path: string, cacheMb?: number, mmapMb: number = DEFAULT_MMAP_MB): BetterSqlite3.Database {
  const reader = new BetterSqlite3(path, { readonly: true });
  reader.pragma('busy_timeout = 10000');
  reader.pragma(cacheSizePragma(cacheMb));
  reader.pragma(`mmap_size = ${Math.round(mmapMb * 1024 * 1024)}`);
  return reader;
}

/** Streams the rows of a query without holding them all in memory, yielding to the event loop every 500 rows. */
export async function* streamRows(path: string, query: Query, cacheMb?: number): AsyncIterable<Row> {
  const compiled = 'compile' in query ? query.compile() : query;
  // A statement being iterated keeps its connection busy, so a stream gets a connection of its own.
  const conn = new BetterSqlite3(path, { readonly: true });
  try {
    conn.pragma('busy_timeout = 10000');
    conn.pragma(cacheSizePragma(cacheMb));
    const iter = conn.prepare(compiled.sql).iterate(compiled.parameters.map(toSqliteValue)) as IterableIterator<Row>;
    let n = 0;
    for (const row of iter) {
      yield row;
      if (++n % 500 === 0) await new Promise((r) => setImmediate(r));
    }
  } finally {
    conn.close();
  }
}

/** A parameter as SQLite binds it: booleans as 0 and 1. */
export function toSqliteValue(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}
