import { FIELD_ORDER } from '../../../../src/meta/customizable-properties.ts';
import { draftCustomization } from '../../../../src/model/customizations.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { DocDict } from '../../../../src/rpc/method-def.ts';
import type { MethodContext } from '../../../../src/rpc/method-context.ts';
import { comparable, jsonFields } from './customize-target.ts';

/** One property Customize Form sets: `appValue` is what the app gives it, where no setter is needed. */
export interface PlannedSetter {
  on: 'DocType' | 'DocField';
  fieldname: string | null;
  property: string;
  type: string;
  value: unknown;
  appValue: unknown;
}

/** What a save_customization writes, checked in full before the first write. */
export interface CustomizationPlan {
  doctype: string;
  setters: PlannedSetter[];
  added: DocDict[];
  updated: Array<{ name: string; changes: DocDict }>;
  /** Names of the Custom Fields to delete. */
  removed: string[];
  /** The fieldnames in the form's order (new fields by the names they get). */
  order: string[];
}

/**
 * Writes a plan through the document API in the caller's name (Property Setter and Custom Field
 * controllers check each and alter the table), in an order that keeps every step valid:
 * properties, removed fields, changed fields, new fields (each after the one before it, so its
 * anchor exists), then the field order.
 */
export async function applyPlan(api: MethodContext, dc: DocContext, plan: CustomizationPlan): Promise<void> {
  for (const setter of plan.setters) {
    if (comparable(setter.type, setter.value) === comparable(setter.type, setter.appValue)) {
      await deleteSetters(api, dc, plan.doctype, setter.fieldname, setter.property);
      continue;
    }
    await api.docs.insert({
      doctype: 'Property Setter', doctype_or_field: setter.on, doc_type: plan.doctype, field_name: setter.fieldname,
      property: setter.property, property_type: setter.type, value: setter.value === null || setter.value === undefined ? null : String(setter.value),
    });
  }
  for (const name of plan.removed) await api.docs.delete('Custom Field', name);
  for (const { name, changes } of plan.updated) await api.docs.update('Custom Field', name, changes);
  for (const record of plan.added) await api.docs.insert(record);
  await applyFieldOrder(api, dc, plan);
}

/**
 * The `field_order` setter: none when the form's order is the one the fields take without it
 * (each custom field after its `insert_after`), else the form's order as a JSON list.
 */
async function applyFieldOrder(api: MethodContext, dc: DocContext, plan: CustomizationPlan): Promise<void> {
  let existing: unknown;
  const natural = await draftCustomization(dc.tx, dc.site.meta, plan.doctype, (draft) => {
    existing = draft.setters.find((s) => s.doctype_or_field === 'DocType' && s.property === FIELD_ORDER)?.value;
    draft.setters = draft.setters.filter((s) => !(s.doctype_or_field === 'DocType' && s.property === FIELD_ORDER));
  });
  const naturalOrder = jsonFields(natural.source).map((f) => String(f.fieldname));
  const wanted = JSON.stringify(plan.order);
  if (JSON.stringify(naturalOrder.filter((f) => plan.order.includes(f))) === wanted) {
    if (existing !== undefined) await deleteSetters(api, dc, plan.doctype, null, FIELD_ORDER);
    return;
  }
  if (existing === wanted) return;
  await api.docs.insert({ doctype: 'Property Setter', doctype_or_field: 'DocType', doc_type: plan.doctype, property: FIELD_ORDER, property_type: 'Small Text', value: wanted });
}

/** Deletes the Property Setters of one property of the DocType (`fieldname` null) or of one field. */
export async function deleteSetters(api: MethodContext, dc: DocContext, doctype: string, fieldname: string | null, property: string): Promise<void> {
  const meta = dc.site.meta.get('Property Setter')!;
  let query = dc.tx.builder.selectFrom(meta.tableName).select('name').where('doc_type', '=', doctype).where('property', '=', property);
  query = fieldname ? query.where('field_name', '=', fieldname) : query.where((eb) => eb.or([eb('field_name', 'is', null), eb('field_name', '=', '')]));
  for (const row of await dc.tx.all<{ name: string }>(query)) await api.docs.delete('Property Setter', row.name);
}
