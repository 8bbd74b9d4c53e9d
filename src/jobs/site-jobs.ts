import type { JobQueue } from './job-queue.ts';
import type { WorkerRegistry } from './worker-registry.ts';

/**
 * What a job runs: a function exported by an app module, or a whitelisted method wrapped to take
 * its keyword arguments, called with the app API of the job's own transaction (`api`, typed by
 * rpc/ as MethodContext) and the keyword arguments it was enqueued with.
 */
export type JobFunction<Api = any> = (api: Api, kwargs: Record<string, unknown>) => unknown;

/** A site's background jobs as request code sees them (SiteServices.jobs). */
export interface SiteJobs {
  /** Where the site's jobs are kept: the embedded queue in its database, or a broker. */
  readonly queue: JobQueue;
  /** Every queue a job may name, with its default timeout in seconds (jobs/queues.ts). */
  readonly queues: ReadonlyMap<string, number>;
  /** What a job may run, by dotted path: the installed apps' exported functions and whitelisted methods. */
  readonly targets: ReadonlyMap<string, JobFunction>;
  /** The workers that serve the site (RQ Worker lists them). */
  readonly workers: WorkerRegistry;
}
