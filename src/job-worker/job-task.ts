import { isAppError } from '../errors/app-error.ts';
import type { JobError, JobRecord } from '../jobs/job-types.ts';

/** What a worker thread runs: a job's method, or a job's on_success / on_failure callback. */
export interface JobTask {
  /** The job's id (a callback's too), for logs and the context's request id. */
  jobId: string;
  site: string;
  user: string;
  method: string;
  /** Keyword arguments as JSON text. */
  kwargs: string;
  /** The job's task id: its progress goes to the task's room (Frappe's frappe.local.task_id). */
  taskId?: string | null;
}

/** How a task ended in its thread: the result as JSON text (null when it had none JSON holds), or the error. */
export type TaskOutcome = { ok: true; result: string | null } | { ok: false; error: JobError };

/**
 * The largest result kept with a finished job; a larger one is dropped (RQ keeps results in Redis,
 * briefly). Room for an asynchronous batch's per-item results: up to 200 documents.
 */
const MAX_RESULT_CHARS = 1024 * 1024;

export function taskOfJob(job: JobRecord): JobTask {
  return { jobId: job.id, site: job.site, user: job.user, method: job.method, kwargs: job.kwargs, taskId: job.taskId };
}

/** A job's on_success or on_failure call: `(api, { job, result })` or `(api, { job, error })`. */
export function callbackTask(job: JobRecord, method: string, outcome: TaskOutcome): JobTask {
  const summary = { id: job.id, jobId: job.jobId, queue: job.queue, method: job.method, jobName: job.jobName, kwargs: JSON.parse(job.kwargs) as unknown, attempt: job.attempt };
  const detail = outcome.ok ? { result: outcome.result === null ? null : (JSON.parse(outcome.result) as unknown) } : { error: { excType: outcome.error.excType, message: outcome.error.message } };
  return { jobId: job.id, site: job.site, user: job.user, method, kwargs: JSON.stringify({ job: summary, ...detail }) };
}

/** A job's return value as JSON text, when JSON can hold it and it is not too large. */
export function resultText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  try {
    const text = JSON.stringify(value);
    return text !== undefined && text.length <= MAX_RESULT_CHARS ? text : null;
  } catch {
    return null;
  }
}

/** What is kept of an exception: Frappe's exception kind, the message and the stack (shown to administrators only). */
export function jobErrorOf(err: unknown): JobError {
  if (isAppError(err)) return { excType: err.excType, message: err.message, traceback: err.stack ?? null };
  if (err instanceof Error) return { excType: err.name || 'Exception', message: err.message, traceback: err.stack ?? null };
  return { excType: 'Exception', message: String(err), traceback: null };
}
