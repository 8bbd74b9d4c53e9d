/**
 * Filters added to Liquid's own under Jinja's names (docs/DECISIONS.md D70), so a Frappe user's
 * `{{ name | upper }}` works. Each takes and gives plain values only: nothing here reaches the
 * site, the clock or the file system.
 */

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

function toInt(value: unknown, fallback = 0): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(text(value));
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
}

function toFloat(value: unknown, fallback = 0): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(text(value));
  return Number.isFinite(n) ? n : fallback;
}

function lengthOf(value: unknown): number {
  if (typeof value === 'string' || Array.isArray(value)) return value.length;
  if (value && typeof value === 'object') return Object.keys(value).length;
  return 0;
}

/** Jinja's `title`: each word's first letter upper case, the rest lower. */
const title = (value: unknown) => text(value).toLowerCase().replace(/(^|[^\p{L}\p{N}'])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase());

/** name → implementation; the README's list of filters is this table plus Liquid's. */
export const jinjaFilters: Readonly<Record<string, (value: unknown, ...args: unknown[]) => unknown>> = {
  upper: (value) => text(value).toUpperCase(),
  lower: (value) => text(value).toLowerCase(),
  title,
  length: lengthOf,
  count: lengthOf,
  trim: (value) => text(value).trim(),
  striptags: (value) => text(value).replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim(),
  // Nothing is escaped unless asked (Frappe's template environment does not autoescape), so
  // `safe` has nothing to undo.
  safe: (value) => value,
  e: (value) => text(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`),
  int: (value, fallback) => toInt(value, toInt(fallback)),
  float: (value, fallback) => toFloat(value, toFloat(fallback)),
  string: text,
  // Jinja's tojson, for webhook JSON bodies: a value written as JSON (quoted and escaped text, lists, objects).
  tojson: (value) => JSON.stringify(value === undefined ? null : value),
};
