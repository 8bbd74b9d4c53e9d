import { countDocuments } from '../../../operations/document-count.ts';
import { listInTx } from '../../../operations/document-list.ts';
import { boolArg, limitStartArg, pageLengthArg, parentArg, parseFields, parseFilterArg, parseGroupBy, parseOrderBy } from '../../../query/list-params.ts';
import { whitelist } from '../../method-def.ts';

/**
 * frappe.desk.reportview.get, the list and report views' query: the listing engine with its
 * permissions, answered in Frappe's compressed form `{keys, values, user_info}` (an empty result
 * is `[]`, as Frappe's compress returns it). `start`/`page_length` are the desk's names for
 * `limit_start`/`limit_page_length`; without a page length every row comes back, as in Frappe.
 */
export const reportviewGet = whitelist({
  path: 'desk.reportview.get',
  params: [
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
    { name: 'with_comment_count', type: 'any' },
    { name: 'parent', type: 'str' },
  ],
  handler: async (api, a) => {
    const rows = (await listInTx(api.dc, a.doctype, {
      fields: parseFields(a.fields),
      filters: parseFilterArg(a.filters, 'filters'),
      orFilters: parseFilterArg(a.or_filters, 'or_filters'),
      pageLength: pageLengthArg(a.page_length ?? a.limit_page_length ?? 0),
      orderBy: parseOrderBy(a.order_by),
      groupBy: parseGroupBy(a.group_by),
      limitStart: limitStartArg(a.start ?? a.limit_start),
      asDict: true,
      debug: false,
      parent: parentArg(a.parent),
    })) as Array<Record<string, unknown>>;
    if (boolArg(a.with_comment_count, false)) for (const row of rows) if ('_comments' in row) row._comment_count = commentCount(row._comments);
    if (rows.length === 0) return [];
    const keys = Object.keys(rows[0]);
    return { keys, values: rows.map((row) => keys.map((k) => row[k])), user_info: {} };
  },
});

/**
 * frappe.desk.reportview.get_count: how many documents the caller may read match `filters`
 * (the listing's permission rules, inside the query). `limit` caps the count, as Frappe's does;
 * `distinct` changes nothing, since every document is counted once by its name.
 */
export const reportviewGetCount = whitelist({
  path: 'desk.reportview.get_count',
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'filters', type: 'any' },
    { name: 'or_filters', type: 'any' },
    { name: 'distinct', type: 'any' },
    { name: 'limit', type: 'int' },
    { name: 'parent', type: 'str' },
  ],
  handler: async (api, a) => {
    boolArg(a.distinct, false);
    const count = await countDocuments(api.dc, a.doctype, parseFilterArg(a.filters, 'filters'), { orFilters: parseFilterArg(a.or_filters, 'or_filters'), parent: parentArg(a.parent) });
    return a.limit ? Math.min(count, a.limit as number) : count;
  },
});

/** Frappe's `_comment_count`: the entries of the `_comments` cache column (a JSON list). */
function commentCount(comments: unknown): number {
  if (typeof comments !== 'string' || !comments) return 0;
  try {
    const list: unknown = JSON.parse(comments);
    return Array.isArray(list) ? list.length : 0;
  } catch {
    return 0;
  }
}
