/**
 * Frappe's scheduler frequencies (Scheduled Job Type's `frequency` options) and the key an app's
 * `scheduler_events` names each with: the key in title case, `_` read as a space, as Frappe's
 * sync_jobs turns `daily_long` into "Daily Long".
 */
export const FREQUENCIES = [
  'All', 'Hourly', 'Hourly Long', 'Daily', 'Daily Long', 'Weekly', 'Weekly Long', 'Monthly', 'Monthly Long', 'Cron', 'Yearly', 'Annual',
] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** The `scheduler_events` keys that hold lists of methods; `cron` holds them by expression. */
export const EVENT_KEYS = ['all', 'hourly', 'hourly_long', 'daily', 'daily_long', 'weekly', 'weekly_long', 'monthly', 'monthly_long', 'yearly', 'annual'] as const;
export type EventKey = (typeof EVENT_KEYS)[number] | 'cron';

/** The frequency a `scheduler_events` key stands for ("daily_long" → "Daily Long"). */
export function frequencyOfKey(key: EventKey): Frequency {
  return key.split('_').map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ') as Frequency;
}

/** The key a frequency is declared under ("Daily Long" → "daily_long"), as Frappe's scrub. */
export function keyOfFrequency(frequency: Frequency): EventKey {
  return frequency.toLowerCase().replace(/ /g, '_') as EventKey;
}

/** Frappe's default `scheduler_interval`: `All` runs every 4 minutes. */
export const DEFAULT_SCHEDULER_INTERVAL_S = 240;

/**
 * The cron expression of each frequency but Cron (Frappe's CRON_MAP in scheduled_job_type.py);
 * `All` runs every `scheduler_interval` seconds, in whole minutes.
 */
export function cronOfFrequency(frequency: Exclude<Frequency, 'Cron'>, intervalSeconds = DEFAULT_SCHEDULER_INTERVAL_S): string {
  switch (frequency) {
    case 'Yearly':
    case 'Annual':
      return '0 0 1 1 *';
    case 'Monthly':
    case 'Monthly Long':
      return '0 0 1 * *';
    case 'Weekly':
    case 'Weekly Long':
      return '0 0 * * 0';
    case 'Daily':
    case 'Daily Long':
      return '0 0 * * *';
    case 'Hourly':
    case 'Hourly Long':
      return '0 * * * *';
    case 'All':
      return `*/${Math.max(1, Math.floor(intervalSeconds / 60))} * * * *`;
  }
}

/** The `_long` frequencies run on the long queue, the others on the default one (Frappe's get_queue_name). */
export function queueOfFrequency(frequency: string): 'long' | 'default' {
  return frequency.includes('Long') ? 'long' : 'default';
}

/** Every frequency but `All` always keeps a Scheduled Job Log of each run (Frappe v15's validate forces create_log). */
export function logsEveryRun(frequency: string): boolean {
  return frequency !== 'All';
}
