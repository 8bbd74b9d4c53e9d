import { createHash } from 'node:crypto';
import type { Connection as CoreConnection } from 'mysql2';
import type { Pool, PoolConnection } from 'mysql2/promise';
import { mysql2 } from './mysql2-driver.ts';
import { sql, type CompiledQuery } from 'kysely';
import type { Logger } from '../../context/request-context.ts';
import type { Database, DialectCapabilities, NoticePoller, Query, Row, Tx } from '../database.ts';
import { coldBuilder } from './mariadb-compiler.ts';
import { acquire, type MariadbTarget } from './mariadb-connection.ts';
import { DdlSession, ddlTarget } from './mariadb-ddl.ts';
import { AsideDropper } from './mariadb-dropper.ts';
import { classifyMariadbError } from './mariadb-errors.ts';
import { mariadbSchema } from './mariadb-schema.ts';

// `ilike` is compiled to LIKE under a case-insensitive collation (mariadb-compiler.ts).
const caps: DialectCapabilities = {
  rowLocks: true,
  likeOperator: 'ilike',
  functions: {
    locate: (needle, haystack) => sql`locate(${needle}, ${haystack})`,
    date: (value) => sql`date_format(${value}, '%Y-%m-%d')`,
    timestamp: (value) => sql`date_format(${value}, '%Y-%m-%d %H:%i:%s')`,
    text: (value) => sql`cast(${value} as char)`,
  },
};

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

/**
 * How often, at most, a request waits for a look at the notice versions: a change made by another
 * process is seen by requests arriving this long after it; under load one look serves many.
 */
const POLL_INTERVAL_MS = 10;

const NOTICES_TABLE = 'create table if not exists `__svc_notices` (`channel` varchar(140) not null primary key, `version` bigint not null) engine=InnoDB default character set utf8mb4';

/** Timestamps carry six fractional digits on the wire; times keep theirs only when not zero (as written by parseTime). */
function typeCast(field: { type: string; string(): string | null }, next: () => unknown): unknown {
  if (field.type === 'DATETIME' || field.type === 'TIMESTAMP') {
    const v = field.string();
    if (v === null) return null;
    const dot = v.indexOf('.');
    return dot === -1 ? `${v}.000000` : v.slice(0, dot + 1) + v.slice(dot + 1).padEnd(6, '0');
  }
  if (field.type === 'TIME') {
    const v = field.string();
    if (v === null) return null;
    const [whole, fraction = ''] = v.split('.');
    return /^0*$/.test(fraction) ? whole : `${whole}.${fraction.padEnd(6, '0')}`;
  }
  return next();
}

function toMysqlValue(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value === undefined ? null : value;
}

function compile(query: Query): CompiledQuery {
  return 'compile' in query ? query.compile() : query;
}

function raw(sql: string, parameters: unknown[] = []): CompiledQuery {
  return { sql, parameters } as unknown as CompiledQuery;
}

export interface MariadbOptions {
  target: MariadbTarget;
  poolSize?: number;
  /** Where failures of background work (dropping tables set aside, undoing DDL) are told; stderr by default. */
  log?: Pick<Logger, 'error'>;
}

const stderrLog: Pick<Logger, 'error'> = {
  error(obj, msg) {
    process.stderr.write(`svc mariadb: ${msg ?? ''} ${JSON.stringify(obj)}\n`);
  },
};

interface TxState {
  conn: PoolConnection;
  commits: Array<() => void>;
  ddl: DdlSession | null;
  /** GET_LOCK names held: session locks, all released when the transaction ends. */
  locks: string[];
}

/** Takes a server-wide named lock for the rest of the transaction (once per name). */
async function takeLock(state: TxState, name: string): Promise<void> {
  if (state.locks.includes(name)) return;
  const [rows] = await state.conn.query('select get_lock(?, 30) as got', [name]);
  if (Number((rows as Array<{ got: number | null }>)[0]?.got) !== 1) {
    throw Object.assign(new Error('timed out waiting for a named lock'), { code: 'SVC_NAMED_LOCK_TIMEOUT' });
  }
  state.locks.push(name);
}

/**
 * MariaDB (10.11) through mysql2: a write pool, a read pool whose sessions only run read-only
 * transactions (a write during a GET fails in the server), and a small pool for DDL, which runs
 * beside the transaction (mariadb-ddl.ts). Change notices: a versions table polled when requests
 * arrive, since MariaDB has neither LISTEN/NOTIFY nor a data version.
 */
export function openMariadb(options: MariadbOptions): Database & NoticePoller {
  const { target } = options;
  const base = {
    host: target.host, port: target.port, user: target.user, password: target.password, database: target.database,
    dateStrings: true, decimalNumbers: true, supportBigNumbers: false, typeCast, connectTimeout: 5000,
    waitForConnections: true, maxIdle: 2, idleTimeout: 10_000, maxPreparedStatements: 256,
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
  const size = options.poolSize ?? 8;
  const writePool = pool(size, false);
  const readPool = pool(size, true);
  const ddlPool = pool(2, false);
  const log = options.log ?? stderrLog;
  const dropper = new AsideDropper(ddlPool, log);
  const builder = coldBuilder();
  const states = new WeakMap<Tx, TxState>();
  const schema = mariadbSchema(ddlPool, async (tx) => {
    await states.get(tx)?.ddl?.flush();
  });
  const listeners: Array<(channel: string) => void> = [];
  const seenVersions = new Map<string, number>();
  let baselineTaken = false;
  let polling: Promise<void> | null = null;
  let lastPoll = -Infinity;
  let noticesReady: Promise<void> | null = null;

  const ensureNotices = () =>
    (noticesReady ??= writePool.query(NOTICES_TABLE).then(
      () => undefined,
      (err) => {
        noticesReady = null;
        throw err;
      },
    ));

  const exec = async (conn: PoolConnection, compiled: CompiledQuery) => {
    const params = compiled.parameters.map(toMysqlValue) as never[];
    const [result] = PREPARABLE.test(compiled.sql) ? await conn.execute(compiled.sql, params) : await conn.query(compiled.sql, params);
    return result;
  };

  const makeTx = (state: TxState, readOnly: boolean): Tx => {
    const run = async (query: Query) => {
      const compiled = compile(query);
      if (!readOnly) {
        const ddl = ddlTarget(compiled.query, compiled.sql);
        if (ddl) {
          await (state.ddl ??= new DdlSession(ddlPool)).run(ddl, compiled);
          return [];
        }
        if (state.ddl?.hasPending) await state.ddl.flush();
      }
      return exec(state.conn, compiled);
    };
    const tx: Tx = {
      builder,
      caps,
      readOnly,
      async all<R>(query: Query) {
        const result = await run(query);
        return (Array.isArray(result) ? result : []) as R[];
      },
      async first<R>(query: Query) {
        const result = await run(query);
        return (Array.isArray(result) ? result[0] : undefined) as R | undefined;
      },
      async run(query: Query) {
        const result = await run(query);
        return Array.isArray(result) ? result.length : ((result as { affectedRows?: number }).affectedRows ?? 0);
      },
      async nextCounter(key: string, by = 1) {
        // The upsert locks the row until commit, so the value read back is this transaction's own.
        await exec(state.conn, raw('insert into `tabSeries` (`name`, `current`) values (?, ?) on duplicate key update `current` = `current` + ?', [key, by, by]));
        const [rows] = await state.conn.execute('select `current` from `tabSeries` where `name` = ?', [key]);
        return Number((rows as Array<{ current: number }>)[0].current);
      },
      async raiseCounter(key: string, value: number) {
        await exec(state.conn, raw('insert into `tabSeries` (`name`, `current`) values (?, ?) on duplicate key update `current` = greatest(`current`, ?)', [key, value, value]));
      },
      afterCommit(fn) {
        state.commits.push(fn);
      },
      async lock(name: string) {
        if (readOnly) throw new Error('locks are taken in write transactions only');
        // Lock names are server-wide and at most 64 characters: the database and the name, hashed.
        await takeLock(state, `svc_lock:${createHash('sha256').update(`${target.database}\n${name}`).digest('hex').slice(0, 48)}`);
      },
    };
    states.set(tx, state);
    return tx;
  };

  const poll = async () => {
    try {
      const [rows] = await readPool.query('select `channel`, `version` from `__svc_notices`');
      for (const row of rows as Array<{ channel: string; version: number }>) {
        const known = seenVersions.get(row.channel);
        seenVersions.set(row.channel, Number(row.version));
        if (baselineTaken && known !== Number(row.version)) for (const l of listeners) l(row.channel);
      }
      baselineTaken = true;
    } catch {
      // Unreachable or not created yet: the request that follows reports an outage by itself.
    }
  };

  // The baseline of notice versions, so that changes from now on are told apart from old ones.
  polling = ensureNotices().catch(() => {}).then(poll).finally(() => {
    polling = null;
  });

  const release = (conn: PoolConnection, broken: boolean) => {
    if (broken) conn.destroy();
    else conn.release();
  };

  return {
    builder,
    caps,
    schema,
    description: `mariadb:${target.database}`,
    async read(fn) {
      const conn = await acquire(readPool);
      let broken = false;
      try {
        return await fn(makeTx({ conn, commits: [], ddl: null, locks: [] }, true));
      } catch (err) {
        broken = classifyMariadbError(err)?.kind === 'unavailable';
        throw err;
      } finally {
        release(conn, broken);
      }
    },
    async write(fn) {
      await ensureNotices();
      const conn = await acquire(writePool);
      const state: TxState = { conn, commits: [], ddl: null, locks: [] };
      let broken = false;
      try {
        await conn.query('start transaction');
        let result;
        try {
          result = await fn(makeTx(state, false));
          await state.ddl?.flush();
          await conn.query('commit');
        } catch (err) {
          await conn.query('rollback').catch(() => {
            broken = true;
          });
          // The caller hears why the transaction failed, not why its undo did.
          await state.ddl?.rolledBack().catch((undoErr: unknown) => {
            log.error({ err: (undoErr as Error).message, cause: (err as Error)?.message }, 'could not undo the schema changes of a rolled-back transaction');
          });
          throw err;
        }
        // Committed: nothing from here on may fail the request or hold it up.
        for (const c of state.commits) {
          try {
            c();
          } catch (callbackErr) {
            log.error({ err: (callbackErr as Error).message }, 'an after-commit callback failed');
          }
        }
        if (state.ddl?.setAside.length) dropper.schedule(state.ddl.setAside);
        return result;
      } finally {
        if (state.locks.length > 0 && !broken) await conn.query('do release_all_locks()').catch(() => (broken = true));
        release(conn, broken);
      }
    },
    async *stream(query: Query) {
      const compiled = compile(query);
      const conn = await acquire(readPool);
      let done = false;
      try {
        const core = conn.connection as unknown as CoreConnection;
        const rows = core.query({ sql: compiled.sql, values: compiled.parameters.map(toMysqlValue) }).stream({ highWaterMark: 500 });
        for await (const row of rows) yield row as Row;
        done = true;
      } finally {
        // A result still arriving would be read by the next user of the connection: drop it instead.
        release(conn, !done);
      }
    },
    classifyError: classifyMariadbError,
    onNotice(listener) {
      listeners.push(listener);
    },
    async notify(tx, channel) {
      await tx.run(raw('insert into `__svc_notices` (`channel`, `version`) values (?, 1) on duplicate key update `version` = `version` + 1', [channel]));
      tx.afterCommit(() => {
        for (const l of listeners) l(channel);
      });
    },
    pollNotices() {
      if (polling) return polling;
      const now = performance.now();
      if (now - lastPoll < POLL_INTERVAL_MS) return;
      lastPoll = now;
      return (polling = poll().finally(() => {
        polling = null;
      }));
    },
    async lockSchema(tx) {
      // Advisory locks are server-wide; the database name keeps sites apart.
      await takeLock(states.get(tx)!, `svc_schema:${target.database}`);
    },
    async close() {
      await dropper.close();
      await Promise.all([writePool.end(), readPool.end(), ddlPool.end()]);
    },
  };
}
