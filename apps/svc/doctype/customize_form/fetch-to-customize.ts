import { DOCFIELD_PROPERTIES, DOCTYPE_PROPERTIES } from '../../../../src/meta/customizable-properties.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { DocDict } from '../../../../src/rpc/method-def.ts';
import { comparable, customFieldRecord, customizeTarget, jsonFields } from './customize-target.ts';

export const FORM = 'Customize Form';
export const FORM_FIELD = 'Customize Form Field';

/** The Customize Form Field columns filled from a field: the field properties Customize Form edits that its row has. */
export function rowProperties(dc: DocContext): Array<[string, string]> {
  const row = dc.site.meta.get(FORM_FIELD)!;
  return Object.entries(DOCFIELD_PROPERTIES).filter(([prop]) => prop !== 'idx' && row.fieldMap.has(prop));
}

/** The DocType properties Customize Form shows as its own fields. */
export function formProperties(dc: DocContext): Array<[string, string]> {
  const form = dc.site.meta.get(FORM)!;
  return Object.entries(DOCTYPE_PROPERTIES).filter(([prop]) => form.fieldMap.has(prop));
}

/**
 * Frappe's fetch_to_customize: empties the form but for `doc_type`, then fills it with the
 * DocType's merged metadata: its properties, and one row per field (standard ones marked
 * `is_custom_field` 0, custom ones 1). The caller gets `doc` back as run_doc_method's `docs`;
 * nothing is stored.
 */
export async function fetchToCustomize(dc: DocContext, doc: DocDict): Promise<void> {
  const doctype = typeof doc.doc_type === 'string' ? doc.doc_type : '';
  const form = dc.site.meta.get(FORM)!;
  for (const field of form.dataFields) doc[field.fieldname] = null;
  for (const field of form.tableFields) doc[field.fieldname] = [];
  doc.name = FORM;
  doc.doc_type = doctype || null;
  if (!doctype) return;
  const target = await customizeTarget(dc, doctype);
  doc.doc_type = target.base.name;
  for (const [prop, type] of formProperties(dc)) {
    const value = target.json[prop];
    doc[prop] = type === 'Check' || type === 'Int' ? comparable(type, value) : value ?? null;
  }
  const props = rowProperties(dc);
  doc.fields = jsonFields(target.json).map((field, i) => {
    const fieldname = String(field.fieldname ?? '');
    const record = customFieldRecord(target, fieldname);
    const generated = target.custom.fields.find((r) => r.fieldname === fieldname && Number(r.is_system_generated));
    const row: DocDict = {
      doctype: FORM_FIELD, name: record ? String(record.name) : null, parent: FORM, parentfield: 'fields', parenttype: FORM,
      idx: i + 1, fieldname, is_custom_field: record || generated ? 1 : 0, is_system_generated: generated ? 1 : 0,
    };
    for (const [prop, type] of props) row[prop] = type === 'Check' || type === 'Int' ? comparable(type, field[prop]) : field[prop] ?? null;
    return row;
  });
}
