import { SYSTEM } from '../context/principal.ts';
import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import { insertRow } from '../storage/repository.ts';
import { frappeAsJson } from '../util/json.ts';
import type { DocContext } from './doc-context.ts';
import type { Doc } from './document.ts';
import { hashName } from './naming/set-name.ts';
import { accessFor } from './permissions.ts';
import { serializeDoc } from './serialize-doc.ts';

/** The DocType that keeps what was deleted (frappe/core/doctype/deleted_document). */
export const DELETED_DOCUMENT = 'Deleted Document';

/**
 * Frappe's add_to_deleted_document: a deleted document, with its child rows and every field
 * whatever its level, is kept as a Deleted Document record in the deleter's name, written as a
 * row (Frappe's db_insert: no lifecycle, no permission) in the delete's transaction, so a delete
 * that is rolled back keeps nothing. Deleted Document records themselves are not kept.
 */
export async function keepDeletedDocument(dc: DocContext, meta: DocTypeMeta, doc: Doc): Promise<void> {
  const kept = dc.site.meta.get(DELETED_DOCUMENT);
  if (!kept || meta.name === DELETED_DOCUMENT) return;
  const readableLevels = accessFor(meta, SYSTEM, dc.site.controllers).readableLevels;
  const data = serializeDoc(meta, doc, dc.site.meta, { noNulls: false, readableLevels });
  await insertRow(dc.tx, kept, {
    name: hashName(dc.clock.nowMicros()), owner: dc.user.name, creation: dc.now, modified: dc.now, modified_by: dc.user.name, docstatus: 0, idx: 0,
    deleted_name: String(doc.name), deleted_doctype: meta.name, restored: 0, new_name: null, data: frappeAsJson(data),
  });
}
