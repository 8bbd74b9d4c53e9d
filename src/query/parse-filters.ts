import { appError } from '../errors/app-error.ts';
import { isPlainObject } from '../util/json.ts';
import { MAX_FILTER_DEPTH, tooDeepMessage, valueDepth } from '../util/json-depth.ts';
import { hasCall, parseFieldExpr } from './field-expr.ts';
import type { FilterTerm } from './list-query.ts';
import { filterOperator } from './operators.ts';
import { fieldNotPermitted } from './resolve-field.ts';

const MAX_CONDITIONS = 200;

/**
 * Parses Frappe filters in every shape (docs/DECISIONS.md F4): a list of `[field, op, value]` or
 * `[doctype, field, op, value]`, a single such list, or a dict `{field: value | [op, value]}`.
 * Only the shape is checked here; fields resolve through metadata when the query is built
 * (build-where.ts), where values are cast and bound, never inlined. Filters nested more than
 * MAX_FILTER_DEPTH deep are refused first, before anything walks them; `name` is the argument
 * they came in, for the message.
 */
export function parseFilters(raw: unknown, name = 'filters'): FilterTerm[] {
  if (raw === null || raw === undefined || raw === '') return [];
  if (valueDepth(raw, MAX_FILTER_DEPTH) > MAX_FILTER_DEPTH) throw appError('VALIDATION', tooDeepMessage(name, MAX_FILTER_DEPTH));
  const items: unknown[][] = [];
  if (isPlainObject(raw)) {
    for (const [field, spec] of Object.entries(raw)) {
      items.push(Array.isArray(spec) ? [field, ...spec.slice(0, 2)] : [field, '=', spec]);
    }
  } else if (Array.isArray(raw)) {
    if (raw.length > 0 && typeof raw[0] === 'string' && (raw.length === 3 || raw.length === 4) && !Array.isArray(raw[1])) items.push(raw);
    else
      for (const item of raw) {
        if (Array.isArray(item)) items.push(item);
        else if (isPlainObject(item)) items.push(...Object.entries(item).map(([f, spec]) => (Array.isArray(spec) ? [f, ...spec.slice(0, 2)] : [f, '=', spec])));
        else throw appError('VALIDATION', 'Each filter must be a list: [field, operator, value]');
      }
  } else {
    throw appError('VALIDATION', 'filters must be a list or an object');
  }
  if (items.length > MAX_CONDITIONS) throw appError('VALIDATION', `Too many filters (at most ${MAX_CONDITIONS})`);
  return items.map(parseTerm);
}

function parseTerm(item: unknown[]): FilterTerm {
  if (item.length < 3) throw appError('VALIDATION', 'Filter must have 4 values (doctype, fieldname, operator, value): ' + JSON.stringify(item).slice(0, 200));
  const [doctype, fieldname, op, value] = item.length >= 4 ? item.slice(0, 4) : [null, ...item];
  if (typeof fieldname !== 'string' || (doctype !== null && typeof doctype !== 'string')) throw appError('VALIDATION', 'A filter field name must be text');
  const target = filterTarget(fieldname);
  return { doctype: (doctype as string | null) || null, ...target, op: filterOperator(op), value };
}

/**
 * A filter's field: a column, or `ifnull(<column>, <literal>)` as Frappe's tests write it, which
 * compares the column with NULL read as the literal. No other expression is a filter field.
 */
function filterTarget(fieldname: string): Pick<FilterTerm, 'field' | 'ifnull'> {
  if (!hasCall(fieldname)) return { field: fieldname };
  const e = parseFieldExpr(fieldname);
  if (e.kind === 'call' && e.fn === 'ifnull' && e.args[0].kind === 'column' && e.args[1].kind === 'literal') return { field: e.args[0].text, ifnull: { fallback: e.args[1].value, text: fieldname } };
  throw fieldNotPermitted(fieldname);
}
