import { refreshAssignments } from '../../../../src/model/assignments.ts';
import { hasAssignedRoleWith } from '../../../../src/model/permissions.ts';
import type { DocController } from '../../../../src/model/controller.ts';
import { mustColumnRef } from '../../../../src/query/column-ref.ts';

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
    },
    async on_trash(dc, doc) {
      await refreshAssignments(dc, doc.reference_type, doc.reference_name, String(doc.name));
    },
  },
};

export default controller;
