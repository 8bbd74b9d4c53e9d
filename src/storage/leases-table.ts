import { sql } from 'kysely';
import type { SchemaDialect, Tx } from './database.ts';

/**
 * The system table of leases (`__leases`): one row per named lease of the site (the scheduler's),
 * with its holder and when it runs out (epoch milliseconds). Made by schema-sync.ts
 * createSystemTables; scheduler/sql-lease.ts takes and renews a lease by conditional update.
 */
export const LEASES_TABLE = '__leases';

export interface LeaseRow {
  name: string;
  holder: string;
  expires_at: number;
}

export async function createLeasesTable(tx: Tx, schema: SchemaDialect): Promise<void> {
  await tx.run(
    tx.builder.schema.createTable(LEASES_TABLE).ifNotExists()
      .addColumn('name', sql.raw(schema.columnType('varchar', 64)), (c) => c.primaryKey())
      .addColumn('holder', sql.raw(schema.columnType('varchar', 255)), (c) => c.notNull())
      .addColumn('expires_at', sql.raw(schema.columnType('int', null)), (c) => c.notNull()),
  );
}

/**
 * Gives the lease to `holder` until `until` when it holds it already or it ran out before `now`;
 * answers whether it did. The row changes only while it is as the condition says, so of two
 * processes asking at once one gets it, whichever the dialect.
 */
export async function takeLeaseIf(tx: Tx, name: string, holder: string, now: number, until: number): Promise<boolean> {
  const changed = await tx.run(
    tx.builder.updateTable(LEASES_TABLE).set({ holder, expires_at: until }).where('name', '=', name)
      .where((eb) => eb.or([eb('holder', '=', holder), eb('expires_at', '<', now)])),
  );
  return changed === 1;
}

/** Makes the lease's row, free, when it has none (under a named lock, so two makers never collide). */
export async function ensureLeaseRow(tx: Tx, name: string): Promise<void> {
  await tx.lock(`${LEASES_TABLE}:${name}`);
  const row = await tx.first(tx.builder.selectFrom(LEASES_TABLE).select('name').where('name', '=', name));
  if (!row) await tx.run(tx.builder.insertInto(LEASES_TABLE).values({ name, holder: '', expires_at: 0 }));
}

/** Frees the lease if `holder` has it; answers whether it did. */
export async function releaseLeaseIf(tx: Tx, name: string, holder: string): Promise<boolean> {
  return (await tx.run(tx.builder.updateTable(LEASES_TABLE).set({ holder: '', expires_at: 0 }).where('name', '=', name).where('holder', '=', holder))) === 1;
}

export async function selectLease(tx: Tx, name: string): Promise<LeaseRow | null> {
  const row = await tx.first<{ name: string; holder: string; expires_at: unknown }>(tx.builder.selectFrom(LEASES_TABLE).selectAll().where('name', '=', name));
  return row ? { name: row.name, holder: row.holder, expires_at: Number(row.expires_at) } : null;
}
