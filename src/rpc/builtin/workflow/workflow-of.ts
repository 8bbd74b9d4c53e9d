import { SYSTEM } from '../../../context/principal.ts';
import { contextWith, type DocContext } from '../../../model/doc-context.ts';
import type { Tx } from '../../../storage/database.ts';
import { documentApi } from '../../document-api.ts';

/** One row of a Workflow's states table (Workflow Document State). */
export interface WorkflowStateRow {
  readonly state: string;
  /** '0', '1' or '2', as Frappe stores the Select. */
  readonly doc_status: string;
  readonly allow_edit: string;
  readonly update_field: string | null;
  readonly update_value: string | null;
  readonly is_optional_state: number;
  readonly message: string | null;
}

/** One row of a Workflow's transitions table (Workflow Transition), as get_transitions answers it. */
export interface TransitionRow {
  readonly name: string;
  readonly state: string;
  readonly action: string;
  readonly next_state: string;
  readonly allowed: string;
  readonly allow_self_approval: number;
  readonly condition: string | null;
  readonly [key: string]: unknown;
}

/** The active Workflow of a DocType, as the document events and the workflow methods read it. */
export interface WorkflowDef {
  readonly name: string;
  readonly document_type: string;
  readonly workflow_state_field: string;
  readonly send_email_alert: number;
  readonly states: readonly WorkflowStateRow[];
  readonly transitions: readonly TransitionRow[];
}

/**
 * What one transaction knows of workflows: the active one per DocType (Frappe's `workflow` cache),
 * read once per transaction; keyed by the transaction so it goes with it. A Workflow saved or
 * deleted in it drops the entry of its DocType.
 */
const perTx = new WeakMap<Tx, Map<string, Promise<WorkflowDef | null>>>();

function knownOf(tx: Tx): Map<string, Promise<WorkflowDef | null>> {
  let known = perTx.get(tx);
  if (!known) perTx.set(tx, (known = new Map()));
  return known;
}

/** Reads the Workflow store with system rights: which workflow applies is not the caller's to see. */
export const systemDocs = (dc: DocContext) => documentApi(contextWith(dc, { user: SYSTEM }));

/** The name of the DocType's active Workflow, or null (Frappe's get_workflow_name). */
export async function workflowNameOf(dc: DocContext, doctype: string): Promise<string | null> {
  return (await activeWorkflow(dc, doctype))?.name ?? null;
}

/** The DocType's active Workflow with its states and transitions, or null when it has none. */
export function activeWorkflow(dc: DocContext, doctype: string): Promise<WorkflowDef | null> {
  const known = knownOf(dc.tx);
  let found = known.get(doctype);
  if (!found) {
    found = readActive(dc, doctype);
    known.set(doctype, found);
  }
  return found;
}

/** One indexed read on every save of a DocType without a workflow: no listing machinery for the common case. */
async function readActive(dc: DocContext, doctype: string): Promise<WorkflowDef | null> {
  const meta = dc.site.meta.get('Workflow');
  if (!meta) return null;
  const rows = await dc.tx.all<{ name: string }>(
    dc.tx.builder.selectFrom(meta.tableName).select('name').where('document_type', '=', doctype).where('is_active', '=', 1).orderBy('modified', 'desc').limit(1),
  );
  if (rows.length === 0) return null;
  return (await systemDocs(dc).get('Workflow', rows[0].name)) as unknown as WorkflowDef;
}

/** Drops what the transaction knew of a DocType's workflow (a Workflow of it was saved or deleted). */
export function forgetWorkflow(dc: DocContext, doctype: unknown): void {
  if (typeof doctype === 'string') knownOf(dc.tx).delete(doctype);
}

/** The states row of `state`, or undefined. */
export function stateRow(workflow: WorkflowDef, state: unknown): WorkflowStateRow | undefined {
  return workflow.states.find((row) => row.state === state);
}
