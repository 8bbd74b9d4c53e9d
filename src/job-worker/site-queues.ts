import { listSites } from '../config/site-config.ts';
import type { Logger } from '../context/request-context.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
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
