import { DOCFIELD_PROPERTIES, DOCTYPE_PROPERTIES } from '../../../meta/customizable-properties.ts';
import type { DocTypeMeta } from '../../../meta/doctype-meta.ts';
import type { MetaRegistry } from '../../../meta/meta-registry.ts';

type Row = Record<string, unknown>;

/**
 * A DocType record as Frappe's meta answers it (getdoctype, v2 meta): Property Setters' values
 * over the DocType's and its fields' properties, and each Custom Field among its `fields` where it
 * is placed, marked `is_custom_field`, with the rows numbered again. The stored record stays the
 * app's; a DocType nothing customizes is answered as stored.
 */
export function withCustomizations(record: Row, registry: MetaRegistry): Row {
  const name = String(record.name);
  const meta = registry.get(name);
  const base = registry.uncustomized(name);
  if (!meta || !base || meta.source === base.source) return record;
  const merged = meta.source as Row;
  const out: Row = { ...record };
  for (const key of Object.keys(DOCTYPE_PROPERTIES)) if (Object.hasOwn(merged, key) && merged[key] !== (base.source as Row)[key]) out[key] = merged[key];
  const stored = new Map(((record.fields as Row[] | undefined) ?? []).map((row) => [String(row.fieldname ?? ''), row]));
  const fields = ((merged.fields as Row[] | undefined) ?? []).map((field, i) => fieldRow(meta, stored.get(String(field.fieldname ?? '')), field, i));
  out.fields = fields;
  return out;
}

function fieldRow(meta: DocTypeMeta, stored: Row | undefined, field: Row, i: number): Row {
  if (stored && !field.is_custom_field) {
    const row: Row = { ...stored, idx: i + 1 };
    for (const key of Object.keys(DOCFIELD_PROPERTIES)) if (key !== 'idx' && Object.hasOwn(field, key)) row[key] = field[key];
    return row;
  }
  return {
    name: `${meta.name}-${String(field.fieldname ?? '')}`, doctype: 'DocField', parent: meta.name, parenttype: 'DocType', parentfield: 'fields',
    ...field, idx: i + 1, is_custom_field: 1,
  };
}
