import type BetterSqlite3 from 'better-sqlite3';
import type { DbFailure } from '../database.ts';

/** Classifies a better-sqlite3 error by its extended result code (e.g. SQLITE_CONSTRAINT_UNIQUE). */
export function classifySqliteError(err: unknown): DbFailure | null {
  const code = String((err as { code?: unknown })?.code ?? '');
  const message = (err as Error)?.message ?? '';
  if (code.startsWith('SQLITE_CONSTRAINT_UNIQUE') || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return { kind: 'unique', onName: failedOnName(message), detail: message };
  if (code.startsWith('SQLITE_READONLY')) return { kind: 'read_only' };
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return { kind: 'lock_timeout' };
  if (code === 'SQLITE_CANTOPEN' || code.startsWith('SQLITE_IOERR') || code === 'SQLITE_CORRUPT' || message.includes('database connection is not open')) {
    return { kind: 'unavailable', detail: message };
  }
  return null;
}

/** The columns of the constraint a write broke, as SQLite names them: `UNIQUE constraint failed: tabUser.name`. */
const UNIQUE_FAILED = /^UNIQUE constraint failed: (.+)$/;

/** True when the broken constraint covers the name (the primary key of every tab<DocType>). */
function failedOnName(message: string): boolean {
  const columns = UNIQUE_FAILED.exec(message)?.[1].split(', ') ?? [];
  return columns.some((column) => column.endsWith('.name'));
}

const INSERT_COLUMNS = /^insert into ("(?:[^"]|"")+") \(([^)]*)\) values/;

/**
 * SQLite checks a table's unique indexes newest first, so an insert whose name and another unique
 * field (a User's email, a Role's role_name) both collide reports the other field, where
 * PostgreSQL, MariaDB and Frappe report the name (409 DuplicateEntryError). This answers the
 * name's collision first, looked up on the same connection (a constraint error leaves the
 * transaction usable). The table and column come from the statement, which metadata built.
 */
export function nameCollisionFirst(conn: BetterSqlite3.Database, sql: string, params: unknown[], err: unknown): unknown {
  if ((err as { code?: unknown })?.code !== 'SQLITE_CONSTRAINT_UNIQUE') return err;
  const insert = INSERT_COLUMNS.exec(sql);
  const at = insert ? insert[2].split(', ').indexOf('"name"') : -1;
  if (!insert || at < 0) return err;
  if (!conn.prepare(`select 1 from ${insert[1]} where "name" = ?`).get(params[at])) return err;
  return Object.assign(new Error(`UNIQUE constraint failed: ${insert[1].slice(1, -1)}.name`), { code: 'SQLITE_CONSTRAINT_PRIMARYKEY', cause: err });
}
