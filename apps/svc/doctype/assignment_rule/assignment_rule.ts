import type { DocController } from '../../../../src/model/controller.ts';
import { reassignRemovedUsers } from './reassign-removed.ts';
import { forgetRules } from './rules-of.ts';
import { validateAssignmentRule } from './validate-assignment-rule.ts';

/**
 * Assignment Rule (frappe/automation/doctype/assignment_rule): assigns the documents of its
 * DocType on save, by round robin, load balancing or a field naming the user, when its assign
 * condition holds (applied by `apply-rules.ts` from `apps/svc/hooks.ts`). Checked whole on every
 * save; a change is seen by the next write in this transaction too.
 */
const controller: DocController = {
  events: {
    validate: (dc, doc) => validateAssignmentRule(dc, doc),
    async on_update(dc, doc, _meta, old) {
      forgetRules(dc, doc.document_type);
      if (old) forgetRules(dc, old.document_type);
      await reassignRemovedUsers(dc, doc, old);
    },
    on_trash: (dc, doc) => forgetRules(dc, doc.document_type),
  },
};

export default controller;
