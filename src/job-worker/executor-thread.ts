import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import pino from 'pino';
import { loadApps } from '../apps/load-apps.ts';
import { systemClock } from '../context/clock.ts';
import { SiteRuntime } from '../sites/site-runtime.ts';
import type { RealtimeEvent } from '../context/realtime-event.ts';
import type { JobTask, TaskOutcome } from './job-task.ts';
import { runTask } from './run-task.ts';
import { jobTargets } from './builtin-jobs.ts';

/** What the parent gives a thread (job-worker/executor.ts). */
export interface ExecutorData {
  /** Marks a job thread, whose module starts the body by itself. */
  jobThread: true;
  sitesDir: string;
  appDirs: readonly string[];
  logLevel: string;
  /**
   * Run the thread from the build (dist/job-thread.js) although this process runs src/ through
   * tsx: tsx in a new thread costs about 3 s of CPU, the build's entry a sixth of it. For callers
   * that know the build matches src/ (the tests, after scripts/test.js built it); the build is
   * always used when this process runs it.
   */
  fromBuild?: boolean;
}

/** Messages between a worker and its thread. */
export type ToThread = { task: JobTask };
export type FromThread = { ready: true } | { ready: false; reason: string } | { outcome: TaskOutcome } | { realtime: { site: string; event: RealtimeEvent } };

/**
 * The body of a job thread: loads the apps and opens sites on first use, as a server process
 * does, then runs the tasks it is sent one at a time. The thread is the job's sandbox for time:
 * its worker terminates it when a job runs past its timeout, and starts another.
 */
export async function executorMain(): Promise<void> {
  const port = parentPort!;
  const data = workerData as ExecutorData;
  const log = pino({ level: data.logLevel }, pino.destination(2));
  const clock = systemClock();
  let apps;
  try {
    apps = await loadApps([...data.appDirs]);
  } catch (err) {
    port.postMessage({ ready: false, reason: (err as Error).message } satisfies FromThread);
    return;
  }
  const sites = new Map<string, Promise<SiteRuntime>>();
  const siteOf = (name: string) => {
    let site = sites.get(name);
    if (!site) {
      site = SiteRuntime.open(data.sitesDir, name, apps, clock, log);
      sites.set(name, site);
      site.then((opened) => {
        // Without Redis a site's realtime channel is this thread's alone: its events (a job's
        // progress) go to the worker, which publishes them where its sockets listen.
        if (!opened.config.redis_url) opened.realtime.subscribe((event) => port.postMessage({ realtime: { site: name, event } } satisfies FromThread));
      }, () => sites.delete(name));
    }
    return site;
  };
  const targets = jobTargets(apps, siteOf);
  port.on('message', (message: ToThread) => {
    void (async () => {
      let outcome: TaskOutcome;
      try {
        outcome = await runTask(await siteOf(message.task.site), targets, message.task, clock, log);
      } catch (err) {
        outcome = { ok: false, error: { excType: 'SiteUnavailable', message: `site ${message.task.site} could not be opened: ${(err as Error).message}`, traceback: null } };
      }
      port.postMessage({ outcome } satisfies FromThread);
    })();
  });
  port.postMessage({ ready: true } satisfies FromThread);
}

// A job thread's first module is this one (built) or thread-boot.mjs, which imports it (from src/).
if (!isMainThread && (workerData as Partial<ExecutorData> | null)?.jobThread === true) void executorMain();
