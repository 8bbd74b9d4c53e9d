import { accessFor } from '../../../model/permissions.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { whitelist } from '../../method-def.ts';

/**
 * svc.client.is_document_amended (frappe.client.is_document_amended): the name of a document
 * amending `docname`; no message when there is none; false when the caller may not read the
 * DocType or it has no `amended_from`. Only documents the caller may read count (Frappe looks
 * with no permission; svc never tells a name the caller could not read).
 */
export const isDocumentAmended = whitelist({
  path: 'client.is_document_amended',
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'docname', type: 'str', required: true },
  ],
  handler: async (api, a) => {
    const meta = requireDocType(api.dc, a.doctype);
    const access = accessFor(meta, api.user, api.dc.site.controllers);
    if (!access.has('read') || !meta.fieldMap.get('amended_from')?.column || meta.issingle) return false;
    const [row] = (await api.docs.list(meta.name, { filters: [['amended_from', '=', a.docname]], fields: ['name'], limit_page_length: 1 })) as Array<{ name: unknown }>;
    // None in Frappe (frappe.db.exists found nothing): the answer carries no message.
    return row ? row.name : undefined;
  },
});
