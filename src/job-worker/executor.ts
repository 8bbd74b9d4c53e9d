import { Worker } from 'node:worker_threads';
import { DIST_URL, RUNS_COMPILED } from '../apps/run-mode.ts';
import type { ExecutorData, FromThread } from './executor-thread.ts';
import type { JobTask, TaskOutcome } from './job-task.ts';
import type { RealtimeEvent } from '../context/realtime-event.ts';

/** How a task run in a thread ended, beside its own outcome. */
export type RunEnd = TaskOutcome | { ok: false; ended: 'timeout' | 'crashed' | 'stopped'; reason: string };

/**
 * One job thread of a worker (a worker thread: a job's timeout terminates it, whatever the job
 * is doing, which a flag the job would have to check could not). It runs one task at a time;
 * once a task timed out, crashed or was stopped the thread is gone and the worker starts another.
 */
export class ExecutorThread {
  private readonly worker: Worker;
  readonly ready: Promise<void>;
  private current: ((end: RunEnd) => void) | null = null;
  private dead: string | null = null;

  /** `onRealtime` receives the realtime events the thread's jobs publish on a site without Redis. */
  constructor(data: Omit<ExecutorData, 'jobThread'>, onRealtime: (site: string, event: RealtimeEvent) => void = () => {}) {
    // Built (or asked to), the thread runs the build's own entry; from src/ it first registers tsx (thread-boot.mjs).
    const entry = RUNS_COMPILED || data.fromBuild === true ? new URL('job-thread.js', DIST_URL) : new URL('./thread-boot.mjs', import.meta.url);
    this.worker = new Worker(entry, { workerData: { ...data, jobThread: true, entry: new URL('./executor-thread.ts', import.meta.url).href }, stdout: false, stderr: false });
    this.ready = new Promise((resolve, reject) => {
      const onMessage = (message: FromThread) => {
        if ('realtime' in message) {
          onRealtime(message.realtime.site, message.realtime.event);
          return;
        }
        if ('ready' in message) {
          if (message.ready) resolve();
          else reject(new Error(`job thread could not start: ${message.reason}`));
          return;
        }
        const settle = this.current;
        this.current = null;
        settle?.(message.outcome);
      };
      this.worker.on('message', onMessage);
      const ended = (reason: string) => {
        // Also when stop() ended it (dead already set) before it was ready: a run waiting for it goes on.
        reject(new Error(`job thread could not start: ${reason}`));
        if (this.dead) return;
        this.dead = reason;
        const settle = this.current;
        this.current = null;
        settle?.({ ok: false, ended: 'crashed', reason });
      };
      this.worker.on('error', (err) => ended(err.message));
      this.worker.on('exit', (code) => ended(`the thread exited with code ${code}`));
    });
    this.ready.catch(() => {});
  }

  /** True once the thread can no longer run tasks. */
  get gone(): boolean {
    return this.dead !== null;
  }

  get busy(): boolean {
    return this.current !== null;
  }

  /** Runs `task`; after `timeoutMs` the thread is terminated and the task ends as `timeout`. */
  async run(task: JobTask, timeoutMs: number): Promise<RunEnd> {
    await this.ready.catch(() => {});
    if (this.dead) return { ok: false, ended: this.dead === 'stopped' ? 'stopped' : 'crashed', reason: this.dead };
    return new Promise<RunEnd>((resolve) => {
      const timer = setTimeout(() => {
        this.current = null;
        void this.kill('timeout');
        resolve({ ok: false, ended: 'timeout', reason: `the job ran past its timeout of ${timeoutMs / 1000} s` });
      }, timeoutMs);
      this.current = (end) => {
        clearTimeout(timer);
        resolve(end);
      };
      this.worker.postMessage({ task });
    });
  }

  /** Terminates the thread; a task it was running ends as `stopped`. */
  async stop(): Promise<void> {
    const settle = this.current;
    this.current = null;
    settle?.({ ok: false, ended: 'stopped', reason: 'the worker stopped' });
    await this.kill('stopped');
  }

  private async kill(reason: string): Promise<void> {
    this.dead ??= reason;
    await this.worker.terminate();
  }
}
