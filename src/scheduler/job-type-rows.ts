import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import type { MetaRegistry } from '../meta/meta-registry.ts';
import type { Tx } from '../storage/database.ts';
import { aliased } from '../storage/repository.ts';
import type { JobTypeTiming } from './next-execution.ts';

export const JOB_TYPE = 'Scheduled Job Type';
export const JOB_LOG = 'Scheduled Job Log';

/** A Scheduled Job Type as the scheduler reads it. */
export interface JobTypeRow extends JobTypeTiming {
  method: string;
  stopped: boolean;
  create_log: boolean;
  server_script: string | null;
  next_execution: string | null;
}

const COLUMNS = ['name', 'method', 'frequency', 'cron_format', 'stopped', 'create_log', 'server_script', 'last_execution', 'next_execution', 'creation'] as const;

/** The two DocTypes, or null on a site whose apps lack them (a test registry, say). */
export function schedulerMeta(registry: Pick<MetaRegistry, 'get'>): { type: DocTypeMeta; log: DocTypeMeta } | null {
  const type = registry.get(JOB_TYPE);
  const log = registry.get(JOB_LOG);
  return type && log ? { type, log } : null;
}

function rowOf(r: Record<string, unknown>): JobTypeRow {
  const text = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));
  return {
    name: String(r.name),
    method: String(r.method ?? ''),
    frequency: String(r.frequency ?? ''),
    cron_format: text(r.cron_format),
    stopped: Number(r.stopped ?? 0) === 1,
    create_log: Number(r.create_log ?? 0) === 1,
    server_script: text(r.server_script),
    last_execution: text(r.last_execution),
    next_execution: text(r.next_execution),
    creation: String(r.creation ?? ''),
  };
}

/** Every job type (or only those not stopped), by name. */
export async function listJobTypes(tx: Tx, meta: DocTypeMeta, onlyRunning = false): Promise<JobTypeRow[]> {
  let query = tx.builder.selectFrom(aliased(tx, meta)).select(COLUMNS.map((c) => `t.${c}`)).orderBy('t.name');
  if (onlyRunning) query = query.where('t.stopped', '=', 0);
  return (await tx.all(query)).map(rowOf);
}

export async function readJobType(tx: Tx, meta: DocTypeMeta, name: string): Promise<JobTypeRow | null> {
  const row = await tx.first(tx.builder.selectFrom(aliased(tx, meta)).select(COLUMNS.map((c) => `t.${c}`)).where('t.name', '=', name));
  return row ? rowOf(row) : null;
}

/** Records a run's time and the next one, leaving `modified` as it was (Frappe's db_set with update_modified=False). */
export async function setExecution(tx: Tx, meta: DocTypeMeta, name: string, last: string | null, next: string | null): Promise<void> {
  await tx.run(tx.builder.updateTable(aliased(tx, meta)).set({ last_execution: last, next_execution: next }).where('t.name', '=', name));
}
