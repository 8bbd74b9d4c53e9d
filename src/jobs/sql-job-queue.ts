import type { Database, Tx } from '../storage/database.ts';
import {
  activeJobWithJobId, countJobRows, deleteEndedJobs, deleteJobsWithJobId, expiredJobRows, insertJobRow, listJobRows, readyJobIds,
  selectJobRow, updateJobIf, type JobRow,
} from '../storage/jobs-table.ts';
import { randomHex } from '../util/random.ts';
import { MAX_LOSSES, retryDelayMs } from './backoff.ts';
import type { JobQueue } from './job-queue.ts';
import { ACTIVE_STATUSES, type ClaimedJob, type ClaimRequest, type EnqueueOutcome, type FailOutcome, type JobError, type JobFilter, type JobRecord, type JobStatus, type NewJob } from './job-types.ts';

/** Ready rows a claim tries per queue before it looks again: enough that workers racing for the head still find one. */
const CANDIDATES = 8;

/**
 * The embedded queue: jobs are rows of the site's own database (`__jobs`, storage/jobs-table.ts),
 * so a job is enqueued in the transaction of the request that makes it, survives a restart, and
 * needs no service beside the database. Claims are conditional updates (the row changes only
 * while it is as the claimer read it), so two workers in any processes never both hold a job;
 * idle polls are plain reads and take no write lock.
 */
export class SqlJobQueue implements JobQueue {
  readonly transactional = true;
  private readonly listeners = new Set<() => void>();
  /** Orders jobs enqueued within one millisecond by this process. */
  private sequence = 0;

  constructor(
    private readonly db: Database,
    readonly site: string,
    private readonly now: () => number = Date.now,
  ) {}

  enqueue(job: NewJob, tx?: Tx): Promise<EnqueueOutcome> {
    const work = async (t: Tx): Promise<EnqueueOutcome> => {
      if (job.deduplicate && job.jobId !== null) {
        // Two requests deduplicating one id at once: the lock makes the second see the first's row.
        await t.lock(`__jobs:${job.jobId}`);
        const active = await activeJobWithJobId(t, job.jobId, ACTIVE_STATUSES);
        if (active) return { enqueued: false, id: active };
        await deleteJobsWithJobId(t, job.jobId, ACTIVE_STATUSES);
      }
      await insertJobRow(t, this.row(job));
      t.afterCommit(() => {
        for (const listener of this.listeners) listener();
      });
      return { enqueued: true, id: job.id };
    };
    return tx ? work(tx) : this.db.write(work);
  }

  async claim(request: ClaimRequest): Promise<ClaimedJob | null> {
    const now = this.now();
    const expired = await this.db.read((tx) => expiredJobRows(tx, request.queues, now, CANDIDATES));
    for (const row of expired) {
      const claimed = await this.takeOver(row, request, now);
      if (claimed) return claimed;
    }
    for (const queue of request.queues) {
      const ready = await this.db.read((tx) => readyJobIds(tx, queue, now, CANDIDATES));
      for (const candidate of ready) {
        const claimed = await this.take(candidate.id, { status: candidate.status, attempt: candidate.attempt }, request, now);
        if (claimed) return claimed;
      }
    }
    return null;
  }

  /** A job whose worker stopped: claimed again, or failed once it has been lost MAX_LOSSES times. */
  private async takeOver(row: JobRow, request: ClaimRequest, now: number): Promise<ClaimedJob | null> {
    const seen = { status: 'started', attempt: row.attempt, token: row.lease_token ?? undefined };
    const losses = row.attempt - row.failures;
    if (losses < MAX_LOSSES) return this.take(row.id, seen, request, now);
    const error: JobError = { excType: 'WorkerLostError', message: `The job's worker stopped while running it, ${losses} times; not tried again`, traceback: null };
    await this.db.write((tx) => updateJobIf(tx, row.id, seen, { status: 'failed', ended_at: now, lease_token: null, lease_until: null, ...errorColumns(error) }));
    return null;
  }

  private async take(id: string, seen: { status: string; attempt: number; token?: string }, request: ClaimRequest, now: number): Promise<ClaimedJob | null> {
    const token = randomHex(24);
    const row = await this.db.write(async (tx) => {
      const changed = await updateJobIf(tx, id, seen, { status: 'started', attempt: seen.attempt + 1, lease_token: token, lease_until: now + request.leaseMs, worker: request.worker.slice(0, 255), started_at: now });
      return changed ? selectJobRow(tx, id) : null;
    });
    return row ? { job: this.record(row), token } : null;
  }

  async renew(claim: ClaimedJob, leaseMs: number): Promise<boolean> {
    return this.db.write((tx) => updateJobIf(tx, claim.job.id, { status: 'started', token: claim.token }, { lease_until: this.now() + leaseMs }));
  }

  async complete(claim: ClaimedJob, result: string | null): Promise<boolean> {
    const now = this.now();
    return this.db.write((tx) => updateJobIf(tx, claim.job.id, { status: 'started', token: claim.token }, {
      status: 'finished', ended_at: now, result, lease_token: null, lease_until: null, exc_type: null, error: null, traceback: null,
    }));
  }

  async fail(claim: ClaimedJob, error: JobError): Promise<FailOutcome> {
    const now = this.now();
    const failures = claim.job.failures + 1;
    const retrying = failures <= claim.job.retry;
    const values: Partial<JobRow> = retrying
      ? { status: 'scheduled', failures, available_at: now + retryDelayMs(claim.job.retryBackoffMs, failures), lease_token: null, lease_until: null, ...errorColumns(error) }
      : { status: 'failed', failures, ended_at: now, lease_token: null, lease_until: null, ...errorColumns(error) };
    const changed = await this.db.write((tx) => updateJobIf(tx, claim.job.id, { status: 'started', token: claim.token }, values));
    return !changed ? 'lost' : retrying ? 'retrying' : 'failed';
  }

  async release(claim: ClaimedJob): Promise<boolean> {
    return this.db.write((tx) => updateJobIf(tx, claim.job.id, { status: 'started', token: claim.token }, {
      status: 'queued', attempt: claim.job.attempt - 1, lease_token: null, lease_until: null, worker: null, started_at: null,
    }));
  }

  async get(id: string): Promise<JobRecord | null> {
    const row = await this.db.read((tx) => selectJobRow(tx, id));
    return row ? this.record(row) : null;
  }

  async list(filter: JobFilter = {}): Promise<JobRecord[]> {
    const rows = await this.db.read((tx) => listJobRows(tx, filter, Math.max(0, filter.limit ?? 100), Math.max(0, filter.offset ?? 0)));
    return rows.map((r) => this.record(r));
  }

  async count(filter: JobFilter = {}): Promise<number> {
    return this.db.read((tx) => countJobRows(tx, filter));
  }

  async cancel(id: string): Promise<boolean> {
    return this.db.write((tx) => updateJobIf(tx, id, { status: ['queued', 'scheduled', 'deferred'] }, { status: 'canceled', ended_at: this.now() }));
  }

  async stop(id: string): Promise<boolean> {
    const error: JobError = { excType: 'StopRequested', message: 'Job stopped by user, work-horse terminated.', traceback: null };
    return this.db.write((tx) => updateJobIf(tx, id, { status: 'started' }, { status: 'canceled', ended_at: this.now(), lease_token: null, lease_until: null, ...errorColumns(error) }));
  }

  async removeFailed(queue?: string): Promise<number> {
    return this.db.write((tx) => deleteEndedJobs(tx, 'failed', undefined, queue));
  }

  async prune(finishedTtlMs: number, failedTtlMs: number): Promise<number> {
    const now = this.now();
    return this.db.write(async (tx) =>
      (await deleteEndedJobs(tx, 'finished', now - finishedTtlMs)) + (await deleteEndedJobs(tx, 'failed', now - failedTtlMs)) + (await deleteEndedJobs(tx, 'canceled', now - failedTtlMs)));
  }

  onEnqueued(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    // The database is the site's, closed by the site.
    this.listeners.clear();
  }

  private row(job: NewJob): JobRow {
    const now = this.now();
    const order = now * 1000 + (this.sequence++ % 1000);
    return {
      id: job.id, job_id: job.jobId, queue: job.queue, method: job.method, job_name: job.jobName, kwargs: job.kwargs, user_name: job.user,
      status: 'queued', sort_key: job.atFront ? -order : order, enqueued_at: now, available_at: now, started_at: null, ended_at: null,
      timeout_ms: job.timeoutMs, attempt: 0, failures: 0, retry: job.retry, retry_backoff_ms: job.retryBackoffMs, lease_token: null, lease_until: null,
      worker: null, task_id: job.taskId, on_success: job.onSuccess, on_failure: job.onFailure, result: null, exc_type: null, error: null, traceback: null,
    };
  }

  private record(row: JobRow): JobRecord {
    return {
      id: row.id, jobId: row.job_id, site: this.site, queue: row.queue, method: row.method, jobName: row.job_name, kwargs: row.kwargs, user: row.user_name,
      status: row.status as JobStatus, enqueuedAt: row.enqueued_at, availableAt: row.available_at, startedAt: row.started_at, endedAt: row.ended_at,
      timeoutMs: row.timeout_ms, attempt: row.attempt, failures: row.failures, retry: row.retry, retryBackoffMs: row.retry_backoff_ms, worker: row.worker,
      taskId: row.task_id, onSuccess: row.on_success, onFailure: row.on_failure, result: row.result,
      error: row.exc_type === null ? null : { excType: row.exc_type, message: row.error ?? '', traceback: row.traceback },
    };
  }
}

function errorColumns(error: JobError): Pick<JobRow, 'exc_type' | 'error' | 'traceback'> {
  return { exc_type: error.excType.slice(0, 140), error: error.message, traceback: error.traceback };
}
