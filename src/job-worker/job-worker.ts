import { hostname } from 'node:os';
import type { Logger } from '../context/request-context.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { ClaimedJob, JobError, JobRecord } from '../jobs/job-types.ts';
import { WORKER_HEARTBEAT_MS, WORKER_TTL_MS, type WorkerInfo, type WorkerRegistry } from '../jobs/worker-registry.ts';
import { rooms, type RealtimeEvent } from '../context/realtime-event.ts';
import { randomHex } from '../util/random.ts';
import { ExecutorThread, type RunEnd } from './executor.ts';
import { callbackTask, taskOfJob } from './job-task.ts';

/** How long finished jobs are kept, and failed or canceled ones (Frappe's RQ_RESULTS_TTL and RQ_JOB_FAILURE_TTL). */
export const FINISHED_TTL_MS = 10 * 60_000;
export const FAILED_TTL_MS = 7 * 86_400_000;
const PRUNE_EVERY_MS = 60_000;
/**
 * How long an on_success / on_failure call may take: RQ's callbacks have a timeout of their own
 * (60 s by default), not the job's. A job that timed out left no thread behind, so its callback
 * starts a new one, whose start (the apps loaded, the site opened) a short job timeout could not
 * cover.
 */
const CALLBACK_TIMEOUT_MS = 60_000;

export interface JobWorkerOptions {
  /** The queues of every site this worker serves, looked up again before each round of claims (sites come and go). */
  siteQueues: () => Promise<JobQueue[]>;
  /** Queue names in priority order: a job of the first is claimed before one of the second. */
  queues: readonly string[];
  /** Jobs run at once, each in a thread of its own. */
  concurrency: number;
  /** What each thread needs to open the sites and load the apps itself (and whether it runs the build: ExecutorData.fromBuild). */
  thread: { sitesDir: string; appDirs: readonly string[]; logLevel: string; fromBuild?: boolean };
  log: Logger;
  /** A claim's lease, renewed every third of it while the job runs (default 30 s). */
  leaseMs?: number;
  /** Wait between looks for jobs while idle (default 500 ms); jobs enqueued by this process wake it at once. */
  pollMs?: number;
  /** A site's worker registry, which this worker reports to (RQ Worker); none: it reports nowhere. */
  siteWorkers?: (site: string) => Promise<WorkerRegistry>;
  /** How often it reports to each site (default WORKER_HEARTBEAT_MS). */
  heartbeatMs?: number;
  /**
   * Publishes a site's realtime event in this process: what jobs publish on a site without Redis
   * (progress), and each job with a task id's `task_complete:<id>`.
   */
  publish?: (site: string, event: RealtimeEvent) => void;
}

/** One running job: its claim, queue and thread. */
interface Running {
  claim: ClaimedJob;
  queue: JobQueue;
  /** The job's thread; replaced when it is gone and a callback still has to run. */
  thread: ExecutorThread;
  /** Set when the worker is stopping and gives the job back instead of waiting for it. */
  releasing: boolean;
  done: Promise<void>;
}

/**
 * A worker (Frappe's `bench worker`): claims jobs of its queues from every site's queue and runs
 * each in a thread of its own, `concurrency` at once. While a job runs its lease is renewed; a
 * job past its timeout has its thread terminated and fails (or is retried) with
 * JobTimeoutException; a job whose lease another worker took over is stopped, since it now runs
 * there. `stop()` claims nothing more, waits for the running jobs up to a grace period, then
 * gives back the ones still running (queued again, the attempt not counted).
 */
export class JobWorker {
  readonly name = `${hostname()}.${process.pid}.${randomHex(6)}`;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly idle: ExecutorThread[] = [];
  private readonly running = new Set<Running>();
  private readonly subscribed = new Set<JobQueue>();
  private readonly unsubscribe: Array<() => void> = [];
  private stopping = false;
  private wake: (() => void) | null = null;
  private loop: Promise<void> | null = null;
  private rotation = 0;
  private lastPrune = 0;
  private lastBeat = -Infinity;
  /** The sites' queues of the last round of claims. */
  private known: JobQueue[] = [];
  private readonly birth = Date.now();
  /** Sites reported to, so a stopping worker says goodbye to each. */
  private readonly reported = new Set<string>();
  private readonly tally = { successful: 0, failed: 0, workingMs: 0 };

  constructor(private readonly options: JobWorkerOptions) {
    this.leaseMs = options.leaseMs ?? 30_000;
    this.pollMs = options.pollMs ?? 500;
  }

  /** Starts claiming. Threads start with the first jobs (a server whose sites have none never pays for one). */
  start(): void {
    this.loop ??= this.run();
  }

  /** Stops claiming; waits up to `graceMs` for running jobs, then gives back those still running. */
  async stop(graceMs = 10_000): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.loop;
    const finished = Promise.all([...this.running].map((r) => r.done));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([finished, new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
    clearTimeout(timer);
    for (const r of this.running) {
      r.releasing = true;
      await r.thread.stop();
    }
    await finished;
    for (const stop of this.unsubscribe) stop();
    await Promise.all(this.idle.splice(0).map((t) => t.stop()));
    for (const site of this.reported) await this.registryOf(site).then((r) => r?.remove(this.name)).catch(() => {});
  }

  private newThread(): ExecutorThread {
    const thread = new ExecutorThread(this.options.thread, (site, event) => this.options.publish?.(site, event));
    thread.ready.catch((err) => this.options.log.error({ err: (err as Error).message }, 'job thread failed to start'));
    return thread;
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      if (this.running.size >= this.options.concurrency) {
        // Busy workers report too: RQ Worker shows them busy, with their job.
        await this.beatWhenDue(this.known);
        await this.sleep(this.pollMs);
        continue;
      }
      const next = await this.claimNext();
      if (next) this.dispatch(next.claim, next.queue);
      else await this.sleep(this.pollMs);
    }
  }

  /** Waits `ms`, or less when a job is enqueued in this process, one finishes, or the worker stops. */
  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = () => {
        this.wake = null;
        done();
      };
    });
  }

  private async claimNext(): Promise<{ claim: ClaimedJob; queue: JobQueue } | null> {
    let queues: JobQueue[];
    try {
      queues = await this.options.siteQueues();
    } catch (err) {
      this.options.log.error({ err: (err as Error).message }, 'job worker cannot list its sites');
      return null;
    }
    this.subscribe(queues);
    this.known = queues;
    await this.pruneWhenDue(queues);
    await this.beatWhenDue(queues);
    // Sites take turns at being asked first, so a busy site cannot starve the others.
    const start = this.rotation++ % Math.max(1, queues.length);
    for (let i = 0; i < queues.length; i++) {
      const queue = queues[(start + i) % queues.length];
      try {
        const claim = await queue.claim({ queues: this.options.queues, worker: this.name, leaseMs: this.leaseMs });
        if (claim) return { claim, queue };
      } catch (err) {
        this.options.log.error({ site: queue.site, err: (err as Error).message }, 'job claim failed');
      }
    }
    return null;
  }

  private subscribe(queues: JobQueue[]): void {
    for (const queue of queues) {
      if (this.subscribed.has(queue)) continue;
      this.subscribed.add(queue);
      this.unsubscribe.push(queue.onEnqueued(() => this.wake?.()));
    }
  }

  private async pruneWhenDue(queues: JobQueue[]): Promise<void> {
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    for (const queue of queues) await queue.prune(FINISHED_TTL_MS, FAILED_TTL_MS).catch((err) => this.options.log.error({ site: queue.site, err: (err as Error).message }, 'pruning jobs failed'));
  }

  private registryOf(site: string): Promise<WorkerRegistry | undefined> {
    return this.options.siteWorkers ? this.options.siteWorkers(site) : Promise.resolve(undefined);
  }

  /** Reports to every site this worker serves, every heartbeat (RQ Worker's last_heartbeat). */
  private async beatWhenDue(queues: JobQueue[]): Promise<void> {
    const every = this.options.heartbeatMs ?? WORKER_HEARTBEAT_MS;
    if (!this.options.siteWorkers || performance.now() - this.lastBeat < every) return;
    this.lastBeat = performance.now();
    for (const queue of queues) {
      try {
        await (await this.registryOf(queue.site))?.beat(this.info(queue.site), Math.max(WORKER_TTL_MS, 3 * every));
        this.reported.add(queue.site);
      } catch (err) {
        this.options.log.error({ site: queue.site, err: (err as Error).message }, 'job worker heartbeat failed');
      }
    }
  }

  private info(site: string): WorkerInfo {
    const current = [...this.running].find((r) => r.claim.job.site === site);
    return {
      name: this.name, pid: process.pid, queues: this.options.queues, status: current ? 'busy' : 'idle', currentJobId: current?.claim.job.id ?? null,
      birth: this.birth, lastHeartbeat: Date.now(), ...this.tally,
    };
  }

  private dispatch(claim: ClaimedJob, queue: JobQueue): void {
    const thread = this.idle.pop() ?? this.newThread();
    const entry: Running = { claim, queue, thread, releasing: false, done: Promise.resolve() };
    entry.done = this.runJob(entry).finally(() => {
      this.running.delete(entry);
      // A thread that timed out, crashed or was stopped is replaced (not while stopping: stop() ends the idle ones).
      if (!entry.thread.gone) this.idle.push(entry.thread);
      else if (!this.stopping) this.idle.push(this.newThread());
      this.wake?.();
    });
    this.running.add(entry);
  }

  private async runJob(entry: Running): Promise<void> {
    const { claim, queue } = entry;
    const thread = entry.thread;
    const job = claim.job;
    const log = this.options.log;
    let lost = false;
    const renewal = setInterval(() => {
      queue.renew(claim, this.leaseMs).then(
        (held) => {
          if (held || lost) return;
          // Another worker took the job over (this one was cut off longer than the lease): it runs there now.
          lost = true;
          log.warn({ site: job.site, job: job.id }, 'job lease lost; stopping it here');
          void thread.stop();
        },
        (err) => log.error({ site: job.site, job: job.id, err: (err as Error).message }, 'job lease renewal failed'),
      );
    }, Math.max(10, Math.floor(this.leaseMs / 3)));
    let end: RunEnd;
    const started = performance.now();
    try {
      end = await thread.run(taskOfJob(job), job.timeoutMs);
    } finally {
      clearInterval(renewal);
      this.tally.workingMs += performance.now() - started;
    }
    if (lost) return;
    if (entry.releasing) {
      await queue.release(claim).catch((err) => log.error({ site: job.site, job: job.id, err: (err as Error).message }, 'giving a job back failed'));
      return;
    }
    try {
      if (end.ok) {
        if (!(await queue.complete(claim, end.result))) return;
        this.tally.successful++;
        this.taskEnded(job, { status: 'finished' });
        if (job.onSuccess) await this.callback(entry, job.onSuccess, end);
        return;
      }
      const error: JobError = 'error' in end ? end.error : endError(end, job.timeoutMs);
      const outcome = await queue.fail(claim, error);
      if (outcome !== 'lost') this.tally.failed++;
      if (outcome === 'failed') this.taskEnded(job, { status: 'failed', exc_type: error.excType, message: error.message });
      if (outcome === 'failed') log.warn({ site: job.site, job: job.id, method: job.method, excType: error.excType, err: error.message }, 'job failed');
      if (outcome === 'failed' && job.onFailure) await this.callback(entry, job.onFailure, { ok: false, error });
    } catch (err) {
      // The lease then runs out and another worker (or this one) takes the job again.
      log.error({ site: job.site, job: job.id, err: (err as Error).message }, 'recording a job outcome failed');
    }
  }

  /** `task_complete:<task id>` to the job's task room once it finished or failed for good (never its traceback). */
  private taskEnded(job: JobRecord, outcome: Record<string, unknown>): void {
    if (job.taskId) this.options.publish?.(job.site, { event: `task_complete:${job.taskId}`, message: { task_id: job.taskId, job_id: job.id, ...outcome }, room: rooms.task(job.taskId) });
  }

  /** Runs a job's on_success or on_failure in the job's thread (a new one if that one is gone), within CALLBACK_TIMEOUT_MS; its failure is logged only. */
  private async callback(entry: Running, method: string, outcome: Parameters<typeof callbackTask>[2]): Promise<void> {
    if (entry.thread.gone) entry.thread = this.newThread();
    const job = entry.claim.job;
    const end = await entry.thread.run(callbackTask(job, method, outcome), CALLBACK_TIMEOUT_MS);
    if (!end.ok) this.options.log.error({ site: job.site, job: job.id, method, err: 'error' in end ? end.error.message : end.reason }, 'job callback failed');
  }
}

/** The error a job is failed with when its thread, not the job, ended the attempt. */
function endError(end: Extract<RunEnd, { ended: string }>, timeoutMs: number): JobError {
  if (end.ended === 'timeout') return { excType: 'JobTimeoutException', message: `Task exceeded maximum timeout value (${timeoutMs / 1000} seconds)`, traceback: null };
  return { excType: 'WorkerCrashed', message: `The job's thread stopped: ${end.reason}`, traceback: null };
}
