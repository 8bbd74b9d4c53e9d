import { appError } from '../errors/app-error.ts';
import type { DocContext } from '../model/doc-context.ts';
import { newJob, type JobOptions } from '../jobs/new-job.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { ACTIVE_STATUSES } from '../jobs/job-types.ts';
import { jobPathOf, type JobTarget } from './job-targets.ts';

/** Frappe's enqueue arguments (frappe.enqueue), named in camelCase; see README "Background jobs". */
export interface EnqueueOptions extends JobOptions {
  /**
   * Enqueue once the caller's transaction commits (the default): a job enqueued by a request
   * that rolls back never runs. `false` enqueues it whatever becomes of the transaction (on
   * SQLite once the transaction has ended, since the database has one writer).
   */
  enqueueAfterCommit?: boolean;
  /** Run the method now, in this transaction, as this user, and answer its result (Frappe's `now=True`). */
  now?: boolean;
  /** Run after the job finished: `(api, { job, result })`; a dotted path or an exported function. */
  onSuccess?: JobTarget;
  /** Run once the job failed for good (no retry left): `(api, { job, error })`. */
  onFailure?: JobTarget;
}

/** A job `enqueue` handed over; `status` is `queued` (RQ's Job as Frappe's enqueue returns it). */
export interface EnqueuedJob {
  id: string;
  jobId: string | null;
  queue: string;
  status: 'queued';
}

/**
 * Frappe's enqueue from inside an operation: checks the target and every option (417 naming the
 * first bad one, kwargs included, before anything is written), then hands the job to the site's
 * queue. After commit by default: the embedded queue writes it in the operation's transaction, a
 * broker gets it once the transaction committed. Answers the job, null when deduplication found
 * one already queued or running (as Frappe answers None), or with `now` the method's own answer
 * (called with `api`, the caller's MethodContext).
 */
export async function enqueueJob(dc: DocContext, api: unknown, target: JobTarget, options: EnqueueOptions = {}): Promise<EnqueuedJob | null | unknown> {
  const jobs = dc.site.jobs;
  const method = resolve(dc, target, 'the method');
  const origin = { method, user: dc.user.name, onSuccess: callback(dc, options.onSuccess, 'onSuccess'), onFailure: callback(dc, options.onFailure, 'onFailure'), queues: jobs.queues };
  const job = newJob(origin, options);
  if (options.now) return jobs.targets.get(method)!(api, JSON.parse(job.kwargs));
  const answer: EnqueuedJob = { id: job.id, jobId: job.jobId, queue: job.queue, status: 'queued' };
  const afterCommit = options.enqueueAfterCommit ?? true;
  if (dc.tx.readOnly) {
    // A read scope never commits: there is nothing to wait for.
    return (await jobs.queue.enqueue(job)).enqueued ? answer : null;
  }
  if (afterCommit && jobs.queue.transactional) return (await jobs.queue.enqueue(job, dc.tx)).enqueued ? answer : null;
  if (!jobs.queue.transactional) {
    // A broker: as Frappe's enqueue, the job id is looked up now (null when taken), and the broker
    // deduplicates again when the job is added after the commit.
    if (job.deduplicate && (await isEnqueued(jobs.queue, job.jobId!))) return null;
    if (!afterCommit) return (await jobs.queue.enqueue(job)).enqueued ? answer : null;
    dc.onCommitted(async () => {
      await jobs.queue.enqueue(job);
    });
    return answer;
  }
  // Not awaited: on SQLite this write waits for the caller's transaction, which holds the writer.
  jobs.queue.enqueue(job).catch((err) => dc.log.error({ err: (err as Error).message, job: job.id, method }, 'enqueue failed'));
  return answer;
}

/** Frappe's is_job_enqueued: a job of this job id is queued, waiting or running. */
async function isEnqueued(queue: JobQueue, jobId: string): Promise<boolean> {
  return (await queue.list({ jobId })).some((j) => ACTIVE_STATUSES.includes(j.status));
}

function resolve(dc: DocContext, target: JobTarget, what: string): string {
  const path = jobPathOf(target);
  if (path === null) {
    throw appError('VALIDATION', `enqueue: ${what} is a function no app module exports; export it from a module of your app (or pass a whitelisted method) so a worker can find it`);
  }
  if (!dc.site.jobs.targets.has(path)) {
    throw appError('VALIDATION', `enqueue: ${path.slice(0, 200)} is neither a function exported by an installed app's module nor a whitelisted method of one`);
  }
  return path;
}

function callback(dc: DocContext, target: JobTarget | undefined, what: string): string | null {
  return target === undefined || target === null ? null : resolve(dc, target, what);
}
