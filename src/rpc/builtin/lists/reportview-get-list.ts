import { listInTx } from '../../../operations/document-list.ts';
import { boolArg } from '../../../query/list-params.ts';
import { whitelist } from '../../method-def.ts';
import { addCommentCounts, REPORTVIEW_PARAMS, reportviewQuery } from '../desk/reportview-args.ts';

/**
 * frappe.desk.reportview.get_list, what the desk's `frappe.db.get_list` calls: reportview.get's
 * arguments and listing (permissions inside the query, every row without a page length) answered
 * uncompressed, as frappe.get_list answers: rows as objects, as lists with `as_list`, or the
 * values of one field with `pluck`.
 */
export const reportviewGetList = whitelist({
  path: 'desk.reportview.get_list',
  params: [
    ...REPORTVIEW_PARAMS,
    { name: 'as_list', type: 'any' },
    { name: 'pluck', type: 'str' },
  ],
  handler: async (api, a) => {
    const pluck = typeof a.pluck === 'string' && a.pluck ? a.pluck : null;
    const asList = pluck !== null || boolArg(a.as_list, false);
    const query = reportviewQuery(pluck ? { ...a, fields: [pluck] } : a, !asList);
    const rows = await listInTx(api.dc, a.doctype, query);
    if (pluck) return (rows as unknown[][]).map((row) => row[0]);
    if (!asList) addCommentCounts(rows as Array<Record<string, unknown>>, a.with_comment_count);
    return rows;
  },
});

