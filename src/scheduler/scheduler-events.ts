import { cronProblem } from './cron.ts';
import { EVENT_KEYS, frequencyOfKey, type EventKey, type Frequency } from './frequencies.ts';

/** One scheduled method an app declares: what becomes a Scheduled Job Type record. */
export interface ScheduledEvent {
  /** Dotted path of a function an app module exports (or of a whitelisted method). */
  method: string;
  frequency: Frequency;
  /** The expression of a `cron` entry; null for the other frequencies. */
  cronFormat: string | null;
}

const KEYS: readonly string[] = [...EVENT_KEYS, 'cron'];

/** What the hook check needs of the loaded apps: a target's dotted path, and whether a path is one a job may run. */
export interface TargetLookup {
  pathOf(target: unknown): string | null;
  isTarget(path: string): boolean;
}

/**
 * Reads an app's `scheduler_events` (Frappe's hooks.py key): `all`, `hourly`, `daily`, `weekly`,
 * `monthly`, `yearly`, `annual` and their `_long` forms each a list of methods, `cron` an object
 * of cron expression → list of methods. A method is a dotted path or a function an app module
 * exports. Throws a one-line reason (the caller adds the file) for anything else, where Frappe
 * only warns, so a typo stops the start instead of a job never running.
 */
export function readSchedulerEvents(value: unknown, targets: TargetLookup): ScheduledEvent[] {
  if (!isRecord(value)) throw new Error('scheduler_events must be an object of frequency → list of methods');
  const events: ScheduledEvent[] = [];
  for (const [key, entries] of Object.entries(value)) {
    if (!KEYS.includes(key)) throw new Error(`scheduler_events: unknown frequency "${key.slice(0, 40)}" (known: ${KEYS.join(', ')})`);
    if (key === 'cron') {
      if (!isRecord(entries)) throw new Error('scheduler_events.cron must be an object of cron expression → list of methods');
      for (const [expression, methods] of Object.entries(entries)) {
        const problem = cronProblem(expression);
        if (problem) throw new Error(`scheduler_events.cron: ${problem}`);
        for (const method of methodList(`scheduler_events.cron["${expression}"]`, methods, targets)) events.push({ method, frequency: 'Cron', cronFormat: expression.trim() });
      }
      continue;
    }
    const frequency = frequencyOfKey(key as EventKey);
    for (const method of methodList(`scheduler_events.${key}`, entries, targets)) events.push({ method, frequency, cronFormat: null });
  }
  return events;
}

function methodList(where: string, value: unknown, targets: TargetLookup): string[] {
  if (!Array.isArray(value)) throw new Error(`${where} must be a list of methods (dotted paths or exported functions)`);
  return value.map((entry, i) => {
    const path = targets.pathOf(entry);
    if (path === null) throw new Error(`${where}[${i}] is a function no app module exports; export it from a module of the app so a worker can find it`);
    if (!targets.isTarget(path)) throw new Error(`${where}[${i}]: ${path.slice(0, 200)} is neither a function exported by an installed app's module nor a whitelisted method of one`);
    return path;
  });
}

/** Every app's events in app order; the same method, frequency and expression declared twice is one job type. */
export function mergeSchedulerEvents(declared: readonly ScheduledEvent[][]): ScheduledEvent[] {
  const seen = new Map<string, ScheduledEvent>();
  for (const event of declared.flat()) seen.set(eventKey(event), event);
  return [...seen.values()];
}

/** What tells two declared job types apart (Frappe: method, frequency and cron format). */
export function eventKey(event: { method: string; frequency: string; cronFormat: string | null }): string {
  return `${event.method}\n${event.frequency}\n${event.cronFormat ?? ''}`;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
