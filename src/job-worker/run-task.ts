import { loadPrincipal } from '../auth/load-principal.ts';
import type { Clock } from '../context/clock.ts';
import { GUEST } from '../context/principal.ts';
import type { PrincipalSite } from '../auth/principal-site.ts';
import type { Logger } from '../context/request-context.ts';
import { appError } from '../errors/app-error.ts';
import type { JobFunction } from '../jobs/site-jobs.ts';
import type { OperationRequest, OperationSite } from '../operations/operation-request.ts';
import { runJobOperation } from '../operations/run-job-operation.ts';
import { methodContext } from '../rpc/method-context.ts';
import { jobErrorOf, resultText, type JobTask, type TaskOutcome } from './job-task.ts';

/**
 * Runs one task as Frappe's execute_job does: on the job's site, as the user who enqueued it,
 * with a fresh request context and a write transaction (committed when the method returns,
 * rolled back when it throws) that the method may commit early with `api.commit()`, as Frappe's
 * jobs call frappe.db.commit() between batches. Never throws: the outcome says how it ended.
 */
export async function runTask(site: OperationSite & PrincipalSite & { sync?(): Promise<void> | undefined }, targets: ReadonlyMap<string, JobFunction>, task: JobTask, clock: Clock, log: Logger): Promise<TaskOutcome> {
  try {
    // Change notices (a DocType changed, a user disabled) apply before the job reads, as before a request.
    await site.sync?.();
    const fn = targets.get(task.method);
    if (!fn) throw appError('VALIDATION', `${task.method} is not a function of an installed app (was the app removed?)`);
    const user = task.user === 'Guest' ? GUEST : await loadPrincipal(site, (f) => site.db.read(f), task.user);
    if (!user) throw appError('PERMISSION_DENIED', `The job runs as ${task.user}, who is disabled or no longer exists`);
    const ctx: OperationRequest = { requestId: `job-${task.jobId}`, ip: 'local', site, user, clock, log: log, messages: [] };
    const kwargs = JSON.parse(task.kwargs) as Record<string, unknown>;
    const value = await runJobOperation(ctx, (dc, commit) => fn(methodContext(dc, 'POST', { taskId: task.taskId ?? undefined, commit }), kwargs));
    return { ok: true, result: resultText(value) };
  } catch (err) {
    return { ok: false, error: jobErrorOf(err) };
  }
}
