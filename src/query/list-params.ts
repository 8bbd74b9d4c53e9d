import { appError } from '../errors/app-error.ts';
import { MAX_DOCUMENT_DEPTH, MAX_FILTER_DEPTH, parseJsonWithin, tooDeepMessage } from '../util/json-depth.ts';
import { hasCall, parseFieldSpec } from './field-expr.ts';
import { NAME_FIELD, type FilterTerm, type ListField, type ListQuery, type OrderTerm } from './list-query.ts';
import { parseFilters } from './parse-filters.ts';

const MAX_PAGE = 10_000_000;
const MAX_START = 2 ** 31 - 1;
const ALIAS = /^(.*\S)\s+as\s+([A-Za-z_][A-Za-z0-9_]*)$/i;
const ORDER_TERM = /^(.*?)(?:\s+(asc|desc))?$/i;

/**
 * Reads listing arguments from a form dict as Frappe does (docs/DECISIONS.md F3): JSON text or
 * native JSON for fields/filters, Frappe's page-length rule, boolean strings. Bad shapes are 417.
 * Callers holding typed arguments build a ListQuery from the part readers below instead.
 */
export function parseListParams(form: Record<string, unknown>, options: { allowLimitAlias: boolean }): ListQuery {
  return {
    fields: parseFields(form.fields),
    filters: parseFilterArg(form.filters, 'filters'),
    orFilters: parseFilterArg(form.or_filters, 'or_filters'),
    pageLength: pageLengthArg(form.limit_page_length, options.allowLimitAlias ? form.limit : undefined),
    orderBy: parseOrderBy(form.order_by),
    groupBy: parseGroupBy(form.group_by),
    limitStart: limitStartArg(form.limit_start),
    asDict: boolArg(form.as_dict, true),
    debug: boolArg(form.debug, false),
    parent: parentArg(form.parent),
  };
}

/** `fields`: JSON text, a list of field texts or one; none means `name`. */
export function parseFields(raw: unknown): ListField[] {
  if (raw === undefined || raw === null || raw === '') return [NAME_FIELD];
  let value: unknown = raw;
  if (typeof raw === 'string') {
    const parsed = parseJsonWithin(raw, MAX_DOCUMENT_DEPTH);
    if (!parsed.ok) throw appError('VALIDATION', parsed.tooDeep ? tooDeepMessage('fields', MAX_DOCUMENT_DEPTH) : `fields must be a JSON list of field names, e.g. ["name","status"]`);
    value = parsed.value;
  }
  if (typeof value === 'string') value = [value];
  if (!Array.isArray(value) || value.some((f) => typeof f !== 'string')) throw appError('VALIDATION', 'fields must be a list of field names');
  if (value.length === 0) return [NAME_FIELD];
  if (value.length > 500) throw appError('VALIDATION', 'fields holds too many entries (at most 500)');
  return (value as string[]).map(listField);
}

function listField(raw: string): ListField {
  const text = raw.trim();
  if (text === '*' || text === '`*`') return { kind: 'star' };
  if (hasCall(text)) return { kind: 'expr', text, spec: parseFieldSpec(text) };
  const aliased = ALIAS.exec(text);
  return aliased ? { kind: 'column', text: aliased[1].trim(), alias: aliased[2] } : { kind: 'column', text, alias: null };
}

/** `filters` or `or_filters`: JSON text or native JSON, in any of Frappe's shapes. */
export function parseFilterArg(raw: unknown, name: string): FilterTerm[] {
  return parseFilters(parseJsonArg(raw, name), name);
}

/** `order_by`: `field [asc|desc]`, comma-separated; a term may also name an aggregate's key. */
export function parseOrderBy(raw: unknown): OrderTerm[] {
  const text = textArg(raw, 'order_by');
  if (!text) return [];
  return text.split(',').map((part) => {
    const m = ORDER_TERM.exec(part.trim());
    const target = m?.[1].trim() ?? '';
    if (!target) throw appError('VALIDATION', `Invalid order_by: ${text.slice(0, 100)}`);
    return { target, dir: (m?.[2]?.toLowerCase() ?? 'asc') as 'asc' | 'desc' };
  });
}

/** `group_by`: field texts, comma-separated. */
export function parseGroupBy(raw: unknown): string[] {
  const text = textArg(raw, 'group_by');
  return text ? text.split(',').map((t) => t.trim()) : [];
}

/** `limit_page_length` (or its alias `limit`, which only counts when set and not 0): 20 by default, 0 for every row. */
export function pageLengthArg(raw: unknown, alias?: unknown): number {
  if (raw === undefined || raw === null) {
    return alias !== undefined && alias !== null && alias !== '' && alias !== 0 && alias !== false ? intArg(alias, 'limit', MAX_PAGE) : 20;
  }
  return raw === '' ? 20 : intArg(raw, 'limit_page_length', MAX_PAGE);
}

/** `limit_start`: 0 by default. */
export function limitStartArg(raw: unknown): number {
  return raw === undefined || raw === null || raw === '' ? 0 : intArg(raw, 'limit_start', MAX_START);
}

/** `parent`: the parent DocType child rows are listed through, or null. */
export function parentArg(raw: unknown): string | null {
  return typeof raw === 'string' && raw ? raw : null;
}

/** Parses a JSON-text argument (filters, at most MAX_FILTER_DEPTH deep); native JSON values pass through. */
export function parseJsonArg(raw: unknown, name: string): unknown {
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string') return raw;
  const parsed = parseJsonWithin(raw, MAX_FILTER_DEPTH);
  if (!parsed.ok) throw appError('VALIDATION', parsed.tooDeep ? tooDeepMessage(name, MAX_FILTER_DEPTH) : `${name} is not valid JSON`);
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
