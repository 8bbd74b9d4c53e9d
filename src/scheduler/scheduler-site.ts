import type { ModelSite } from '../model/controller.ts';
import type { SchedulerLease } from './lease.ts';

/** What the scheduler needs of a site: the model's view (database, jobs, settings) and the lease of its tick. */
export interface SchedulerSite extends ModelSite {
  /** Which process's scheduler ticks the site (scheduler/scheduler-loop.ts). */
  readonly schedulerLease: SchedulerLease;
}
