import type { OperationRequest } from './operation-request.ts';
import { isGuest } from '../context/principal.ts';
import { appError } from '../errors/app-error.ts';
import { formatDatetime } from '../util/datetime.ts';

/**
 * GET /api/v2/jobs/<id>: a job's status and, once it ended, its result (an asynchronous batch's
 * per-item results) or its error. Only the user who enqueued it and System Managers may read it;
 * to anyone else (Guests included) it does not exist (404). The traceback is a System Manager's only.
 */
export async function jobStatus(ctx: OperationRequest, id: string): Promise<Record<string, unknown>> {
  const job = await ctx.site.jobs.queue.get(id);
  const manager = ctx.user.superuser || ctx.user.roles.has('System Manager');
  if (!job || isGuest(ctx.user) || (job.user !== ctx.user.name && !manager)) throw appError('DOC_NOT_FOUND', `Job ${id.slice(0, 140)} not found`);
  const time = (ms: number | null) => (ms === null ? null : formatDatetime(ms * 1000, ctx.site.timeZone));
  const error = job.error && { exc_type: job.error.excType, message: job.error.message, ...(manager && job.error.traceback ? { traceback: job.error.traceback } : {}) };
  return {
    job_id: job.id,
    status: job.status,
    queue: job.queue,
    job_name: job.jobName,
    user: job.user,
    enqueued_at: time(job.enqueuedAt),
    started_at: time(job.startedAt),
    ended_at: time(job.endedAt),
    result: job.result === null ? null : (JSON.parse(job.result) as unknown),
    error: error ?? null,
  };
}
