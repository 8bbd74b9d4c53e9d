import type { DocTypeMeta } from '../../../meta/doctype-meta.ts';
import type { DocContext } from '../../../model/doc-context.ts';
import type { Doc } from '../../../model/document.ts';
import { sendWorkflowMail } from './workflow-mail.ts';
import { conditionHolds, holdsRole } from './transitions.ts';
import { activeWorkflow, stateRow, systemDocs, type TransitionRow, type WorkflowDef } from './workflow-of.ts';

const UNGOVERNED = new Set(['Workflow', 'Workflow Action', 'Email Queue', 'Email Queue Recipient', 'Comment', 'Version']);

/**
 * Frappe's process_workflow_actions (on_update, on_update_after_submit, on_cancel and on_trash of
 * every document, hooks.ts): once a document reaches a state, the Open Workflow Action of the
 * state it left is Completed by the caller, and one Open action is made for the state reached,
 * permitted to the roles of its next transitions (conditions holding, optional states left out);
 * with the workflow's send_email_alert, those roles' users are mailed. A deleted document's actions go.
 */
export async function processWorkflowActions(dc: DocContext, doc: Doc, meta: DocTypeMeta, trashed: boolean): Promise<void> {
  if (meta.istable || UNGOVERNED.has(meta.name) || !dc.site.meta.get('Workflow Action')) return;
  const workflow = await activeWorkflow(dc, meta.name);
  if (!workflow) return;
  const docs = systemDocs(dc);
  const reference = [['reference_doctype', '=', meta.name], ['reference_name', '=', String(doc.name)]];
  const open = (await docs.list('Workflow Action', { fields: ['name', 'workflow_state'], filters: [...reference, ['status', '=', 'Open']], limit_page_length: 0 })) as Array<{ name: string; workflow_state: string }>;
  if (trashed) {
    const all = (await docs.list('Workflow Action', { fields: ['name'], filters: reference, limit_page_length: 0 })) as Array<{ name: string }>;
    for (const row of all) await docs.delete('Workflow Action', row.name);
    return;
  }
  const state = doc[workflow.workflow_state_field];
  if (typeof state !== 'string' || !state || open.some((row) => row.workflow_state === state)) return;
  const role = completingRole(dc, workflow, state);
  for (const row of open) await docs.update('Workflow Action', row.name, { status: 'Completed', completed_by: dc.user.name, completed_by_role: role });
  const next = nextTransitions(dc, workflow, state, doc);
  if (next.length === 0) return;
  const roles = [...new Set(next.map((t) => t.allowed))];
  await docs.insert({ doctype: 'Workflow Action', reference_doctype: meta.name, reference_name: String(doc.name), workflow_state: state, status: 'Open', permitted_roles: roles.map((r) => ({ role: r })) });
  if (Number(workflow.send_email_alert) === 1) await sendWorkflowMail(dc, meta, doc, workflow, next);
}

/** The caller's role that allows a transition into `state` (Frappe's completed_by_role), or null. */
function completingRole(dc: DocContext, workflow: WorkflowDef, state: string): string | null {
  return workflow.transitions.find((t) => t.next_state === state && holdsRole(dc.user, t.allowed))?.allowed ?? null;
}

/** Frappe's get_next_possible_transitions: from `state`, not into an optional state, condition holding. */
export function nextTransitions(dc: DocContext, workflow: WorkflowDef, state: string, doc: Doc): TransitionRow[] {
  return workflow.transitions.filter((t) => t.state === state && Number(stateRow(workflow, t.next_state)?.is_optional_state ?? 0) !== 1 && conditionHolds(dc, t, doc));
}
