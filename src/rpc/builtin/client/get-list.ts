import { listInTx } from '../../../operations/document-list.ts';
import { parseListParams } from '../../../query/list-params.ts';
import { whitelist } from '../../method-def.ts';

/** svc.client.get_list (frappe.client.get_list): the resource listing's engine and permissions; no `limit` alias, rows with nulls. */
export const getList = whitelist({
  path: 'client.get_list',
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'fields', type: 'any' },
    { name: 'filters', type: 'any' },
    { name: 'group_by', type: 'str' },
    { name: 'order_by', type: 'str' },
    { name: 'limit_start', type: 'int' },
    { name: 'limit_page_length', type: 'int', default: 20 },
    { name: 'parent', type: 'str' },
    { name: 'debug', type: 'bool', default: false },
    { name: 'as_dict', type: 'bool', default: true },
    { name: 'or_filters', type: 'any' },
  ],
  handler: (api, a) => {
    const { doctype, debug: _debug, ...form } = a;
    return listInTx(api.dc, doctype, parseListParams(form, { allowLimitAlias: false }));
  },
});

/**
 * svc.client.get_count (frappe.client.get_count): how many documents match `filters`. Unlike
 * Frappe v15 the count obeys the caller's read rules, as the listing does; `parent` (an svc
 * extension) names the parent DocType when counting child rows.
 */
export const getCount = whitelist({
  path: 'client.get_count',
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'filters', type: 'any' },
    { name: 'debug', type: 'bool', default: false },
    { name: 'cache', type: 'bool', default: false },
    { name: 'parent', type: 'str' },
  ],
  handler: async (api, a) => {
    const params = parseListParams({ fields: ['count(name) as count'], filters: a.filters, parent: a.parent, limit_page_length: 1 }, { allowLimitAlias: false });
    const rows = (await listInTx(api.dc, a.doctype, params)) as Array<{ count: unknown }>;
    return Number(rows[0]?.count ?? 0);
  },
});
