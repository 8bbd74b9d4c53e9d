import type { Tx } from '../storage/database.ts';
import type { ClaimedJob, ClaimRequest, EnqueueOutcome, FailOutcome, JobError, JobFilter, JobRecord, NewJob } from './job-types.ts';

/**
 * One site's background jobs, whichever backend keeps them (docs/ARCHITECTURE.md, "background
 * jobs"): the embedded queue in the site's own database (jobs/sql-job-queue.ts) or a broker.
 * Every implementation passes the conformance suite in test/stores/job-queue-contract.ts.
 *
 * Delivery is at least once: a claim is a lease that the worker renews while the job runs; a
 * worker that stops without ending its claim (kill -9, a lost machine) leaves the job to be
 * claimed again once the lease expires. At most one claim of a job is live at a time, and every
 * change a worker makes to its job names the claim's token, so a worker that lost its lease
 * changes nothing.
 */
export interface JobQueue {
  readonly site: string;
  /**
   * True when `enqueue` can join the caller's write transaction (the embedded queue: the job is
   * a row written with the request's rows, so a rollback drops it). Otherwise the caller hands
   * the job over once its transaction committed (DocContext.onCommitted).
   */
  readonly transactional: boolean;
  /**
   * Adds a job. With `tx` (transactional backends only) in that transaction, else on its own.
   * With `deduplicate`, a job whose `jobId` is held by an active job is not added, and finished,
   * failed or canceled jobs of that `jobId` are removed.
   */
  enqueue(job: NewJob, tx?: Tx): Promise<EnqueueOutcome>;
  /**
   * The next job of the first of `request.queues` that has one ready, claimed for
   * `request.leaseMs`, or null. Ready: queued, a scheduled one whose time came, or a started one
   * whose lease expired (its worker stopped; once it has stopped MAX_LOSSES times the job fails
   * instead). Within a queue, `atFront` jobs come first (the latest first), then the others in the
   * order they were enqueued.
   */
  claim(request: ClaimRequest): Promise<ClaimedJob | null>;
  /** Extends a live claim's lease to `leaseMs` from now; false when the claim is no longer this worker's. */
  renew(claim: ClaimedJob, leaseMs: number): Promise<boolean>;
  /** Marks the job finished with its result (JSON text or null); false when the claim was lost. */
  complete(claim: ClaimedJob, result: string | null): Promise<boolean>;
  /** Records a failed attempt: scheduled for a retry after its backoff while retries are left, else failed. */
  fail(claim: ClaimedJob, error: JobError): Promise<FailOutcome>;
  /** Gives a claimed job back untouched (a worker stopping): queued again, the attempt not counted. */
  release(claim: ClaimedJob): Promise<boolean>;
  /** A job by its id, or null. */
  get(id: string): Promise<JobRecord | null>;
  /** Jobs matching `filter`, newest first. */
  list(filter?: JobFilter): Promise<JobRecord[]>;
  /** How many jobs match `filter` (limit and offset ignored). */
  count(filter?: JobFilter): Promise<number>;
  /** Cancels a job that has not started (queued, scheduled, deferred); false otherwise. */
  cancel(id: string): Promise<boolean>;
  /**
   * Stops a running job (Frappe's stop_job): it is canceled and its claim ended, so its worker's
   * next lease renewal fails and the worker terminates the job's thread. False when it is not running.
   */
  stop(id: string): Promise<boolean>;
  /** Deletes failed jobs (of one queue, or all): Frappe's remove_failed_jobs. Answers how many. */
  removeFailed(queue?: string): Promise<number>;
  /** Deletes finished jobs older than `finishedTtlMs` and failed or canceled ones older than `failedTtlMs`. */
  prune(finishedTtlMs: number, failedTtlMs: number): Promise<number>;
  /**
   * Calls `listener` whenever this process enqueued a job that may be ready (after its commit),
   * so a worker in the same process need not wait for its next poll. Answers an unsubscribe.
   */
  onEnqueued(listener: () => void): () => void;
  /** Lets go of what the queue holds beside the site's database (a broker's connections); the site closes it. */
  close(): Promise<void>;
}
