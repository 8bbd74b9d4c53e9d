import { Cron } from 'croner';

/**
 * Cron expressions as Frappe reads them (croniter, which Scheduled Job Type uses): five fields
 * (minute hour day-of-month month day-of-week), or six with the seconds last, or seven with the
 * year after the seconds; `@yearly`, `@annually`, `@monthly`, `@weekly`, `@daily`, `@midnight`
 * and `@hourly`; names of months and days; `L` and `#`; `a/n` steps such as Frappe's own
 * `0/15 * * * *`; a day of the month and a day of the week both given match either. croner
 * evaluates them: it puts the seconds first, so a six- or seven-field expression is reordered.
 *
 * Times are wall-clock times of the site's time zone handled as UTC dates, as Frappe computes on
 * naive datetimes in the system time zone: no daylight-saving shifts are applied.
 */
const MAX_LENGTH = 200;

function toCroner(expression: string): string {
  const fields = expression.trim().split(/\s+/);
  if (fields.length === 6) return [fields[5], ...fields.slice(0, 5)].join(' ');
  if (fields.length === 7) return [fields[5], ...fields.slice(0, 5), fields[6]].join(' ');
  return fields.join(' ');
}

function parse(expression: string): Cron {
  return new Cron(toCroner(expression), { timezone: 'UTC', sloppyRanges: true, paused: true });
}

/** Why `expression` is no cron expression Frappe would take, or null. */
export function cronProblem(expression: unknown): string | null {
  if (typeof expression !== 'string' || !expression.trim()) return 'a cron expression must be non-empty text';
  if (expression.length > MAX_LENGTH) return `a cron expression must be at most ${MAX_LENGTH} characters`;
  if (expression.trim().startsWith('@') && !/^@(yearly|annually|monthly|weekly|daily|midnight|hourly)$/i.test(expression.trim())) {
    return `${expression.trim()} is not a cron alias (known: @yearly, @annually, @monthly, @weekly, @daily, @midnight, @hourly)`;
  }
  try {
    parse(expression);
    return null;
  } catch (err) {
    return `${JSON.stringify(expression)} is not a valid Cron expression (${(err as Error).message.replace(/^CronPattern: /, '')})`;
  }
}

/** The first time after `after` that `expression` names (a wall-clock time as a UTC date), or null when none comes (`0 0 31 2 *`). */
export function nextCronTime(expression: string, after: Date): Date | null {
  return parse(expression).nextRun(after);
}
