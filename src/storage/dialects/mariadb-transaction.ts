import { createHash } from 'node:crypto';
import type { PoolConnection } from 'mysql2/promise';
import type { Kysely } from 'kysely';
import type { Logger } from '../../context/request-context.ts';
import type { Database, DialectCapabilities, Query, Tx } from '../database.ts';
import { acquire } from './mariadb-connection.ts';
import { DdlSession, ddlTarget } from './mariadb-ddl.ts';
import { compile, exec, raw, release, type MariadbPools } from './mariadb-driver.ts';
import type { AsideDropper } from './mariadb-dropper.ts';
import { classifyMariadbError } from './mariadb-errors.ts';

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

/** What MariaDB's transactions are built from. */
export interface MariadbTxDeps {
  builder: Kysely<any>;
  caps: DialectCapabilities;
  pools: MariadbPools;
  /** The database's name: it keeps the server-wide lock names of sites apart. */
  database: string;
  log: Pick<Logger, 'error'>;
  /** Drops the tables a committed transaction set aside. */
  dropper: AsideDropper;
  /** Awaited before a write transaction begins. */
  beforeWrite(): Promise<void>;
}

/** Read scopes, write transactions and locks, plus `settleDdl`, which runs a transaction's pending DDL. */
export interface MariadbTransactions extends Pick<Database, 'read' | 'write' | 'lockSchema'> {
  settleDdl(tx: Tx): Promise<void>;
}

/**
 * Read scopes on the read pool and write transactions on the write pool; a write's DDL runs on
 * the DDL pool beside it (mariadb-ddl.ts), undone when the transaction rolls back.
 */
export function mariadbTransactions(deps: MariadbTxDeps): MariadbTransactions {
  const { builder, caps, pools: { writePool, readPool, ddlPool }, database, log, dropper } = deps;
  const states = new WeakMap<Tx, TxState>();

  const makeTx = (state: TxState, readOnly: boolean): Tx => {
    const run = async (query: Query, rowsAsArray = false) => {
      const compiled = compile(query);
      if (!readOnly) {
        const ddl = ddlTarget(compiled.query, compiled.sql);
        if (ddl) {
          await (state.ddl ??= new DdlSession(ddlPool)).run(ddl, compiled);
          return [];
        }
        if (state.ddl?.hasPending) await state.ddl.flush();
      }
      return exec(state.conn, compiled, rowsAsArray);
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
      async allValues(query: Query) {
        const result = await run(query, true);
        return (Array.isArray(result) ? result : []) as unknown[][];
      },
      async allWithin<R>(query: Query, ms: number) {
        const compiled = compile(query);
        // Per statement: a statement stopped for time leaves the transaction as it was.
        const timed = { ...compiled, sql: `set statement max_statement_time=${Math.max(0.001, ms / 1000)} for ${compiled.sql}` };
        try {
          const result = await exec(state.conn, timed);
          return (Array.isArray(result) ? result : []) as R[];
        } catch (err) {
          const e = err as { code?: string; errno?: number };
          if (e.errno === 1969 || e.code === 'ER_STATEMENT_TIMEOUT') return null;
          throw err;
        }
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
        await takeLock(state, `svc_lock:${createHash('sha256').update(`${database}\n${name}`).digest('hex').slice(0, 48)}`);
      },
    };
    states.set(tx, state);
    return tx;
  };

  return {
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
      await deps.beforeWrite();
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
    async lockSchema(tx) {
      // Advisory locks are server-wide; the database name keeps sites apart.
      await takeLock(states.get(tx)!, `svc_schema:${database}`);
    },
    async settleDdl(tx) {
      await states.get(tx)?.ddl?.flush();
    },
  };
}
