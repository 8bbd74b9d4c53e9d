import { appError } from '../../errors/app-error.ts';
import type { DocTypeMeta } from '../../meta/doctype-meta.ts';
import { deleteAuthValues } from '../../storage/auth-table.ts';
import { deleteChildren, deleteRow } from '../../storage/repository.ts';
import type { DocContext } from '../doc-context.ts';
import type { Doc } from '../document.ts';
import { accessFor } from '../permissions.ts';
import { requireDocRight } from '../steps/check-permission.ts';
import { checkNoLinks } from '../steps/check-links.ts';
import { runEvent } from '../steps/run-event.ts';

/**
 * Deletes a loaded document (frappe/model/delete_doc.py): delete right, not submitted, on_trash,
 * no other live document linking to it, then its rows, child rows and secrets.
 */
export async function deleteDocument(dc: DocContext, meta: DocTypeMeta, doc: Doc): Promise<void> {
  const access = accessFor(meta, dc.user, dc.site.controllers);
  requireDocRight(access, dc.user, 'delete', doc);
  if (meta.issingle) throw appError('VALIDATION', `${meta.name} is a single DocType and cannot be deleted`);
  if (Number(doc.docstatus) === 1) {
    throw appError('VALIDATION', `${meta.name} ${String(doc.name)}: Submitted Record cannot be deleted. You must Cancel it first.`);
  }
  await runEvent(dc, meta, doc, 'on_trash');
  await checkNoLinks(dc, meta, doc.name, 'delete');
  for (const table of meta.tableFields) {
    const child = dc.site.meta.get(table.options!);
    if (child) await deleteChildren(dc.tx, child, meta.name, table.fieldname, doc.name);
  }
  await deleteAuthValues(dc.tx, meta.name, String(doc.name));
  await deleteRow(dc.tx, meta, doc.name);
}
