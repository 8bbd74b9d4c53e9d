import { renameDocument } from '../../../model/lifecycle/rename-document.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { whitelist } from '../../method-def.ts';

/**
 * svc.client.rename_doc (frappe.client.rename_doc → frappe.rename_doc): renames a document, its
 * child rows' parent, its secrets, its attachments and versions and every Link / Dynamic Link
 * value naming it, in the request's one transaction, runs the controller's rename hooks
 * (before_rename, after_rename) and notes it on the timeline ("Edit"); answers the new name. With
 * `merge` the document is folded into an existing one (all of that repointed, then the old
 * document deleted). Needs read and write permission (and delete to merge). The steps are
 * `model/lifecycle/rename-document.ts`.
 */
export const renameDoc = whitelist({
  path: 'client.rename_doc',
  methods: ['POST', 'PUT'],
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'old_name', type: 'str', required: true },
    { name: 'new_name', type: 'str', required: true },
    { name: 'merge', type: 'bool', default: false },
  ],
  handler: (api, a) => renameDocument(api.dc, requireDocType(api.dc, a.doctype), a.old_name, a.new_name, a.merge),
});
