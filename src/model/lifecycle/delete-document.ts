import { appError } from '../../errors/app-error.ts';
import type { DocTypeMeta } from '../../meta/doctype-meta.ts';
import { deleteAuthValues } from '../../storage/auth-table.ts';
import { selectRow } from '../../query/select-row.ts';
import { deleteChildren, deleteRow } from '../../storage/repository.ts';
import { TRUE } from '../../query/ast.ts';
import { asTrusted, type DocContext } from '../doc-context.ts';
import { attachmentsOf } from '../attachments.ts';
import type { Doc } from '../document.ts';
import { accessFor, type DocAccess } from '../permissions.ts';
import { requireDocRight } from '../steps/check-permission.ts';
import { checkNoLinks } from '../steps/check-links.ts';
import { runEvent } from '../steps/run-event.ts';
import { closeGap, refuseWithChildren } from '../steps/nested-set.ts';
import { notifyUpdate } from '../notify-realtime.ts';
import { deleteReferences } from '../delete-references.ts';
import { keepDeletedDocument } from '../deleted-document.ts';
import { revertSeriesIfLast } from '../naming/revert-series.ts';
import { runSteps } from '../../util/step-table.ts';
import { unindexDocument } from '../global-search.ts';

interface DeleteState {
  dc: DocContext;
  meta: DocTypeMeta;
  access: DocAccess;
  doc: Doc;
}

/** The delete pipeline in Frappe's order (frappe/model/delete_doc.py), one named step a row. */
const deleteSteps: Array<[string, (s: DeleteState) => unknown]> = [
  ['check delete permission', (s) => requireDocRight(s.access, s.dc.user, 'delete', s.doc)],
  ['refuse singles', (s) => {
    if (s.meta.issingle) throw appError('VALIDATION', `${s.meta.name} is a single DocType and cannot be deleted`);
  }],
  ['refuse submitted', (s) => {
    if (Number(s.doc.docstatus) === 1) throw appError('VALIDATION', `${s.meta.name} ${String(s.doc.name)}: Submitted Record cannot be deleted. You must Cancel it first.`);
  }],
  ['on_trash', (s) => runEvent(s.dc, s.meta, s.doc, 'on_trash')],
  ['refuse tree nodes with children', (s) => refuseWithChildren(s.dc, s.meta, s.doc)],
  ['check links', (s) => checkNoLinks(s.dc, s.meta, s.doc.name, 'delete')],
  ['delete child rows', async (s) => {
    for (const table of s.meta.tableFields) {
      const child = s.dc.site.meta.get(table.options!);
      if (child) await deleteChildren(s.dc.tx, child, s.meta.name, table.fieldname, s.doc.name);
    }
  }],
  ['delete secrets', (s) => deleteAuthValues(s.dc.tx, s.meta.name, String(s.doc.name))],
  ['revert the naming series', (s) => revertSeriesIfLast(s.dc, s.meta, s.doc)],
  ['delete row', (s) => deleteRow(s.dc.tx, s.meta, s.doc.name)],
  ['remove from global search', (s) => unindexDocument(s.dc.tx, s.dc.site.meta, s.meta, s.doc.name)],
  ['after_delete', (s) => runEvent(s.dc, s.meta, s.doc, 'after_delete')],
  // After the row, as in Frappe: the files' on_trash finds no document to write "Attachment Removed" on.
  ['delete attachments', (s) => deleteAttachments(s.dc, s.meta, s.doc)],
  ['delete references', (s) => deleteReferences(s.dc, s.meta, String(s.doc.name))],
  ['close the tree gap', (s) => closeGap(s.dc, s.meta, s.doc)],
  ['keep a Deleted Document', (s) => keepDeletedDocument(s.dc, s.meta, s.doc)],
  ['notify realtime', (s) => notifyUpdate(s.dc, s.meta, s.doc)],
];

/**
 * Deletes a loaded document (with its child rows): delete right, not submitted, on_trash, no live
 * links, then its attachments, rows, child rows and secrets, keeping a Deleted Document of it.
 */
export async function deleteDocument(dc: DocContext, meta: DocTypeMeta, doc: Doc): Promise<void> {
  const state: DeleteState = { dc, meta, access: accessFor(meta, dc.user, dc.site.controllers), doc };
  await runSteps(deleteSteps, state);
}

/**
 * Deletes the File records attached to a document (frappe remove_all), in the caller's name with
 * every right: the caller may delete the document, which is what Frappe asks. Each goes through
 * the File lifecycle, so its bytes go too when no other record uses them.
 */
async function deleteAttachments(dc: DocContext, meta: DocTypeMeta, doc: Doc): Promise<void> {
  if (meta.istable) return;
  const attached = await attachmentsOf(dc, meta.name, String(doc.name));
  if (!attached) return;
  const trusted = asTrusted(dc);
  for (const { name } of attached.rows) {
    const file = await selectRow(dc.tx, attached.files, name, TRUE, true);
    if (file) await deleteDocument(trusted, attached.files, file);
  }
}
