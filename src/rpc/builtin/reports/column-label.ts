import type { DocTypeMeta } from '../../../meta/doctype-meta.ts';

const QUALIFIED = /^`?tab([^`.]+)`?\.`?([^`\s]+)`?$/;

/** A report view field text (`tabToDo`.`status`, tabToDo.status or status, maybe `as` an alias) as DocType and field name. */
export function splitFieldText(text: string): { doctype: string | null; fieldname: string } {
  const bare = text.split(/\s+as\s+/i)[0].trim();
  const m = QUALIFIED.exec(bare);
  if (m) return { doctype: m[1], fieldname: m[2] };
  return { doctype: null, fieldname: bare.replace(/`/g, '') };
}

/**
 * A column's heading as Frappe's export writes it (get_field_info): "ID" for the name, the
 * field's label, a child table's field followed by its DocType in brackets.
 */
export function columnLabel(registry: { get(name: string): DocTypeMeta | undefined }, meta: DocTypeMeta, text: string): string {
  const { doctype, fieldname } = splitFieldText(text);
  const owner = doctype ? registry.get(doctype) : meta;
  if (owner === meta && fieldname === 'name') return 'ID';
  const label = owner?.fieldMap.get(fieldname)?.label || fieldname;
  return owner && owner !== meta ? `${label} (${owner.name})` : label;
}
