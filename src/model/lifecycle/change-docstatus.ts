import type { DocTypeMeta } from '../../meta/doctype-meta.ts';
import { runSteps } from '../../util/step-table.ts';
import { lockedNow, type DocContext } from '../doc-context.ts';
import type { Doc } from '../document.ts';
import { loadReadableDocument } from '../load-document.ts';
import { saveDocument } from './save-document.ts';

interface ChangeState {
  readonly dc: DocContext;
  readonly meta: DocTypeMeta;
  readonly name: string;
  readonly to: 1 | 2;
  /** Values to write with the change, as the caller sent them. */
  readonly values: Readonly<Record<string, unknown>>;
  /** The stored document, loaded for update; then the document as saved. */
  doc: Doc;
  kept: Record<string, unknown>;
}

/**
 * Submitting or cancelling a stored document (Frappe's Document.submit() and cancel(): docstatus
 * set, then save), one named step a row. The save decides the rest from the transition
 * (`steps/save-actions.ts`): the submit or cancel right, the events (before_submit, on_update and
 * on_submit; before_cancel and on_cancel), a cancel's back-links, and no validation on a cancel.
 */
const changeSteps: Array<[string, (s: ChangeState) => unknown]> = [
  ['load the document, locked', async (s) => {
    s.doc = await loadReadableDocument(s.dc, s.meta, s.name, true);
  }],
  // A cancel validates nothing, so only a field that may change after submit (a workflow's state
  // field) may come with it; any other would change unchecked. Others are ignored.
  ['keep values allowed after submit', (s) => {
    for (const [fieldname, value] of Object.entries(s.values)) {
      const field = s.meta.fieldMap.get(fieldname);
      if (field?.column && field.allowOnSubmit) s.kept[fieldname] = value;
    }
  }],
  // Stamped once the row is locked: a writer that waited saves a later `modified`.
  ['save with the new docstatus', async (s) => {
    s.doc = await saveDocument(lockedNow(s.dc), s.meta, s.doc, { ...s.kept, docstatus: s.to });
  }],
];

/**
 * Submits (`to` 1) or cancels (`to` 2) the stored document `name` inside the caller's transaction,
 * with `values` of fields allowed after submit; answers the document as saved. What
 * frappe.client.cancel, the form's cancel and every document's submit and cancel methods run.
 */
export async function changeDocstatus(dc: DocContext, meta: DocTypeMeta, name: string, to: 1 | 2, values: Readonly<Record<string, unknown>> = {}): Promise<Doc> {
  const state: ChangeState = { dc, meta, name, to, values, doc: {}, kept: {} };
  await runSteps(changeSteps, state);
  return state.doc;
}
