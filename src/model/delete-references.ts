import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import { deleteRowsWhere } from '../storage/repository.ts';
import type { DocContext } from './doc-context.ts';
import { referencingTable, type RecordReference } from './record-references.ts';

/**
 * The DocTypes whose links never stop a delete (Frappe's `ignore_links_on_delete` hook): records
 * about a document (its comments, assignments, shares, versions, attachments, tags, logs) rather
 * than documents that depend on it. Frappe's list, names svc lacks included, so an app that
 * defines one of them gets Frappe's behaviour.
 */
export const LINKS_IGNORED_ON_DELETE: ReadonlySet<string> = new Set([
  'Communication', 'ToDo', 'DocShare', 'Email Unsubscribe', 'Activity Log', 'File', 'Version',
  'Document Follow', 'Comment', 'View Log', 'Tag Link', 'Notification Log', 'Email Queue',
  'Document Share Key', 'Integration Request', 'Unhandled Email', 'Webhook Request Log',
  'Workspace', 'Route History', 'Access Log', 'Permission Log',
]);

/**
 * The records that go with a deleted document (Frappe's delete_dynamic_links and
 * delete_tags_for_document), by the fields naming its DocType and name. Attachments are not
 * here: they go through the File lifecycle, which removes their bytes.
 */
const REFERENCES: readonly RecordReference[] = [
  { doctype: 'ToDo', typeField: 'reference_type', nameField: 'reference_name' },
  { doctype: 'DocShare', typeField: 'share_doctype', nameField: 'share_name' },
  { doctype: 'Version', typeField: 'ref_doctype', nameField: 'docname' },
  { doctype: 'Comment', typeField: 'reference_doctype', nameField: 'reference_name' },
  { doctype: 'Tag Link', typeField: 'document_type', nameField: 'document_name' },
  { doctype: 'View Log', typeField: 'reference_doctype', nameField: 'reference_name' },
  { doctype: 'Document Follow', typeField: 'ref_doctype', nameField: 'ref_docname' },
];

/**
 * Deletes the assignments, shares, versions, comments, tag links, view logs and follows of a document being deleted,
 * in its transaction (Frappe queues this after the commit; here it commits or rolls back with the
 * delete). As in Frappe the rows go without their own lifecycle. Shares are part of what each
 * user may read, so removing any reloads every process's principals: a later document of the
 * same name must not inherit them.
 */
export async function deleteReferences(dc: DocContext, meta: DocTypeMeta, name: string): Promise<void> {
  for (const ref of REFERENCES) {
    const owner = referencingTable(dc, ref);
    if (!owner) continue;
    const removed = await deleteRowsWhere(dc.tx, owner, { [ref.typeField]: meta.name, [ref.nameField]: name });
    if (removed > 0 && ref.doctype === 'DocShare') await dc.site.db.notify(dc.tx, 'auth');
  }
}
