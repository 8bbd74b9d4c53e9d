import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, sql, type CompiledQuery } from 'kysely';
import type { ColumnKind } from '../../meta/field-types.ts';
import type { Database, DialectCapabilities, NoticePoller, SchemaDialect, Tx } from '../database.ts';
import { SqliteConnection, openReader, openWriter, streamRows, synchronousPragma, type SqliteOptions } from './sqlite-driver.ts';
import { backgroundCheckpoints, type Checkpointer } from './sqlite-checkpointer.ts';
import { classifySqliteError } from './sqlite-errors.ts';
import { ensureNoticesTable, sqliteNotices } from './sqlite-notices.ts';
import { sqliteTransactions } from './sqlite-transaction.ts';

export type { SqliteOptions } from './sqlite-driver.ts';

const caps: DialectCapabilities = {
  rowLocks: false,
  literalLimits: true,
  likeOperator: 'like',
  insertUnlessNameTaken: true,
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
 * attempted during a GET fails in the engine itself. WAL mode per docs/DECISIONS.md D31; the WAL is
 * checkpointed on a thread of its own (sqlite-checkpointer.ts).
 */
export function openSqlite(options: SqliteOptions): Database & NoticePoller {
  const writer = openWriter(options);
  ensureNoticesTable(writer);
  const reader = openReader(options.path, options.cacheMb, options.mmapMb);
  const builder = coldBuilder();
  const readerConn = new SqliteConnection(reader);
  const writerConn = new SqliteConnection(writer);
  let checkpointer: Checkpointer | undefined;
  const { read, write, holdWrites, flushWrites } = sqliteTransactions(builder, caps, writerConn, readerConn, {
    onCommit: (writes) => checkpointer?.afterCommit(writes),
  });
  if (options.checkpoints !== false) {
    checkpointer = backgroundCheckpoints(writer, { path: options.path, synchronous: synchronousPragma(options), ...options.checkpoints }, holdWrites);
  }
  const { onNotice, notify, pollNotices } = sqliteNotices(writerConn, readerConn);

  return {
    builder,
    caps,
    schema,
    description: `sqlite:${options.path}`,
    read,
    write,
    stream: (query) => streamRows(options.path, query, options.cacheMb),
    classifyError: classifySqliteError,
    onNotice,
    notify,
    pollNotices,
    // BEGIN IMMEDIATE already holds the database's single write lock.
    async lockSchema() {},
    async close() {
      await flushWrites();
      await checkpointer?.close();
      reader.close();
      writer.close();
    },
  };
}
