import { appError } from '../errors/app-error.ts';
import { isRedisUnreachable, type BullBroker } from '../storage/redis/bull-broker.ts';
import { BullSiteJobs, type BullClaim, type BullJobRow, type BullState } from '../storage/redis/bull-jobs.ts';
import { randomHex } from '../util/random.ts';
import { MAX_LOSSES, retryDelayMs } from './backoff.ts';
import type { JobQueue } from './job-queue.ts';
import type { ClaimedJob, ClaimRequest, EnqueueOutcome, FailOutcome, JobError, JobFilter, JobRecord, JobStatus, NewJob } from './job-types.ts';

/** BullMQ states of each svc status (RQ's names); `canceled` jobs are kept apart by the store. */
const STATES_OF: Record<JobStatus, readonly BullState[]> = {
  queued: ['waiting', 'prioritized'],
  started: ['active'],
  scheduled: ['delayed'],
  deferred: ['waiting-children'],
  finished: ['completed'],
  failed: ['failed'],
  canceled: ['canceled'],
};
const ALL_STATES = Object.values(STATES_OF).flat();
const STATUS_OF = Object.fromEntries(Object.entries(STATES_OF).flatMap(([status, states]) => states.map((s) => [s, status]))) as Record<BullState, JobStatus>;
const ENDED: readonly BullState[] = ['completed', 'failed', 'canceled'];
const NOT_STARTED: readonly BullState[] = ['waiting', 'prioritized', 'delayed', 'waiting-children'];

export interface BullJobQueueOptions {
  /** How often workers look for jobs whose lock expired (default: half the lease, within 50 ms to 5 s). */
  stalledIntervalMs?: number;
}

/** What svc keeps of a job in its BullMQ data (the rest is BullMQ's own: times, attempts, lock, state). */
interface JobData {
  jobId: string | null;
  method: string;
  jobName: string;
  kwargs: string;
  user: string;
  timeoutMs: number;
  retry: number;
  retryBackoffMs: number;
  onSuccess: string | null;
  onFailure: string | null;
  taskId?: string | null;
  /** Claims given back untouched (`release`) or ended for the stalled check: not counted as attempts. */
  uncounted?: number;
}

/**
 * A site's background jobs on BullMQ, when its config names `redis_queue` (README "Background
 * jobs"): the established Node queue on Redis, shared by every process and machine that names
 * the same Redis, so workers can run anywhere. Not transactional: a request hands its jobs over
 * once its transaction committed (rpc/enqueue.ts through DocContext.onCommitted), so a rolled-back
 * request's job is never added.
 *
 * Mapping (storage/redis/bull-jobs.ts does the BullMQ calls): a svc queue is a BullMQ queue under
 * the site's key prefix, so sites never see each other's jobs; `atFront` is BullMQ's `lifo`;
 * `deduplicate` is BullMQ's deduplication by `jobId`, within the job's queue; retries are its
 * attempts with svc's backoff (jobs/backoff.ts); a claim is `getNextJob` with a lock token for the
 * lease, renewed by `extendLock`; a worker killed mid-job leaves the lock to expire, and BullMQ's
 * stalled checker gives the job to the next claim, failing it once it was lost MAX_LOSSES times.
 * The job's error is kept as JSON in BullMQ's failedReason.
 */
export class BullJobQueue implements JobQueue {
  readonly transactional = false;
  private readonly store: BullSiteJobs;
  private readonly listeners = new Set<() => void>();
  private readonly claims = new WeakMap<ClaimedJob, BullClaim>();

  constructor(broker: BullBroker, readonly site: string, prefix: string, options: BullJobQueueOptions = {}) {
    this.store = new BullSiteJobs(broker, { prefix, maxStalledCount: MAX_LOSSES - 1, stalledIntervalMs: options.stalledIntervalMs, retryDelayMs });
  }

  async enqueue(job: NewJob, tx?: unknown): Promise<EnqueueOutcome> {
    if (tx !== undefined) throw new Error('the BullMQ job queue cannot join a database transaction: enqueue once it committed');
    try {
      return await this.add(job);
    } catch (err) {
      if (!isRedisUnreachable(err)) throw err;
      throw appError('JOB_QUEUE_UNAVAILABLE', 'The job queue (redis_queue) is not reachable right now; try again shortly', { headers: { 'Retry-After': '5' }, cause: err });
    }
  }

  private async add(job: NewJob): Promise<EnqueueOutcome> {
    const data: JobData = {
      jobId: job.jobId, method: job.method, jobName: job.jobName, kwargs: job.kwargs, user: job.user, timeoutMs: job.timeoutMs,
      retry: job.retry, retryBackoffMs: job.retryBackoffMs, onSuccess: job.onSuccess, onFailure: job.onFailure, taskId: job.taskId,
    };
    const kept = await this.store.add(job.queue, {
      id: job.id, name: job.method, data: { ...data }, lifo: job.atFront, attempts: job.retry + 1, backoffMs: job.retryBackoffMs,
      dedupeKey: job.deduplicate ? job.jobId : null,
    });
    if (kept !== job.id) return { enqueued: false, id: kept };
    if (job.jobId !== null) {
      await this.store.tag(job.jobId, job.queue, job.id);
      if (job.deduplicate) await this.dropEnded(job.jobId, job.id);
    }
    for (const listener of this.listeners) listener();
    return { enqueued: true, id: job.id };
  }

  async claim(request: ClaimRequest): Promise<ClaimedJob | null> {
    if (!(await this.store.workerReady())) return null;
    for (const queue of request.queues) {
      for (;;) {
        const token = randomHex(24);
        const next = await this.store.next(queue, request.worker, token, request.leaseMs);
        if (!next) break;
        if (next.row.deferredFailure !== null) {
          await this.failLost(next.row, next.claim, token);
          continue;
        }
        const claimed: ClaimedJob = { job: this.record(next.row), token };
        this.claims.set(claimed, next.claim);
        return claimed;
      }
    }
    return null;
  }

  /** A job BullMQ found stalled more than MAX_LOSSES - 1 times: failed for good, as the embedded queue does. */
  private async failLost(row: BullJobRow, claim: BullClaim, token: string): Promise<void> {
    const losses = row.stalledCounter;
    const error: JobError = { excType: 'WorkerLostError', message: `The job's worker stopped while running it, ${losses} times; not tried again`, traceback: null };
    await this.store.fail(claim, token, JSON.stringify(error), true, notCounted);
  }

  // Each move of a held job first asks whether it was stopped: the stop cannot end a job whose
  // lock another process holds, so the holder ends it here and learns it lost the job.
  async renew(claim: ClaimedJob, leaseMs: number): Promise<boolean> {
    // The lease first, so asking about a stop never makes a renewal late.
    if (!(await this.store.extend(this.handle(claim), claim.token, leaseMs))) return false;
    return !(await this.store.stopRequested(this.handle(claim), claim.token));
  }

  async complete(claim: ClaimedJob, result: string | null): Promise<boolean> {
    if (await this.store.stopRequested(this.handle(claim), claim.token)) return false;
    return this.store.complete(this.handle(claim), claim.token, result);
  }

  async fail(claim: ClaimedJob, error: JobError): Promise<FailOutcome> {
    if (await this.store.stopRequested(this.handle(claim), claim.token)) return 'lost';
    return this.store.fail(this.handle(claim), claim.token, JSON.stringify(error), false);
  }

  async release(claim: ClaimedJob): Promise<boolean> {
    if (await this.store.stopRequested(this.handle(claim), claim.token)) return false;
    return this.store.backToWait(this.handle(claim), claim.token, notCounted);
  }

  async stop(id: string): Promise<boolean> {
    const row = await this.store.find(id);
    if (!row || row.state !== 'active') return false;
    const error: JobError = { excType: 'StopRequested', message: 'Job stopped by user, work-horse terminated.', traceback: null };
    return this.store.stop(row, JSON.stringify(error));
  }

  async get(id: string): Promise<JobRecord | null> {
    const row = await this.store.find(id);
    return row ? this.record(row) : null;
  }

  async list(filter: JobFilter = {}): Promise<JobRecord[]> {
    const limit = Math.max(0, filter.limit ?? 100);
    const offset = Math.max(0, filter.offset ?? 0);
    return (await this.matching(filter, offset + limit))
      .sort((a, b) => b.enqueuedAt - a.enqueuedAt || (a.id < b.id ? -1 : 1))
      .slice(offset, offset + limit);
  }

  async count(filter: JobFilter = {}): Promise<number> {
    if (filter.jobId !== undefined) return (await this.matching(filter, Infinity)).length;
    return this.store.count(filter.queue, filter.status ? STATES_OF[filter.status] : ALL_STATES);
  }

  async cancel(id: string): Promise<boolean> {
    const row = await this.store.find(id);
    if (!row || !NOT_STARTED.includes(row.state)) return false;
    return this.store.cancel(row);
  }

  removeFailed(queue?: string): Promise<number> {
    return this.store.clean(queue, 'failed', 0);
  }

  async prune(finishedTtlMs: number, failedTtlMs: number): Promise<number> {
    const counts = await Promise.all([
      this.store.clean(undefined, 'completed', finishedTtlMs),
      this.store.clean(undefined, 'failed', failedTtlMs),
      this.store.clean(undefined, 'canceled', failedTtlMs),
    ]);
    return counts.reduce((a, b) => a + b, 0);
  }

  onEnqueued(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
    await this.store.close();
  }

  /** Jobs matching `filter`; without a job id, at most `atLeast` of each state and queue, enough for a page. */
  private async matching(filter: JobFilter, atLeast: number): Promise<JobRecord[]> {
    const states = filter.status ? STATES_OF[filter.status] : ALL_STATES;
    const rows = filter.jobId !== undefined ? await this.rowsOfJobId(filter.jobId) : await this.store.rows(filter.queue, states, Number.isFinite(atLeast) ? atLeast : -1);
    return rows.filter((r) => states.includes(r.state) && (filter.queue === undefined || r.queue === filter.queue)).map((r) => this.record(r));
  }

  /** The jobs holding a caller's job id, forgetting those that are gone (pruned, removed). */
  private async rowsOfJobId(jobId: string): Promise<BullJobRow[]> {
    const tagged = await this.store.tagged(jobId);
    const rows = await Promise.all(tagged.map(async ({ queue, id }) => {
      const row = await this.store.get(queue, id);
      if (!row) await this.store.untag(jobId, queue, id);
      return row;
    }));
    return rows.filter((r): r is BullJobRow => r !== null);
  }

  /** Deduplication replaces the ended jobs of a job id (finished, failed, canceled), as the embedded queue does. */
  private async dropEnded(jobId: string, keep: string): Promise<void> {
    for (const row of await this.rowsOfJobId(jobId)) {
      if (row.id === keep || !ENDED.includes(row.state)) continue;
      if (await this.store.remove(row)) await this.store.untag(jobId, row.queue, row.id);
    }
  }

  private handle(claim: ClaimedJob): BullClaim {
    return this.claims.get(claim) ?? { queue: claim.job.queue, id: claim.job.id };
  }

  private record(row: BullJobRow): JobRecord {
    const data = row.data as unknown as JobData;
    const status = STATUS_OF[row.state];
    return {
      id: row.id, jobId: data.jobId ?? null, site: this.site, queue: row.queue, method: data.method, jobName: data.jobName, kwargs: data.kwargs,
      user: data.user, status, enqueuedAt: row.timestamp,
      availableAt: row.state === 'delayed' ? (row.processedOn ?? row.timestamp) + row.delay : row.timestamp,
      startedAt: row.processedOn, endedAt: status === 'finished' || status === 'failed' || status === 'canceled' ? row.finishedOn : null,
      timeoutMs: data.timeoutMs, attempt: row.attemptsStarted - uncounted(row), failures: row.attemptsMade - (row.state === 'completed' ? 1 : 0),
      retry: data.retry, retryBackoffMs: data.retryBackoffMs, worker: row.processedBy, onSuccess: data.onSuccess ?? null, onFailure: data.onFailure ?? null, taskId: data.taskId ?? null,
      result: status === 'finished' && typeof row.returnvalue === 'string' ? row.returnvalue : null,
      error: status === 'finished' ? null : errorOf(row.failedReason),
    };
  }
}

function uncounted(row: BullJobRow): number {
  return Number((row.data as Partial<JobData>).uncounted ?? 0);
}

/** Counts the claim being ended as no attempt (BullMQ counted it when the job was taken). */
function notCounted(data: Record<string, unknown>): Record<string, unknown> {
  return { ...data, uncounted: Number(data.uncounted ?? 0) + 1 };
}

/** The error svc wrote as JSON (fail), or BullMQ's own reason as a plain message. */
function errorOf(reason: string | null): JobError | null {
  if (reason === null) return null;
  try {
    const value = JSON.parse(reason) as Partial<JobError>;
    if (typeof value.excType === 'string' && typeof value.message === 'string') return { excType: value.excType, message: value.message, traceback: value.traceback ?? null };
  } catch {
    // not svc's
  }
  return { excType: 'Exception', message: reason, traceback: null };
}
