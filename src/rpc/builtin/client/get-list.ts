import { countDocuments } from '../../../operations/document-count.ts';
import { listInTx } from '../../../operations/document-list.ts';
import { boolArg, limitStartArg, pageLengthArg, parentArg, parseFields, parseFilterArg, parseGroupBy, parseOrderBy } from '../../../query/list-params.ts';
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
    { name: 'pluck', type: 'str' },
  ],
  // `debug` is taken, as Frappe's signature has it, but only the resource listing reports SQL.
  // `pluck` (frappe.get_list's): the values of one field instead of rows.
  handler: async (api, a) => {
    const pluck = typeof a.pluck === 'string' && a.pluck ? a.pluck : null;
    const rows = await listInTx(api.dc, a.doctype, {
      fields: pluck ? parseFields([pluck]) : parseFields(a.fields),
      filters: parseFilterArg(a.filters, 'filters'),
      orFilters: parseFilterArg(a.or_filters, 'or_filters'),
      pageLength: pageLengthArg(a.limit_page_length),
      orderBy: parseOrderBy(a.order_by),
      groupBy: parseGroupBy(a.group_by),
      limitStart: limitStartArg(a.limit_start),
      asDict: pluck ? false : boolArg(a.as_dict, true),
      debug: false,
      parent: parentArg(a.parent),
    });
    return pluck ? (rows as unknown[][]).map((row) => row[0]) : rows;
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
  handler: (api, a) => countDocuments(api.dc, a.doctype, parseFilterArg(a.filters, 'filters'), { parent: parentArg(a.parent) }),
});
