import { appError } from '../errors/app-error.ts';
import { and, FALSE, or, TRUE, type ColumnRef, type Condition, type Scalar } from './ast.ts';
import type { BuildScope } from './build-scope.ts';
import type { FilterTerm } from './list-query.ts';
import { operators } from './operators.ts';
import { fieldNotPermitted, refOf, type ResolvedColumn } from './resolve-field.ts';
import { isTreeOperator, treeCondition } from './tree-filter.ts';

/**
 * The WHERE of a listing: the filters AND-ed, the OR filters (when any) OR-ed, and the caller's
 * row rule AND-ed into the same tree, so permissions are part of the query, never a post-filter.
 */
export function buildWhere(b: BuildScope, filters: readonly FilterTerm[], orFilters: readonly FilterTerm[], rowRule: Condition, nothingReadable: boolean): Condition {
  const all = filters.map((t) => termCondition(t, b));
  const any = orFilters.map((t) => termCondition(t, b));
  return nothingReadable ? FALSE : and([and(all), any.length > 0 ? or(any) : TRUE, rowRule]);
}

/** One filter as a condition: its field resolved through metadata, its value cast to the column's type. */
function termCondition(term: FilterTerm, b: BuildScope): Condition {
  const { field, ifnull, op, value } = term;
  const resolved = resolveFilterField(term.doctype, field, b);
  if (typeof ifnull?.fallback === 'string' && refOf(resolved, 't').type === 'number' && !/^-?\d{1,15}(\.\d{1,10})?$/.test(ifnull.fallback)) {
    throw appError('VALIDATION', `ifnull() of the number field ${field.slice(0, 60)} needs a number`);
  }
  const refIn = (alias: string): ColumnRef => (ifnull === undefined ? refOf(resolved, alias) : { ...refOf(resolved, alias), fallback: ifnull.fallback as Scalar });
  if (isTreeOperator(op)) {
    if (resolved.source.kind !== 'main') throw fieldNotPermitted(ifnull?.text ?? field);
    return treeCondition(resolved, refIn('t'), b, op, value);
  }
  const builder = operators[op];
  if (resolved.source.kind === 'child') {
    const inner = builder({ ref: refIn('x'), field: resolved.field, fieldname: field, today: b.today }, value);
    return { kind: 'child_exists', childTable: resolved.owner.tableName, parentType: b.meta.name, parentField: resolved.source.tableField.fieldname, where: inner };
  }
  // Filters on child columns use EXISTS above; a link column's table is joined.
  const alias = resolved.source.kind === 'link' ? b.aliasFor(resolved) : 't';
  return builder({ ref: refIn(alias), field: resolved.field, fieldname: field, today: b.today }, value);
}

function resolveFilterField(doctype: string | null, fieldname: string, b: BuildScope): ResolvedColumn {
  const { meta, registry } = b;
  if (doctype && doctype !== meta.name) {
    const tableField = meta.tableFields.find((f) => f.options === doctype);
    if (!tableField) throw fieldNotPermitted(`${doctype}.${fieldname}`);
    return b.resolve(`${tableField.fieldname}.${fieldname}`);
  }
  if (/^(?![0-9]+$)[a-z0-9_]+$/i.test(fieldname) && !meta.fieldMap.has(fieldname)) {
    // Frappe moves a condition on a field of a child table to that table.
    for (const tableField of meta.tableFields) {
      const child = registry.get(tableField.options!);
      if (child?.fieldMap.get(fieldname)?.column) return b.resolve(`${tableField.fieldname}.${fieldname}`);
    }
  }
  return b.resolve(fieldname);
}
