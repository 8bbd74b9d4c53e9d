import { listSites } from '../config/site-config.ts';
import type { Logger } from '../context/request-context.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { WorkerRegistry } from '../jobs/worker-registry.ts';
import type { RealtimeEvent } from '../context/realtime-event.ts';
import type { SiteRuntime } from '../sites/site-runtime.ts';

const RESCAN_MS = 5000;

/**
 * The queues of the sites a worker serves: the named site, or every site of the sites folder
 * (listed again every few seconds, so a new site gets its jobs run without a restart). A site
 * that cannot be opened is logged and left out of that round.
 */
export function siteQueues(sitesDir: string, only: string | undefined, open: (site: string) => Promise<SiteRuntime>, log: Logger): () => Promise<JobQueue[]> {
  let names: string[] = [];
  let listedAt = -Infinity;
  return async () => {
    if (performance.now() - listedAt >= RESCAN_MS) {
      names = only ? [only] : listSites(sitesDir);
      listedAt = performance.now();
    }
    const queues: JobQueue[] = [];
    for (const name of names) {
      try {
        queues.push((await open(name)).jobs.queue);
      } catch (err) {
        log.error({ site: name, err: (err as Error).message }, 'job worker cannot open the site');
      }
    }
    return queues;
  };
}

/**
 * What a worker asks of the sites it serves beside their queues: where it reports itself (RQ
 * Worker) and where its jobs' realtime events are published in this process.
 */
export function siteHooks(open: (site: string) => Promise<SiteRuntime>, log: Logger): { siteWorkers: (site: string) => Promise<WorkerRegistry>; publish: (site: string, event: RealtimeEvent) => void } {
  return {
    siteWorkers: async (site) => (await open(site)).jobs.workers,
    publish: (site, event) => {
      open(site).then((s) => s.realtime.publish(event), (err) => log.error({ site, err: (err as Error).message }, 'job event not published: the site cannot be opened'));
    },
  };
}
