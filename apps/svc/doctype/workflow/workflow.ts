import type { DocController } from '../../../../src/model/controller.ts';
import { forgetWorkflow } from '../../../../src/rpc/builtin/workflow/workflow-of.ts';
import { validateWorkflowRecord } from './validate-workflow.ts';
import { ensureStateField } from './state-field.ts';
import { deactivateOthers, fillEmptyStates } from './activate.ts';

/**
 * Workflow (frappe/workflow/doctype/workflow): the states and transitions a DocType's documents
 * follow. Saving one checks its states and transitions, makes sure the DocType has the state field,
 * fills the state of documents without one from their docstatus, and, when it is active,
 * deactivates the DocType's other workflows (one active workflow per DocType).
 */
const controller: DocController = {
  events: {
    async validate(dc, doc, _meta, old) {
      validateWorkflowRecord(dc, doc);
      if (Number(doc.is_active) === 1) await deactivateOthers(dc, doc);
      await ensureStateField(dc, doc);
      await fillEmptyStates(dc, doc);
      forgetWorkflow(dc, doc.document_type);
      if (old) forgetWorkflow(dc, old.document_type);
    },
    on_update(dc, doc) {
      forgetWorkflow(dc, doc.document_type);
    },
    on_trash: (dc, doc) => forgetWorkflow(dc, doc.document_type),
  },
};

export default controller;
