import { changeDocstatus } from '../../../model/lifecycle/change-docstatus.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { whitelist } from '../../method-def.ts';
import { asDict } from './shared.ts';

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
    return asDict(api.dc, meta, await changeDocstatus(api.dc, meta, a.name, 2));
  },
});
