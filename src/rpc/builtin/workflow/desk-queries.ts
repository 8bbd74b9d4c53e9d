import { appError } from '../../../errors/app-error.ts';
import { loadReadableDocument } from '../../../model/load-document.ts';
import { accessFor } from '../../../model/permissions.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { whitelist } from '../../method-def.ts';
import { listArg } from '../client/shared.ts';
import { requireWorkflow } from './apply-workflow.ts';
import { hasApprovalAccess, transitionsFrom } from './transitions.ts';
import { activeWorkflow } from './workflow-of.ts';

/**
 * frappe.model.workflow.can_cancel_document: false when a transition of the DocType's workflow
 * leads to a cancelled state (the desk then offers cancelling only as that action).
 */
export const canCancelDocument = whitelist({
  path: 'model.workflow.can_cancel_document',
  params: [{ name: 'doctype', type: 'str', required: true }],
  handler: async (api, a) => {
    const workflow = await requireWorkflow(api.dc, requireDocType(api.dc, a.doctype).name);
    const cancelling = new Set(workflow.states.filter((s) => String(s.doc_status) === '2').map((s) => s.state));
    return !workflow.transitions.some((t) => cancelling.has(t.next_state));
  },
});

/**
 * frappe.model.workflow.get_common_transition_actions: the actions every one of `docs` (names or
 * dicts with a name) offers the caller, self-approval considered; what the list view's bulk menu shows.
 */
export const getCommonTransitionActions = whitelist({
  path: 'model.workflow.get_common_transition_actions',
  params: [
    { name: 'docs', type: 'any', required: true },
    { name: 'doctype', type: 'str', required: true },
  ],
  handler: async (api, a) => {
    const meta = requireDocType(api.dc, a.doctype);
    const workflow = await activeWorkflow(api.dc, meta.name);
    if (!workflow) return [];
    let common: string[] | null = null;
    for (const entry of listArg('docs', a.docs)) {
      const name = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>).name : entry;
      if (typeof name !== 'string' && typeof name !== 'number') throw appError('VALIDATION', 'Each entry of docs must be a name or a document with one');
      const doc = await loadReadableDocument(api.dc, meta, String(name));
      const actions: string[] = transitionsFrom(api.dc, workflow, doc).filter((t) => hasApprovalAccess(api.user.name, doc, t)).map((t) => t.action);
      common = common === null ? [...new Set(actions)] : common.filter((action) => actions.includes(action));
      if (common.length === 0) return [];
    }
    return common ?? [];
  },
});

/**
 * frappe.workflow.doctype.workflow.workflow.get_workflow_state_count: how many readable documents
 * are in each state not among `states` (the list view's sidebar), for a field the DocType has.
 */
export const getWorkflowStateCount = whitelist({
  path: 'workflow.doctype.workflow.workflow.get_workflow_state_count',
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'workflow_state_field', type: 'str', required: true },
    { name: 'states', type: 'json', required: true },
  ],
  handler: async (api, a) => {
    const meta = requireDocType(api.dc, a.doctype);
    if (!accessFor(meta, api.user, api.dc.site.controllers).has('read')) throw appError('PERMISSION_DENIED', `No permission to read ${meta.name}`);
    const field = String(a.workflow_state_field);
    if (!meta.fieldMap.get(field)?.column) return [];
    const states = Array.isArray(a.states) ? a.states.map(String) : [];
    const rows = (await api.docs.list(meta.name, { fields: [field, 'count(*) as count'], filters: states.length ? [[field, 'not in', states]] : [], group_by: field, limit_page_length: 0 })) as Array<Record<string, unknown>>;
    return rows.filter((row) => row[field]);
  },
});
