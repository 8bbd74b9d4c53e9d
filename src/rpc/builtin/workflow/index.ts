import type { MethodRegistry } from '../../registry.ts';
import { applyWorkflowMethod } from './apply-workflow.ts';
import { bulkWorkflowApproval } from './bulk-approval.ts';
import { canCancelDocument, getCommonTransitionActions, getWorkflowStateCount } from './desk-queries.ts';
import { getTransitions } from './get-transitions.ts';

/** Workflows (frappe.model.workflow and the Workflow DocType's method), as `svc.*` and `frappe.*`. */
export function registerWorkflowMethods(registry: MethodRegistry): void {
  for (const def of [getTransitions, applyWorkflowMethod, bulkWorkflowApproval, canCancelDocument, getCommonTransitionActions, getWorkflowStateCount]) registry.registerBuiltin(def);
}
