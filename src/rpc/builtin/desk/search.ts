import { appError } from '../../../errors/app-error.ts';
import type { DocTypeMeta } from '../../../meta/doctype-meta.ts';
import { listInTx } from '../../../operations/document-list.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { listQuery } from '../../../query/list-query.ts';
import { parseFields, parseFilterArg, parseOrderBy } from '../../../query/list-params.ts';
import type { MethodContext } from '../../method-context.ts';
import { whitelist } from '../../method-def.ts';

/** Field types whose text a search matches (frappe/desk/search.py search_widget). */
const SEARCHABLE = new Set(['Data', 'Text', 'Small Text', 'Long Text', 'Link', 'Select', 'Read Only', 'Text Editor']);
const MAX_PAGE = 100;

/** The fields a search shows and matches: name, the title field, then the DocType's `search_fields`. */
function searchFields(meta: DocTypeMeta): string[] {
  const declared = typeof meta.source.search_fields === 'string' ? meta.source.search_fields.split(',').map((f) => f.trim()) : [];
  const fields = ['name', ...(meta.titleField ? [meta.titleField] : []), ...declared];
  return [...new Set(fields)].filter((f) => f === 'name' || SEARCHABLE.has(meta.fieldMap.get(f)?.fieldtype ?? ''));
}

/**
 * The rows of a link search as the caller may list them (their read rule and User Permissions
 * apply as to any listing): `txt` in any search field, enabled documents only where the DocType
 * has `enabled`/`disabled`, the caller's filters, at most `page_length` (100 at most). Custom
 * search queries (`query`) are not supported.
 */
async function searchRows(api: MethodContext, a: Record<string, any>): Promise<unknown[][]> {
  if (a.query) throw appError('VALIDATION', 'Custom search queries are not supported; search without `query`');
  const meta = requireDocType(api.dc, a.doctype);
  const fields = searchFields(meta);
  const txt = String(a.txt ?? '').trim().replace(/[%@]/g, '');
  const filters = [...parseFilterArg(a.filters, 'filters')];
  if (meta.fieldMap.get('enabled')?.fieldtype === 'Check') filters.push(...parseFilterArg([['enabled', '=', 1]], 'filters'));
  if (meta.fieldMap.get('disabled')?.fieldtype === 'Check') filters.push(...parseFilterArg([['disabled', '!=', 1]], 'filters'));
  const orFilters = txt ? parseFilterArg(fields.map((f) => [f, 'like', `%${txt}%`]), 'or_filters') : [];
  const pageLength = Math.min(MAX_PAGE, Math.max(1, Math.trunc(Number(a.page_length ?? 10)) || 10));
  const rows = await listInTx(api.dc, meta.name, listQuery({
    fields: parseFields(fields), filters, orFilters, pageLength, limitStart: Math.max(0, Math.trunc(Number(a.start ?? 0)) || 0),
    orderBy: parseOrderBy(`idx desc, ${meta.sortField} ${meta.sortOrder}`), asDict: false,
  }));
  return rows as unknown[][];
}

const SEARCH_PARAMS = [
  { name: 'doctype', type: 'str', required: true },
  { name: 'txt', type: 'str', default: '' },
  { name: 'query', type: 'str' },
  { name: 'filters', type: 'any' },
  { name: 'page_length', type: 'int', default: 10 },
  { name: 'searchfield', type: 'str' },
  { name: 'reference_doctype', type: 'str' },
  { name: 'ignore_user_permissions', type: 'any' },
] as const;

/** frappe.desk.search.search_link: `[{value, description}]` for a Link field's autocomplete. */
export const searchLink = whitelist({
  path: 'desk.search.search_link',
  params: [...SEARCH_PARAMS],
  handler: async (api, a) => {
    const rows = await searchRows(api, a);
    return rows.map(([value, ...rest]) => ({ value, description: [...new Set(rest.filter((p) => p !== null && p !== '').map(String))].join(', ') }));
  },
});

/** frappe.desk.search.search_widget: the same search, as rows of values (name first). */
export const searchWidget = whitelist({
  path: 'desk.search.search_widget',
  params: [...SEARCH_PARAMS, { name: 'start', type: 'int', default: 0 }],
  handler: (api, a) => searchRows(api, a),
});
