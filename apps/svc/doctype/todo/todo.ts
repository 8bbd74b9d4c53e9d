import { refreshAssignments } from '../../../../src/model/assignments.ts';
import { hasAssignedRoleWith } from '../../../../src/model/permissions.ts';
import type { DocController } from '../../../../src/model/controller.ts';
import { mustColumnRef } from '../../../../src/query/column-ref.ts';
import { notifyDocinfo } from '../../../../src/model/notify-realtime.ts';
import { addInfoComment, fullNameOf } from '../../../../src/model/info-comment.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { Doc } from '../../../../src/model/document.ts';

/** An assignment changed: whoever has the referenced document open hears of it (docinfo `assignments`). */
function notifyAssignment(dc: DocContext, doc: Doc, action: 'update' | 'delete'): void {
  if (!doc.reference_type || !doc.reference_name) return;
  const summary = { name: doc.name, owner: doc.allocated_to, status: doc.status };
  notifyDocinfo(dc, { doctype: String(doc.reference_type), name: String(doc.reference_name) }, 'assignments', action, summary);
}

/**
 * The referenced document's timeline entry for this save (Frappe's ToDo.validate and
 * add_assign_comment): "Assigned" for a new ToDo, "Assignment Completed" when its status changed.
 */
async function addAssignmentComment(dc: DocContext, doc: Doc, old: Doc | null): Promise<void> {
  if (!doc.reference_type || !doc.reference_name) return;
  const name = (user: unknown) => fullNameOf(dc, typeof user === 'string' && user ? user : dc.user.name);
  let text: string;
  if (!old) {
    text = doc.assigned_by === doc.allocated_to
      ? `${await name(doc.assigned_by)} self assigned this task: ${String(doc.description ?? '')}`
      : `${await name(doc.assigned_by)} assigned ${await name(doc.allocated_to)}: ${String(doc.description ?? '')}`;
  } else if (old.status !== doc.status) {
    text = doc.allocated_to === dc.user.name
      ? `${await name(dc.user.name)} removed their assignment.`
      : `Assignment of ${await name(doc.allocated_to)} removed by ${await name(dc.user.name)}`;
  } else return;
  await addInfoComment(dc, doc.reference_type, doc.reference_name, old ? 'Assignment Completed' : 'Assigned', text);
}

/**
 * ToDo (frappe/desk/doctype/todo): a user sees and changes the ToDos allocated to or assigned by
 * them, unless a role other than the automatic ones grants the right (System Manager reads all).
 * A ToDo that references a document keeps that document's `_assign` list current and writes its
 * timeline.
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
    async on_update(dc, doc, _meta, old) {
      await addAssignmentComment(dc, doc, old);
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
