import { sql } from 'kysely';
import type { SchemaDialect, Tx } from './database.ts';

/** The workers each site has heard from (jobs/sql-worker-registry.ts), made by schema-sync.ts createSystemTables. */
export const JOB_WORKERS_TABLE = '__job_workers';

/** One worker's last report; times are epoch milliseconds, `queues` comma-separated. */
export interface JobWorkerRow {
  name: string;
  pid: number;
  queues: string;
  status: string;
  current_job_id: string | null;
  birth: number;
  last_heartbeat: number;
  successful: number;
  failed: number;
  working_ms: number;
}

const INT_COLUMNS = ['pid', 'birth', 'last_heartbeat', 'successful', 'failed', 'working_ms'] as const;

export async function createJobWorkersTable(tx: Tx, schema: SchemaDialect): Promise<void> {
  const type = (kind: 'varchar' | 'text' | 'int', length: number | null = null) => sql.raw(schema.columnType(kind, length));
  await tx.run(
    tx.builder.schema.createTable(JOB_WORKERS_TABLE).ifNotExists()
      .addColumn('name', type('varchar', 255), (c) => c.primaryKey())
      .addColumn('pid', type('int'), (c) => c.notNull())
      .addColumn('queues', type('text'), (c) => c.notNull())
      .addColumn('status', type('varchar', 16), (c) => c.notNull())
      .addColumn('current_job_id', type('varchar', 32))
      .addColumn('birth', type('int'), (c) => c.notNull())
      .addColumn('last_heartbeat', type('int'), (c) => c.notNull())
      .addColumn('successful', type('int'), (c) => c.notNull())
      .addColumn('failed', type('int'), (c) => c.notNull())
      .addColumn('working_ms', type('int'), (c) => c.notNull()),
  );
}

/** Inserts or replaces a worker's row (delete and insert: one portable statement pair on every dialect). */
export async function upsertJobWorker(tx: Tx, row: JobWorkerRow): Promise<void> {
  await tx.run(tx.builder.deleteFrom(JOB_WORKERS_TABLE).where('name', '=', row.name));
  await tx.run(tx.builder.insertInto(JOB_WORKERS_TABLE).values({ ...row }));
}

export async function deleteJobWorker(tx: Tx, name: string): Promise<void> {
  await tx.run(tx.builder.deleteFrom(JOB_WORKERS_TABLE).where('name', '=', name));
}

/** Forgets workers whose last report is older than `before`. */
export async function deleteSilentJobWorkers(tx: Tx, before: number): Promise<void> {
  await tx.run(tx.builder.deleteFrom(JOB_WORKERS_TABLE).where('last_heartbeat', '<', before));
}

export async function liveJobWorkers(tx: Tx, since: number): Promise<JobWorkerRow[]> {
  const rows = await tx.all(tx.builder.selectFrom(JOB_WORKERS_TABLE).selectAll().where('last_heartbeat', '>=', since).orderBy('birth').orderBy('name'));
  return rows.map((row) => {
    const out = { ...row } as Record<string, unknown>;
    for (const column of INT_COLUMNS) out[column] = Number(out[column]);
    return out as unknown as JobWorkerRow;
  });
}
