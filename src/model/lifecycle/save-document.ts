import { appError } from '../../errors/app-error.ts';
import type { DocTypeMeta } from '../../meta/doctype-meta.ts';
import { coerceValue } from '../coerce-value.ts';
import type { DocContext } from '../doc-context.ts';
import { copyDoc, type ChildRow, type Doc } from '../document.ts';
import { accessFor } from '../permissions.ts';
import type { SaveState, SaveStep } from '../save-state.ts';
import { applyDefaults, defaultsOf } from '../steps/apply-defaults.ts';
import { docstatusAction } from '../steps/check-docstatus.ts';
import { requireDocRight } from '../steps/check-permission.ts';
import { checkSetOnlyOnce, checkStandardConstants } from '../steps/constants.ts';
import { resetUnwritableFields } from '../steps/field-levels.ts';
import { checkTimestamp, checkUpdateAfterSubmit } from '../steps/field-rules.ts';
import { mergeInput } from '../steps/merge-input.ts';
import { fire } from '../steps/run-event.ts';
import { actionRightSteps, afterWriteSteps, beforeWriteSteps, validatesValues } from '../steps/save-actions.ts';
import { saveVersion } from '../steps/save-version.ts';
import { storeSecrets } from '../steps/store-secrets.ts';
import { validateLinks } from '../steps/validate-links.ts';
import { validateMandatory } from '../steps/validate-mandatory.ts';
import { validateUnique, validateValues } from '../steps/validate-values.ts';
import { prepareChildren, updateDocRows } from '../steps/write-rows.ts';
import { keepBounds, moveNode } from '../steps/nested-set.ts';
import { notifyUpdate } from '../notify-realtime.ts';
import { runSteps } from '../../util/step-table.ts';
import { resetSeen } from '../seen.ts';
import { indexDocument } from '../global-search.ts';

const docField = { fieldname: 'docstatus', label: 'docstatus', value: 'int' } as const;
const checked = (step: SaveStep): SaveStep => (s) => (validatesValues(s) ? step(s) : undefined);

/**
 * The save pipeline for a stored document (frappe/model/document.py save), one named step a row;
 * what a submit, an update after submit or a cancel adds comes from `steps/save-actions.ts`.
 */
const saveSteps: Array<[string, SaveStep]> = [
  ['check write permission', (s) => requireDocRight(s.access, s.dc.user, 'write', s.doc)],
  ...actionRightSteps,
  ...beforeWriteSteps,
  // After the events, as Frappe's validate_update_after_submit: before_update_after_submit cannot change what is fixed either.
  ['check update after submit', (s) => (s.action === 'update_after_submit' ? checkUpdateAfterSubmit(s.meta, s.doc, s.old!) : undefined)],
  ['validate links', checked((s) => validateLinks(s.dc, s.meta, s.doc))],
  ['validate values', checked((s) => validateValues(s.meta, s.dc.site.meta, s.doc))],
  ['validate mandatory', checked((s) => validateMandatory(s.meta, s.dc.site.meta, s.doc))],
  // After the validate hooks, as Frappe's _validate, so a hook cannot change them either; on a cancel too.
  ['check set_only_once fields', (s) => checkSetOnlyOnce(s.meta, s.dc.site.meta, s.doc, s.old!)],
  ['validate unique', (s) => validateUnique(s.dc.tx, s.meta, s.doc)],
  ['prepare child rows', (s) => prepareChildren(s.dc, s.meta, s.doc, s.old)],
  ['store secrets', (s) => storeSecrets(s.dc, s.meta, s.doc, s.old)],
  ['keep tree bounds', (s) => keepBounds(s.dc, s.meta, s.doc, s.old!)],
  ['update rows', (s) => updateDocRows(s.dc, s.meta, s.doc, s.old!)],
  ['reset seen', (s) => resetSeen(s.dc, s.meta, String(s.doc.name))],
  ['move in the tree', (s) => moveNode(s.dc, s.meta, s.doc, s.old!)],
  ...afterWriteSteps,
  ['update global search', (s) => indexDocument(s.dc.tx, s.dc.site.meta, s.meta, s.doc)],
  ['save version', saveVersion],
  ['notify realtime', (s) => notifyUpdate(s.dc, s.meta, s.doc)],
  ['on_change', fire('on_change')],
];

/**
 * Applies a partial update to a loaded document (PATCH semantics; tables sent are replaced) and
 * saves it. `old` must be the stored document with its child rows, loaded under the read rule.
 */
export async function saveDocument(dc: DocContext, meta: DocTypeMeta, old: Doc, input: Record<string, unknown>): Promise<Doc> {
  const access = accessFor(meta, dc.user, dc.site.controllers);
  const from = Number(old.docstatus ?? 0);
  const to = input.docstatus === undefined || input.docstatus === null ? from : (coerceValue(docField as never, input.docstatus) as number);
  const action = docstatusAction(from, to);
  checkTimestamp(input.modified, old, dc.now);
  // Write permission is judged on the stored document, so a client cannot grant itself access by changing owner-like fields.
  requireDocRight(access, dc.user, 'write', old);
  checkStandardConstants(meta, input, old);
  const doc: Doc = copyDoc(old);
  mergeInput(meta, dc.site.meta, doc, input);
  for (const table of meta.tableFields) {
    const child = dc.site.meta.get(table.options!);
    if (child && input[table.fieldname] !== undefined) for (const row of doc[table.fieldname] as ChildRow[]) applyDefaults(child, row, dc.user, dc.now);
  }
  resetUnwritableFields(meta, dc.site.meta, access, doc, old, defaultsOf(dc.user, dc.now));
  Object.assign(doc, { modified: dc.now, modified_by: dc.user.name, docstatus: to });
  if (meta.istable) throw appError('VALIDATION', `${meta.name} is a child table: change its rows through the parent document`);
  const state: SaveState = { dc, meta, access, doc, old, input, action };
  await runSteps(saveSteps, state);
  return doc;
}
