import { countDocuments } from '../../../operations/document-count.ts';
import { listInTx } from '../../../operations/document-list.ts';
import { boolArg, parentArg, parseFilterArg } from '../../../query/list-params.ts';
import { whitelist } from '../../method-def.ts';
import { addCommentCounts, REPORTVIEW_PARAMS, reportviewQuery } from './reportview-args.ts';

/**
 * frappe.desk.reportview.get, the list and report views' query: the listing engine with its
 * permissions, answered in Frappe's compressed form `{keys, values, user_info}` (an empty result
 * is `[]`, as Frappe's compress returns it). `start`/`page_length` are the desk's names for
 * `limit_start`/`limit_page_length` (reportview-args.ts); without a page length every row comes
 * back, as in Frappe.
 */
export const reportviewGet = whitelist({
  path: 'desk.reportview.get',
  params: [...REPORTVIEW_PARAMS],
  handler: async (api, a) => {
    const rows = (await listInTx(api.dc, a.doctype, reportviewQuery(a, true))) as Array<Record<string, unknown>>;
    addCommentCounts(rows, a.with_comment_count);
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
