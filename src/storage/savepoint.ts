import { CompiledQuery } from 'kysely';
import type { Tx } from './database.ts';

/**
 * Standard SQL on every dialect svc supports. One name per nesting depth: MariaDB replaces an
 * existing savepoint of the same name, so a batch item's savepoint around a method that takes its
 * own (bulk_update) would otherwise lose the outer one. A handful of fixed names keeps the
 * statements prepared once each.
 */
const statements = (depth: number) => {
  const name = depth === 0 ? 'svc_step' : `svc_step_${depth}`;
  return { open: CompiledQuery.raw(`savepoint ${name}`), rollbackTo: CompiledQuery.raw(`rollback to savepoint ${name}`), release: CompiledQuery.raw(`release savepoint ${name}`) };
};
const byDepth: Array<ReturnType<typeof statements>> = [];
/** Savepoints open now per transaction. */
const depths = new WeakMap<Tx, number>();

/**
 * Runs `fn` inside a savepoint of `tx`: when it throws, its writes alone are undone and the
 * transaction stays usable (PostgreSQL would otherwise refuse every later statement); the error
 * is thrown on. Savepoints nest: each depth has its own name.
 */
export async function withSavepoint<T>(tx: Tx, fn: () => Promise<T>): Promise<T> {
  const depth = depths.get(tx) ?? 0;
  const sql = (byDepth[depth] ??= statements(depth));
  await tx.run(sql.open);
  depths.set(tx, depth + 1);
  try {
    const value = await fn();
    await tx.run(sql.release);
    return value;
  } catch (err) {
    // A dead connection cannot roll back either; the original error says more.
    await tx.run(sql.rollbackTo).then(() => tx.run(sql.release)).catch(() => {});
    throw err;
  } finally {
    depths.set(tx, depth);
  }
}
