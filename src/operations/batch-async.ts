import type { OperationRequest } from './operation-request.ts';
import { newJob } from '../jobs/new-job.ts';
import type { BatchOp } from './batch-ops.ts';
import { runOperation } from './run-operation.ts';

/**
 * What an asynchronous batch job runs (job-worker/builtin-jobs.ts): not an app's function, so no
 * app can enqueue it, and no HTTP path reaches it.
 */
export const ASYNC_BATCH_METHOD = 'svc.batch.run';

/**
 * POST /api/v2/batch with `Prefer: respond-async`: the checked operations become one job on the
 * default queue, run as the caller (every item permission-checked as its request would be, then);
 * written with this request's transaction, so it exists once the 202 is sent. Answers its id.
 */
export function enqueueBatch(ctx: OperationRequest, operations: unknown, ops: readonly BatchOp[], atomic: boolean): Promise<string> {
  const jobs = ctx.site.jobs;
  const job = newJob(
    { method: ASYNC_BATCH_METHOD, user: ctx.user.name, onSuccess: null, onFailure: null, queues: jobs.queues },
    { queue: 'default', jobName: `Batch of ${ops.length} operation${ops.length === 1 ? '' : 's'}${atomic ? ' (atomic)' : ''}`, kwargs: { operations, atomic } },
  );
  return runOperation(ctx, 'write', async (dc) => {
    if (jobs.queue.transactional) await jobs.queue.enqueue(job, dc.tx);
    else dc.onCommitted(async () => void (await jobs.queue.enqueue(job)));
    return job.id;
  });
}
