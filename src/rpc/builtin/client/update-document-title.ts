import type { DocTypeMeta } from '../../../meta/doctype-meta.ts';
import { loadReadableDocument } from '../../../model/load-document.ts';
import { accessFor } from '../../../model/permissions.ts';
import { requireDocRight } from '../../../model/steps/check-permission.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { whitelist } from '../../method-def.ts';
import { renameDocument } from '../../../model/lifecycle/rename-document.ts';

/** The field a document's title lives in (Frappe's Meta.get_title_field): `title_field`, else `title`, else the name. */
function titleFieldOf(meta: DocTypeMeta): string {
  return meta.titleField ?? (meta.fieldMap.get('title')?.column ? 'title' : 'name');
}

/**
 * svc.model.rename_doc.update_document_title (frappe.model.rename_doc.update_document_title, what
 * Frappe's form calls from its title): renames the document when `name` (or `new_name`) differs
 * from it, then saves `title` (or `new_title`) into its title field when that is not the name and
 * the value changed; answers the document's name after both. svc has no job queue: `enqueue`
 * runs the rename at once, as Frappe does when its scheduler is off. Needs write permission.
 */
export const updateDocumentTitle = whitelist({
  path: 'model.rename_doc.update_document_title',
  methods: ['POST', 'PUT'],
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'docname', type: 'str', required: true },
    { name: 'title', type: 'str' },
    { name: 'name', type: 'str' },
    { name: 'new_title', type: 'str' },
    { name: 'new_name', type: 'str' },
    { name: 'merge', type: 'bool', default: false },
    { name: 'enqueue', type: 'bool', default: false },
  ],
  handler: async (api, a) => {
    const dc = api.dc;
    const meta = requireDocType(dc, a.doctype);
    const doc = await loadReadableDocument(dc, meta, a.docname, true);
    requireDocRight(accessFor(meta, dc.user, dc.site.controllers), dc.user, 'write', doc);
    const title = a.new_title || a.title;
    const name = a.new_name || a.name;
    const titleField = titleFieldOf(meta);
    const titleChanged = Boolean(title) && titleField !== 'name' && title !== doc[titleField];
    let current = String(doc.name);
    if (name && name !== current) current = await renameDocument(dc, meta, current, name, a.merge);
    if (titleChanged) {
      await api.docs.update(meta.name, current, { [titleField]: title });
      api.msgprint('Saved', { alert: true, indicator: 'green' });
    }
    return current;
  },
});
