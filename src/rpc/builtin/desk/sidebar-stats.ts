import { appError } from '../../../errors/app-error.ts';
import { OPTIONAL_FIELDS, isStandardField, type DocTypeMeta } from '../../../meta/doctype-meta.ts';
import { countDocuments } from '../../../operations/document-count.ts';
import { listInTx } from '../../../operations/document-list.ts';
import { listAccess } from '../../../operations/list-access.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { parseFields, parseFilterArg, parseJsonArg } from '../../../query/list-params.ts';
import { listQuery, type FilterTerm } from '../../../query/list-query.ts';
import { resolveField } from '../../../query/resolve-field.ts';
import { tagList } from '../../../model/user-tags.ts';
import type { MethodContext } from '../../method-context.ts';
import { whitelist } from '../../method-def.ts';

type Stats = Record<string, Array<[unknown, number]>>;

const PARAMS = [
  { name: 'stats', type: 'any', required: true },
  { name: 'doctype', type: 'str', required: true },
  { name: 'filters', type: 'any' },
] as const;

/**
 * frappe.desk.reportview.get_stats: for each column named in `stats` (a JSON list), `[value,
 * count]` of the documents the caller may list that match `filters` and have the column set,
 * one per value in value order. `_user_tags` is counted per tag, with `["No Tags", n]` last.
 * A name that is no column of the table, or one the caller may not read, is left out, as Frappe
 * leaves out names that are not columns.
 */
export const getStats = whitelist({
  path: 'desk.reportview.get_stats',
  params: [...PARAMS],
  handler: (api, a) => statsOf(api, a),
});

/** frappe.desk.reportview.get_sidebar_stats: the list sidebar's tag counts, get_stats as `{"stats": {...}}`. */
export const getSidebarStats = whitelist({
  path: 'desk.reportview.get_sidebar_stats',
  params: [...PARAMS],
  handler: async (api, a) => ({ stats: await statsOf(api, a) }),
});

async function statsOf(api: MethodContext, a: Record<string, any>): Promise<Stats> {
  const columns = columnList(a.stats);
  const meta = requireDocType(api.dc, a.doctype);
  const filters = parseFilterArg(a.filters, 'filters');
  // A virtual DocType has no columns to count (Frappe asks its controller, which svc's have no hook for).
  if (meta.isVirtual) return {};
  const readable = listAccess(api.dc, meta, null).readable;
  const results: Stats = {};
  for (const column of columns) {
    if (!isColumn(meta, column)) continue;
    try {
      resolveField(column, meta, api.dc.site.meta, readable);
    } catch {
      continue;
    }
    const rows = await valueCounts(api, meta, column, filters);
    results[column] = column === '_user_tags' ? [...perTag(rows), ['No Tags', await untagged(api, meta, filters)]] : rows;
  }
  return results;
}

function columnList(raw: unknown): string[] {
  const parsed = parseJsonArg(raw, 'stats');
  if (!Array.isArray(parsed) || !parsed.every((c) => typeof c === 'string')) throw appError('VALIDATION', 'stats must be a JSON list of column names');
  return [...new Set(parsed as string[])];
}

/** A column of the DocType's table, by its plain name (Frappe compares with the table's columns). */
function isColumn(meta: DocTypeMeta, name: string): boolean {
  return isStandardField(meta, name) || (OPTIONAL_FIELDS as readonly string[]).includes(name) || (meta.fieldMap.get(name)?.column ?? null) !== null;
}

/** `[value, count]` per value of the column among the listed documents where it is set. */
async function valueCounts(api: MethodContext, meta: DocTypeMeta, column: string, filters: readonly FilterTerm[]): Promise<Array<[unknown, number]>> {
  const set: FilterTerm = { doctype: null, field: column, op: '!=', value: '' };
  const rows = (await listInTx(api.dc, meta.name, listQuery({
    fields: parseFields([column, 'count(*)']), filters: [...filters, set], groupBy: [column],
    orderBy: [{ target: column, dir: 'asc' }], pageLength: 0, asDict: false,
  }))) as Array<[unknown, unknown]>;
  return rows.map(([value, count]) => [value, Number(count)]);
}

/** Frappe's scrub_user_tags: the counts of each `_user_tags` text added up per tag, tags in first-seen order. */
function perTag(rows: Array<[unknown, number]>): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const [text, count] of rows) for (const tag of tagList(String(text ?? ''))) counts.set(tag, (counts.get(tag) ?? 0) + count);
  return [...counts];
}

/** Listed documents without a tag: `_user_tags` empty, unset or a lone comma (docs/DECISIONS.md D49). */
function untagged(api: MethodContext, meta: DocTypeMeta, filters: readonly FilterTerm[]): Promise<number> {
  return countDocuments(api.dc, meta.name, [...filters, { doctype: null, field: '_user_tags', op: 'in', value: ['', ','] }]);
}
