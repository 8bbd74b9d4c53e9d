import { boolArg, limitStartArg, pageLengthArg, parentArg, parseFields, parseFilterArg, parseGroupBy, parseOrderBy } from '../../../query/list-params.ts';
import type { ListField, ListQuery } from '../../../query/list-query.ts';
import { appError } from '../../../errors/app-error.ts';
import type { ParamSpec } from '../../method-def.ts';

/** The arguments the list and report views send to frappe.desk.reportview's listings. */
export const REPORTVIEW_PARAMS: readonly ParamSpec[] = [
  { name: 'doctype', type: 'str', required: true },
  { name: 'fields', type: 'any' },
  { name: 'filters', type: 'any' },
  { name: 'or_filters', type: 'any' },
  { name: 'order_by', type: 'str' },
  { name: 'group_by', type: 'str' },
  { name: 'start', type: 'int' },
  { name: 'page_length', type: 'int' },
  { name: 'limit_start', type: 'int' },
  { name: 'limit_page_length', type: 'int' },
  { name: 'limit', type: 'int' },
  { name: 'with_comment_count', type: 'any' },
  { name: 'parent', type: 'str' },
  { name: 'aggregate_function', type: 'str' },
  { name: 'aggregate_on_field', type: 'str' },
  { name: 'aggregate_on_doctype', type: 'str' },
];

/**
 * The listing a reportview call asks for, with Frappe's paging rule (DatabaseQuery.execute): the
 * first of `limit`, `page_length`, `limit_page_length` that is set and not 0 is the page length,
 * none means every row; `start` wins over `limit_start` likewise.
 */
export function reportviewQuery(a: Record<string, any>, asDict: boolean): ListQuery {
  const truthy = (...values: unknown[]) => values.find((v) => v !== undefined && v !== null && v !== '' && v !== 0);
  return {
    fields: [...parseFields(a.fields), ...aggregateField(a)],
    filters: parseFilterArg(a.filters, 'filters'),
    orFilters: parseFilterArg(a.or_filters, 'or_filters'),
    pageLength: pageLengthArg(truthy(a.limit, a.page_length, a.limit_page_length) ?? 0),
    orderBy: parseOrderBy(a.order_by),
    groupBy: parseGroupBy(a.group_by),
    limitStart: limitStartArg(truthy(a.start, a.limit_start)),
    asDict,
    debug: false,
    parent: parentArg(a.parent),
  };
}

const AGGREGATES = new Set(['count', 'sum', 'avg']);

/**
 * The report view's group-by column (Frappe's setup_group_by): with `group_by` and
 * `aggregate_function` (count, sum or avg) of `aggregate_on_field` on `aggregate_on_doctype` (the
 * DocType or one of its child tables), a column `_aggregate_column`. The listing resolves the
 * field through metadata and the caller's readable columns like any other.
 */
function aggregateField(a: Record<string, any>): ListField[] {
  if (!a.group_by || !a.aggregate_function) return [];
  const fn = String(a.aggregate_function).toLowerCase();
  if (!AGGREGATES.has(fn)) throw appError('VALIDATION', 'Invalid aggregate function');
  const field = typeof a.aggregate_on_field === 'string' ? a.aggregate_on_field : '';
  const doctype = typeof a.aggregate_on_doctype === 'string' && a.aggregate_on_doctype ? a.aggregate_on_doctype : a.doctype;
  if (!/^\w+$/.test(field) || /`/.test(String(doctype))) throw appError('VALIDATION', `Field not permitted in query: ${field}`);
  return parseFields([`${fn}(\`tab${doctype}\`.\`${field}\`) as _aggregate_column`]);
}

/**
 * Frappe's `with_comment_count`: every row with a name gets `_comment_count`, the entries of its
 * `_comments` cache column (a JSON list) when the listing read it, else 0.
 */
export function addCommentCounts(rows: Array<Record<string, unknown>>, withCommentCount: unknown): void {
  if (!boolArg(withCommentCount, false)) return;
  for (const row of rows) if (row.name) row._comment_count = commentCount(row._comments);
}

function commentCount(comments: unknown): number {
  if (typeof comments !== 'string' || !comments) return 0;
  try {
    const list: unknown = JSON.parse(comments);
    return Array.isArray(list) ? list.length : 0;
  } catch {
    return 0;
  }
}
