import { addDays, addMonths } from '../util/datetime.ts';
import { ownValue } from '../util/own.ts';

/** Frappe's named timespans as inclusive date ranges around `today` (frappe/utils/data.py). */
export function timespanRange(name: string, today: string): [string, string] | null {
  const [y, m] = today.split('-').map(Number);
  const monthStart = `${today.slice(0, 8)}01`;
  const quarterStartMonth = Math.floor((m - 1) / 3) * 3 + 1;
  const quarterStart = `${y}-${String(quarterStartMonth).padStart(2, '0')}-01`;
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday = 0
  const weekStart = addDays(today, -weekday);
  switch (name) {
    case 'last week': return [addDays(today, -7), today];
    case 'last month': return [addMonths(today, -1), today];
    case 'last quarter': return [addMonths(today, -3), today];
    case 'last 6 months': return [addMonths(today, -6), today];
    case 'last year': return [addMonths(today, -12), today];
    case 'yesterday': return [addDays(today, -1), addDays(today, -1)];
    case 'today': return [today, today];
    case 'tomorrow': return [addDays(today, 1), addDays(today, 1)];
    case 'this week': return [weekStart, addDays(weekStart, 6)];
    case 'this month': return [monthStart, addDays(addMonths(monthStart, 1), -1)];
    case 'this quarter': return [quarterStart, addDays(addMonths(quarterStart, 3), -1)];
    case 'this year': return [`${y}-01-01`, `${y}-12-31`];
    case 'next week': return [today, addDays(today, 7)];
    case 'next month': return [today, addMonths(today, 1)];
    case 'next quarter': return [today, addMonths(today, 3)];
    case 'next 6 months': return [today, addMonths(today, 6)];
    case 'next year': return [today, addMonths(today, 12)];
    default: return null;
  }
}

const PERIODS: Record<string, string> = { '1 week': 'week', '1 month': 'month', '3 months': 'quarter', '6 months': '6 months', '1 year': 'year' };

/** Maps Frappe's `previous`/`next` operator values (`1 week`, `3 months`, ...) to a timespan name. */
export function periodTimespan(op: 'previous' | 'next', value: string): string | null {
  const period = ownValue(PERIODS, value.trim().toLowerCase());
  if (!period) return null;
  return `${op === 'previous' ? 'last' : 'next'} ${period}`;
}
