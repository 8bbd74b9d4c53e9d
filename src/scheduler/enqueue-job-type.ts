import type { ModelSite } from '../model/controller.ts';
import { newJob } from '../jobs/new-job.ts';
import type { Tx } from '../storage/database.ts';
import { queueOfFrequency } from './frequencies.ts';

/**
 * The job a scheduled run is: the built-in app's run_scheduled_job (apps/svc/doctype/
 * scheduled_job_type/scheduled_job_type.ts), which runs the job type's method and logs it.
 */
export const RUN_SCHEDULED_JOB = 'svc.doctype.scheduled_job_type.scheduled_job_type.run_scheduled_job';

/** Scheduled jobs run as Administrator, as Frappe's scheduler process does. */
const SCHEDULER_USER = 'Administrator';

/** Frappe's rq_job_id: at most one run of a job type waits or runs at a time. */
export function scheduledJobId(name: string): string {
  return `scheduled_job::${name}`;
}

/**
 * Enqueues a run of a job type on the long queue for `_long` frequencies, else the default one
 * (Frappe's ScheduledJobType.enqueue). With the job type's job id and deduplication, a run
 * already waiting or running is not enqueued again: false then. `force` (Execute now) runs it
 * even though it is not due. With `tx` (the embedded queue) the job is written in that transaction.
 */
export async function enqueueJobType(site: Pick<ModelSite, 'jobs'>, jobType: { name: string; method: string; frequency: string }, options: { force?: boolean; tx?: Tx } = {}): Promise<boolean> {
  const job = newJob(
    { method: RUN_SCHEDULED_JOB, user: SCHEDULER_USER, onSuccess: null, onFailure: null, queues: site.jobs.queues },
    {
      queue: queueOfFrequency(jobType.frequency),
      jobId: scheduledJobId(jobType.name),
      deduplicate: true,
      jobName: jobType.method,
      kwargs: { scheduled_job_type: jobType.name, job_type: jobType.method, ...(options.force ? { force: true } : {}) },
    },
  );
  const tx = options.tx && site.jobs.queue.transactional ? options.tx : undefined;
  return (await site.jobs.queue.enqueue(job, tx)).enqueued;
}
