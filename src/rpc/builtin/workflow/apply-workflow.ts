import { appError } from '../../../errors/app-error.ts';
import type { DocTypeMeta } from '../../../meta/doctype-meta.ts';
import { lockedNow, type DocContext } from '../../../model/doc-context.ts';
import type { Doc } from '../../../model/document.ts';
import { addInfoComment } from '../../../model/info-comment.ts';
import { changeDocstatus } from '../../../model/lifecycle/change-docstatus.ts';
import { saveDocument } from '../../../model/lifecycle/save-document.ts';
import { loadReadableDocument } from '../../../model/load-document.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { whitelist } from '../../method-def.ts';
import { asDict, doctypeOf, objectArg } from '../client/shared.ts';
import { clearTransition, markTransition } from './transition-marks.ts';
import { hasApprovalAccess, transitionsFrom } from './transitions.ts';
import { activeWorkflow, stateRow, type WorkflowDef } from './workflow-of.ts';

/** The DocType's active workflow; a 417 when it has none. */
export async function requireWorkflow(dc: DocContext, doctype: string): Promise<WorkflowDef> {
  const workflow = await activeWorkflow(dc, doctype);
  if (!workflow) throw appError('VALIDATION', `${doctype} has no active Workflow`);
  return workflow;
}

/** The stored document's workflow state; Frappe's WorkflowStateError when it has none. */
export function currentState(workflow: WorkflowDef, doc: Doc): string {
  const state = doc[workflow.workflow_state_field];
  if (state === null || state === undefined || state === '') throw appError('WORKFLOW_STATE', 'Workflow State not set');
  return String(state);
}

/**
 * Frappe's apply_workflow on the stored document `name`: the action must be one of the transitions
 * the caller may take (WorkflowTransitionError otherwise), not a self-approval the transition
 * forbids; the state field and the next state's update field are set, and the docstatus follows the
 * next state through the ordinary lifecycle (save, submit, update after submit or cancel, with
 * their permission checks and events). A Workflow comment records the state reached.
 */
export async function applyWorkflow(dc: DocContext, meta: DocTypeMeta, name: string, action: string): Promise<Doc> {
  const workflow = await requireWorkflow(dc, meta.name);
  const old = await loadReadableDocument(dc, meta, name, true);
  currentState(workflow, old);
  const transition = transitionsFrom(dc, workflow, old).find((t) => t.action === action);
  if (!transition) throw appError('WORKFLOW_TRANSITION', 'Not a valid Workflow Action');
  if (!hasApprovalAccess(dc.user.name, old, transition)) throw appError('VALIDATION', 'Self approval is not allowed');
  const next = stateRow(workflow, transition.next_state);
  if (!next) throw appError('VALIDATION', `${transition.next_state} not a valid State`);
  const values: Record<string, unknown> = { [workflow.workflow_state_field]: next.state };
  if (next.update_field) values[next.update_field] = next.update_value;
  const from = Number(old.docstatus ?? 0);
  const to = Number(next.doc_status ?? 0);
  markTransition(dc.tx, meta.name, name);
  try {
    let saved: Doc;
    if (from === 1 && to === 2) saved = await changeDocstatus(dc, meta, name, 2, values);
    else if ((from === 0 && (to === 0 || to === 1)) || (from === 1 && to === 1)) saved = await saveDocument(lockedNow(dc), meta, old, { ...values, docstatus: to });
    else throw appError('VALIDATION', `Illegal Document Status for ${next.state}`);
    await addInfoComment(dc, meta.name, String(saved.name), 'Workflow', next.state);
    return saved;
  } finally {
    clearTransition(dc.tx, meta.name, name);
  }
}

/** The document a workflow method names: a dict with `doctype` and `name`, as the desk sends it. */
export function namedDoc(dc: DocContext, raw: unknown): { meta: DocTypeMeta; name: string | null } {
  const sent = objectArg('doc', raw);
  const meta = requireDocType(dc, doctypeOf(sent));
  const name = sent.name === undefined || sent.name === null || sent.name === '' || sent.__islocal ? null : String(sent.name);
  return { meta, name };
}

/** frappe.model.workflow.apply_workflow: applies `action` to the document `doc` names; answers it as saved. */
export const applyWorkflowMethod = whitelist({
  path: 'model.workflow.apply_workflow',
  methods: ['POST', 'PUT'],
  params: [
    { name: 'doc', type: 'any', required: true },
    { name: 'action', type: 'str', required: true },
  ],
  handler: async (api, a) => {
    const { meta, name } = namedDoc(api.dc, a.doc);
    if (name === null) throw appError('VALIDATION', 'Save the document before applying a workflow action');
    return asDict(api.dc, meta, await applyWorkflow(api.dc, meta, name, a.action));
  },
});
