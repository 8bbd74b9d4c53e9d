import type { Principal } from '../../../context/principal.ts';
import { compileExpression } from '../../../expressions/index.ts';
import type { DocContext } from '../../../model/doc-context.ts';
import type { Doc } from '../../../model/document.ts';
import type { TransitionRow, WorkflowDef } from './workflow-of.ts';

/**
 * Whether `user` holds `role`. Administrator holds every role, as Frappe's get_roles answers
 * for it; a context made trusted for the caller keeps the caller's own roles.
 */
export function holdsRole(user: Principal, role: string): boolean {
  return user.name === 'Administrator' || user.roles.has(role);
}

/**
 * A transition's condition over the document (Frappe's is_transition_condition_satisfied): the safe
 * expression language, with `doc` and `frappe.session.user` and the frappe.utils functions it allows.
 */
export function conditionHolds(dc: DocContext, transition: Pick<TransitionRow, 'condition'>, doc: Doc): boolean {
  const condition = transition.condition?.trim();
  if (!condition) return true;
  const env = { today: dc.now.slice(0, 10), now: dc.now, user: dc.user.name };
  return compileExpression(condition, { names: ['doc'], what: 'Transition condition' }).test({ doc }, env);
}

/** Refuses a transition condition that does not compile, as a 417 (a Workflow is checked when saved). */
export function checkCondition(condition: string, row: number): void {
  compileExpression(condition, { names: ['doc'], what: `Transition row ${row}: the condition` });
}

/**
 * The transitions the caller may take from the document's state (Frappe's get_transitions): from
 * its current state, allowed to one of the caller's roles, condition holding.
 */
export function transitionsFrom(dc: DocContext, workflow: WorkflowDef, doc: Doc): TransitionRow[] {
  const current = doc[workflow.workflow_state_field];
  return workflow.transitions.filter((t) => t.state === current && holdsRole(dc.user, t.allowed) && conditionHolds(dc, t, doc));
}

/**
 * Frappe's has_approval_access: Administrator, a transition allowing self-approval, or a user who
 * is not the document's owner.
 */
export function hasApprovalAccess(user: string, doc: Doc, transition: Pick<TransitionRow, 'allow_self_approval'>): boolean {
  return user === 'Administrator' || Number(transition.allow_self_approval) === 1 || user !== doc.owner;
}
