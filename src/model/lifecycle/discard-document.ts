import { appError } from '../../errors/app-error.ts';
import type { DocTypeMeta } from '../../meta/doctype-meta.ts';
import { updateRow } from '../../storage/repository.ts';
import { lockedNow, type DocContext } from '../doc-context.ts';
import { copyDoc, type Doc } from '../document.ts';
import { loadReadableDocument } from '../load-document.ts';
import { notifyUpdate } from '../notify-realtime.ts';
import { accessFor, type DocAccess } from '../permissions.ts';
import { requireDocRight } from '../steps/check-permission.ts';
import { runEvent } from '../steps/run-event.ts';
import { runSteps } from '../../util/step-table.ts';
import { unindexDocument } from '../global-search.ts';

interface DiscardState {
  dc: DocContext;
  meta: DocTypeMeta;
  access: DocAccess;
  /** The stored document, loaded for update; becomes the discarded one. */
  doc: Doc;
}

/**
 * Frappe's Document.discard (frappe/model/document.py): a draft is set aside as cancelled
 * (docstatus 2) without a save, so nothing is validated and its child rows stay as they are
 * (Frappe's db_set of the one column, with modified and modified_by).
 */
const discardSteps: Array<[string, (s: DiscardState) => unknown]> = [
  ['refuse all but drafts', (s) => {
    if (Number(s.doc.docstatus ?? 0) !== 0) throw appError('VALIDATION', 'Only draft documents can be discarded');
  }],
  ['check write permission', (s) => requireDocRight(s.access, s.dc.user, 'write', s.doc)],
  ['before_discard', (s) => runEvent(s.dc, s.meta, s.doc, 'before_discard')],
  ['set docstatus', (s) => {
    Object.assign(s.doc, { docstatus: 2, modified: s.dc.now, modified_by: s.dc.user.name });
    return updateRow(s.dc.tx, s.meta, s.doc);
  }],
  // Frappe leaves a discarded draft's entry until the next rebuild; here it goes at once.
  ['remove from global search', (s) => unindexDocument(s.dc.tx, s.dc.site.meta, s.meta, s.doc.name)],
  // Frappe's db_set fires on_change once the column is written, before discard's own on_discard.
  ['on_change', (s) => runEvent(s.dc, s.meta, s.doc, 'on_change')],
  ['on_discard', (s) => runEvent(s.dc, s.meta, s.doc, 'on_discard')],
  ['notify realtime', (s) => notifyUpdate(s.dc, s.meta, s.doc)],
];

/**
 * Discards the stored draft `name` (see discardSteps), its row locked; answers it as stored. Runs
 * inside the caller's transaction.
 */
export async function discardDocument(dc: DocContext, meta: DocTypeMeta, name: string): Promise<Doc> {
  const stored = await loadReadableDocument(dc, meta, name, true);
  // Frappe's form offers Discard only on submittable DocTypes; elsewhere docstatus 2 would lock a document for good.
  if (!meta.isSubmittable || meta.issingle || meta.istable) throw appError('VALIDATION', `${meta.name} is not submittable: only drafts of submittable documents can be discarded`);
  // Stamped once the row is locked: a writer that waited saves a later `modified`.
  const locked = lockedNow(dc);
  const state: DiscardState = { dc: locked, meta, access: accessFor(meta, locked.user, locked.site.controllers), doc: copyDoc(stored) };
  await runSteps(discardSteps, state);
  return state.doc;
}
