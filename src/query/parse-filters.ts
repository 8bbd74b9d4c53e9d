import { appError } from '../errors/app-error.ts';
import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import type { MetaRegistry } from '../meta/meta-registry.ts';
import { isPlainObject } from '../util/json.ts';
import type { ColumnRef, Condition, Scalar } from './ast.ts';
import { hasCall, parseFieldExpr } from './field-expr.ts';
import { treeCondition, treeOperator } from './tree-filter.ts';
import { operatorFor } from './operators.ts';
import { fieldNotPermitted, refOf, resolveField, type ReadableCheck, type ResolvedColumn } from './resolve-field.ts';

export interface FilterScope {
  meta: DocTypeMeta;
  registry: MetaRegistry;
  readable: ReadableCheck;
  today: string;
  /** Alias of the joined table for a link column (filters on child columns use EXISTS instead). */
  linkAlias(resolved: ResolvedColumn): string;
}

const MAX_CONDITIONS = 200;

/**
 * Parses Frappe filters in every shape (frappe-behavior §5.2): a list of `[field, op, value]` or
 * `[doctype, field, op, value]`, a single such list, or a dict `{field: value | [op, value]}`.
 * Each condition resolves its field through metadata; values are cast and bound, never inlined.
 */
export function parseFilters(raw: unknown, scope: FilterScope): Condition[] {
  if (raw === null || raw === undefined || raw === '') return [];
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
  return items.map((item) => parseOne(item, scope));
}

function parseOne(item: unknown[], scope: FilterScope): Condition {
  if (item.length < 3) throw appError('VALIDATION', 'Filter must have 4 values (doctype, fieldname, operator, value): ' + JSON.stringify(item).slice(0, 200));
  const [doctype, fieldname, op, value] = item.length >= 4 ? item.slice(0, 4) : [null, ...item];
  if (typeof fieldname !== 'string' || (doctype !== null && typeof doctype !== 'string')) throw appError('VALIDATION', 'A filter field name must be text');
  const { column, fallback } = filterTarget(fieldname);
  const resolved = resolveFilterField(doctype as string | null, column, scope);
  if (typeof fallback === 'string' && refOf(resolved, 't').type === 'number' && !/^-?\d{1,15}(\.\d{1,10})?$/.test(fallback)) throw appError('VALIDATION', `ifnull() of the number field ${column.slice(0, 60)} needs a number`);
  const refIn = (alias: string): ColumnRef => (fallback === undefined ? refOf(resolved, alias) : { ...refOf(resolved, alias), fallback: fallback as Scalar });
  const tree = treeOperator(op);
  if (tree) {
    if (resolved.source.kind !== 'main') throw fieldNotPermitted(fieldname);
    return treeCondition(resolved, refIn('t'), scope, tree, value);
  }
  const builder = operatorFor(op);
  if (resolved.source.kind === 'child') {
    const inner = builder({ ref: refIn('x'), field: resolved.field, fieldname: column, today: scope.today }, value);
    return { kind: 'child_exists', childTable: resolved.owner.tableName, parentType: scope.meta.name, parentField: resolved.source.tableField.fieldname, where: inner };
  }
  const alias = resolved.source.kind === 'link' ? scope.linkAlias(resolved) : 't';
  return builder({ ref: refIn(alias), field: resolved.field, fieldname: column, today: scope.today }, value);
}

/**
 * A filter's field: a column, or `ifnull(<column>, <literal>)` as Frappe's tests write it, which
 * compares the column with NULL read as the literal. No other expression is a filter field.
 */
function filterTarget(fieldname: string): { column: string; fallback?: string | number } {
  if (!hasCall(fieldname)) return { column: fieldname };
  const e = parseFieldExpr(fieldname);
  if (e.kind === 'call' && e.fn === 'ifnull' && e.args[0].kind === 'column' && e.args[1].kind === 'literal') return { column: e.args[0].text, fallback: e.args[1].value };
  throw fieldNotPermitted(fieldname);
}

function resolveFilterField(doctype: string | null, fieldname: string, scope: FilterScope): ResolvedColumn {
  const { meta, registry, readable } = scope;
  if (doctype && doctype !== meta.name) {
    const tableField = meta.tableFields.find((f) => f.options === doctype);
    if (!tableField) throw fieldNotPermitted(`${doctype}.${fieldname}`);
    return resolveField(`${tableField.fieldname}.${fieldname}`, meta, registry, readable);
  }
  if (/^(?![0-9]+$)[a-z0-9_]+$/i.test(fieldname) && !meta.fieldMap.has(fieldname)) {
    // Frappe moves a condition on a field of a child table to that table.
    for (const tableField of meta.tableFields) {
      const child = registry.get(tableField.options!);
      if (child?.fieldMap.get(fieldname)?.column) return resolveField(`${tableField.fieldname}.${fieldname}`, meta, registry, readable);
    }
  }
  return resolveField(fieldname, meta, registry, readable);
}
