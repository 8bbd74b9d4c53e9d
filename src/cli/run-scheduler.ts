import { listSites, readCommonConfig } from '../config/site-config.ts';
import type { Logger } from '../context/request-context.ts';
import { schedulerTick } from '../scheduler/scheduler-config.ts';
import { SchedulerLoop, type ScheduledSite } from '../scheduler/scheduler-loop.ts';
import type { CliContext } from './cli-context.ts';

/**
 * Starts the scheduler beside a job worker (`svc worker`, `svc serve`): every site of the sites
 * folder (listed again each tick, so a new site is scheduled without a restart), or only `only`,
 * each tick of common_site_config's `scheduler_tick_interval`. `holder` names this process in
 * the site leases. A site that cannot be opened is logged and left out of that tick.
 */
export function startScheduler(cli: CliContext, holder: string, open: (site: string) => Promise<ScheduledSite>, log: Logger, only?: string): SchedulerLoop {
  const tickS = schedulerTick(readCommonConfig(cli.config.sitesDir));
  const loop = new SchedulerLoop({
    holder,
    clock: cli.clock,
    log,
    tickMs: Math.round(tickS * 1000),
    sites: async () => {
      const sites: ScheduledSite[] = [];
      for (const name of only ? [only] : listSites(cli.config.sitesDir)) {
        try {
          sites.push(await open(name));
        } catch (err) {
          log.error({ site: name, err: (err as Error).message }, 'scheduler cannot open the site');
        }
      }
      return sites;
    },
  });
  loop.start();
  return loop;
}
