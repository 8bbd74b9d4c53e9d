import { appError } from '../../../errors/app-error.ts';
import type { DocTypeMeta } from '../../../meta/doctype-meta.ts';
import type { DocContext } from '../../../model/doc-context.ts';
import type { Doc } from '../../../model/document.ts';
import { inTransition } from './transition-marks.ts';
import { hasApprovalAccess, holdsRole, transitionsFrom } from './transitions.ts';
import { activeWorkflow, stateRow, type WorkflowDef } from './workflow-of.ts';

/** DocTypes a workflow never governs: the workflow's own records. */
const UNGOVERNED = new Set(['Workflow', 'Workflow State', 'Workflow Action', 'Workflow Action Master', 'DocType']);

/**
 * Frappe's Document.validate_workflow, run on every save, submit and update after submit of a
 * document whose DocType has an active workflow (hooks.ts): a new document starts in the first
 * state; a change of state must be one of the transitions the caller may take from the stored
 * state, as apply_workflow would take it (role, condition, self-approval, and the docstatus of the
 * state reached: docs/DECISIONS.md D91); otherwise only the current state's allow_edit role may
 * save (D92); a submit outside a transition moves to the first submitted state.
 */
export async function validateWorkflow(dc: DocContext, doc: Doc, meta: DocTypeMeta, old: Doc | null): Promise<void> {
  if (meta.istable || UNGOVERNED.has(meta.name)) return;
  const workflow = await activeWorkflow(dc, meta.name);
  if (!workflow || workflow.states.length === 0 || !meta.fieldMap.get(workflow.workflow_state_field)?.column) return;
  const field = workflow.workflow_state_field;
  const first = workflow.states[0].state;
  if (!doc[field]) doc[field] = first;
  const next = String(doc[field]);
  const current = old?.[field] ? String(old[field]) : first;
  const row = stateRow(workflow, current);
  if (!row) throw appError('VALIDATION', `${current} is not a valid Workflow State. Please update your Workflow and try again.`);
  if (current !== next) checkTransition(dc, workflow, doc, old, current, next);
  else if (old && !inTransition(dc.tx, meta.name, doc.name) && !holdsRole(dc.user, row.allow_edit)) {
    throw appError('PERMISSION_DENIED', `Not allowed to edit ${meta.name} ${String(doc.name)} in state ${current}: only ${row.allow_edit} may`);
  }
  if (Number(doc.docstatus) === 1) followSubmit(workflow, doc);
}

function checkTransition(dc: DocContext, workflow: WorkflowDef, doc: Doc, old: Doc | null, current: string, next: string): void {
  const refused = () => appError('WORKFLOW_PERMISSION', `Workflow State transition not allowed from ${current} to ${next}`);
  // A new document reaching another state than the first directly (a data import, say).
  if (!old) throw refused();
  const taken = transitionsFrom(dc, workflow, old).filter((t) => t.next_state === next);
  if (taken.length === 0) throw refused();
  if (!taken.some((t) => hasApprovalAccess(dc.user.name, old, t))) throw appError('VALIDATION', 'Self approval is not allowed');
  const reached = stateRow(workflow, next);
  if (!reached) throw appError('VALIDATION', `${next} is not a valid Workflow State. Please update your Workflow and try again.`);
  if (Number(reached.doc_status) !== Number(doc.docstatus ?? 0)) {
    throw appError('WORKFLOW_PERMISSION', `Workflow State ${next} needs docstatus ${reached.doc_status}: apply the workflow action instead`);
  }
}

/**
 * Frappe's set_workflow_state_on_action for a submit or an update after submit: a document whose
 * state does not match its docstatus moves to the first state of docstatus 1.
 */
function followSubmit(workflow: WorkflowDef, doc: Doc): void {
  const field = workflow.workflow_state_field;
  if (workflow.states.some((s) => s.state === doc[field] && Number(s.doc_status) === 1)) return;
  const submitted = workflow.states.find((s) => Number(s.doc_status) === 1);
  if (submitted) doc[field] = submitted.state;
}
