import { refreshAssignments } from '../../../../src/model/assignments.ts';
import { hasAssignedRoleWith } from '../../../../src/model/permissions.ts';
import type { DocController } from '../../../../src/model/controller.ts';
import { mustColumnRef } from '../../../../src/query/column-ref.ts';
import { notifyDocinfo } from '../../../../src/model/notify-realtime.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { Doc } from '../../../../src/model/document.ts';

/** An assignment changed: whoever has the referenced document open hears of it (docinfo `assignments`). */
function notifyAssignment(dc: DocContext, doc: Doc, action: 'update' | 'delete'): void {
  if (!doc.reference_type || !doc.reference_name) return;
  const summary = { name: doc.name, owner: doc.allocated_to, status: doc.status };
  notifyDocinfo(dc, { doctype: String(doc.reference_type), name: String(doc.reference_name) }, 'assignments', action, summary);
}

/**
 * ToDo (frappe/desk/doctype/todo): a user sees and changes the ToDos allocated to or assigned by
 * them, unless a role other than the automatic ones grants the right (System Manager reads all).
 * A ToDo that references a document keeps that document's `_assign` list current.
 */
const controller: DocController = {
  permissionCondition(meta, user, right) {
    if (hasAssignedRoleWith(meta, user, right)) return null;
    return {
      kind: 'or',
      items: [
        { kind: 'compare', ref: mustColumnRef(meta, 'allocated_to'), op: '=', value: user.name },
        { kind: 'compare', ref: mustColumnRef(meta, 'assigned_by'), op: '=', value: user.name },
      ],
    };
  },
  events: {
    async on_update(dc, doc) {
      await refreshAssignments(dc, doc.reference_type, doc.reference_name);
      notifyAssignment(dc, doc, 'update');
    },
    async on_trash(dc, doc) {
      await refreshAssignments(dc, doc.reference_type, doc.reference_name, String(doc.name));
      notifyAssignment(dc, doc, 'delete');
    },
  },
};

export default controller;
