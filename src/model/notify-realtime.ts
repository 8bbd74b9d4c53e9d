import { STANDARD_FIELDS, type DocTypeMeta } from '../meta/doctype-meta.ts';
import { rooms, type RealtimeGate } from '../context/realtime-event.ts';
import type { DocContext } from './doc-context.ts';
import type { Doc } from './document.ts';

/**
 * The document's own column values for an event's permission gate: standard columns and data
 * fields, without child rows or Password values (the gate never leaves the server, but a secret
 * has no business on Redis).
 */
function gateRow(meta: DocTypeMeta, doc: Doc): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const f of STANDARD_FIELDS) row[f] = doc[f] ?? null;
  for (const field of meta.dataFields) if (field.fieldtype !== 'Password') row[field.fieldname] = doc[field.fieldname] ?? null;
  return row;
}

export function gateOf(meta: DocTypeMeta, doc: Doc): RealtimeGate {
  return { doctype: meta.name, name: String(doc.name), row: gateRow(meta, doc) };
}

/**
 * Frappe's `notify_update` (frappe/model/document.py): `doc_update` to the document's room and,
 * unless the DocType is single, a child table or read-only, `list_update` to its DocType's room;
 * both once the transaction commits, both gated on the document as committed (or, for a delete,
 * as it was).
 */
export function notifyUpdate(dc: DocContext, meta: DocTypeMeta, doc: Doc): void {
  if (meta.istable) return;
  const name = String(doc.name);
  const gate = gateOf(meta, doc);
  dc.publishRealtime({ event: 'doc_update', message: { modified: doc.modified, doctype: meta.name, name }, room: rooms.doc(meta.name, name), gate });
  if (Number(meta.source.read_only ?? 0) === 1 || meta.issingle) return;
  dc.publishRealtime({ event: 'list_update', message: { doctype: meta.name, name, user: dc.user.name }, room: rooms.doctype(meta.name), gate });
}

/** Frappe's rename_doc: `doc_rename` to whoever watches the old name, then the renamed document's update. */
export function notifyRename(dc: DocContext, meta: DocTypeMeta, oldName: string, doc: Doc): void {
  const gate = gateOf(meta, doc);
  dc.publishRealtime({ event: 'doc_rename', message: { doctype: meta.name, old: oldName, new: String(doc.name) }, room: rooms.doc(meta.name, oldName), gate });
  notifyUpdate(dc, meta, doc);
}

/**
 * `docinfo_update` (frappe/core/doctype/comment/comment.py notify_change): something hanging off
 * a document changed (a comment, an assignment, a share); `key` names the docinfo list it belongs
 * to. Gated on the referenced document, which the recipient must be able to read.
 */
export function notifyDocinfo(dc: DocContext, reference: { doctype: string; name: string }, key: string, action: 'add' | 'update' | 'delete', doc: unknown): void {
  if (!reference.doctype || !reference.name) return;
  dc.publishRealtime({
    event: 'docinfo_update',
    message: { doc, key, action },
    room: rooms.doc(reference.doctype, reference.name),
    gate: { doctype: reference.doctype, name: reference.name },
  });
}
