import type { Tx } from './database.ts';

/**
 * Takes a named counter (`tabSeries`, which Tx.nextCounter advances) back by one, but only while it
 * still stands at `value`: one conditional update, so a number drawn meanwhile by another
 * transaction is never handed out twice. True when it went back.
 */
export async function revertCounterIfAt(tx: Tx, key: string, value: number): Promise<boolean> {
  const changed = await tx.run(tx.builder.updateTable('tabSeries').set((eb) => ({ current: eb('current', '-', 1) })).where('name', '=', key).where('current', '=', value));
  return changed > 0;
}
