import { appError } from '../../../errors/app-error.ts';
import type { DocTypeMeta } from '../../../meta/doctype-meta.ts';
import { dashboardOf, type DashboardData } from '../../../model/dashboard.ts';
import type { Doc } from '../../../model/document.ts';
import { loadReadableDocument } from '../../../model/load-document.ts';
import { accessFor } from '../../../model/permissions.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import type { MethodContext } from '../../method-context.ts';
import { whitelist } from '../../method-def.ts';

/** Frappe counts at most this many linked documents of one DocType (the form shows the number). */
const COUNT_CAP = 100;

/** Frappe's get_internal_links: the distinct values of the document's field (or of a field of its child rows). */
function internalLinks(doc: Doc, link: string | [string, string], doctype: string) {
  const names: unknown[] = [];
  const values = typeof link === 'string' ? [doc[link]] : ((doc[link[0]] as Doc[] | undefined) ?? []).map((row) => row[link[1]]);
  for (const value of values) if (value !== null && value !== undefined && value !== '' && !names.includes(value)) names.push(value);
  return { doctype, open_count: 0, count: names.length, names };
}

/**
 * Frappe's get_external_links: how many documents of `doctype` (at most 100) name this one in the
 * dashboard's field, the Dynamic Link's type column set where declared. Only documents the caller
 * may read are counted, none of a DocType they cannot read (docs/DECISIONS.md D53); no open
 * counts, since svc has no notification configuration.
 */
async function externalLinks(api: MethodContext, data: DashboardData, doctype: string, name: string) {
  const meta = requireDocType(api.dc, doctype);
  const fieldname = data.non_standard_fieldnames?.[doctype] ?? data.fieldname;
  if (!fieldname) throw appError('VALIDATION', `The dashboard names no field linking ${meta.name} here`);
  const filters: unknown[] = [[fieldname, '=', name]];
  const dynamic = data.dynamic_links?.[fieldname];
  if (dynamic && meta.fieldMap.has(dynamic[1])) filters.push([dynamic[1], '=', dynamic[0]]);
  if (!accessFor(meta, api.user, api.dc.site.controllers).has('read')) return { doctype, count: 0, open_count: 0 };
  const rows = await api.docs.list(meta.name, { fields: ['name'], filters, limit_page_length: COUNT_CAP });
  return { doctype, count: rows.length, open_count: 0 };
}

/**
 * frappe.desk.notifications.get_open_count: the counts of a form's dashboard (`items`, a JSON
 * list of DocTypes, or every DocType of its transactions): documents this one names itself
 * (`internal_links_found`, with their names) and documents that name it (`external_links_found`),
 * for a document the caller may read.
 */
export const getOpenCount = whitelist({
  path: 'desk.notifications.get_open_count',
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'name', type: 'str', required: true },
    { name: 'items', type: 'json' },
  ],
  handler: async (api, a) => {
    const meta: DocTypeMeta = requireDocType(api.dc, a.doctype);
    const doc = await loadReadableDocument(api.dc, meta, a.name);
    const data = dashboardOf(meta, api.dc.site.controllers.get(meta.name)?.dashboard);
    const items: unknown = a.items ?? (data.transactions ?? []).flatMap((g) => g.items);
    if (!Array.isArray(items) || !items.every((i) => typeof i === 'string')) throw appError('VALIDATION', '`items` must be a JSON list of DocTypes');
    const out = { external_links_found: [] as unknown[], internal_links_found: [] as unknown[] };
    for (const item of items as string[]) {
      const internal = data.internal_links?.[item] ?? data.internal_and_external_links?.[item];
      const found = internal ? internalLinks(doc, internal, item) : null;
      if (found?.count) out.internal_links_found.push(found);
      // A DocType the document names but does not hold now is counted as an external link, if it can be (Frappe).
      else if (found) out.external_links_found.push(await externalLinks(api, data, item, String(doc.name)).catch(() => ({ doctype: item, open_count: 0, count: 0 })));
      else out.external_links_found.push(await externalLinks(api, data, item, String(doc.name)));
    }
    return { count: out };
  },
});
