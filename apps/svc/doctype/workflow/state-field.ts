import { appError } from '../../../../src/errors/app-error.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { Doc } from '../../../../src/model/document.ts';
import { systemDocs } from '../../../../src/rpc/builtin/workflow/workflow-of.ts';

/**
 * Makes sure the governed DocType has the workflow's state field (docs/DECISIONS.md D90). Frappe
 * adds a Custom Field; svc has none, so a custom DocType gets the field added to its DocType
 * record (a hidden Link to Workflow State, allowed on submit, not copied), which alters its table
 * through the DocType's own save in this transaction; a standard DocType must declare the field in
 * its JSON, and a Workflow naming one that does not is refused with a 417.
 */
export async function ensureStateField(dc: DocContext, doc: Doc): Promise<void> {
  const doctype = String(doc.document_type);
  const fieldname = String(doc.workflow_state_field);
  const field = dc.site.meta.get(doctype)!.fieldMap.get(fieldname);
  if (field) {
    if (!field.column) throw appError('VALIDATION', `Field ${fieldname} of ${doctype} holds no value: it cannot hold the workflow state`);
    return;
  }
  if (dc.site.meta.isStandard(doctype)) {
    throw appError('VALIDATION', `${doctype} has no field ${fieldname}: a standard DocType must declare its workflow state field (a Link to Workflow State) in its DocType JSON`);
  }
  const docs = systemDocs(dc);
  const record = await docs.get('DocType', doctype);
  const fields = [...((record.fields as Doc[] | undefined) ?? [])];
  fields.push({ fieldname, label: fieldname.replaceAll('_', ' ').replace(/\b\w/g, (c) => c.toUpperCase()), fieldtype: 'Link', options: 'Workflow State', hidden: 1, allow_on_submit: 1, no_copy: 1 });
  await docs.update('DocType', doctype, { fields });
}
