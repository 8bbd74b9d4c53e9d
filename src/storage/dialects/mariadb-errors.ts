import type { DbFailure } from '../database.ts';

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE', 'EHOSTUNREACH',
  'PROTOCOL_CONNECTION_LOST', 'PROTOCOL_SEQUENCE_TIMEOUT', 'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'ER_CON_COUNT_ERROR', 'ER_BAD_DB_ERROR', 'ER_SERVER_SHUTDOWN', 'ER_CONNECTION_KILLED', 'ER_TOO_MANY_USER_CONNECTIONS',
  'CR_SERVER_GONE_ERROR', 'CR_SERVER_LOST', 'SVC_POOL_TIMEOUT',
]);

/** Classifies a mysql2 error (its `code` names the server's error, e.g. ER_DUP_ENTRY for 1062). */
export function classifyMariadbError(err: unknown): DbFailure | null {
  const e = err as { code?: string; message?: string; fatal?: boolean };
  const code = String(e?.code ?? '');
  const message = e?.message ?? '';
  if (code === 'ER_DUP_ENTRY') {
    // "Duplicate entry 'x' for key 'PRIMARY'": the primary key of every tab<DocType> is its name.
    return { kind: 'unique', onName: /for key '(?:[^']*\.)?PRIMARY'/.test(message), detail: message };
  }
  if (code === 'ER_CANT_EXECUTE_IN_READ_ONLY_TRANSACTION') return { kind: 'read_only' };
  if (code === 'ER_LOCK_WAIT_TIMEOUT' || code === 'ER_LOCK_DEADLOCK' || code === 'SVC_NAMED_LOCK_TIMEOUT') return { kind: 'lock_timeout' };
  if (UNAVAILABLE_CODES.has(code) || e?.fatal === true || /Pool is closed|connection is in closed state|Connection lost/i.test(message)) {
    return { kind: 'unavailable', detail: message };
  }
  return null;
}
