import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { Doc } from '../../../../src/model/document.ts';

/** Frappe's Workflow.set_active: the DocType's other workflows are deactivated (one active per DocType). */
export async function deactivateOthers(dc: DocContext, doc: Doc): Promise<void> {
  const table = dc.site.meta.get('Workflow')!.tableName;
  await dc.tx.run(
    dc.tx.builder.updateTable(table).set({ is_active: 0 }).where('document_type', '=', String(doc.document_type)).where('name', '!=', String(doc.name)),
  );
}

/**
 * Frappe's Workflow.update_default_workflow_status: documents of the DocType without a state get
 * the first state of their docstatus. The column is the workflow's state field, checked to be a
 * plain field name and present on the DocType (ensureStateField) before this runs.
 */
export async function fillEmptyStates(dc: DocContext, doc: Doc): Promise<void> {
  const meta = dc.site.meta.get(String(doc.document_type))!;
  const field = String(doc.workflow_state_field);
  const done = new Set<string>();
  for (const state of (doc.states as Doc[] | undefined) ?? []) {
    const docstatus = String(state.doc_status ?? '0');
    if (done.has(docstatus)) continue;
    done.add(docstatus);
    await dc.tx.run(
      dc.tx.builder
        .updateTable(meta.tableName)
        .set({ [field]: String(state.state) })
        .where((eb) => eb.or([eb(field, 'is', null), eb(field, '=', '')]))
        .where('docstatus', '=', Number(docstatus)),
    );
  }
}
