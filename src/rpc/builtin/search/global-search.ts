import type { DocTypeMeta } from '../../../meta/doctype-meta.ts';
import { isIndexed } from '../../../model/global-search.ts';
import { accessFor } from '../../../model/permissions.ts';
import { searchEntries, type SearchableDocType } from '../../../query/global-search-query.ts';
import { rowLimit } from '../../../query/row-limit.ts';
import type { MethodContext } from '../../method-context.ts';
import { whitelist } from '../../method-def.ts';

const MAX_LIMIT = 500;

/** The indexed DocTypes the caller may read, by name, each with their read rule. */
function searchableFor(api: MethodContext): SearchableDocType[] {
  const site = api.dc.site;
  return site.meta.all()
    .filter((meta) => isIndexed(meta, site.meta))
    .map((meta) => ({ meta, access: accessFor(meta, api.user, site.controllers) }))
    .filter(({ access }) => access.has('read'))
    .map(({ meta, access }) => ({ meta, read: access.condition('read') }))
    .sort((a, b) => (a.meta.name < b.meta.name ? -1 : a.meta.name > b.meta.name ? 1 : 0));
}

/** How often the words occur in the content: the rank the answer carries (Frappe's is full-text relevance). */
function rankOf(content: string, words: readonly string[]): number {
  const text = content.toLowerCase();
  return words.reduce((sum, w) => sum + text.split(w.toLowerCase()).length - 1, 0);
}

/** The DocType's image (its `image_field`) for each found document, where the caller may read that field. */
async function addImages(api: MethodContext, meta: DocTypeMeta, rows: Array<Record<string, unknown>>): Promise<void> {
  const field = typeof meta.source.image_field === 'string' ? meta.fieldMap.get(meta.source.image_field) : undefined;
  if (!field?.column || !accessFor(meta, api.user, api.dc.site.controllers).readableLevels.has(field.permlevel)) return;
  const tx = api.dc.tx;
  const found = await tx.all<{ name: unknown; image: unknown }>(
    tx.builder.selectFrom(meta.tableName).select(['name', `${field.fieldname} as image`]).where('name', 'in', rows.map((r) => (meta.naming.kind === 'autoincrement' ? Number(r.name) : r.name))).limit(rowLimit(rows.length, tx.caps)),
  );
  const images = new Map(found.map((f) => [String(f.name), f.image]));
  for (const row of rows) row.image = images.get(String(row.name)) ?? null;
}

/**
 * frappe.utils.global_search.search: the documents whose indexed text holds `text`, among those
 * the caller may read (their read rules are inside the query: docs/DECISIONS.md D55). Parts of
 * `text` separated by `&` are searched one by one, each for all of its words, `start` and `limit`
 * applying to each; the answer lists `{doctype, name, content, rank}` (and `image` where the
 * DocType has an image field) by DocType, each document once.
 */
export const globalSearch = whitelist({
  path: 'utils.global_search.search',
  params: [
    { name: 'text', type: 'str', required: true },
    { name: 'start', type: 'int', default: 0 },
    { name: 'limit', type: 'int', default: 20 },
    { name: 'doctype', type: 'str', default: '' },
  ],
  handler: async (api, a) => {
    let searchable = searchableFor(api);
    if (a.doctype) searchable = searchable.filter((s) => s.meta.name === a.doctype);
    const limit = Math.min(MAX_LIMIT, Math.max(0, a.limit));
    if (searchable.length === 0 || limit === 0) return [];
    const parts = [...new Set(String(a.text).split('&').map((p) => p.trim()).filter(Boolean))];
    const found = new Map<string, Record<string, unknown>>();
    for (const part of parts) {
      const words = [...new Set(part.split(/\s+/))];
      for (const row of await searchEntries(api.dc.tx, searchable, words, Math.max(0, a.start), limit)) {
        const key = `${row.doctype}\u0000${row.name}`;
        if (!found.has(key)) found.set(key, { doctype: row.doctype, name: row.name, content: row.content, rank: rankOf(row.content, words) });
      }
    }
    const results: Array<Record<string, unknown>> = [];
    for (const { meta } of searchable) {
      const rows = [...found.values()].filter((r) => r.doctype === meta.name);
      if (rows.length === 0) continue;
      await addImages(api, meta, rows);
      results.push(...rows);
    }
    return results;
  },
});
