import type { Logger } from '../context/request-context.ts';
import type { MetaRegistry } from '../meta/meta-registry.ts';
import type { Tx } from '../storage/database.ts';
import { deleteRow, deleteRowsWhere, insertRow } from '../storage/repository.ts';
import { logsEveryRun } from './frequencies.ts';
import { listJobTypes, schedulerMeta, setExecution } from './job-type-rows.ts';
import { nextExecution } from './next-execution.ts';
import { eventKey, type ScheduledEvent } from './scheduler-events.ts';

/** What a sync changed, by job type name. */
export interface JobTypeSync {
  added: string[];
  removed: string[];
}

/**
 * Frappe's sync_jobs, on every site start and migrate: each method the apps' `scheduler_events`
 * declare gets its Scheduled Job Type; a record whose method, frequency and cron format no app
 * declares any more is deleted with its logs (one made for a Server Script is kept). A method
 * whose frequency changed is so replaced (its last execution and `stopped` go with the old
 * record, as in Frappe); a record declared still keeps them. next_execution is stored (svc has
 * no virtual fields) and recomputed here, in case `scheduler_interval` changed.
 */
export async function syncJobTypes(tx: Tx, registry: MetaRegistry, events: readonly ScheduledEvent[], now: string, intervalSeconds: number, log: Logger): Promise<JobTypeSync> {
  const metas = schedulerMeta(registry);
  const changes: JobTypeSync = { added: [], removed: [] };
  if (!metas) return changes;
  const declared = new Map(events.map((e) => [eventKey(e), e]));
  const kept = new Set<string>();
  const names = new Set<string>();
  for (const row of await listJobTypes(tx, metas.type)) {
    const key = eventKey({ method: row.method, frequency: row.frequency, cronFormat: row.frequency === 'Cron' ? row.cron_format : null });
    if (declared.has(key) || row.server_script) {
      kept.add(key);
      names.add(row.name);
      const next = nextExecution(row, intervalSeconds);
      if (next !== row.next_execution) await setExecution(tx, metas.type, row.name, row.last_execution, next);
      continue;
    }
    await deleteRowsWhere(tx, metas.log, { scheduled_job_type: row.name });
    await deleteRow(tx, metas.type, row.name);
    changes.removed.push(row.name);
  }
  for (const [key, event] of declared) {
    if (kept.has(key)) continue;
    const name = freeName(event, names);
    names.add(name);
    const timing = { name, frequency: event.frequency, cron_format: event.cronFormat, last_execution: null, creation: now };
    await insertRow(tx, metas.type, {
      name, owner: 'Administrator', creation: now, modified: now, modified_by: 'Administrator', docstatus: 0, idx: 0,
      method: event.method, frequency: event.frequency, cron_format: event.cronFormat, stopped: 0, create_log: logsEveryRun(event.frequency) ? 1 : 0,
      server_script: null, last_execution: null, next_execution: nextExecution(timing, intervalSeconds),
    });
    changes.added.push(name);
  }
  if (changes.added.length || changes.removed.length) log.info({ added: changes.added, removed: changes.removed }, 'synced Scheduled Job Types');
  return changes;
}

/**
 * Frappe v15 names a job type after the last two parts of its method (`tasks.send_digest`). A
 * second job type with that name (another app's `tasks.send_digest`, or the same method at two
 * frequencies) takes its full method, then the method with its frequency, where Frappe would
 * replace the first.
 */
export function jobTypeName(method: string): string {
  return method.split('.').slice(-2).join('.');
}

function freeName(event: ScheduledEvent, taken: ReadonlySet<string>): string {
  const candidates = [jobTypeName(event.method), event.method, `${event.method} (${event.frequency}${event.cronFormat ? ` ${event.cronFormat}` : ''})`];
  return candidates.find((n) => !taken.has(n)) ?? candidates[2]!;
}
