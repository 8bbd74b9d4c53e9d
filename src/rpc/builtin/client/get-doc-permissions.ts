import { loadReadableDocument } from '../../../model/load-document.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { whitelist } from '../../method-def.ts';
import { docPermissions } from '../desk/docinfo.ts';

/**
 * svc.client.get_doc_permissions (frappe.client.get_doc_permissions): the caller's rights on one
 * document, `{"permissions": {"read": 1, "write": 0, ...}}`, its rules evaluated on the stored
 * values. The caller must be able to read it (Frappe's get_doc asks nothing; svc answers an
 * unreadable document 404, as everywhere).
 */
export const getDocPermissions = whitelist({
  path: 'client.get_doc_permissions',
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'docname', type: 'str', required: true },
  ],
  handler: async (api, a) => {
    const meta = requireDocType(api.dc, a.doctype);
    const doc = await loadReadableDocument(api.dc, meta, a.docname);
    return { permissions: docPermissions(api, meta, doc) };
  },
});
