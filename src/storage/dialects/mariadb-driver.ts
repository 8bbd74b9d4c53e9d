import type { Connection as CoreConnection } from 'mysql2';
import type { Pool, PoolConnection } from 'mysql2/promise';
import type { CompiledQuery } from 'kysely';
import type { Query, Row } from '../database.ts';
import { acquire, type MariadbTarget } from './mariadb-connection.ts';
import { mysql2 } from './mysql2-driver.ts';
import { datetimeText, timeText } from './temporal-text.ts';

/** Statements sent as server-side prepared statements (mysql2 keeps them per connection). */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * Every session: READ COMMITTED as on PostgreSQL (and so that a transaction sees tables a side
 * connection created during it), strict mode so bad values fail as on PostgreSQL, lock waits
 * bounded like SQLite's busy timeout. The transaction characteristics use the SET TRANSACTION
 * statement, not the `tx_isolation`/`tx_read_only` variables: MariaDB 11.1 deprecates them for
 * `transaction_isolation`/`transaction_read_only`, which 10.x does not know; the statement works
 * on both. It cannot share a SET with variables, hence two statements.
 */
const SESSION_VARIABLES = "set names utf8mb4, session sql_mode = 'STRICT_ALL_TABLES,NO_ENGINE_SUBSTITUTION,ERROR_FOR_DIVISION_BY_ZERO', session innodb_lock_wait_timeout = 10, session lock_wait_timeout = 10";
const SESSION_SETUP = [SESSION_VARIABLES, 'set session transaction isolation level read committed, read write'];
const READ_ONLY_SETUP = [SESSION_VARIABLES, 'set session transaction isolation level read committed, read only'];

/** mysql2's column types (its Types) whose text svc writes its own way. */
const TEMPORAL: Record<number, (v: string) => string> = { 0x07: datetimeText, 0x0c: datetimeText, 0x0b: timeText };

/** The field view of mysql2's typeCast, for streamed rows (`streamRows`). */
function typeCast(field: { type: string; string(): string | null }, next: () => unknown): unknown {
  if (field.type === 'DATETIME' || field.type === 'TIMESTAMP' || field.type === 'TIME') {
    const v = field.string();
    return v === null ? null : field.type === 'TIME' ? timeText(v) : datetimeText(v);
  }
  return next();
}

/**
 * Rewrites a result's DATETIME, TIMESTAMP and TIME values in place. A typeCast function would do
 * it as mysql2 parses, but mysql2 then wraps every value of every row in a field object and a
 * closure, a third of a document read's CPU on MariaDB; here only the temporal columns are
 * touched, found once per result from its column definitions.
 */
function normaliseTemporal(rows: unknown[], fields: ReadonlyArray<{ name: string; columnType?: number }>, rowsAsArray: boolean): void {
  const fixes: Array<[string | number, (v: string) => string]> = [];
  for (let i = 0; i < fields.length; i++) {
    const fix = TEMPORAL[fields[i].columnType ?? -1];
    if (!fix) continue;
    if (rowsAsArray) fixes.push([i, fix]);
    // Rows as objects hold the last column of a name: only its type counts.
    else if (!fields.some((f, j) => j > i && f.name === fields[i].name)) fixes.push([fields[i].name, fix]);
  }
  if (fixes.length === 0) return;
  for (const row of rows as Array<Record<string | number, unknown>>) {
    for (const [key, fix] of fixes) {
      const v = row[key];
      if (typeof v === 'string') row[key] = fix(v);
    }
  }
}

function toMysqlValue(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value === undefined ? null : value;
}

/** A query as SQL text and parameters. */
export function compile(query: Query): CompiledQuery {
  return 'compile' in query ? query.compile() : query;
}

/** A statement with its parameters, as svc's own SQL is written. */
export function raw(sql: string, parameters: unknown[] = []): CompiledQuery {
  return { sql, parameters } as unknown as CompiledQuery;
}

/** The write pool, the read pool (read-only sessions), the small pool DDL runs on and the notices poll's own connection. */
export interface MariadbPools {
  writePool: Pool;
  readPool: Pool;
  ddlPool: Pool;
  /**
   * One read-only session for the change-notices poll alone. On the read pool the poll queued
   * behind every waiting statement, and the requests that wait for the poll then queued again for
   * their own: twice the queue's wait under load.
   */
  noticesPool: Pool;
}

/** Opens the pools; every new connection is set up (SESSION_SETUP) before its first statement. */
export function openPools(target: MariadbTarget, poolSize = 8): MariadbPools {
  const base = {
    host: target.host, port: target.port, user: target.user, password: target.password, database: target.database,
    dateStrings: true, decimalNumbers: true, supportBigNumbers: false, connectTimeout: 5000,
    waitForConnections: true, maxIdle: 2, idleTimeout: 10_000, maxPreparedStatements: 256,
    // mysql2's default captures a stack trace at every call for its errors' sake: about 10 µs a statement.
    trace: false,
  } as const;
  const pool = (limit: number, readOnly: boolean): Pool => {
    const p = mysql2().createPool({ ...base, connectionLimit: limit });
    // mysql2 hands this event the callback-style connection, whatever the typings say.
    p.on('connection', (promised) => {
      const conn = promised as unknown as CoreConnection;
      // A connection that dies while idle emits 'error'; the next query on it reports the problem.
      conn.on('error', () => {});
      // Queued ahead of any statement of the connection's first user; a session that could not be
      // set up must not serve (its statements fail instead of running with other rules).
      for (const statement of readOnly ? READ_ONLY_SETUP : SESSION_SETUP) {
        conn.query(statement, (err: unknown) => {
          if (err) conn.destroy();
        });
      }
    });
    return p;
  };
  return { writePool: pool(poolSize, false), readPool: pool(poolSize, true), ddlPool: pool(2, false), noticesPool: pool(1, true) };
}

/** Runs a statement on `conn`, server-side prepared when PREPARABLE; returns mysql2's result (its rows as arrays when asked). */
export async function exec(conn: PoolConnection, compiled: CompiledQuery, rowsAsArray = false): Promise<unknown> {
  const params = compiled.parameters.map(toMysqlValue) as never[];
  const options = { sql: compiled.sql, rowsAsArray };
  const [result, fields] = PREPARABLE.test(compiled.sql) ? await conn.execute(options, params) : await conn.query(options, params);
  if (Array.isArray(result) && Array.isArray(fields)) normaliseTemporal(result, fields, rowsAsArray);
  return result;
}

/** Gives a connection back to its pool; a broken one is destroyed instead (the pool opens new ones). */
export function release(conn: PoolConnection, broken: boolean): void {
  if (broken) conn.destroy();
  else conn.release();
}

/** Streams the rows of a query on a read connection, 500 rows buffered at most. */
export async function* streamRows(readPool: Pool, query: Query): AsyncIterable<Row> {
  const compiled = compile(query);
  const conn = await acquire(readPool);
  let done = false;
  try {
    const core = conn.connection as unknown as CoreConnection;
    const rows = core.query({ sql: compiled.sql, values: compiled.parameters.map(toMysqlValue), typeCast } as never).stream({ highWaterMark: 500 });
    for await (const row of rows) yield row as Row;
    done = true;
  } finally {
    // A result still arriving would be read by the next user of the connection: drop it instead.
    release(conn, !done);
  }
}
