import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import type { ColumnKind } from '../../meta/field-types.ts';
import type { Database, DialectCapabilities, SchemaDialect, Tx } from '../database.ts';
import { openPools, raw, streamRows, type PostgresOptions } from './postgres-driver.ts';
import { classifyPostgresError } from './postgres-errors.ts';
import { postgresNotices } from './postgres-notices.ts';
import { postgresTransactions } from './postgres-transaction.ts';

export { ensurePostgresDatabase, type PostgresOptions } from './postgres-driver.ts';

const caps: DialectCapabilities = {
  rowLocks: true,
  literalLimits: false,
  likeOperator: 'ilike',
  insertUnlessNameTaken: true,
  functions: {
    locate: (needle, haystack) => sql`strpos(cast(${haystack} as text), cast(${needle} as text))`,
    date: (value) => sql`to_char(cast(${value} as timestamp), 'YYYY-MM-DD')`,
    timestamp: (value) => sql`to_char(cast(${value} as timestamp), 'YYYY-MM-DD HH24:MI:SS')`,
    text: (value) => sql`cast(${value} as text)`,
  },
};

function coldBuilder(): Kysely<any> {
  return new Kysely<any>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
}

const schema: SchemaDialect = {
  alterColumnType: (builder, table, column, type) =>
    sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} type ${sql.raw(type)} using ${sql.ref(column)}::${sql.raw(type)}`.compile(builder),
  columnType(kind: ColumnKind | 'name_int', length: number | null): string {
    switch (kind) {
      case 'varchar': return `varchar(${length ?? 140})`;
      case 'int': return 'bigint';
      case 'name_int': return 'bigint';
      case 'decimal': return 'numeric(21,9)';
      case 'date': return 'date';
      case 'datetime': return 'timestamp(6)';
      case 'time': return 'time(6)';
      case 'json': return 'json';
      default: return 'text';
    }
  },
  async tableColumns(tx: Tx, table: string) {
    const rows = await tx.all<{ column_name: string; data_type: string }>(raw(
      'select column_name, data_type from information_schema.columns where table_schema = current_schema() and table_name = $1',
      [table],
    ));
    if (rows.length === 0) return null;
    return new Map(rows.map((r) => [r.column_name.toLowerCase(), r.data_type.toLowerCase()]));
  },
  async tableIndexes(tx: Tx, table: string) {
    const rows = await tx.all<{ indexname: string }>(raw('select indexname from pg_indexes where schemaname = current_schema() and tablename = $1', [table]));
    return new Set(rows.map((r) => r.indexname.toLowerCase()));
  },
};

/**
 * PostgreSQL through pg: a write pool and a read pool whose sessions default to read-only
 * transactions, named prepared statements, and LISTEN/NOTIFY for change notices between processes.
 */
export function openPostgres(options: PostgresOptions): Database {
  const pools = openPools(options);
  const builder = coldBuilder();
  const { read, write, lockSchema } = postgresTransactions(builder, caps, pools);
  const notices = postgresNotices(options.url);

  return {
    builder,
    caps,
    schema,
    description: `postgres:${new URL(options.url).pathname.slice(1)}`,
    read,
    write,
    stream: (query) => streamRows(pools.readPool, query),
    classifyError: classifyPostgresError,
    onNotice: notices.onNotice,
    notify: notices.notify,
    lockSchema,
    async close() {
      await notices.close();
      await pools.readPipeline.close();
      await Promise.all([pools.writePool.end(), pools.readPool.end()]);
    },
  };
}
