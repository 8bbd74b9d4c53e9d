import { appError } from '../../../../src/errors/app-error.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { Doc } from '../../../../src/model/document.ts';
import { checkCondition } from '../../../../src/rpc/builtin/workflow/transitions.ts';

/** What a column of the governed DocType may be named: the state field is created from it. */
const FIELDNAME = /^[a-z_][a-z0-9_]{0,63}$/;
const rows = (doc: Doc, table: string) => (doc[table] as Doc[] | undefined) ?? [];

/**
 * Frappe's Workflow.validate_docstatus, and what svc checks beside it when a Workflow is saved: the
 * DocType exists and is no child table, the state field's name is a plain field name, every
 * transition names states of the table, never leaves a cancelled state, never takes a submitted
 * document back to draft nor cancels a draft, its condition compiles, and a state's update field is
 * a field of the DocType. Each refusal is a 417.
 */
export function validateWorkflowRecord(dc: DocContext, doc: Doc): void {
  const doctype = String(doc.document_type ?? '');
  const meta = dc.site.meta.get(doctype);
  if (!meta) throw appError('VALIDATION', `DocType ${doctype} not found`);
  if (meta.istable || meta.issingle) throw appError('VALIDATION', `${doctype} is a child table or a single DocType: a workflow governs documents of their own`);
  doc.workflow_state_field = String(doc.workflow_state_field || 'workflow_state');
  if (!FIELDNAME.test(String(doc.workflow_state_field))) throw appError('VALIDATION', `Workflow State Field ${String(doc.workflow_state_field).slice(0, 80)} is not a valid field name`);
  const states = new Map(rows(doc, 'states').map((s) => [String(s.state), String(s.doc_status ?? '0')]));
  for (const state of rows(doc, 'states')) {
    const field = state.update_field ? String(state.update_field) : '';
    if (field && !meta.fieldMap.get(field)?.column) throw appError('VALIDATION', `Update Field ${field.slice(0, 80)} of state ${String(state.state)} is no field of ${doctype}`);
  }
  rows(doc, 'transitions').forEach((t, i) => {
    const row = Number(t.idx ?? i + 1);
    const from = states.get(String(t.state));
    const to = states.get(String(t.next_state));
    if (from === undefined) throw appError('VALIDATION', `${String(t.state)} not a valid State`);
    if (to === undefined) throw appError('VALIDATION', `${String(t.next_state)} not a valid State`);
    if (from === '2') throw appError('VALIDATION', `Cannot change state of Cancelled Document. Transition row ${row}`);
    if (from === '1' && to === '0') throw appError('VALIDATION', `Submitted Document cannot be converted back to draft. Transition row ${row}`);
    if (from === '0' && to === '2') throw appError('VALIDATION', `Cannot cancel before submitting. See Transition ${row}`);
    if (t.condition && String(t.condition).trim()) checkCondition(String(t.condition), row);
  });
}
