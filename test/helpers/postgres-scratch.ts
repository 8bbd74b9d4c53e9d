import pg from 'pg';
import { ensurePostgresDatabase } from '../../src/storage/dialects/postgres-driver.ts';
import type { Dialect } from './dialects.ts';

export interface ScratchPostgres {
  url: string;
  /** A session of the test's own, connected, for setting up tables and looking from outside. */
  admin: pg.Client;
  /** Ends `admin` and drops the database. */
  drop(): Promise<void>;
}

/** A new, empty PostgreSQL database with `setup` (SQL statements) run in it. */
export async function scratchPostgres(postgres: Dialect, setup: string[]): Promise<ScratchPostgres> {
  const db = await postgres.newDatabase();
  await ensurePostgresDatabase(db.url!);
  const admin = new pg.Client({ connectionString: db.url });
  await admin.connect();
  for (const statement of setup) await admin.query(statement);
  return {
    url: db.url!,
    admin,
    async drop() {
      await admin.end().catch(() => {});
      await db.drop();
    },
  };
}
