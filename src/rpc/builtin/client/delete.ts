import { deleteDocument } from '../../../model/lifecycle/delete-document.ts';
import { saveDocument } from '../../../model/lifecycle/save-document.ts';
import { loadReadableDocument } from '../../../model/load-document.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { whitelist } from '../../method-def.ts';
import { loadChildRow, tableInput } from './child-rows.ts';
import { lockedNow } from '../../../model/doc-context.ts';

/**
 * svc.client.delete (frappe.client.delete): deletes a document; a child row is removed from its
 * parent, which is saved (write permission on the parent). Answers `{}`.
 */
export const deleteDoc = whitelist({
  path: 'client.delete',
  methods: ['DELETE', 'POST'],
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'name', type: 'str', required: true },
  ],
  handler: async (api, a) => {
    const meta = requireDocType(api.dc, a.doctype);
    if (meta.istable) {
      const location = await loadChildRow(api.dc, meta, a.name, true);
      await saveDocument(lockedNow(api.dc), location.parentMeta, location.parent, { [location.fieldname]: tableInput(location, { remove: a.name }) });
      return undefined;
    }
    await deleteDocument(api.dc, meta, await loadReadableDocument(api.dc, meta, a.name, true));
    return undefined;
  },
});
