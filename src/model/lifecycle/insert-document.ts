import { appError } from '../../errors/app-error.ts';
import type { DocTypeMeta } from '../../meta/doctype-meta.ts';
import { coerceValue } from '../coerce-value.ts';
import type { DocContext } from '../doc-context.ts';
import type { ChildRow, Doc } from '../document.ts';
import { setNewName } from '../naming/set-name.ts';
import { accessFor } from '../permissions.ts';
import type { SaveState, SaveStep } from '../save-state.ts';
import { applyDefaults, defaultsOf } from '../steps/apply-defaults.ts';
import { copyAmendedAttachments, readAmendedDocument, saveAmendmentVersion } from '../steps/amendment.ts';
import { docstatusAction } from '../steps/check-docstatus.ts';
import { requireDocRight } from '../steps/check-permission.ts';
import { resetUnwritableFields } from '../steps/field-levels.ts';
import { mergeInput } from '../steps/merge-input.ts';
import { placeNewNode } from '../steps/nested-set.ts';
import { fire } from '../steps/run-event.ts';
import { actionRightSteps, afterWriteSteps, beforeWriteSteps } from '../steps/save-actions.ts';
import { storeSecrets } from '../steps/store-secrets.ts';
import { validateLinks } from '../steps/validate-links.ts';
import { validateMandatory } from '../steps/validate-mandatory.ts';
import { validateUnique, validateValues } from '../steps/validate-values.ts';
import { insertDocRows, prepareChildren } from '../steps/write-rows.ts';
import { indexDocument } from '../global-search.ts';
import { notifyUpdate } from '../notify-realtime.ts';
import { runSteps } from '../../util/step-table.ts';

const docField = { fieldname: 'docstatus', label: 'docstatus', value: 'int' } as const;

/**
 * Whether the document's name came from the hash rule and nothing else depends on it yet, so a
 * taken one can give way to another at the insert: not a controller's or an amendment's name, and
 * no Password field, whose secret is stored under the name before the row is written.
 */
function hashNamed(s: SaveState): boolean {
  return (
    s.meta.naming.kind === 'hash' &&
    !s.doc.amended_from &&
    s.dc.site.controllers.get(s.meta.name)?.autoname === undefined &&
    !s.meta.dataFields.some((f) => f.value === 'password')
  );
}

/**
 * The insert pipeline in Frappe's order (frappe/model/document.py insert), one named step a row;
 * a new document is saved or submitted, which decides its events (`steps/save-actions.ts`).
 */
const insertSteps: Array<[string, SaveStep]> = [
  ['check create permission', (s) => requireDocRight(s.access, s.dc.user, 'create', s.doc)],
  ...actionRightSteps,
  ['before_insert', fire('before_insert')],
  ['check the amended document is readable', readAmendedDocument],
  ['set name', (s) => setNewName(s.dc, s.meta, s.doc, s.input.name ?? s.input.__newname)],
  ...beforeWriteSteps,
  ['validate links', (s) => validateLinks(s.dc, s.meta, s.doc)],
  ['validate values', (s) => validateValues(s.meta, s.dc.site.meta, s.doc)],
  ['validate mandatory', (s) => validateMandatory(s.meta, s.dc.site.meta, s.doc)],
  ['validate unique', (s) => validateUnique(s.dc.tx, s.meta, s.doc)],
  ['prepare child rows', (s) => prepareChildren(s.dc, s.meta, s.doc, null)],
  ['store secrets', (s) => storeSecrets(s.dc, s.meta, s.doc, null)],
  ['place in the tree', (s) => placeNewNode(s.dc, s.meta, s.doc)],
  ['insert rows', (s) => insertDocRows(s.dc, s.meta, s.doc, hashNamed(s))],
  ['after_insert', fire('after_insert')],
  ['copy the amended document\'s attachments', (s) => copyAmendedAttachments(s, insertDocument)],
  ...afterWriteSteps,
  ['update global search', (s) => indexDocument(s.dc.tx, s.dc.site.meta, s.meta, s.doc)],
  ['save the amendment\'s version', (s) => saveAmendmentVersion(s, insertDocument)],
  ['notify realtime', (s) => notifyUpdate(s.dc, s.meta, s.doc)],
  ['on_change', fire('on_change')],
];

/** Creates a document from client values; returns it as stored. Runs inside the caller's transaction. */
export async function insertDocument(dc: DocContext, meta: DocTypeMeta, input: Record<string, unknown>): Promise<Doc> {
  if (meta.istable) throw appError('VALIDATION', `${meta.name} is a child table: add its rows through the parent document`);
  if (meta.issingle) throw appError('VALIDATION', `${meta.name} is a single DocType: update it with PUT /api/resource/${meta.name}/${meta.name}`);
  const access = accessFor(meta, dc.user, dc.site.controllers);
  const to = input.docstatus === undefined || input.docstatus === null ? 0 : (coerceValue(docField as never, input.docstatus) as number);
  const doc: Doc = {};
  applyDefaults(meta, doc, dc.user, dc.now);
  mergeInput(meta, dc.site.meta, doc, input);
  for (const table of meta.tableFields) {
    const child = dc.site.meta.get(table.options!);
    if (!doc[table.fieldname]) doc[table.fieldname] = [];
    if (child) for (const row of doc[table.fieldname] as ChildRow[]) applyDefaults(child, row, dc.user, dc.now);
  }
  Object.assign(doc, { owner: dc.user.name, creation: dc.now, modified: dc.now, modified_by: dc.user.name, docstatus: to, idx: 0 });
  resetUnwritableFields(meta, dc.site.meta, access, doc, null, defaultsOf(dc.user, dc.now));
  const state: SaveState = { dc, meta, access, doc, old: null, input, action: docstatusAction(null, to) };
  await runSteps(insertSteps, state);
  return doc;
}
