import type { Tx } from './database.ts';

/** The system table of idempotency keys (created by schema-sync.ts createSystemTables). */
export const IDEMPOTENCY_TABLE = '__idempotency';

/**
 * One key of one user: `pending` while its request runs (held by `token` until `lease_until`),
 * `done` once the request's write committed; `status`, `content_type` and `body` are the answer to
 * replay (`status` null: a committed write whose answer is still being recorded).
 */
export interface IdempotencyRow {
  user_name: string;
  idem_key: string;
  fingerprint: string;
  token: string;
  state: 'pending' | 'done';
  created_at: number;
  lease_until: number;
  status: number | null;
  content_type: string | null;
  body: string | null;
}

export async function findKey(tx: Tx, user: string, key: string): Promise<IdempotencyRow | undefined> {
  const row = await tx.first<IdempotencyRow>(tx.builder.selectFrom(IDEMPOTENCY_TABLE).selectAll().where('user_name', '=', user).where('idem_key', '=', key));
  if (!row) return undefined;
  // Drivers answer integers as numbers or strings (PostgreSQL int8, MariaDB); read them once here.
  return { ...row, created_at: Number(row.created_at), lease_until: Number(row.lease_until), status: row.status === null ? null : Number(row.status) };
}

/** Inserts a pending key; a concurrent insert of the same key fails with the database's unique error. */
export async function insertKey(tx: Tx, row: IdempotencyRow): Promise<void> {
  await tx.run(tx.builder.insertInto(IDEMPOTENCY_TABLE).values({ ...row }));
}

/** Removes the key if it is still the one held by `token` (a claim given back, or a stale one taken over). */
export async function deleteKey(tx: Tx, user: string, key: string, token: string): Promise<number> {
  return tx.run(tx.builder.deleteFrom(IDEMPOTENCY_TABLE).where('user_name', '=', user).where('idem_key', '=', key).where('token', '=', token));
}

/** Marks the key held by `token` done, with the answer when it is known. */
export async function completeKey(tx: Tx, user: string, key: string, token: string, answer: { status: number; contentType: string; body: string } | null): Promise<number> {
  const values = answer ? { state: 'done', status: answer.status, content_type: answer.contentType, body: answer.body } : { state: 'done' };
  return tx.run(tx.builder.updateTable(IDEMPOTENCY_TABLE).set(values).where('user_name', '=', user).where('idem_key', '=', key).where('token', '=', token));
}

/** Deletes keys created before `before` (epoch seconds). */
export async function deleteKeysBefore(tx: Tx, before: number): Promise<number> {
  return tx.run(tx.builder.deleteFrom(IDEMPOTENCY_TABLE).where('created_at', '<', before));
}
