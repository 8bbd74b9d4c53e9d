import { appError } from '../../../errors/app-error.ts';
import type { DocTypeMeta } from '../../../meta/doctype-meta.ts';
import { listInTx, listPlan } from '../../../operations/document-list.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { listQuery } from '../../../query/list-query.ts';
import { parseFields, parseFilterArg } from '../../../query/list-params.ts';
import type { MethodContext } from '../../method-context.ts';
import { whitelist } from '../../method-def.ts';
import { showsTitleInLink } from './link-title.ts';
import { checkSearchfield, rankedRows, sortPage } from './search-order.ts';

/** Field types whose text a search matches (frappe/desk/search.py search_widget). */
const SEARCHABLE = new Set(['Data', 'Text', 'Small Text', 'Long Text', 'Link', 'Select', 'Read Only', 'Text Editor']);
const MAX_PAGE = 100;

/** Text fields of the DocType a search matches `txt` in: name, the title field, then `search_fields`. */
function matchedFields(meta: DocTypeMeta): string[] {
  return [...new Set(['name', ...(meta.titleField ? [meta.titleField] : []), ...declaredSearchFields(meta)])].filter((f) => f === 'name' || SEARCHABLE.has(meta.fieldMap.get(f)?.fieldtype ?? ''));
}

function declaredSearchFields(meta: DocTypeMeta): string[] {
  return typeof meta.source.search_fields === 'string' ? meta.source.search_fields.split(',').map((f) => f.trim()).filter(Boolean) : [];
}

/**
 * The columns a search answers (Frappe's get_std_fields_list): name, the title field, the
 * `searchfield` asked for and the `search_fields` that are columns; with `show_title_field_in_link`
 * the title again second, as the label.
 */
function shownFields(meta: DocTypeMeta, searchfield: string | undefined): string[] {
  const isColumn = (f: string) => f === 'name' || (meta.fieldMap.get(f)?.column ?? null) !== null;
  const fields = [...new Set(['name', ...(meta.titleField ? [meta.titleField] : []), ...(searchfield ? [searchfield] : []), ...declaredSearchFields(meta).filter(isColumn)])];
  if (showsTitleInLink(meta)) fields.splice(1, 0, `${meta.titleField} as label`);
  return fields;
}

/**
 * The rows of a link search as the caller may list them (their read rule and User Permissions
 * apply as to any listing): `txt` in any search field, enabled documents only where the DocType
 * has `enabled`/`disabled`, the caller's filters, at most `page_length` (100 at most), ranked as
 * Frappe ranks them (search-order.ts). A `searchfield` that is not a word is 417 DataError.
 * Custom search queries (`query`) are not supported.
 */
async function searchRows(api: MethodContext, a: Record<string, any>): Promise<unknown[][]> {
  checkSearchfield(a.searchfield);
  if (a.query) throw appError('VALIDATION', 'Custom search queries are not supported; search without `query`');
  const meta = requireDocType(api.dc, a.doctype);
  const txt = String(a.txt ?? '').trim();
  const bare = txt.replace(/[%@]/g, '');
  const filters = [...parseFilterArg(a.filters, 'filters')];
  if (meta.fieldMap.get('enabled')?.fieldtype === 'Check') filters.push(...parseFilterArg([['enabled', '=', 1]], 'filters'));
  if (meta.fieldMap.get('disabled')?.fieldtype === 'Check') filters.push(...parseFilterArg([['disabled', '!=', 1]], 'filters'));
  const orFilters = txt ? parseFilterArg(matchedFields(meta).map((f) => [f, 'like', `%${txt}%`]), 'or_filters') : [];
  const pageLength = Math.min(MAX_PAGE, Math.max(1, Math.trunc(Number(a.page_length ?? 10)) || 10));
  const query = listQuery({
    fields: parseFields(shownFields(meta, a.searchfield || undefined)), filters, orFilters, pageLength,
    limitStart: Math.max(0, Math.trunc(Number(a.start ?? 0)) || 0), asDict: false,
  });
  if (meta.isVirtual) return sortPage((await listInTx(api.dc, meta.name, query)) as unknown[][], txt);
  const plan = listPlan(api.dc, meta.name, query);
  const raw = await api.dc.tx.allValues(rankedRows(api.dc.tx, plan, meta, bare));
  return sortPage(raw.map((values) => plan.decode(values, false) as unknown[]), txt);
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

/**
 * frappe.desk.search.search_link: `[{value, description}]` for a Link field's autocomplete; where
 * the DocType shows titles in links, `[{value, label, description}]` with the title as label and
 * the name leading the description (Frappe's build_for_autosuggest).
 */
export const searchLink = whitelist({
  path: 'desk.search.search_link',
  params: [...SEARCH_PARAMS],
  handler: async (api, a) => {
    const rows = await searchRows(api, a);
    if (!showsTitleInLink(requireDocType(api.dc, a.doctype))) return rows.map(([value, ...rest]) => ({ value, description: describe(rest) }));
    return rows.map(([value, label, ...rest]) => {
      // The title was selected twice (as label, then as itself): once is enough in the description.
      const parts = rest.length > 0 && rest[0] === label ? rest.slice(1) : rest;
      return { value, label, description: describe([value, ...parts]) };
    });
  },
});

/** The distinct non-empty parts, as text, comma-separated (Frappe skips falsy parts). */
function describe(parts: unknown[]): string {
  return [...new Set(parts.filter((p) => p !== null && p !== undefined && p !== '' && p !== 0 && p !== false).map(String))].join(', ');
}

/** frappe.desk.search.search_widget: the same search, as rows of values (name first). */
export const searchWidget = whitelist({
  path: 'desk.search.search_widget',
  params: [...SEARCH_PARAMS, { name: 'start', type: 'int', default: 0 }],
  handler: (api, a) => searchRows(api, a),
});
