import type { Clock } from '../context/clock.ts';
import type { Logger } from '../context/request-context.ts';
import type { SchedulerSite } from './scheduler-site.ts';
import { formatDatetime } from '../util/datetime.ts';
import { inactiveReason } from './scheduler-status.ts';
import { tickSite } from './tick.ts';

/** A site as the scheduler ticks it: its services, with the change notices applied first when it has them. */
export type ScheduledSite = SchedulerSite & { sync?(): Promise<void> | undefined };

export interface SchedulerLoopOptions {
  /** The sites to tick, asked again before every round (sites come and go). */
  sites: () => Promise<ScheduledSite[]>;
  clock: Clock;
  log: Logger;
  /** This process's name in the leases (a worker's name: host, pid and a random part). */
  holder: string;
  /** Time between rounds (Frappe's scheduler_tick_interval, a minute by default). */
  tickMs: number;
  /** How long a lease lasts unless renewed: three ticks, at least 2 s, by default. */
  leaseMs?: number;
}

/**
 * The scheduler of one process (Frappe's `bench schedule`), run beside each job worker: every
 * tick, for each active site, it takes or renews the site's lease and, holding it, enqueues the
 * site's due job types. However many processes and machines run it, one holds a site's lease at
 * a time, so the site is ticked once per tick; should two ever tick, the job id and the run's
 * own due check (scheduler/run-job-type.ts) still run each period once. `stop()` gives the
 * leases back, so another process takes over at its next tick rather than after the lease.
 */
export class SchedulerLoop {
  private readonly leaseMs: number;
  private readonly held = new Map<string, ScheduledSite>();
  private stopping = false;
  private wake: (() => void) | null = null;
  private loop: Promise<void> | null = null;

  constructor(private readonly options: SchedulerLoopOptions) {
    this.leaseMs = options.leaseMs ?? Math.max(3 * options.tickMs, 2000);
  }

  start(): void {
    this.loop ??= this.run();
  }

  /** Ends the loop after the round under way and releases the leases this process holds. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.loop;
    for (const site of this.held.values()) {
      await site.schedulerLease.release(this.options.holder).catch((err) => this.options.log.error({ site: site.name, err: (err as Error).message }, 'giving back the scheduler lease failed'));
    }
    this.held.clear();
  }

  /** One round over every site; what each ticked site enqueued, by site (tests call it directly). */
  async round(): Promise<Map<string, string[]>> {
    const enqueued = new Map<string, string[]>();
    let sites: ScheduledSite[];
    try {
      sites = await this.options.sites();
    } catch (err) {
      this.options.log.error({ err: (err as Error).message }, 'scheduler cannot list its sites');
      return enqueued;
    }
    for (const site of sites) {
      try {
        const methods = await this.tick(site);
        if (methods) enqueued.set(site.name, methods);
      } catch (err) {
        this.options.log.error({ site: site.name, err: (err as Error).message }, 'scheduler tick failed');
      }
    }
    return enqueued;
  }

  private async tick(site: ScheduledSite): Promise<string[] | null> {
    await site.sync?.();
    if (inactiveReason(site) !== null) return null;
    if (!(await site.schedulerLease.take(this.options.holder, this.leaseMs))) {
      this.held.delete(site.name);
      return null;
    }
    this.held.set(site.name, site);
    return tickSite(site, formatDatetime(this.options.clock.nowMicros(), site.timeZone), this.options.log);
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      await this.round();
      if (!this.stopping) await this.sleep(this.options.tickMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      const self = this;
      function done() {
        clearTimeout(timer);
        self.wake = null;
        resolve();
      }
      this.wake = done;
    });
  }
}
