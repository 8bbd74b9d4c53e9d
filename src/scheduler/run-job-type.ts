import { appError } from '../errors/app-error.ts';
import type { DocContext } from '../model/doc-context.ts';
import { runItems } from '../operations/batch-run.ts';
import { insertRow } from '../storage/repository.ts';
import { randomHex } from '../util/random.ts';
import { readJobType, schedulerMeta, setExecution, type JobTypeRow } from './job-type-rows.ts';
import { isDue, nextExecution } from './next-execution.ts';
import { schedulerInterval } from './scheduler-config.ts';

/** How a run of a job type ended: `skipped` when it was no longer due (another run of the period went first). */
export type JobTypeRunOutcome = 'complete' | 'failed' | 'skipped';

/** Calls a job type's method in `dc` (its transaction, as Administrator); the caller knows the job targets. */
export type MethodCaller = (dc: DocContext, method: string) => Promise<unknown>;

/**
 * Frappe's ScheduledJobType.execute, inside the job's one transaction. The job type is locked
 * first and, unless `force`d, run only if still due: a second job of the same period (two
 * ticks, a duplicate enqueue) finds the first one's last_execution and does nothing, so a
 * period's run happens once whatever enqueued it. last_execution is then set to now; the method
 * runs in a savepoint, so its failure undoes its own writes only (Frappe rolls back and logs);
 * a Scheduled Job Log records Complete or Failed with the error when the job type keeps logs.
 */
export async function runJobType(dc: DocContext, name: string, force: boolean, call: MethodCaller): Promise<JobTypeRunOutcome> {
  const metas = schedulerMeta(dc.site.meta);
  if (!metas) throw appError('DOCTYPE_NOT_FOUND', 'DocType Scheduled Job Type not found');
  await dc.tx.lock(`scheduled_job:${name}`);
  const jobType = await readJobType(dc.tx, metas.type, name);
  if (!jobType) throw appError('DOC_NOT_FOUND', `Scheduled Job Type ${name} not found`);
  const interval = schedulerInterval(dc.site.config);
  const now = dc.now;
  if (!force && !isDue(jobType, now, interval)) return 'skipped';
  await setExecution(dc.tx, metas.type, name, now, nextExecution({ ...jobType, last_execution: now }, interval));
  const [outcome] = await runItems(dc, [jobType], false, (scoped, row) => runMethod(scoped, row, call));
  if (jobType.create_log || !outcome!.ok) dc.log[outcome!.ok ? 'info' : 'error']({ site: dc.site.name, method: jobType.method, ...(outcome!.ok ? {} : { err: describe(outcome!.error) }) }, `Scheduled Job ${outcome!.ok ? 'Complete' : 'Failed'}`);
  if (jobType.create_log) {
    await insertRow(dc.tx, metas.log, {
      name: randomHex(10), owner: 'Administrator', creation: now, modified: now, modified_by: 'Administrator', docstatus: 0, idx: 0,
      scheduled_job_type: name, status: outcome!.ok ? 'Complete' : 'Failed', details: outcome!.ok ? null : traceback(outcome!.error), debug_log: null,
    });
  }
  return outcome!.ok ? 'complete' : 'failed';
}

function runMethod(dc: DocContext, jobType: JobTypeRow, call: MethodCaller): Promise<unknown> {
  if (jobType.server_script) throw appError('VALIDATION', `Scheduled Job Type ${jobType.name} runs Server Script ${jobType.server_script}; svc runs no Server Scripts`);
  return call(dc, jobType.method);
}

function describe(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

function traceback(err: unknown): string {
  if (err instanceof Error) return err.stack ?? `${err.name}: ${err.message}`;
  return String(err);
}
