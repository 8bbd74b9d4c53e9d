import type { Kysely } from 'kysely';
import type { Database, DialectCapabilities, Query, Tx } from '../database.ts';
import { toSqliteValue, type SqliteConnection } from './sqlite-driver.ts';
import { nameCollisionFirst } from './sqlite-errors.ts';
import { CommitGroups, type GroupLimits } from './sqlite-commit-groups.ts';

/**
 * A transaction that begins at its first statement: work that never touches the database (a
 * ping, a cached answer) takes no lock and pays no BEGIN/COMMIT.
 */
interface LazyScope {
  begun: boolean;
  begin(): Promise<void>;
}

function makeTx(builder: Kysely<any>, caps: DialectCapabilities, conn: SqliteConnection, readOnly: boolean, commits: Array<() => void>, scope: LazyScope): Tx {
  const prepare = (query: Query, asArrays = false) => {
    const compiled = 'compile' in query ? query.compile() : query;
    return { stmt: asArrays ? conn.preparedRaw(compiled.sql) : conn.prepared(compiled.sql), params: compiled.parameters.map(toSqliteValue) };
  };
  const valuesOf = (query: Query): unknown[][] => {
    const { stmt, params } = prepare(query, true);
    return stmt.reader ? (stmt.all(params) as unknown[][]) : (stmt.run(params), []);
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
    // Synchronous once the scope has begun (a read's always has): a document by name and a
    // listing then cost no promise on SQLite.
    allValues(query: Query) {
      if (!scope.begun) return scope.begin().then(() => valuesOf(query));
      return valuesOf(query);
    },
    // better-sqlite3 runs a statement to its end on this thread: nothing can interrupt it.
    allWithin<R>(query: Query) {
      return tx.all<R>(query);
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
        throw nameCollisionFirst(conn.db, stmt.source, params, err);
      }
    },
    async nextCounter(key: string, by = 1) {
      if (!scope.begun) await scope.begin();
      const stmt = conn.prepared(
        'insert into "tabSeries" ("name", "current") values (?, ?) on conflict ("name") do update set "current" = "current" + excluded."current" returning "current"',
      );
      return Number((stmt.get([key, by]) as { current: number }).current);
    },
    async raiseCounter(key: string, value: number) {
      if (!scope.begun) await scope.begin();
      conn
        .prepared('insert into "tabSeries" ("name", "current") values (?, ?) on conflict ("name") do update set "current" = max("current", excluded."current")')
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
}

/**
 * Read scopes on the read-only connection, each statement on its own as on PostgreSQL's and
 * MariaDB's read pools: better-sqlite3 runs a statement whole on this thread, so nothing can
 * interleave with it, and a BEGIN/COMMIT pair around a document read added about a fifth to its
 * SELECT (2.7 µs of 14.7 with the writer open; the COMMIT releases the WAL read lock). Write
 * scopes run on the writer one at a time, serialised by a mutex, and commit in groups
 * (sqlite-commit-groups.ts): a write resolves once the COMMIT holding it is done.
 */
export function sqliteTransactions(
  builder: Kysely<any>, caps: DialectCapabilities, writer: SqliteConnection, reader: SqliteConnection,
  options: { onCommit: (writes: number) => void; groupLimits?: GroupLimits },
): Pick<Database, 'read' | 'write'> & { holdWrites(fn: () => Promise<void>): Promise<void>; flushWrites(): Promise<void> } {
  const groups = new CommitGroups(writer.db, options.onCommit, options.groupLimits);
  // Read scopes never begin a transaction: a scope that counts as begun from the start.
  const statementByStatement: LazyScope = { begun: true, begin: async () => {} };

  return {
    read(fn) {
      return fn(makeTx(builder, caps, reader, true, [], statementByStatement));
    },
    async write(fn) {
      let release: (() => void) | null = null;
      let joined = false;
      const commits: Array<() => void> = [];
      let beginning: Promise<void> | null = null;
      const scope: LazyScope = {
        begun: false,
        // Memoised: statements issued in parallel inside one scope must not take the lock twice.
        begin: () =>
          (beginning ??= (async () => {
            const acquired = await groups.acquire();
            try {
              joined = groups.enter();
            } catch (err) {
              acquired();
              throw err;
            }
            release = acquired;
            scope.begun = true;
          })()),
      };
      let result;
      try {
        result = await fn(makeTx(builder, caps, writer, false, commits, scope));
      } catch (err) {
        if (scope.begun) groups.undo(joined, err);
        (release as (() => void) | null)?.();
        throw err;
      }
      if (scope.begun) {
        let committed;
        try {
          committed = groups.keep(joined);
        } finally {
          (release as unknown as () => void)();
        }
        await committed;
      }
      for (const commit of commits) commit();
      return result;
    },
    /** Runs `fn` with this process's writes waiting (the checkpointer finishing a WAL). */
    holdWrites: (fn) => groups.hold(fn),
    /** Commits the writes waiting in an open group (before the connection closes). */
    flushWrites: () => groups.flush(),
  };
}
