import { DEFAULT_SCHEDULER_INTERVAL_S } from './frequencies.ts';

/**
 * The config keys the scheduler reads, each in one function with its type, default and meaning
 * (Frappe's names; frappe/utils/scheduler.py reads the same keys).
 */
type Config = Readonly<Record<string, unknown>>;

function flag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

function positive(value: unknown, min: number, fallback: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= min ? n : fallback;
}

/** `pause_scheduler` (site, flag, default 0): the scheduler enqueues nothing for the site; `svc scheduler pause` sets it. */
export function pauseScheduler(config: Config): boolean {
  return flag(config.pause_scheduler);
}

/** `disable_scheduler` (site, flag, default 0): the scheduler is off for the site whatever System Settings say. */
export function disableScheduler(config: Config): boolean {
  return flag(config.disable_scheduler);
}

/** `scheduler_interval` (site, seconds, default 240): how often `All` job types run, in whole minutes (at least 1). */
export function schedulerInterval(config: Config): number {
  return positive(config.scheduler_interval, 60, DEFAULT_SCHEDULER_INTERVAL_S);
}

/** Frappe's scheduler tick: a minute. */
export const DEFAULT_TICK_S = 60;

/**
 * `scheduler_tick_interval` (common, seconds, default 60): how often each process's scheduler
 * looks for due job types. Fractions are allowed (down to 0.05 s) so tests need not wait.
 */
export function schedulerTick(commonConfig: Config): number {
  return positive(commonConfig.scheduler_tick_interval, 0.05, DEFAULT_TICK_S);
}
