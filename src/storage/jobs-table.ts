import { sql } from 'kysely';
import type { SchemaDialect, Tx } from './database.ts';

/** The system table of the embedded job queue (jobs/sql-job-queue.ts), made by schema-sync.ts createSystemTables. */
export const JOBS_TABLE = '__jobs';

/** One job as stored; times are epoch milliseconds. */
export interface JobRow {
  id: string;
  job_id: string | null;
  queue: string;
  method: string;
  job_name: string;
  kwargs: string;
  user_name: string;
  status: string;
  /** Claim order within a queue: the enqueue time in microseconds, negated for `at_front` jobs. */
  sort_key: number;
  enqueued_at: number;
  available_at: number;
  started_at: number | null;
  ended_at: number | null;
  timeout_ms: number;
  attempt: number;
  failures: number;
  retry: number;
  retry_backoff_ms: number;
  /** Identifies the live claim; null when nobody holds the job. */
  lease_token: string | null;
  lease_until: number | null;
  worker: string | null;
  task_id: string | null;
  on_success: string | null;
  on_failure: string | null;
  result: string | null;
  exc_type: string | null;
  error: string | null;
  traceback: string | null;
}

const INT_COLUMNS = ['sort_key', 'enqueued_at', 'available_at', 'started_at', 'ended_at', 'timeout_ms', 'attempt', 'failures', 'retry', 'retry_backoff_ms', 'lease_until'] as const;

/** Makes the table and its indexes when missing: ready jobs by queue and order, expired leases, job ids, and ended jobs for pruning. */
export async function createJobsTable(tx: Tx, schema: SchemaDialect): Promise<void> {
  const type = (kind: 'varchar' | 'text' | 'int', length: number | null = null) => sql.raw(schema.columnType(kind, length));
  await tx.run(
    tx.builder.schema.createTable(JOBS_TABLE).ifNotExists()
      .addColumn('id', type('varchar', 32), (c) => c.primaryKey())
      .addColumn('job_id', type('varchar', 140))
      .addColumn('queue', type('varchar', 64), (c) => c.notNull())
      .addColumn('method', type('varchar', 255), (c) => c.notNull())
      .addColumn('job_name', type('varchar', 255), (c) => c.notNull())
      .addColumn('kwargs', type('text'), (c) => c.notNull())
      .addColumn('user_name', type('varchar', 140), (c) => c.notNull())
      .addColumn('status', type('varchar', 16), (c) => c.notNull())
      .addColumn('sort_key', type('int'), (c) => c.notNull())
      .addColumn('enqueued_at', type('int'), (c) => c.notNull())
      .addColumn('available_at', type('int'), (c) => c.notNull())
      .addColumn('started_at', type('int'))
      .addColumn('ended_at', type('int'))
      .addColumn('timeout_ms', type('int'), (c) => c.notNull())
      .addColumn('attempt', type('int'), (c) => c.notNull().defaultTo(0))
      .addColumn('failures', type('int'), (c) => c.notNull().defaultTo(0))
      .addColumn('retry', type('int'), (c) => c.notNull().defaultTo(0))
      .addColumn('retry_backoff_ms', type('int'), (c) => c.notNull().defaultTo(0))
      .addColumn('lease_token', type('varchar', 32))
      .addColumn('lease_until', type('int'))
      .addColumn('worker', type('varchar', 255))
      .addColumn('task_id', type('varchar', 140))
      .addColumn('on_success', type('varchar', 255))
      .addColumn('on_failure', type('varchar', 255))
      .addColumn('result', type('text'))
      .addColumn('exc_type', type('varchar', 140))
      .addColumn('error', type('text'))
      .addColumn('traceback', type('text')),
  );
  const index = (name: string, columns: string[]) => tx.run(tx.builder.schema.createIndex(name).ifNotExists().on(JOBS_TABLE).columns(columns));
  await index('ix___jobs_ready', ['queue', 'status', 'sort_key']);
  await index('ix___jobs_lease', ['status', 'lease_until']);
  await index('ix___jobs_job_id', ['job_id']);
  await index('ix___jobs_ended', ['status', 'ended_at']);
}

/** A row with its integers as numbers (PostgreSQL's int8 and MariaDB's bigint may arrive as text). */
export function readJobRow(row: Record<string, unknown>): JobRow {
  const out = { ...row } as Record<string, unknown>;
  for (const column of INT_COLUMNS) if (out[column] !== null && out[column] !== undefined) out[column] = Number(out[column]);
  return out as unknown as JobRow;
}

export async function insertJobRow(tx: Tx, row: JobRow): Promise<void> {
  await tx.run(tx.builder.insertInto(JOBS_TABLE).values({ ...row }));
}

export async function selectJobRow(tx: Tx, id: string): Promise<JobRow | null> {
  const row = await tx.first(tx.builder.selectFrom(JOBS_TABLE).selectAll().where('id', '=', id));
  return row ? readJobRow(row) : null;
}

/** The candidates a claim looks at: ready rows of one queue in claim order. */
export async function readyJobIds(tx: Tx, queue: string, now: number, limit: number): Promise<Array<{ id: string; status: string; attempt: number }>> {
  const rows = await tx.all<{ id: string; status: string; attempt: unknown }>(
    tx.builder.selectFrom(JOBS_TABLE).select(['id', 'status', 'attempt'])
      .where('queue', '=', queue).where('status', 'in', ['queued', 'scheduled']).where('available_at', '<=', now)
      .orderBy('sort_key').limit(limit),
  );
  return rows.map((r) => ({ id: r.id, status: r.status, attempt: Number(r.attempt) }));
}

/** Started rows of the given queues whose lease ran out before `now`: their workers stopped. */
export async function expiredJobRows(tx: Tx, queues: readonly string[], now: number, limit: number): Promise<JobRow[]> {
  const rows = await tx.all(
    tx.builder.selectFrom(JOBS_TABLE).selectAll()
      .where('status', '=', 'started').where('lease_until', '<', now).where('queue', 'in', [...queues])
      .orderBy('lease_until').limit(limit),
  );
  return rows.map(readJobRow);
}

/**
 * Changes the row only while it is as the caller saw it (`status` and `attempt`, and the claim's
 * token when one is named): the conditional update that makes two workers' claims of one job
 * exclude each other on every dialect, the database's row lock deciding which one changed it.
 * Answers whether it changed.
 */
export async function updateJobIf(tx: Tx, id: string, seen: { status?: string | readonly string[]; attempt?: number; token?: string }, values: Partial<JobRow>): Promise<boolean> {
  let query = tx.builder.updateTable(JOBS_TABLE).set(values).where('id', '=', id);
  if (typeof seen.status === 'string') query = query.where('status', '=', seen.status);
  else if (seen.status) query = query.where('status', 'in', [...seen.status]);
  if (seen.attempt !== undefined) query = query.where('attempt', '=', seen.attempt);
  if (seen.token !== undefined) query = query.where('lease_token', '=', seen.token);
  return (await tx.run(query)) === 1;
}

/** Active rows holding `jobId`, for deduplication. */
export async function activeJobWithJobId(tx: Tx, jobId: string, active: readonly string[]): Promise<string | null> {
  const row = await tx.first<{ id: string }>(tx.builder.selectFrom(JOBS_TABLE).select('id').where('job_id', '=', jobId).where('status', 'in', [...active]).limit(1));
  return row?.id ?? null;
}

export async function deleteJobsWithJobId(tx: Tx, jobId: string, keep: readonly string[]): Promise<number> {
  return tx.run(tx.builder.deleteFrom(JOBS_TABLE).where('job_id', '=', jobId).where('status', 'not in', [...keep]));
}

export interface JobRowFilter {
  queue?: string;
  status?: string;
  jobId?: string;
}

export async function listJobRows(tx: Tx, filter: JobRowFilter, limit: number, offset: number): Promise<JobRow[]> {
  const rows = await tx.all(filtered(tx, filter).selectAll().orderBy('enqueued_at', 'desc').orderBy('id').limit(limit).offset(offset));
  return rows.map(readJobRow);
}

export async function countJobRows(tx: Tx, filter: JobRowFilter): Promise<number> {
  const row = await tx.first<{ n: unknown }>(filtered(tx, filter).select((eb) => eb.fn.countAll().as('n')));
  return Number(row?.n ?? 0);
}

function filtered(tx: Tx, filter: JobRowFilter) {
  let query = tx.builder.selectFrom(JOBS_TABLE);
  if (filter.queue !== undefined) query = query.where('queue', '=', filter.queue);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  if (filter.jobId !== undefined) query = query.where('job_id', '=', filter.jobId);
  return query;
}

/** Deletes rows of `status` (and `queue`) that ended before `before` (every one when undefined). */
export async function deleteEndedJobs(tx: Tx, status: string, before?: number, queue?: string): Promise<number> {
  let query = tx.builder.deleteFrom(JOBS_TABLE).where('status', '=', status);
  if (before !== undefined) query = query.where('ended_at', '<', before);
  if (queue !== undefined) query = query.where('queue', '=', queue);
  return tx.run(query);
}
