/**
 * Frappe's queues and their default timeouts in seconds (frappe/utils/background_jobs.py
 * get_queues_timeout: short and default 300, long 1500). Apps declare more with `jobQueues()`.
 */
export const STANDARD_QUEUES: ReadonlyMap<string, number> = new Map([
  ['short', 300],
  ['default', 300],
  ['long', 1500],
]);

/** Queue names are what a worker's `--queue` list can hold. */
export const QUEUE_NAME = /^[A-Za-z0-9_-]{1,64}$/;

/** The standard queues plus the apps' declared ones, each with its default timeout in seconds. */
export function queueTimeouts(declared: ReadonlyMap<string, number> = new Map()): ReadonlyMap<string, number> {
  return new Map([...STANDARD_QUEUES, ...declared]);
}
