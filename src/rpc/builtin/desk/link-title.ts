import type { DocTypeMeta } from '../../../meta/doctype-meta.ts';
import { accessFor } from '../../../model/permissions.ts';
import { listInTx } from '../../../operations/document-list.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { parseFields } from '../../../query/list-params.ts';
import { listQuery } from '../../../query/list-query.ts';
import { whitelist } from '../../method-def.ts';

/** The DocType shows its title instead of its name in Link fields (`show_title_field_in_link`). */
export function showsTitleInLink(meta: DocTypeMeta): boolean {
  return Boolean(meta.source.show_title_field_in_link) && meta.titleField !== null;
}

/**
 * frappe.desk.search.get_link_title: what a Link field shows for `docname`. A DocType that shows
 * titles in links answers the document's title field, as the caller may list it (read or select
 * rights, User Permissions); a document that is missing or that the caller may not see answers
 * null alike, so the answer tells nothing of its existence (docs/DECISIONS.md D50). Any other
 * DocType answers `docname` itself, as in Frappe.
 */
export const getLinkTitle = whitelist({
  path: 'desk.search.get_link_title',
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'docname', type: 'str', required: true },
  ],
  handler: async (api, a) => {
    const meta = requireDocType(api.dc, a.doctype);
    if (!showsTitleInLink(meta)) return a.docname;
    const access = accessFor(meta, api.user, api.dc.site.controllers);
    // Child rows and Singles are never what a Link field names.
    if (meta.istable || meta.issingle || (!access.has('read') && !access.has('select'))) return null;
    const title = meta.titleField!;
    const rows = (await listInTx(api.dc, meta.name, listQuery({
      fields: parseFields(['name', title]), filters: [{ doctype: null, field: 'name', op: '=', value: a.docname }], pageLength: 1,
    }))) as Array<Record<string, unknown>>;
    return rows[0]?.[title] ?? null;
  },
});
