/**
 * The dates of an Auto Repeat, as Frappe v15's AutoRepeat.get_next_schedule_date: pure functions
 * over `YYYY-MM-DD` text, computed in UTC so no time zone shifts a day.
 */

/** Months between two copies, for the month-based frequencies (Frappe's month_map). */
export const MONTHS_OF: Readonly<Record<string, number>> = { Monthly: 1, Quarterly: 3, 'Half-yearly': 6, Yearly: 12 };
/** Weekday names in Python's order: Monday is 0. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** What the schedule depends on. */
export interface ScheduleRule {
  readonly frequency: string;
  readonly start_date: string;
  readonly repeat_on_day: number;
  readonly repeat_on_last_day: boolean;
  /** Weekday names of a Weekly repeat (its `repeat_on_days` rows). */
  readonly repeat_on_days: readonly string[];
}

const parse = (date: string) => {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number);
  return { y: y!, m: m!, d: d! };
};
const text = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** `date` plus `days` days (Frappe's add_days). */
export function addDays(date: string, days: number): string {
  const { y, m, d } = parse(date);
  return text(y, m, d + days);
}

/** Python's weekday(): Monday 0 … Sunday 6. */
export function weekdayOf(date: string): number {
  const { y, m, d } = parse(date);
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

/**
 * Frappe's get_next_date: `months` months after `date`, on `day` when given, the day kept
 * within the month (dateutil's relativedelta: the 31st of a 30-day month is the 30th).
 */
export function addMonths(date: string, months: number, day?: number): string {
  const { y, m, d } = parse(date);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return text(year, month, Math.min(day || d, daysIn(year, month)));
}

/** The last day of the month of `date` (Frappe's get_last_day). */
export function lastDayOf(date: string): string {
  const { y, m } = parse(date);
  return text(y, m, daysIn(y, m));
}

/** Frappe's month_diff: months from `from` to `to`, counting both ends' months. */
function monthDiff(to: string, from: string): number {
  const a = parse(to);
  const b = parse(from);
  return (a.y - b.y) * 12 + a.m - b.m + 1;
}

/**
 * Days to the next copy of a Daily or Weekly repeat (Frappe's get_days): 1 for Daily; for Weekly
 * 7, or the days to the next chosen weekday when several are chosen or this one is not among them.
 */
function daysAfter(rule: ScheduleRule, date: string): number {
  if (rule.frequency !== 'Weekly') return 1;
  if (rule.repeat_on_days.length === 0) return 7;
  const current = weekdayOf(date);
  if (rule.repeat_on_days.length === 1 && rule.repeat_on_days[0] === WEEKDAYS[current]) return 7;
  for (let offset = 1; offset <= 7; offset++) {
    if (rule.repeat_on_days.includes(WEEKDAYS[(current + offset) % 7]!)) return offset;
  }
  return 7;
}

/**
 * The next date after `after` a copy is due on (Frappe's get_next_schedule_date): month-based
 * frequencies count from the start date (on `repeat_on_day`, or the month's last day), the
 * others from `after`. Unless `fullSchedule`, a date before `today` moves on until it is not.
 */
export function nextScheduleDate(rule: ScheduleRule, after: string, today: string, fullSchedule = false): string {
  const step = MONTHS_OF[rule.frequency] ?? 0;
  let months = step ? step + monthDiff(after, rule.start_date) - 1 : 0;
  const day = rule.repeat_on_last_day ? 31 : rule.repeat_on_day || undefined;
  let next = months ? addMonths(rule.start_date, months, day) : addDays(after, daysAfter(rule, after));
  if (fullSchedule) return next;
  while (next < today) {
    if (months) {
      months += step;
      next = addMonths(rule.start_date, months, day);
    } else {
      next = addDays(next, daysAfter(rule, next));
    }
  }
  return next;
}

/** The schedule rule of an Auto Repeat document. */
export function ruleOf(doc: Record<string, unknown>): ScheduleRule {
  const rows = Array.isArray(doc.repeat_on_days) ? (doc.repeat_on_days as Array<Record<string, unknown>>) : [];
  return {
    frequency: String(doc.frequency ?? ''),
    start_date: String(doc.start_date ?? '').slice(0, 10),
    repeat_on_day: Number(doc.repeat_on_day ?? 0) || 0,
    repeat_on_last_day: Number(doc.repeat_on_last_day ?? 0) === 1,
    repeat_on_days: rows.map((r) => String(r.day ?? '')),
  };
}
