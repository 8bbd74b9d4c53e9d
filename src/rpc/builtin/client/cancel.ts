import { saveDocument } from '../../../model/lifecycle/save-document.ts';
import { loadReadableDocument } from '../../../model/load-document.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { whitelist } from '../../method-def.ts';
import { asDict } from './shared.ts';
import { lockedNow } from '../../../model/doc-context.ts';

/** svc.client.cancel (frappe.client.cancel): cancels a submitted document (docstatus 1 → 2, cancel permission, back-links checked). */
export const cancel = whitelist({
  path: 'client.cancel',
  methods: ['POST', 'PUT'],
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'name', type: 'str', required: true },
  ],
  handler: async (api, a) => {
    const meta = requireDocType(api.dc, a.doctype);
    const old = await loadReadableDocument(api.dc, meta, a.name, true);
    return asDict(api.dc, meta, await saveDocument(lockedNow(api.dc), meta, old, { docstatus: 2 }));
  },
});
