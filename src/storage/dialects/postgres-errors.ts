import type { DbFailure } from '../database.ts';

const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE', '57P01', '57P02', '57P03', '3D000', '53300']);

/** Classifies a pg error by its SQLSTATE (`code`, e.g. 23505 for a unique violation) or its socket error. */
export function classifyPostgresError(err: unknown): DbFailure | null {
  const e = err as { code?: string; message?: string; detail?: string; constraint?: string };
  const code = String(e?.code ?? '');
  const message = e?.message ?? '';
  if (code === '23505') {
    // The primary key of every tab<DocType> is its name: PostgreSQL calls it `<table>_pkey`, and
    // the detail reads `Key (name)=(...) already exists.` (left out when the columns are not readable).
    const onName = Boolean(e.constraint?.endsWith('_pkey')) || (e.detail ?? '').startsWith('Key (name)=');
    return { kind: 'unique', onName, detail: `${message} ${e.detail ?? ''}` };
  }
  if (code === '25006') return { kind: 'read_only' };
  if (code === '22021') return { kind: 'invalid_text' };
  if (code === '55P03' || code === '40P01') return { kind: 'lock_timeout' };
  if (UNAVAILABLE_CODES.has(code) || code.startsWith('08') || /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|no database connection was free/i.test(message)) {
    return { kind: 'unavailable', detail: message };
  }
  return null;
}
