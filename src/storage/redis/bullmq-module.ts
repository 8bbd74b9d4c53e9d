import { createRequire } from 'node:module';

const load = createRequire(import.meta.url);

/**
 * BullMQ, loaded on first use rather than at start-up, as the database drivers are: only a site
 * whose config names `redis_queue` needs it (with its Lua scripts, msgpackr and cron-parser), and
 * a server without one never pays its start-up time or memory.
 */
export function bullmqModule(): typeof import('bullmq') {
  return load('bullmq') as typeof import('bullmq');
}
