import { createHash } from 'node:crypto';
import { cronOfFrequency, DEFAULT_SCHEDULER_INTERVAL_S, type Frequency } from './frequencies.ts';
import { nextCronTime } from './cron.ts';
import { parseDatetime } from '../util/datetime.ts';

/** What the next execution of a Scheduled Job Type is computed from (its stored fields). */
export interface JobTypeTiming {
  name: string;
  frequency: string;
  cron_format: string | null;
  /** Site wall-clock text (`YYYY-MM-DD HH:MM:SS.ffffff`), or null before the first run. */
  last_execution: string | null;
  creation: string;
}

/** Most seconds a `_long` job waits past its time (Frappe: a random 1 to 600 s). */
const MAX_JITTER_S = 600;

/** A site wall-clock text as a UTC date of the same reading. */
export function wallDate(text: string): Date {
  const t = parseDatetime(text) ?? text;
  return new Date(`${t.slice(0, 10)}T${t.slice(11, 23)}Z`);
}

/** A UTC date as the site wall-clock text of the same reading. */
export function wallText(date: Date): string {
  return `${date.toISOString().slice(0, 10)} ${date.toISOString().slice(11, 23)}000`;
}

/** The cron expression a job type runs on: its own for Cron, else its frequency's. */
export function cronOf(timing: Pick<JobTypeTiming, 'frequency' | 'cron_format'>, intervalSeconds = DEFAULT_SCHEDULER_INTERVAL_S): string {
  if (timing.frequency === 'Cron' || (timing.cron_format ?? '') !== '') return timing.cron_format ?? '';
  return cronOfFrequency(timing.frequency as Exclude<Frequency, 'Cron'>, intervalSeconds);
}

/**
 * Seconds a `_long` job type waits past its time. Frappe draws 1 to 600 at random on every look,
 * spreading the long jobs of many sites over ten minutes; here the draw is a hash of the job
 * type's name, so the time shown as next_execution is the time the scheduler acts on.
 */
export function jitterSeconds(timing: Pick<JobTypeTiming, 'name' | 'frequency'>): number {
  if (!timing.frequency.includes('Long')) return 0;
  return 1 + (createHash('sha256').update(timing.name).digest().readUInt32BE(0) % MAX_JITTER_S);
}

/**
 * When the job type is next due (Frappe's get_next_execution): the cron expression's first time
 * after the last execution, or after the record's creation before its first run (so a daily job
 * made at noon first runs at midnight, not at once), plus a long job's jitter. Null when the
 * expression names no time to come.
 */
export function nextExecution(timing: JobTypeTiming, intervalSeconds = DEFAULT_SCHEDULER_INTERVAL_S): string | null {
  const from = wallDate(timing.last_execution || timing.creation);
  const next = nextCronTime(cronOf(timing, intervalSeconds), from);
  if (!next) return null;
  return wallText(new Date(next.getTime() + jitterSeconds(timing) * 1000));
}

/** True when the job type's next execution is at or before `now` (site wall-clock text), as Frappe's is_event_due. */
export function isDue(timing: JobTypeTiming, now: string, intervalSeconds = DEFAULT_SCHEDULER_INTERVAL_S): boolean {
  const next = nextExecution(timing, intervalSeconds);
  return next !== null && next <= now;
}
