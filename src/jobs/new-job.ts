import { appError } from '../errors/app-error.ts';
import { randomHex } from '../util/random.ts';
import { DEFAULT_RETRY_BACKOFF_MS } from './backoff.ts';
import { kwargsProblem, MAX_KWARGS_BYTES } from './json-kwargs.ts';
import type { NewJob } from './job-types.ts';

/** Frappe's enqueue arguments that describe the job itself (camelCase), checked by `newJob`. */
export interface JobOptions {
  /** `short`, `default` (the default), `long`, or a queue an app declared. */
  queue?: string;
  /** Seconds the job may run before it is stopped and failed; the queue's timeout by default. */
  timeout?: number;
  /** A readable name (RQ Job's `job_name`); the method's path by default. */
  jobName?: string;
  /** The caller's own id for the job (Frappe's `job_id`), for deduplication and look-ups. */
  jobId?: string;
  /** Skip the job while one with the same `jobId` is queued or running (Frappe's `deduplicate`). */
  deduplicate?: boolean;
  /** Put the job ahead of the queue's waiting jobs (Frappe's `at_front`). */
  atFront?: boolean;
  /** A task id for the job's progress events (Frappe's `task_id`): they go to the room `task_progress:<id>`. */
  taskId?: string;
  /** Attempts after a failed one; 0 (the default, as in Frappe) fails the job at its first error. */
  retry?: number;
  /** Seconds before the first retry; each later retry waits twice as long (default 10). */
  retryBackoff?: number;
  /** The method's keyword arguments: JSON only (checked here, not when the job runs). */
  kwargs?: Record<string, unknown>;
}

/** What the enqueuing code resolved before the options are read. */
export interface JobOrigin {
  method: string;
  user: string;
  onSuccess: string | null;
  onFailure: string | null;
  /** Known queues and their default timeouts in seconds (jobs/queues.ts). */
  queues: ReadonlyMap<string, number>;
}

const MAX_TIMEOUT_S = 7 * 86_400;
const MAX_RETRY = 100;

/** Checks Frappe's enqueue options and makes the job; a 417 ValidationError names the first bad one. */
export function newJob(origin: JobOrigin, options: JobOptions): NewJob {
  const queue = options.queue ?? 'default';
  const queueTimeout = origin.queues.get(queue);
  if (queueTimeout === undefined) refuse(`enqueue: unknown queue ${JSON.stringify(String(queue)).slice(0, 80)} (known: ${[...origin.queues.keys()].join(', ')})`);
  const timeout = options.timeout ?? queueTimeout;
  if (typeof timeout !== 'number' || !(timeout > 0) || timeout > MAX_TIMEOUT_S) refuse(`enqueue: timeout must be a number of seconds above 0 and at most ${MAX_TIMEOUT_S}`);
  const jobId = options.jobId ?? null;
  if (jobId !== null && (typeof jobId !== 'string' || jobId.length === 0 || jobId.length > 140)) refuse('enqueue: jobId must be text of 1 to 140 characters');
  if (options.deduplicate && jobId === null) refuse('enqueue: deduplicate needs a jobId (the id that tells the duplicates)');
  const jobName = options.jobName ?? origin.method;
  if (typeof jobName !== 'string' || jobName.length > 255) refuse('enqueue: jobName must be text of at most 255 characters');
  const taskId = options.taskId ?? null;
  if (taskId !== null && (typeof taskId !== 'string' || !/^[A-Za-z0-9_.:-]{1,140}$/.test(taskId))) refuse('enqueue: taskId must be 1 to 140 letters, digits, "_", ".", ":" or "-"');
  const retry = options.retry ?? 0;
  if (!Number.isInteger(retry) || retry < 0 || retry > MAX_RETRY) refuse(`enqueue: retry must be a whole number from 0 to ${MAX_RETRY}`);
  const backoff = options.retryBackoff === undefined ? DEFAULT_RETRY_BACKOFF_MS : options.retryBackoff * 1000;
  if (typeof backoff !== 'number' || !(backoff >= 0) || backoff > 86_400_000) refuse('enqueue: retryBackoff must be a number of seconds from 0 to 86400');
  const kwargs = options.kwargs ?? {};
  const problem = kwargsProblem(kwargs);
  if (problem) refuse(`enqueue ${origin.method}: ${problem}`);
  const text = JSON.stringify(kwargs);
  if (Buffer.byteLength(text) > MAX_KWARGS_BYTES) refuse(`enqueue ${origin.method}: kwargs take more than ${MAX_KWARGS_BYTES} bytes of JSON; pass the names of documents rather than their data`);
  return {
    id: randomHex(20),
    jobId,
    queue,
    method: origin.method,
    jobName,
    kwargs: text,
    user: origin.user,
    timeoutMs: Math.round(timeout * 1000),
    atFront: options.atFront === true,
    deduplicate: options.deduplicate === true,
    taskId,
    onSuccess: origin.onSuccess,
    onFailure: origin.onFailure,
    retry,
    retryBackoffMs: Math.round(backoff),
  };
}

function refuse(message: string): never {
  throw appError('VALIDATION', message);
}
