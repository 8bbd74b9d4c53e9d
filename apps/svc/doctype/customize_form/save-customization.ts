import { appError } from '../../../../src/errors/app-error.ts';
import type { DocFieldJson } from '../../../../src/meta/doctype-json.ts';
import { customFieldname } from '../../../../src/model/custom-fieldname.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { DocDict } from '../../../../src/rpc/method-def.ts';
import type { MethodContext } from '../../../../src/rpc/method-context.ts';
import { isPlainObject } from '../../../../src/util/json.ts';
import { comparable, customFieldRecord, customizeTarget, jsonFields, type CustomizeTarget } from './customize-target.ts';
import { checkMandatoryHasValues } from './empty-values.ts';
import { fetchToCustomize, formProperties, rowProperties } from './fetch-to-customize.ts';
import { checkHiddenAndMandatory, propertyVerdict } from './field-property-rules.ts';
import { applyPlan, type CustomizationPlan } from './apply-plan.ts';

/**
 * Frappe's save_customization: the form compared with the DocType as it reads now. A changed
 * DocType property or standard field property becomes a Property Setter (none when it is back
 * to the app's value), a new row a Custom Field, a changed custom row an update of its Custom
 * Field, a custom field left out its deletion, and the rows' order a `field_order` Property
 * Setter (docs/DECISIONS.md D119). Everything is checked before anything is written, so a
 * refusal (417) leaves the DocType as it was; then the form is fetched again.
 */
export async function saveCustomization(api: MethodContext, dc: DocContext, doc: DocDict): Promise<void> {
  const doctype = typeof doc.doc_type === 'string' ? doc.doc_type : '';
  if (!doctype) return;
  const target = await customizeTarget(dc, doctype);
  const plan: CustomizationPlan = { doctype: target.base.name, setters: [], added: [], updated: [], removed: [], order: [] };
  for (const [prop, type] of formProperties(dc)) {
    if (comparable(type, doc[prop]) === comparable(type, target.json[prop])) continue;
    plan.setters.push({ on: 'DocType', fieldname: null, property: prop, type, value: doc[prop], appValue: target.base.source[prop] });
  }
  const rows = formRows(doc.fields);
  const current = new Map(jsonFields(target.json).map((f) => [String(f.fieldname), f]));
  for (const row of rows) {
    const field = current.get(String(row.fieldname ?? ''));
    if (field && customFieldRecord(target, String(row.fieldname))) await planCustomRow(dc, target, plan, row, field);
    else if (field) await planStandardRow(api, dc, target, plan, row, field);
    else if (Number(row.is_custom_field)) planNewRow(dc, plan, row);
    else throw appError('VALIDATION', `Row ${Number(row.idx ?? 0)}: ${doctype} has no field ${String(row.fieldname ?? '')}; the fieldname of a standard field cannot be changed`);
    checkHiddenAndMandatory(plan.doctype, row);
    plan.order.push(String(row.fieldname));
  }
  const kept = new Set(plan.order);
  for (const record of target.custom.fields) {
    if (!kept.has(String(record.fieldname)) && customFieldRecord(target, String(record.fieldname))) plan.removed.push(String(record.name));
  }
  await applyPlan(api, dc, plan);
  api.msgprint(`${plan.doctype} updated`, { alert: true });
  await fetchToCustomize(dc, doc);
}

/** The form's rows, numbered as the client sent them. */
function formRows(value: unknown): DocDict[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every(isPlainObject)) throw appError('VALIDATION', 'fields must be a list of Customize Form Field rows');
  return value.map((row, i) => ({ ...row, idx: i + 1 }));
}

/** The changes of a standard field: Property Setters, each as Frappe's allow_property_change lets it through. */
async function planStandardRow(api: MethodContext, dc: DocContext, target: CustomizeTarget, plan: CustomizationPlan, row: DocDict, field: DocFieldJson): Promise<void> {
  const app = jsonFields(target.base.source).find((f) => f.fieldname === field.fieldname);
  for (const [prop, type] of rowProperties(dc)) {
    if (!(prop in row) || comparable(type, row[prop]) === comparable(type, field[prop])) continue;
    const verdict = propertyVerdict(prop, row, field, app);
    if (!verdict.keep) {
      api.msgprint(verdict.message);
      row[prop] = field[prop] ?? null;
      continue;
    }
    if (prop === 'reqd' && Number(row.reqd)) await checkMandatoryHasValues(dc, dc.site.meta.get(plan.doctype)!, row);
    plan.setters.push({ on: 'DocField', fieldname: String(field.fieldname), property: prop, type, value: row[prop], appValue: app?.[prop] });
  }
}

/** The changes of an existing custom field: an update of its Custom Field (its type within the allowed conversions). */
async function planCustomRow(dc: DocContext, target: CustomizeTarget, plan: CustomizationPlan, row: DocDict, field: DocFieldJson): Promise<void> {
  const record = customFieldRecord(target, String(field.fieldname))!;
  const changes: DocDict = {};
  for (const [prop, type] of rowProperties(dc)) {
    if (!(prop in row) || comparable(type, row[prop]) === comparable(type, record[prop])) continue;
    if (prop === 'fieldtype') propertyVerdict(prop, row, field, undefined);
    changes[prop] = row[prop];
  }
  if ('reqd' in changes && Number(row.reqd)) await checkMandatoryHasValues(dc, dc.site.meta.get(plan.doctype)!, { ...record, ...row });
  const before = plan.order.at(-1) ?? null;
  if (before && record.insert_after !== before) changes.insert_after = before;
  if (Object.keys(changes).length > 0) plan.updated.push({ name: String(record.name), changes });
}

/** A new row: a Custom Field after the row before it, its fieldname made from its label as Custom Field makes it. */
function planNewRow(dc: DocContext, plan: CustomizationPlan, row: DocDict): void {
  const record: DocDict = { doctype: 'Custom Field', dt: plan.doctype, insert_after: plan.order.at(-1) ?? null };
  for (const [prop] of rowProperties(dc)) if (row[prop] !== undefined && row[prop] !== null && row[prop] !== '') record[prop] = row[prop];
  if (!record.fieldtype) record.fieldtype = 'Data';
  row.fieldname = customFieldname({ ...record, fieldname: row.fieldname });
  record.fieldname = row.fieldname;
  plan.added.push(record);
}
