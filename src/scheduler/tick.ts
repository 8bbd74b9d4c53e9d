import type { Logger } from '../context/request-context.ts';
import type { ModelSite } from '../model/controller.ts';
import { enqueueJobType } from './enqueue-job-type.ts';
import { listJobTypes, schedulerMeta } from './job-type-rows.ts';
import { isDue } from './next-execution.ts';
import { schedulerInterval } from './scheduler-config.ts';

/**
 * One scheduler tick of a site (Frappe's enqueue_events): every job type not stopped whose next
 * execution has come is enqueued, unless a run of it already waits or runs. Answers the methods
 * enqueued. `now` is the site's wall-clock time. A job type whose expression names no time to
 * come is skipped; one the database cannot enqueue is logged and the others go on.
 */
export async function tickSite(site: Pick<ModelSite, 'name' | 'db' | 'meta' | 'config' | 'jobs'>, now: string, log: Logger): Promise<string[]> {
  const metas = schedulerMeta(site.meta);
  if (!metas) return [];
  const interval = schedulerInterval(site.config);
  const enqueued: string[] = [];
  for (const jobType of await site.db.read((tx) => listJobTypes(tx, metas.type, true))) {
    try {
      if (!isDue(jobType, now, interval)) continue;
      if (await enqueueJobType(site, jobType)) enqueued.push(jobType.method);
    } catch (err) {
      log.error({ site: site.name, jobType: jobType.name, err: (err as Error).message }, 'scheduler could not enqueue a job type');
    }
  }
  return enqueued;
}
