import type { Job, JobType, Queue, Worker } from 'bullmq';
import type { BullBroker } from './bull-broker.ts';
import { bullmqModule } from './bullmq-module.ts';

/** Where a job is, in BullMQ's names, plus `canceled`: removed before it started, its copy kept (`bury`). */
export type BullState = 'waiting' | 'prioritized' | 'waiting-children' | 'active' | 'delayed' | 'completed' | 'failed' | 'canceled';

/** A job as BullMQ keeps it, read into plain values. Times are epoch milliseconds. */
export interface BullJobRow {
  queue: string;
  id: string;
  name: string;
  data: Record<string, unknown>;
  state: BullState;
  timestamp: number;
  delay: number;
  processedOn: number | null;
  finishedOn: number | null;
  attemptsStarted: number;
  attemptsMade: number;
  stalledCounter: number;
  processedBy: string | null;
  returnvalue: unknown;
  failedReason: string | null;
  /** Set by BullMQ's stalled check on a job that stalled more than `maxStalledCount` times: the next claim must fail it. */
  deferredFailure: string | null;
}

export interface BullJobSpec {
  id: string;
  name: string;
  data: Record<string, unknown>;
  /** Taken before the jobs already waiting (BullMQ's `lifo`). */
  lifo: boolean;
  /** Attempts in all: a failed attempt is retried while fewer were made. */
  attempts: number;
  /** The base of the retry backoff (`retryDelayMs` of the options computes each wait). */
  backoffMs: number;
  /** BullMQ's deduplication id: the job is not added while another job of the queue holds it. */
  dedupeKey: string | null;
}

export interface BullSiteOptions {
  /** Key prefix of the site's queues: every key of the site starts with it. */
  prefix: string;
  /** Times a job may be found stalled (its lock expired) and still be taken again. */
  maxStalledCount: number;
  /** How often each worker looks for stalled jobs; by default half its first lock, within 50 ms to 5 s. */
  stalledIntervalMs?: number;
  /** The wait before a retry, from the backoff base and the failures so far (1 for the first). */
  retryDelayMs(baseMs: number, failures: number): number;
}

/** A job a worker holds: the store keeps BullMQ's job object for it, ended through the claim's lock token. */
export interface BullClaim {
  readonly queue: string;
  readonly id: string;
}

/** A job's new data from its current data. */
export type DataPatch = (data: Record<string, unknown>) => Record<string, unknown>;

/** What `fail` did: retried later (or now), failed for good, or nothing because the lock was not the caller's. */
export type BullFailOutcome = 'retrying' | 'failed' | 'lost';

/** BullMQ's codes for a job that is not where the caller's lock says (gone, unlocked, elsewhere, locked by another). */
const LOST_CODES = new Set([-1, -2, -3, -6]);

/** The queue holding copies of canceled jobs; "~" is in no svc queue name (jobs/queues.ts QUEUE_NAME), so no worker asks for it. */
const CANCELED_QUEUE = '~canceled';
/** A job id's index lives this long after its last job was added: longer than ended jobs are kept. */
const TAG_TTL_MS = 30 * 86_400_000;

/**
 * One site's background jobs in BullMQ (`redis_queue`): a BullMQ queue per svc queue name under
 * the site's key prefix, claimed through BullMQ's manual processing (a `Worker` without a
 * processor: `getNextJob` with a lock token, `extendLock`, `moveToCompleted`, `moveToFailed`,
 * `moveToWait`, and its stalled-job checker, which gives a job whose lock expired to the next
 * claim). Beside BullMQ's own keys, two of svc's: the set of the site's queue names (a job is
 * looked up by id alone) and, per job id of the caller's (`tag`), the jobs holding it.
 */
export class BullSiteJobs {
  private readonly queues = new Map<string, Queue>();
  private readonly workers = new Map<string, Worker>();
  private readonly registered = new Set<string>();
  private readonly held = new WeakMap<BullClaim, Job>();
  private closing = false;

  constructor(private readonly broker: BullBroker, private readonly options: BullSiteOptions) {}

  /** Adds a job; answers the id kept: the job's own, or the one that already held `dedupeKey`. */
  async add(queue: string, spec: BullJobSpec): Promise<string> {
    const [job] = await Promise.all([
      this.queue(queue).add(spec.name, spec.data, {
        jobId: spec.id, lifo: spec.lifo, attempts: spec.attempts, backoff: { type: 'svc', delay: spec.backoffMs },
        removeOnComplete: false, removeOnFail: false, stackTraceLimit: 0,
        ...(spec.dedupeKey === null ? {} : { deduplication: { id: spec.dedupeKey } }),
      }),
      this.register(queue),
    ]);
    return job.id!;
  }

  /**
   * Whether Redis answers the worker connection (waiting for it up to a second): a claim asks
   * first, so a worker serving several sites is not held by one whose Redis is away. Logged, at
   * most once a minute, when it does not.
   */
  async workerReady(): Promise<boolean> {
    if (this.closing) return false;
    const up = await this.broker.workerReady(1000);
    if (!up) this.broker.report(new Error('not connected'), 'job queue Redis unreachable: no job of its sites is claimed until it is back');
    return up;
  }

  /** Moves the next job of `queue` to active, locked by `token` for `lockMs`, or answers null. */
  async next(queue: string, worker: string, token: string, lockMs: number): Promise<{ row: BullJobRow; claim: BullClaim } | null> {
    const w = this.worker(queue, worker, lockMs);
    const job = await w.getNextJob(token, { block: false });
    if (!job) return null;
    if (w.opts.lockDuration !== lockMs) await job.extendLock(token, lockMs);
    const claim: BullClaim = { queue, id: job.id! };
    this.held.set(claim, job);
    return { row: rowOf(queue, job, 'active'), claim };
  }

  /** Extends the lock; false when it is not `token`'s any more. */
  async extend(claim: BullClaim, token: string, lockMs: number): Promise<boolean> {
    return (await (await this.jobOf(claim)).extendLock(token, lockMs)) === 1;
  }

  async complete(claim: BullClaim, token: string, result: string | null): Promise<boolean> {
    const job = await this.jobOf(claim);
    return lostAsFalse(() => job.moveToCompleted(result, token, false));
  }

  /**
   * Fails the attempt with `reason`: retried after its backoff while attempts are left, unless
   * `final`; `patch` rewrites the job's data first (the lock is the caller's then).
   */
  async fail(claim: BullClaim, token: string, reason: string, final: boolean, patch?: DataPatch): Promise<BullFailOutcome> {
    const job = await this.jobOf(claim);
    if (patch && !(await this.patch(job, token, patch))) return 'lost';
    const error = new Error(reason);
    // The reason carries all svc keeps of the error; BullMQ's stack list stays empty (stackTraceLimit 0).
    error.stack = undefined;
    if (final) error.name = 'UnrecoverableError';
    const retrying = !final && job.attemptsMade + 1 < (job.opts.attempts ?? 1);
    return (await lostAsFalse(() => job.moveToFailed(error, token, false))) ? (retrying ? 'retrying' : 'failed') : 'lost';
  }

  /** Puts a held job back in its queue's wait list, its data rewritten by `patch`; false when the lock was not `token`'s. */
  async backToWait(claim: BullClaim, token: string, patch: DataPatch): Promise<boolean> {
    const job = await this.jobOf(claim);
    if (!(await this.patch(job, token, patch))) return false;
    return lostAsFalse(() => job.moveToWait(token));
  }

  /** A job by id, in whichever of the site's queues holds it (or among the canceled). */
  async find(id: string): Promise<BullJobRow | null> {
    // A stopped job's copy comes first: its worker may hold the job itself until its next renewal.
    const stopped = await this.canceled(id);
    if (stopped) return stopped;
    const names = await this.queueNames();
    const found = await Promise.all(names.map((name) => this.get(name, id, false)));
    return found.find((row) => row !== null) ?? null;
  }

  /** A job of `queue` by id, or its canceled copy (unless `withCanceled` is false). */
  async get(queue: string, id: string, withCanceled = true): Promise<BullJobRow | null> {
    const { Job } = bullmqModule();
    let job = await Job.fromId(this.queue(queue), id);
    if (!job) return withCanceled ? this.canceled(id, queue) : null;
    const state = await job.getState();
    if (state === 'unknown') return null;
    // The job was read before its state: ended in between, it is read again, so its outcome shows with it.
    if ((state === 'completed' || state === 'failed') && !job.finishedOn) job = await Job.fromId(this.queue(queue), id);
    return job ? rowOf(queue, job, state as BullState) : null;
  }

  /** Jobs in `states` of one queue or all, at most `limit` of each state and queue, as BullMQ lists them (latest first). */
  async rows(queue: string | undefined, states: readonly BullState[], limit: number): Promise<BullJobRow[]> {
    const live = states.filter((s) => s !== 'canceled');
    const names = queue === undefined ? await this.queueNames() : [queue];
    const lists = await Promise.all(names.flatMap((name) => live.map(async (state) => {
      const jobs = limit > 0 ? await this.queue(name).getJobs([state as JobType], 0, limit - 1, false) : [];
      return jobs.map((job) => rowOf(name, job as Job, state));
    })));
    const rows = lists.flat();
    if (states.includes('canceled')) rows.push(...(await this.canceledRows(queue)).slice(0, limit));
    return rows;
  }

  async count(queue: string | undefined, states: readonly BullState[]): Promise<number> {
    const live = states.filter((s) => s !== 'canceled') as JobType[];
    const names = queue === undefined ? await this.queueNames() : [queue];
    const counts = live.length ? await Promise.all(names.map((name) => this.queue(name).getJobCountByTypes(...live))) : [];
    const canceled = states.includes('canceled') ? (await this.canceledRows(queue)).length : 0;
    return counts.reduce((a, b) => a + b, canceled);
  }

  /** Deletes a job that no worker holds (or its canceled copy); false when it is locked or gone. */
  async remove(row: Pick<BullJobRow, 'queue' | 'id' | 'state'>): Promise<boolean> {
    return (await this.queue(row.state === 'canceled' ? CANCELED_QUEUE : row.queue).remove(row.id)) === 1;
  }

  /**
   * Cancels a job no worker holds: its copy is kept among the canceled, then the job is removed
   * (BullMQ refuses while a worker holds its lock: then the copy goes and the answer is false).
   */
  async cancel(row: BullJobRow): Promise<boolean> {
    await this.queue(CANCELED_QUEUE).add('canceled', { row: { ...row, state: 'canceled' } }, { jobId: row.id, removeOnComplete: false });
    if (await this.remove(row)) return true;
    await this.queue(CANCELED_QUEUE).remove(row.id);
    return false;
  }

  /**
   * Stops a job a worker holds: its copy is kept among the canceled with `reason` (so it reads as
   * canceled at once); the worker, which alone holds the job's lock, finds the copy at its next
   * move (`stopRequested`) and ends the job. False when the job was stopped or canceled already.
   */
  async stop(row: BullJobRow, reason: string): Promise<boolean> {
    if (await this.canceled(row.id)) return false;
    await this.queue(CANCELED_QUEUE).add('canceled', { row: { ...row, state: 'canceled', failedReason: reason } }, { jobId: row.id, removeOnComplete: false });
    return true;
  }

  /**
   * True when the held job was stopped (a canceled copy of it exists): the job is then taken out
   * of its queue with the holder's token, so no stalled check ever gives it to a worker again.
   */
  async stopRequested(claim: BullClaim, token: string): Promise<boolean> {
    if (!(await this.canceled(claim.id))) return false;
    // Already taken out by an earlier move of this holder: nothing is left to end.
    const ended = await lostAsFalse(async () => (await this.jobOf(claim)).moveToFailed(new Error('stopped'), token, false));
    if (ended) await this.queue(claim.queue).remove(claim.id);
    this.held.delete(claim);
    return true;
  }

  /** Deletes ended jobs of `state` (of one queue or all) that ended at least `graceMs` ago; answers how many. */
  async clean(queue: string | undefined, state: 'completed' | 'failed' | 'canceled', graceMs: number): Promise<number> {
    if (state === 'canceled') {
      if (queue === undefined) return (await this.queue(CANCELED_QUEUE).clean(graceMs, 0, 'wait')).length;
      const old = (await this.canceledRows(queue)).filter((r) => r.finishedOn !== null && r.finishedOn <= Date.now() - graceMs);
      return (await Promise.all(old.map((r) => this.remove(r)))).filter(Boolean).length;
    }
    const names = queue === undefined ? await this.queueNames() : [queue];
    const removed = await Promise.all(names.map((name) => this.queue(name).clean(graceMs, 0, state)));
    return removed.reduce((n, ids) => n + ids.length, 0);
  }

  /** Records that job `id` of `queue` holds `key` (the caller's own job id). */
  async tag(key: string, queue: string, id: string): Promise<void> {
    const client = this.broker.producer();
    const set = this.tagKey(key);
    await Promise.all([client.sadd(set, `${queue}/${id}`), client.pexpire(set, TAG_TTL_MS)]);
  }

  /** The jobs tagged with `key` (some may be gone: `untag` them). */
  async tagged(key: string): Promise<Array<{ queue: string; id: string }>> {
    const members = await this.broker.producer().smembers(this.tagKey(key));
    return members.map((m) => ({ queue: m.slice(0, m.indexOf('/')), id: m.slice(m.indexOf('/') + 1) }));
  }

  async untag(key: string, queue: string, id: string): Promise<void> {
    await this.broker.producer().srem(this.tagKey(key), `${queue}/${id}`);
  }

  async close(): Promise<void> {
    this.closing = true;
    const workers = [...this.workers.values()];
    const queues = [...this.queues.values()];
    this.workers.clear();
    this.queues.clear();
    // Forced: with manual fetching a BullMQ worker runs nothing of its own to wait for.
    await Promise.all([
      ...workers.map((w) => w.close(true)),
      ...queues.map((q) => q.close()),
    ].map((closed) => closed.catch((err: Error) => this.broker.report(err, 'closing a job queue failed'))));
  }

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      if (this.closing) throw new Error('the site\'s job queue is closed');
      queue = new (bullmqModule().Queue)(name, { connection: this.broker.producer(), prefix: this.options.prefix });
      queue.on('error', (err: Error) => this.broker.report(err));
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** The BullMQ worker of one queue and svc worker (its name is what BullMQ marks the jobs it takes with). */
  private worker(queue: string, name: string, lockMs: number): Worker {
    const key = `${queue}/${name}`;
    let worker = this.workers.get(key);
    if (!worker) {
      if (this.closing) throw new Error('the site\'s job queue is closed');
      const retryDelayMs = this.options.retryDelayMs;
      worker = new (bullmqModule().Worker)(queue, null, {
        connection: this.broker.worker(), prefix: this.options.prefix, autorun: false, name, lockDuration: lockMs,
        maxStalledCount: this.options.maxStalledCount,
        stalledInterval: this.options.stalledIntervalMs ?? Math.min(5000, Math.max(50, Math.floor(lockMs / 2))),
        settings: {
          backoffStrategy: (attemptsMade, _type, _err, job) => {
            const backoff = job?.opts.backoff;
            return retryDelayMs(typeof backoff === 'object' ? backoff.delay ?? 0 : 0, attemptsMade);
          },
        },
      });
      worker.on('error', (err: Error) => this.broker.report(err));
      // With manual fetching nothing starts BullMQ's stalled checker but this (its docs' pattern).
      void worker.startStalledCheckTimer();
      this.workers.set(key, worker);
    }
    return worker;
  }

  /** The job object of a claim: the one its `next` fetched, or read again (a claim made by another instance). */
  private async jobOf(claim: BullClaim): Promise<Job> {
    const held = this.held.get(claim);
    if (held) return held;
    const worker = [...this.workers.entries()].find(([key]) => key.startsWith(`${claim.queue}/`))?.[1] ?? this.worker(claim.queue, '', 30_000);
    const job = await bullmqModule().Job.fromId(worker, claim.id);
    if (!job) throw Object.assign(new Error(`Missing key for job ${claim.id}`), { code: -1 });
    this.held.set(claim, job);
    return job;
  }

  /** Rewrites a held job's data, after making sure the lock is still `token`'s (so no other worker holds it meanwhile). */
  private async patch(job: Job, token: string, patch: DataPatch): Promise<boolean> {
    if ((await job.extendLock(token, 10_000)) !== 1) return false;
    await job.updateData(patch((job.data ?? {}) as Record<string, unknown>));
    return true;
  }

  private async register(queue: string): Promise<void> {
    if (this.registered.has(queue)) return;
    await this.broker.producer().sadd(`${this.options.prefix}:~queues`, queue);
    this.registered.add(queue);
  }

  private async queueNames(): Promise<string[]> {
    return (await this.broker.producer().smembers(`${this.options.prefix}:~queues`)).sort();
  }

  private tagKey(key: string): string {
    return `${this.options.prefix}:~tag:${key}`;
  }

  private async canceled(id: string, queue?: string): Promise<BullJobRow | null> {
    const copy = await bullmqModule().Job.fromId(this.queue(CANCELED_QUEUE), id);
    const row = copy ? canceledRow(copy) : null;
    return row && (queue === undefined || row.queue === queue) ? row : null;
  }

  private async canceledRows(queue: string | undefined): Promise<BullJobRow[]> {
    const copies = await this.queue(CANCELED_QUEUE).getJobs(['wait'], 0, -1, false);
    return copies.map((c) => canceledRow(c as Job)).filter((r) => queue === undefined || r.queue === queue);
  }
}

function rowOf(queue: string, job: Job, state: BullState): BullJobRow {
  return {
    queue, id: job.id!, name: job.name, data: (job.data ?? {}) as Record<string, unknown>, state,
    timestamp: job.timestamp, delay: Number(job.delay ?? 0), processedOn: job.processedOn ?? null, finishedOn: job.finishedOn ?? null,
    attemptsStarted: job.attemptsStarted ?? 0, attemptsMade: job.attemptsMade ?? 0, stalledCounter: job.stalledCounter ?? 0,
    processedBy: job.processedBy ?? null, returnvalue: job.returnvalue ?? null, failedReason: job.failedReason || null, deferredFailure: job.deferredFailure || null,
  };
}

/** A canceled job's kept copy, ended when it was canceled. */
function canceledRow(copy: Job): BullJobRow {
  return { ...((copy.data as { row: BullJobRow }).row), state: 'canceled', finishedOn: copy.timestamp };
}

/** Runs a call that moves a locked job; false when BullMQ says the lock or the job is not where the caller thought. */
async function lostAsFalse(move: () => Promise<unknown>): Promise<boolean> {
  try {
    await move();
    return true;
  } catch (err) {
    if (LOST_CODES.has((err as { code?: number }).code ?? 0)) return false;
    throw err;
  }
}
