import type { DocFieldJson, DocTypeJson } from './doctype-json.ts';
import type { DocTypeMeta } from './doctype-meta.ts';
import { parseDocType } from './parse-doctype.ts';
import { FIELD_ORDER, propertyValue } from './customizable-properties.ts';

/** A Custom Field record as stored (its DocField properties plus `dt`, `insert_after`, ...). */
export type CustomFieldRow = Readonly<Record<string, unknown>>;

/** A Property Setter record as stored. */
export interface PropertySetterRow {
  /** The record's name, when it is stored. */
  name?: string;
  doctype_or_field: string;
  field_name: string | null;
  property: string;
  property_type: string | null;
  value: unknown;
}

/** What one DocType's customizations are: its custom fields (in creation order) and property setters. */
export interface DocTypeCustomization {
  fields: readonly CustomFieldRow[];
  setters: readonly PropertySetterRow[];
}

/** A Custom Field's columns that are about the record, not the field it adds. */
const RECORD_KEYS = new Set([
  'name', 'owner', 'creation', 'modified', 'modified_by', 'docstatus', 'idx', 'doctype', 'dt', 'insert_after',
  'module', 'is_system_generated', 'label_help', 'options_help', '_user_tags', '_comments', '_assign', '_liked_by',
  'parent', 'parentfield', 'parenttype',
]);

/** A Custom Field as the doctype JSON field it adds, marked as Frappe's meta marks it (`is_custom_field`). */
export function customFieldJson(row: CustomFieldRow): DocFieldJson {
  const field: DocFieldJson = {};
  for (const [key, value] of Object.entries(row)) {
    if (RECORD_KEYS.has(key) || value === null || value === undefined || value === '' || value === 0) continue;
    field[key] = value;
  }
  field.is_custom_field = 1;
  return field;
}

/**
 * The doctype JSON of `meta` with its customizations: each custom field placed after its
 * `insert_after` field (after custom fields already placed there, so creation order holds; at the
 * end when that field is missing, as Frappe's meta does), then every property setter's value
 * written over the DocType's or the field's property.
 */
export function customizedJson(meta: DocTypeMeta, custom: DocTypeCustomization): DocTypeJson {
  const source = meta.source as DocTypeJson;
  const fields: DocFieldJson[] = (source.fields ?? []).map((f) => ({ ...f }));
  const placedAfter = new Map<string, number>();
  for (const row of custom.fields) {
    const field = customFieldJson(row);
    const anchor = typeof row.insert_after === 'string' ? row.insert_after : '';
    const at = anchor ? fields.findIndex((f) => f.fieldname === anchor) : -1;
    if (at < 0) {
      fields.push(field);
      continue;
    }
    const already = placedAfter.get(anchor) ?? 0;
    fields.splice(at + 1 + already, 0, field);
    placedAfter.set(anchor, already + 1);
  }
  const json: DocTypeJson = { ...source, fields };
  for (const setter of custom.setters) {
    const value = propertyValue(setter.property_type ?? 'Data', setter.value);
    if (setter.doctype_or_field === 'DocType' && setter.property === FIELD_ORDER) json.fields = inFieldOrder(fields, value);
    else if (setter.doctype_or_field === 'DocType') json[setter.property] = value;
    else if (setter.doctype_or_field === 'DocField') {
      const field = json.fields!.find((f) => f.fieldname === setter.field_name);
      if (field) field[setter.property] = value;
    }
  }
  return json;
}

/** `meta` as its customizations make it, parsed anew (throws DocTypeDefinitionError when they break it). */
export function customizeDocType(meta: DocTypeMeta, custom: DocTypeCustomization): DocTypeMeta {
  return parseDocType(customizedJson(meta, custom));
}

/**
 * `fields` in the order a `field_order` Property Setter gives (a JSON list of fieldnames, as
 * Customize Form saves it): the fields it names in its order, then each field it does not name
 * (a custom field added since) after the field it followed before. A value that is not a list of
 * names leaves the order as it was (docs/DECISIONS.md D119).
 */
function inFieldOrder(fields: DocFieldJson[], value: unknown): DocFieldJson[] {
  let order: unknown;
  try {
    order = JSON.parse(String(value ?? ''));
  } catch {
    return fields;
  }
  if (!Array.isArray(order)) return fields;
  const byName = new Map(fields.map((f) => [f.fieldname, f]));
  const out: DocFieldJson[] = [];
  for (const name of order) {
    const field = typeof name === 'string' ? byName.get(name) : undefined;
    if (field && !out.includes(field)) out.push(field);
  }
  fields.forEach((field, i) => {
    if (out.includes(field)) return;
    const before = i > 0 ? out.indexOf(fields[i - 1]) : -1;
    out.splice(before + 1, 0, field);
  });
  return out;
}
