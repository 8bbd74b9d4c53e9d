import { CompiledQuery } from 'kysely';
import type { Tx } from './database.ts';

// Standard SQL on every dialect svc supports; one fixed name, so the statements are prepared once.
const SAVEPOINT = CompiledQuery.raw('savepoint svc_step');
const ROLLBACK_TO = CompiledQuery.raw('rollback to savepoint svc_step');
const RELEASE = CompiledQuery.raw('release savepoint svc_step');

/**
 * Runs `fn` inside a savepoint of `tx`: when it throws, its writes alone are undone and the
 * transaction stays usable (PostgreSQL would otherwise refuse every later statement); the error
 * is thrown on. Not re-entrant: savepoints of this helper do not nest.
 */
export async function withSavepoint<T>(tx: Tx, fn: () => Promise<T>): Promise<T> {
  await tx.run(SAVEPOINT);
  try {
    const value = await fn();
    await tx.run(RELEASE);
    return value;
  } catch (err) {
    // A dead connection cannot roll back either; the original error says more.
    await tx.run(ROLLBACK_TO).then(() => tx.run(RELEASE)).catch(() => {});
    throw err;
  }
}
