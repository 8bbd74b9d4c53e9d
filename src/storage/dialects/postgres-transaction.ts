import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { Kysely } from 'kysely';
import { StatementNames } from './statement-names.ts';
import type { Database, DialectCapabilities, Query, Tx } from '../database.ts';
import { BEGIN_STATEMENT, LeanQuery, type PendingBegin, type PgConnection, type RowShape } from './postgres-lean-query.ts';
import { checkin, checkout, raw, types, type PostgresPools } from './postgres-driver.ts';
import { classifyPostgresError } from './postgres-errors.ts';

/** First key of every named lock (pg_advisory_xact_lock(int, int)); the second is the name's hash. */
const NAMED_LOCK_SPACE = 7461002;

/** A name as a 32-bit lock key: two names sharing a key only wait for each other needlessly. */
function lockKeyOf(name: string): number {
  return createHash('sha256').update(name).digest().readInt32BE(0);
}

/** Whether this session has prepared `begin` under its name, so a transaction can send it with its first statement. */
function beginPrepared(client: pg.PoolClient): boolean {
  return (client as unknown as { connection: PgConnection }).connection.parsedStatements[BEGIN_STATEMENT] !== undefined;
}

/**
 * Read scopes through the read pipeline (their statements batched with other scopes' on shared
 * read-only sessions; a read with a time limit on a pooled session of its own) and write
 * transactions on the write pool, with named prepared
 * statements (one name per SQL text, shared by every connection, bounded: statement-names.ts),
 * counters, row and named locks.
 */
export function postgresTransactions(builder: Kysely<any>, caps: DialectCapabilities, { writePool, readPool, readPipeline }: PostgresPools): Pick<Database, 'read' | 'write' | 'lockSchema'> {
  const names = new StatementNames();

  const makeTx = (client: pg.PoolClient | null, readOnly: boolean, commits: Array<() => void>, begin?: PendingBegin): Tx => {
    const locked = new Set<string>();
    const configOf = (query: Query) => {
      const compiled = 'compile' in query ? query.compile() : query;
      // DDL is never cached: a plan kept across a schema change would go stale.
      const name = /^\s*(create|alter|drop)\b/i.test(compiled.sql) ? undefined : names.nameOf(compiled.sql);
      return { name, text: compiled.sql, values: compiled.parameters as unknown[] };
    };
    const exec = <R>(query: Query, shape: RowShape) => {
      const { name, text, values } = configOf(query);
      const lean = new LeanQuery<R>(text, name, values, shape, types, begin);
      if (client) client.query(lean as unknown as pg.Submittable);
      else readPipeline.run(lean as LeanQuery<unknown>);
      return lean.promise;
    };
    return {
      builder,
      caps,
      readOnly,
      async all<R>(query: Query) {
        return (await exec<R>(query, 'objects')).rows;
      },
      async first<R>(query: Query) {
        return (await exec<R>(query, 'objects')).rows[0];
      },
      async allValues(query: Query) {
        return (await exec<unknown[]>(query, 'arrays')).rows;
      },
      async allWithin<R>(query: Query, ms: number) {
        // A timeout inside a write transaction would abort all of it: only read scopes (autocommit) are timed.
        if (!readOnly) return (await exec<R>(query, 'objects')).rows;
        // A session setting: on a connection of its own, not one the pipeline shares.
        const timed = await checkout(readPool);
        let broken = false;
        try {
          await timed.query(`set statement_timeout = ${Math.max(1, Math.floor(ms))}`);
          return await makeTx(timed, true, []).all<R>(query);
        } catch (err) {
          if ((err as { code?: string }).code === '57014') return null;
          broken = classifyPostgresError(err)?.kind === 'unavailable';
          throw err;
        } finally {
          if (!broken) await timed.query('reset statement_timeout').catch(() => { broken = true; });
          checkin(timed, broken);
        }
      },
      async run(query: Query) {
        return (await exec(query, 'count')).rowCount;
      },
      async nextCounter(key: string, by = 1) {
        const res = await exec<{ current: string | number }>(raw(
          'insert into "tabSeries" ("name", "current") values ($1, $2) on conflict ("name") do update set "current" = "tabSeries"."current" + excluded."current" returning "current"',
          [key, by],
        ), 'objects');
        return Number(res.rows[0].current);
      },
      async raiseCounter(key: string, value: number) {
        await exec(raw(
          'insert into "tabSeries" ("name", "current") values ($1, $2) on conflict ("name") do update set "current" = greatest("tabSeries"."current", excluded."current")',
          [key, value],
        ), 'count');
      },
      afterCommit(fn) {
        commits.push(fn);
      },
      async lock(name: string) {
        if (readOnly) throw new Error('locks are taken in write transactions only');
        if (locked.has(name)) return;
        // The two-key form: a key space of its own, apart from the schema lock's single key.
        await exec(raw('select pg_advisory_xact_lock($1::int, $2::int)', [NAMED_LOCK_SPACE, lockKeyOf(name)]), 'count');
        locked.add(name);
      },
    };
  };

  return {
    async read(fn) {
      return fn(makeTx(null, true, []));
    },
    async write(fn) {
      const client = await checkout(writePool);
      const commits: Array<() => void> = [];
      const begin: PendingBegin = { begun: false };
      let broken = false;
      try {
        if (!beginPrepared(client)) {
          await client.query({ name: BEGIN_STATEMENT, text: 'begin' });
          begin.begun = true;
        }
        const result = await fn(makeTx(client, false, commits, begin));
        // No statement went out: there is no transaction to commit.
        if (begin.begun) await client.query('commit');
        for (const c of commits) c();
        return result;
      } catch (err) {
        if (begin.begun) {
          await client.query('rollback').catch(() => {
            broken = true;
          });
        } else {
          broken = classifyPostgresError(err)?.kind === 'unavailable';
        }
        throw err;
      } finally {
        checkin(client, broken);
      }
    },
    async lockSchema(tx) {
      await tx.run(raw('select pg_advisory_xact_lock(7461001)', []));
    },
  };
}
