/**
 * Where a job is in its life, with RQ's names (rq.job.JobStatus), which Frappe's RQ Job DocType
 * lists: `queued` (waiting for a worker), `scheduled` (waiting until a time: a retry's backoff),
 * `deferred` (waiting for another job; no svc backend makes such jobs yet), `started` (claimed by
 * a worker, under its lease), `finished`, `failed`, `canceled`.
 */
export const JOB_STATUSES = ['queued', 'started', 'finished', 'failed', 'deferred', 'scheduled', 'canceled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Statuses of a job that will still run (or runs now): deduplication skips a new job while one of them holds the job id. */
export const ACTIVE_STATUSES: readonly JobStatus[] = ['queued', 'scheduled', 'deferred', 'started'];

/** Why an attempt failed, kept on the job (the traceback is for administrators only). */
export interface JobError {
  /** The exception's kind as Frappe names it (`ValidationError`, `JobTimeoutException`, ...). */
  excType: string;
  message: string;
  traceback: string | null;
}

/** A job as the enqueuing code hands it to a queue: every option already checked (jobs/new-job.ts). */
export interface NewJob {
  /** Unique id of this job (the queue's key); random unless the backend says otherwise. */
  id: string;
  /** Frappe's `job_id`: the caller's own id, which deduplication and `is_job_enqueued` look up. */
  jobId: string | null;
  queue: string;
  /** Dotted path of what runs: an app module's exported function or whitelisted method. */
  method: string;
  jobName: string;
  /** The keyword arguments as JSON text (checked to be JSON when enqueued). */
  kwargs: string;
  /** The user the job runs as: the one who enqueued it. */
  user: string;
  timeoutMs: number;
  atFront: boolean;
  /** Skip this job while another with the same `jobId` is active (needs `jobId`). */
  deduplicate: boolean;
  /**
   * A task id the enqueuing code chose (Frappe's `task_id`): the job's progress and realtime events
   * go to the task's room (`task_progress:<id>`), and `task_complete:<id>` tells how it ended.
   */
  taskId: string | null;
  /** Dotted paths run after the job finished, or after it failed for good. */
  onSuccess: string | null;
  onFailure: string | null;
  /** Attempts after a failed one (the job threw or timed out); 0: the first failure is final. */
  retry: number;
  /** First retry's delay; each later one waits twice the one before (jobs/backoff.ts). */
  retryBackoffMs: number;
}

/** A job as a queue stores it. Times are epoch milliseconds. */
export interface JobRecord extends Omit<NewJob, 'atFront' | 'deduplicate'> {
  site: string;
  status: JobStatus;
  enqueuedAt: number;
  /** When the job may next be claimed (its enqueue, or the end of a retry's backoff). */
  availableAt: number;
  startedAt: number | null;
  endedAt: number | null;
  /** Claims so far, counting the one running now. */
  attempt: number;
  /** Attempts that ended in an error (thrown or timed out); claims lost with their worker are `attempt - failures` (less the running one). */
  failures: number;
  /** The worker that holds or last held the job. */
  worker: string | null;
  /** The return value as JSON text, when it had one that JSON can hold. */
  result: string | null;
  /** The last attempt's error, kept when the job failed or waits for a retry. */
  error: JobError | null;
}

/** What a worker asks for: the next job of the first of `queues` that has one, held for `leaseMs`. */
export interface ClaimRequest {
  queues: readonly string[];
  /** The worker's name, kept on the job (RQ Worker lists it). */
  worker: string;
  leaseMs: number;
}

/** A job a worker holds: `token` identifies this claim, so a worker whose lease another took can change nothing. */
export interface ClaimedJob {
  job: JobRecord;
  token: string;
}

/** What enqueueing did: `enqueued: false` when deduplication found `id` already active. */
export interface EnqueueOutcome {
  enqueued: boolean;
  id: string;
}

/**
 * What became of a failed attempt: retried after a backoff, failed for good, or nothing at all
 * because the claim was no longer this worker's (its lease expired and another worker took it).
 */
export type FailOutcome = 'retrying' | 'failed' | 'lost';

/** Which jobs a listing wants (RQ Job's filters), newest first. */
export interface JobFilter {
  queue?: string;
  status?: JobStatus;
  jobId?: string;
  limit?: number;
  offset?: number;
}
