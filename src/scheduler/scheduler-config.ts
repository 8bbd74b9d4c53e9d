import type { CommonConfig, SiteConfig } from '../config/site-config.ts';

/**
 * The config keys the scheduler reads (Frappe's names; frappe/utils/scheduler.py reads the same),
 * declared with their kinds and defaults in config/site-config.ts.
 */
type SchedulerConfig = Pick<SiteConfig, 'pause_scheduler' | 'disable_scheduler' | 'scheduler_interval'>;

/** `pause_scheduler`: the scheduler enqueues nothing for the site; `svc scheduler pause` sets it. */
export function pauseScheduler(config: SchedulerConfig): boolean {
  return config.pause_scheduler === 1;
}

/** `disable_scheduler`: the scheduler is off for the site whatever System Settings say. */
export function disableScheduler(config: SchedulerConfig): boolean {
  return config.disable_scheduler === 1;
}

/** `scheduler_interval`: how often `All` job types run, in seconds (whole minutes of at least one). */
export function schedulerInterval(config: SchedulerConfig): number {
  return config.scheduler_interval;
}

/** `scheduler_tick_interval` (common): how often each process's scheduler looks for due job types. */
export function schedulerTick(commonConfig: Pick<CommonConfig, 'scheduler_tick_interval'>): number {
  return commonConfig.scheduler_tick_interval;
}
