import { appError } from '../errors/app-error.ts';
import { tryParseJson } from '../util/json.ts';

/** A listing request with every Frappe argument shape already normalised (the boundary, A5). */
export interface ListParams {
  fields: string[];
  filters: unknown;
  orFilters: unknown;
  orderBy: string;
  groupBy: string;
  limitStart: number;
  /** 0 means every row (streamed). */
  pageLength: number;
  asDict: boolean;
  debug: boolean;
  parent: string | null;
}

const MAX_PAGE = 10_000_000;
const MAX_START = 2 ** 31 - 1;

/**
 * Reads listing arguments from a form dict as Frappe does (frappe-behavior §5.1): JSON text or
 * native JSON for fields/filters, limit resolution of §5.1.1, boolean strings. Bad shapes are 417.
 */
export function parseListParams(form: Record<string, unknown>, options: { allowLimitAlias: boolean }): ListParams {
  const fields = parseFields(form.fields);
  const filters = parseJsonArg(form.filters, 'filters');
  const orFilters = parseJsonArg(form.or_filters, 'or_filters');
  let pageLength: number;
  if (form.limit_page_length === undefined || form.limit_page_length === null) {
    const alias = options.allowLimitAlias ? form.limit : undefined;
    pageLength = alias !== undefined && alias !== null && alias !== '' && alias !== 0 && alias !== false ? intArg(alias, 'limit', MAX_PAGE) : 20;
  } else {
    pageLength = form.limit_page_length === '' ? 20 : intArg(form.limit_page_length, 'limit_page_length', MAX_PAGE);
  }
  return {
    fields,
    filters,
    orFilters,
    orderBy: textArg(form.order_by, 'order_by'),
    groupBy: textArg(form.group_by, 'group_by'),
    limitStart: form.limit_start === undefined || form.limit_start === null || form.limit_start === '' ? 0 : intArg(form.limit_start, 'limit_start', MAX_START),
    pageLength,
    asDict: boolArg(form.as_dict, true),
    debug: boolArg(form.debug, false),
    parent: typeof form.parent === 'string' && form.parent ? form.parent : null,
  };
}

function parseFields(raw: unknown): string[] {
  if (raw === undefined || raw === null || raw === '') return ['name'];
  let value: unknown = raw;
  if (typeof raw === 'string') {
    const parsed = tryParseJson(raw);
    if (!parsed.ok) throw appError('VALIDATION', `fields must be a JSON list of field names, e.g. ["name","status"]`);
    value = parsed.value;
  }
  if (typeof value === 'string') value = [value];
  if (!Array.isArray(value) || value.some((f) => typeof f !== 'string')) throw appError('VALIDATION', 'fields must be a list of field names');
  if (value.length === 0) return ['name'];
  if (value.length > 500) throw appError('VALIDATION', 'fields holds too many entries (at most 500)');
  return value as string[];
}

/** Parses a JSON-text argument (filters); native JSON values pass through. */
export function parseJsonArg(raw: unknown, name: string): unknown {
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string') return raw;
  const parsed = tryParseJson(raw);
  if (!parsed.ok) throw appError('VALIDATION', `${name} is not valid JSON`);
  return parsed.value;
}

function textArg(raw: unknown, name: string): string {
  if (raw === undefined || raw === null) return '';
  if (typeof raw !== 'string') throw appError('VALIDATION', `${name} must be text`);
  if (raw.length > 1000) throw appError('VALIDATION', `${name} is too long`);
  return raw.trim();
}

/** Reads a non-negative integer argument; 417 naming the argument otherwise. */
export function intArg(raw: unknown, name: string, max: number): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < 0 || n > max) throw appError('VALIDATION', `${name} must be a whole number from 0 to ${max}`);
  return n;
}

/** Reads Frappe's boolean spellings: true/false, 1/0, "true"/"false", "1"/"0", "yes"/"no". */
export function boolArg(raw: unknown, fallback: boolean): boolean {
  if (raw === undefined || raw === null || raw === '') return fallback;
  if (typeof raw === 'boolean') return raw;
  if (typeof raw === 'number') return raw !== 0;
  const t = String(raw).toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(t)) return true;
  if (['false', '0', 'no', 'off', 'none', 'null'].includes(t)) return false;
  throw appError('VALIDATION', `expected true or false, got ${JSON.stringify(String(raw).slice(0, 40))}`);
}
