import { addDays, addMonths, parseDate } from '../util/datetime.ts';
import { compare, isDict, pyStr, truthy, typeName, ValueFault, type Value } from './values.ts';

/**
 * The functions a condition may call (docs/DECISIONS.md D72), by their Frappe names; each may also
 * be written `frappe.utils.<name>` or `utils.<name>`. They read nothing but their arguments and
 * the evaluation's `today`, `now` and `user`.
 */

export interface EvalEnv {
  /** The site's date, `YYYY-MM-DD`. */
  today: string;
  /** The site's date and time, `YYYY-MM-DD HH:MM:SS.ffffff`. */
  now: string;
  /** Who the condition is evaluated for (`frappe.session.user`). */
  user: string;
}

export interface FunctionSpec {
  min: number;
  max: number;
  call(args: Value[], env: EvalEnv): Value;
}

function lengthOf(v: Value): number {
  if (typeof v === 'string' || Array.isArray(v)) return v.length;
  if (isDict(v)) return Object.keys(v).length;
  throw new ValueFault(`object of type '${typeName(v)}' has no len()`);
}

function toNumber(v: Value, fn: string): number {
  if (typeof v === 'number' || typeof v === 'boolean') return Number(v);
  if (typeof v === 'string' && /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/.test(v)) return Number(v);
  throw new ValueFault(`${fn}() argument must be a number or a numeric string, not '${typeName(v)}'${typeof v === 'string' ? `: '${v.slice(0, 40)}'` : ''}`);
}

/** Frappe's flt/cint: anything not a number counts as 0. */
function lenientNumber(v: Value): number {
  if (typeof v === 'number' || typeof v === 'boolean') return Number(v);
  const n = typeof v === 'string' ? Number.parseFloat(v.replaceAll(',', '')) : Number.NaN;
  return Number.isFinite(n) ? n : 0;
}

/** Python's round: halves to even. */
function roundHalfEven(x: number, digits: number): number {
  const m = 10 ** digits;
  const y = x * m;
  const r = Math.round(y);
  return (Math.abs(y % 1) === 0.5 ? 2 * Math.round(y / 2) : r) / m;
}

function dateOf(v: Value, fn: string): string {
  const date = typeof v === 'string' ? parseDate(v) : null;
  if (!date) throw new ValueFault(`${fn}() needs a date (YYYY-MM-DD), not ${typeof v === 'string' ? `'${v.slice(0, 40)}'` : typeName(v)}`);
  return date;
}

/** Day counts past any real date would make an invalid Date: refused. */
function dayCount(v: Value, fn: string, limit: number): number {
  const n = Math.trunc(toNumber(v, fn));
  if (Math.abs(n) > limit) throw new ValueFault(`${fn}() count ${n} is out of range`);
  return n;
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

function extreme(args: Value[], fn: string, sign: number): Value {
  const items = args.length === 1 && Array.isArray(args[0]) ? args[0] : args;
  if (!items.length) throw new ValueFault(`${fn}() arg is an empty sequence`);
  return items.reduce((best, item) => (compare(item, best, sign > 0 ? '>' : '<') === sign ? item : best));
}

export const FUNCTIONS: Readonly<Record<string, FunctionSpec>> = {
  len: { min: 1, max: 1, call: ([v]) => lengthOf(v) },
  int: { min: 1, max: 1, call: ([v]) => Math.trunc(toNumber(v, 'int')) },
  float: { min: 1, max: 1, call: ([v]) => toNumber(v, 'float') },
  str: { min: 1, max: 1, call: ([v]) => pyStr(v) },
  bool: { min: 1, max: 1, call: ([v]) => truthy(v) },
  abs: { min: 1, max: 1, call: ([v]) => Math.abs(toNumber(v, 'abs')) },
  round: { min: 1, max: 2, call: ([v, d = 0]) => roundHalfEven(toNumber(v, 'round'), Math.trunc(toNumber(d, 'round'))) },
  min: { min: 1, max: 100, call: (args) => extreme(args, 'min', -1) },
  max: { min: 1, max: 100, call: (args) => extreme(args, 'max', 1) },
  cint: { min: 1, max: 1, call: ([v]) => Math.trunc(lenientNumber(v)) },
  flt: { min: 1, max: 2, call: ([v, d]) => (d === undefined || d === null ? lenientNumber(v) : roundHalfEven(lenientNumber(v), Math.trunc(lenientNumber(d)))) },
  cstr: { min: 1, max: 1, call: ([v]) => (v === null ? '' : pyStr(v)) },
  nowdate: { min: 0, max: 0, call: (_, env) => env.today },
  today: { min: 0, max: 0, call: (_, env) => env.today },
  now: { min: 0, max: 0, call: (_, env) => env.now },
  getdate: { min: 0, max: 1, call: ([v], env) => (v === undefined || v === null ? env.today : dateOf(v, 'getdate')) },
  add_days: { min: 2, max: 2, call: ([d, n]) => addDays(dateOf(d, 'add_days'), dayCount(n, 'add_days', 1_000_000)) },
  add_months: { min: 2, max: 2, call: ([d, n]) => addMonths(dateOf(d, 'add_months'), dayCount(n, 'add_months', 100_000)) },
  date_diff: { min: 2, max: 2, call: ([a, b]) => dayNumber(dateOf(a, 'date_diff')) - dayNumber(dateOf(b, 'date_diff')) },
};

/** Methods on values: `doc.get("x")`, `doc.status.lower()`, ... checked by name when compiled, by type when run. */
export const METHODS: Readonly<Record<string, FunctionSpec & { on: 'dict' | 'str' }>> = {
  get: { on: 'dict', min: 1, max: 2, call: ([self, key, fallback = null]) => (isDict(self) && typeof key === 'string' && Object.hasOwn(self, key) ? self[key] : fallback) },
  lower: { on: 'str', min: 0, max: 0, call: ([self]) => (self as string).toLowerCase() },
  upper: { on: 'str', min: 0, max: 0, call: ([self]) => (self as string).toUpperCase() },
  strip: { on: 'str', min: 0, max: 0, call: ([self]) => (self as string).trim() },
  startswith: { on: 'str', min: 1, max: 1, call: ([self, s]) => (self as string).startsWith(stringArg(s, 'startswith')) },
  endswith: { on: 'str', min: 1, max: 1, call: ([self, s]) => (self as string).endsWith(stringArg(s, 'endswith')) },
};

function stringArg(v: Value, fn: string): string {
  if (typeof v !== 'string') throw new ValueFault(`${fn}() argument must be str, not ${typeName(v)}`);
  return v;
}

