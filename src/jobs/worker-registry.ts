/**
 * A worker as it last reported itself to a site (Frappe's RQ Worker): each worker reports to
 * every site it serves, at start and every few seconds (job-worker/job-worker.ts), and says
 * goodbye when it stops. Times are epoch milliseconds.
 */
export interface WorkerInfo {
  /** Unique per worker: `<host>.<pid>.<random>`. */
  name: string;
  pid: number;
  /** The queues it claims from, first first. */
  queues: readonly string[];
  status: 'idle' | 'busy';
  /** One job of this site it runs now, or null. */
  currentJobId: string | null;
  birth: number;
  lastHeartbeat: number;
  successful: number;
  failed: number;
  /** Time spent running jobs so far. */
  workingMs: number;
}

/**
 * The live workers of one site, whichever process or machine runs them. A worker that stops
 * reporting (kill -9, a lost machine) is left out once its last report is older than `ttlMs`.
 * Tested on every dialect in test/stores/worker-registry.test.ts.
 */
export interface WorkerRegistry {
  /** Records (or refreshes) a worker's report, and forgets workers silent for longer than `ttlMs`. */
  beat(info: WorkerInfo, ttlMs: number): Promise<void>;
  /** Forgets a worker that stopped. */
  remove(name: string): Promise<void>;
  /** Workers that reported within `ttlMs` of now, oldest first. */
  live(ttlMs: number): Promise<WorkerInfo[]>;
}

/** How often a worker reports, and how long a silent one still counts as live. */
export const WORKER_HEARTBEAT_MS = 10_000;
export const WORKER_TTL_MS = 3 * WORKER_HEARTBEAT_MS;
