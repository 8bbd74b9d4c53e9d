import { createHash } from 'node:crypto';
import pg from 'pg';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql, type CompiledQuery } from 'kysely';
import type { ColumnKind } from '../../meta/field-types.ts';
import type { Database, DbFailure, DialectCapabilities, Query, Row, SchemaDialect, Tx } from '../database.ts';

const caps: DialectCapabilities = {
  rowLocks: true,
  likeOperator: 'ilike',
  functions: {
    locate: (needle, haystack) => sql`strpos(cast(${haystack} as text), cast(${needle} as text))`,
    date: (value) => sql`to_char(cast(${value} as timestamp), 'YYYY-MM-DD')`,
    timestamp: (value) => sql`to_char(cast(${value} as timestamp), 'YYYY-MM-DD HH24:MI:SS')`,
    text: (value) => sql`cast(${value} as text)`,
  },
};
const NOTICE_CHANNEL = 'svc_notices';

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

/** Timestamps always carry six fractional digits on the wire, whatever PostgreSQL trims. */
function normaliseTimestamp(text: string): string {
  const dot = text.indexOf('.');
  if (dot === -1) return `${text}.000000`;
  return text.slice(0, dot + 1) + text.slice(dot + 1).padEnd(6, '0');
}

const parsers: Record<number, (v: string) => unknown> = {
  20: (v) => Number(v), // int8
  1700: (v) => Number(v), // numeric
  1082: (v) => v, // date
  1083: (v) => v, // time
  1114: normaliseTimestamp, // timestamp
  114: (v) => v, // json kept as text, as Frappe serialises it
  3802: (v) => v,
};

const types = {
  getTypeParser(oid: number, format?: string) {
    return parsers[oid] ?? (pg.types.getTypeParser as (o: number, f?: string) => (v: string) => unknown)(oid, format);
  },
};

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

function raw(sql: string, parameters: unknown[]): CompiledQuery {
  return { sql, parameters } as unknown as CompiledQuery;
}

export interface PostgresOptions {
  url: string;
  poolSize?: number;
}

/**
 * PostgreSQL through pg: a write pool and a read pool whose sessions default to read-only
 * transactions, named prepared statements, and LISTEN/NOTIFY for change notices between processes.
 */
export function openPostgres(options: PostgresOptions): Database {
  const base = { connectionString: options.url, types, max: options.poolSize ?? 10, connectionTimeoutMillis: 5000 };
  const writePool = new pg.Pool(base);
  const readPool = new pg.Pool({ ...base, options: '-c default_transaction_read_only=on' });
  for (const pool of [writePool, readPool]) pool.on('error', () => {});
  const builder = coldBuilder();
  const names = new Map<string, string>();
  const listeners: Array<(channel: string) => void> = [];
  let listenClient: pg.Client | null = null;
  let closed = false;

  // A checked-out client that loses its connection also emits 'error'; without a listener that
  // would crash the process, while the failed query already reports the problem.
  const ignoreClientError = () => {};
  const checkout = async (pool: pg.Pool) => {
    const client = await pool.connect();
    client.on('error', ignoreClientError);
    return client;
  };
  const checkin = (client: pg.PoolClient, broken = false) => {
    client.off('error', ignoreClientError);
    client.release(broken);
  };

  const statementName = (sql: string) => {
    let name = names.get(sql);
    if (!name) {
      name = `svc_${names.size}`;
      names.set(sql, name);
    }
    return name;
  };

  const makeTx = (client: pg.PoolClient, readOnly: boolean, commits: Array<() => void>): Tx => {
    const locked = new Set<string>();
    const exec = async (query: Query) => {
      const compiled = 'compile' in query ? query.compile() : query;
      // DDL is never cached: a plan kept across a schema change would go stale.
      const name = /^\s*(create|alter|drop)\b/i.test(compiled.sql) ? undefined : statementName(compiled.sql);
      return client.query({ name, text: compiled.sql, values: compiled.parameters as unknown[] });
    };
    return {
      builder,
      caps,
      readOnly,
      async all<R>(query: Query) {
        return (await exec(query)).rows as R[];
      },
      async first<R>(query: Query) {
        return (await exec(query)).rows[0] as R | undefined;
      },
      async run(query: Query) {
        return (await exec(query)).rowCount ?? 0;
      },
      async nextCounter(key: string, by = 1) {
        const res = await exec(raw(
          'insert into "tabSeries" ("name", "current") values ($1, $2) on conflict ("name") do update set "current" = "tabSeries"."current" + excluded."current" returning "current"',
          [key, by],
        ));
        return Number(res.rows[0].current);
      },
      async raiseCounter(key: string, value: number) {
        await exec(raw(
          'insert into "tabSeries" ("name", "current") values ($1, $2) on conflict ("name") do update set "current" = greatest("tabSeries"."current", excluded."current")',
          [key, value],
        ));
      },
      afterCommit(fn) {
        commits.push(fn);
      },
      async lock(name: string) {
        if (readOnly) throw new Error('locks are taken in write transactions only');
        if (locked.has(name)) return;
        // The two-key form: a key space of its own, apart from the schema lock's single key.
        await exec(raw('select pg_advisory_xact_lock($1::int, $2::int)', [NAMED_LOCK_SPACE, lockKeyOf(name)]));
        locked.add(name);
      },
    };
  };

  const listen = async () => {
    if (closed || listeners.length === 0 || listenClient) return;
    const client = new pg.Client({ connectionString: options.url });
    listenClient = client;
    const retry = () => {
      if (listenClient === client) listenClient = null;
      client.end().catch(() => {});
      if (!closed) setTimeout(() => void listen(), 1000).unref();
    };
    client.on('error', retry);
    client.on('notification', (msg) => {
      for (const l of listeners) l(msg.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`listen ${NOTICE_CHANNEL}`);
    } catch {
      retry();
    }
  };

  return {
    builder,
    caps,
    schema,
    description: `postgres:${new URL(options.url).pathname.slice(1)}`,
    async read(fn) {
      const client = await checkout(readPool);
      let broken = false;
      try {
        return await fn(makeTx(client, true, []));
      } catch (err) {
        broken = classifyError(err)?.kind === 'unavailable';
        throw err;
      } finally {
        checkin(client, broken);
      }
    },
    async write(fn) {
      const client = await checkout(writePool);
      const commits: Array<() => void> = [];
      let broken = false;
      try {
        await client.query('begin');
        const result = await fn(makeTx(client, false, commits));
        await client.query('commit');
        for (const c of commits) c();
        return result;
      } catch (err) {
        await client.query('rollback').catch(() => {
          broken = true;
        });
        throw err;
      } finally {
        checkin(client, broken);
      }
    },
    async *stream(query: Query) {
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
    },
    classifyError,
    onNotice(listener) {
      listeners.push(listener);
      void listen();
    },
    async notify(tx, channel) {
      await tx.run(raw('select pg_notify($1, $2)', [NOTICE_CHANNEL, channel]));
      // This process applies its own notice at commit, before its next request (LISTEN delivers later).
      tx.afterCommit(() => {
        for (const l of listeners) l(channel);
      });
    },
    async lockSchema(tx) {
      await tx.run(raw('select pg_advisory_xact_lock(7461001)', []));
    },
    async close() {
      closed = true;
      await listenClient?.end().catch(() => {});
      await Promise.all([writePool.end(), readPool.end()]);
    },
  };
}

/** First key of every named lock (pg_advisory_xact_lock(int, int)); the second is the name's hash. */
const NAMED_LOCK_SPACE = 7461002;

/** A name as a 32-bit lock key: two names sharing a key only wait for each other needlessly. */
function lockKeyOf(name: string): number {
  return createHash('sha256').update(name).digest().readInt32BE(0);
}

const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE', '57P01', '57P02', '57P03', '3D000', '53300']);

function classifyError(err: unknown): DbFailure | null {
  const e = err as { code?: string; message?: string; detail?: string };
  const code = String(e?.code ?? '');
  const message = e?.message ?? '';
  if (code === '23505') return { kind: 'unique', detail: `${message} ${e.detail ?? ''}` };
  if (code === '25006') return { kind: 'read_only' };
  if (code === '22021') return { kind: 'invalid_text' };
  if (code === '55P03' || code === '40P01') return { kind: 'lock_timeout' };
  if (UNAVAILABLE_CODES.has(code) || code.startsWith('08') || /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(message)) {
    return { kind: 'unavailable', detail: message };
  }
  return null;
}

/** Creates the database named in `url` when it does not exist yet (new-site --db-url). */
export async function ensurePostgresDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const dbName = decodeURIComponent(target.pathname.slice(1));
  if (!dbName) throw new Error('the PostgreSQL URL names no database');
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [dbName]);
    if (exists.rowCount === 0) await client.query(`create database "${dbName.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}
