import BetterSqlite3 from 'better-sqlite3';
import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, sql, type CompiledQuery } from 'kysely';
import type { ColumnKind } from '../../meta/field-types.ts';
import { Mutex } from '../../util/mutex.ts';
import type { Database, DbFailure, DialectCapabilities, NoticePoller, Query, Row, SchemaDialect, Tx } from '../database.ts';
import { StatementCache } from './statement-cache.ts';

export interface SqliteOptions {
  path: string;
  /** `normal` (default, WAL: a killed process loses nothing acknowledged) or `full` (survives power loss). */
  synchronous?: 'normal' | 'full';
}

const caps: DialectCapabilities = {
  rowLocks: false,
  likeOperator: 'like',
  functions: {
    locate: (needle, haystack) => sql`instr(${haystack}, ${needle})`,
    date: (value) => sql`date(${value})`,
    timestamp: (value) => sql`datetime(${value})`,
    text: (value) => sql`${value}`,
  },
};

function coldBuilder(): Kysely<any> {
  return new Kysely<any>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new SqliteIntrospector(db),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  });
}

const schema: SchemaDialect = {
  alterColumnType: null,
  columnType(kind: ColumnKind | 'name_int'): string {
    if (kind === 'int' || kind === 'name_int') return 'integer';
    if (kind === 'decimal') return 'real';
    return 'text';
  },
  async tableColumns(tx: Tx, table: string) {
    const rows = await tx.all<{ name: string; type: string }>({
      sql: 'select name, type from pragma_table_info(?)',
      parameters: [table],
      query: undefined as never,
      queryId: undefined as never,
    } as CompiledQuery);
    if (rows.length === 0) return null;
    return new Map(rows.map((r) => [r.name.toLowerCase(), r.type.toLowerCase()]));
  },
  async tableIndexes(tx: Tx, table: string) {
    const rows = await tx.all<{ name: string }>({ sql: 'select name from pragma_index_list(?)', parameters: [table] } as unknown as CompiledQuery);
    return new Set(rows.map((r) => r.name.toLowerCase()));
  },
};

/**
 * SQLite through better-sqlite3: one writer connection (writes serialised by a mutex, BEGIN
 * IMMEDIATE so other processes queue on the file lock) and one read-only connection, so a write
 * attempted during a GET fails in the engine itself. WAL mode per decisions D31.
 */
export function openSqlite(options: SqliteOptions): Database & NoticePoller {
  const writer = new BetterSqlite3(options.path);
  writer.pragma('busy_timeout = 10000');
  writer.pragma('journal_mode = WAL');
  writer.pragma(`synchronous = ${options.synchronous === 'full' ? 'FULL' : 'NORMAL'}`);
  writer.exec('create table if not exists "__svc_notices" ("channel" text primary key, "version" integer not null)');
  const reader = new BetterSqlite3(options.path, { readonly: true });
  reader.pragma('busy_timeout = 10000');

  const builder = coldBuilder();
  const writeCache = new StatementCache<BetterSqlite3.Statement>();
  const readCache = new StatementCache<BetterSqlite3.Statement>();
  const writeLock = new Mutex();
  const readLock = new Mutex();
  const listeners: Array<(channel: string) => void> = [];
  const seenVersions = new Map<string, number>();
  let dataVersion = -1;

  /**
   * A transaction that begins at its first statement: work that never touches the database (a
   * ping, a cached answer) takes no lock and pays no BEGIN/COMMIT.
   */
  interface LazyScope {
    begun: boolean;
    begin(): Promise<void>;
  }

  const makeTx = (conn: BetterSqlite3.Database, cache: StatementCache<BetterSqlite3.Statement>, readOnly: boolean, commits: Array<() => void>, scope: LazyScope): Tx => {
    const prepare = (query: Query) => {
      const compiled = 'compile' in query ? query.compile() : query;
      return { stmt: cache.get(compiled.sql, (s) => conn.prepare(s)), params: compiled.parameters.map(toSqliteValue) };
    };
    const tx: Tx = {
      builder,
      caps,
      readOnly,
      async all<R>(query: Query) {
        if (!scope.begun) await scope.begin();
        const { stmt, params } = prepare(query);
        return (stmt.reader ? stmt.all(params) : (stmt.run(params), [])) as R[];
      },
      async first<R>(query: Query) {
        if (!scope.begun) await scope.begin();
        const { stmt, params } = prepare(query);
        return (stmt.reader ? stmt.get(params) : (stmt.run(params), undefined)) as R | undefined;
      },
      async run(query: Query) {
        if (!scope.begun) await scope.begin();
        const { stmt, params } = prepare(query);
        if (stmt.reader) return stmt.all(params).length;
        try {
          return stmt.run(params).changes;
        } catch (err) {
          throw nameCollisionFirst(conn, stmt.source, params, err);
        }
      },
      async nextCounter(key: string, by = 1) {
        if (!scope.begun) await scope.begin();
        const stmt = cache.get(
          'insert into "tabSeries" ("name", "current") values (?, ?) on conflict ("name") do update set "current" = "current" + excluded."current" returning "current"',
          (s) => conn.prepare(s),
        );
        return Number((stmt.get([key, by]) as { current: number }).current);
      },
      async raiseCounter(key: string, value: number) {
        if (!scope.begun) await scope.begin();
        cache
          .get('insert into "tabSeries" ("name", "current") values (?, ?) on conflict ("name") do update set "current" = max("current", excluded."current")', (s) => conn.prepare(s))
          .run([key, value]);
      },
      afterCommit(fn) {
        commits.push(fn);
      },
      // A write transaction holds the database's single write lock (BEGIN IMMEDIATE): every name is held.
      async lock() {
        if (readOnly) throw new Error('locks are taken in write transactions only');
        if (!scope.begun) await scope.begin();
      },
    };
    return tx;
  };

  // Statements prepared once: these run on every request.
  const dataVersion$ = reader.prepare('pragma data_version').pluck();
  const readBegin = reader.prepare('begin');
  const readCommit = reader.prepare('commit');
  const writeBegin = writer.prepare('begin immediate');
  const writeCommit = writer.prepare('commit');

  const pollNotices = () => {
    const version = dataVersion$.get() as number;
    if (version === dataVersion) return;
    dataVersion = version;
    const rows = readCache.get('select "channel", "version" from "__svc_notices"', (s) => reader.prepare(s)).all() as Array<{ channel: string; version: number }>;
    for (const row of rows) {
      const known = seenVersions.get(row.channel);
      seenVersions.set(row.channel, row.version);
      if (known !== undefined && known !== row.version) for (const l of listeners) l(row.channel);
    }
  };
  pollNotices();

  return {
    builder,
    caps,
    schema,
    description: `sqlite:${options.path}`,
    async read(fn) {
      let release: (() => void) | null = null;
      let beginning: Promise<void> | null = null;
      const scope: LazyScope = {
        begun: false,
        // Memoised: statements issued in parallel inside one scope must not take the lock twice.
        begin: () =>
          (beginning ??= (async () => {
            release = await readLock.acquire();
            readBegin.run();
            scope.begun = true;
          })()),
      };
      try {
        return await fn(makeTx(reader, readCache, true, [], scope));
      } finally {
        if (scope.begun) readCommit.run();
        (release as (() => void) | null)?.();
      }
    },
    async write(fn) {
      let release: (() => void) | null = null;
      const commits: Array<() => void> = [];
      let beginning: Promise<void> | null = null;
      const scope: LazyScope = {
        begun: false,
        // Memoised: statements issued in parallel inside one scope must not take the lock twice.
        begin: () =>
          (beginning ??= (async () => {
            release = await writeLock.acquire();
            writeBegin.run();
            scope.begun = true;
          })()),
      };
      let result;
      try {
        result = await fn(makeTx(writer, writeCache, false, commits, scope));
        if (scope.begun) writeCommit.run();
      } catch (err) {
        if (writer.inTransaction) writer.exec('rollback');
        throw err;
      } finally {
        (release as (() => void) | null)?.();
      }
      for (const commit of commits) commit();
      return result;
    },
    async *stream(query: Query) {
      const compiled = 'compile' in query ? query.compile() : query;
      // A statement being iterated keeps its connection busy, so a stream gets a connection of its own.
      const conn = new BetterSqlite3(options.path, { readonly: true });
      try {
        conn.pragma('busy_timeout = 10000');
        const iter = conn.prepare(compiled.sql).iterate(compiled.parameters.map(toSqliteValue)) as IterableIterator<Row>;
        let n = 0;
        for (const row of iter) {
          yield row;
          if (++n % 500 === 0) await new Promise((r) => setImmediate(r));
        }
      } finally {
        conn.close();
      }
    },
    classifyError,
    onNotice(listener) {
      listeners.push(listener);
    },
    async notify(tx, channel) {
      await tx.run({
        sql: 'insert into "__svc_notices" ("channel", "version") values (?, 1) on conflict ("channel") do update set "version" = "version" + 1',
        parameters: [channel],
      } as unknown as CompiledQuery);
      tx.afterCommit(() => {
        for (const l of listeners) l(channel);
      });
    },
    pollNotices,
    // BEGIN IMMEDIATE already holds the database's single write lock.
    async lockSchema() {},
    async close() {
      reader.close();
      writer.close();
    },
  };
}

const INSERT_COLUMNS = /^insert into ("(?:[^"]|"")+") \(([^)]*)\) values/;

/**
 * SQLite checks a table's unique indexes newest first, so an insert whose name and another unique
 * field (a User's email, a Role's role_name) both collide reports the other field, where
 * PostgreSQL, MariaDB and Frappe report the name (409 DuplicateEntryError). This answers the
 * name's collision first, looked up on the same connection (a constraint error leaves the
 * transaction usable). The table and column come from the statement, which metadata built.
 */
function nameCollisionFirst(conn: BetterSqlite3.Database, sql: string, params: unknown[], err: unknown): unknown {
  if ((err as { code?: unknown })?.code !== 'SQLITE_CONSTRAINT_UNIQUE') return err;
  const insert = INSERT_COLUMNS.exec(sql);
  const at = insert ? insert[2].split(', ').indexOf('"name"') : -1;
  if (!insert || at < 0) return err;
  if (!conn.prepare(`select 1 from ${insert[1]} where "name" = ?`).get(params[at])) return err;
  return Object.assign(new Error(`UNIQUE constraint failed: ${insert[1].slice(1, -1)}.name`), { code: 'SQLITE_CONSTRAINT_PRIMARYKEY', cause: err });
}

function toSqliteValue(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

function classifyError(err: unknown): DbFailure | null {
  const code = String((err as { code?: unknown })?.code ?? '');
  const message = (err as Error)?.message ?? '';
  if (code.startsWith('SQLITE_CONSTRAINT_UNIQUE') || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return { kind: 'unique', detail: message };
  if (code.startsWith('SQLITE_READONLY')) return { kind: 'read_only' };
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return { kind: 'lock_timeout' };
  if (code === 'SQLITE_CANTOPEN' || code.startsWith('SQLITE_IOERR') || code === 'SQLITE_CORRUPT' || message.includes('database connection is not open')) {
    return { kind: 'unavailable', detail: message };
  }
  return null;
}
