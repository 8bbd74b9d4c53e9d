import { appError } from '../../../errors/app-error.ts';
import type { DocTypeMeta } from '../../../meta/doctype-meta.ts';
import { saveDocument } from '../../../model/lifecycle/save-document.ts';
import { loadReadableDocument } from '../../../model/load-document.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { isPlainObject } from '../../../util/json.ts';
import { whitelist } from '../../method-def.ts';
import { loadChildRow, tableInput } from './child-rows.ts';
import { asDict, jsonOrText, STANDARD_FIELD_NAMES } from './shared.ts';
import { lockedNow } from '../../../model/doc-context.ts';

/**
 * svc.client.set_value (frappe.client.set_value): sets one field (`fieldname`, `value`) or several
 * (`fieldname` as a JSON object) and saves the document through the full save pipeline. A child
 * row is changed through its parent, which is saved and answered. Standard fields are refused.
 */
export const setValue = whitelist({
  path: 'client.set_value',
  methods: ['POST', 'PUT'],
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'name', type: 'str', required: true },
    { name: 'fieldname', type: 'any', required: true },
    { name: 'value', type: 'any' },
  ],
  handler: async (api, a) => {
    const meta = requireDocType(api.dc, a.doctype);
    const values = valuesOf(meta, a.fieldname, a.value);
    if (meta.istable) {
      const location = await loadChildRow(api.dc, meta, a.name, true);
      const row = { ...location.row, ...values };
      const saved = await saveDocument(lockedNow(api.dc), location.parentMeta, location.parent, { [location.fieldname]: tableInput(location, { replace: row }) });
      return asDict(api.dc, location.parentMeta, saved);
    }
    const old = await loadReadableDocument(api.dc, meta, a.name, true);
    return asDict(api.dc, meta, await saveDocument(lockedNow(api.dc), meta, old, values));
  },
});

/**
 * The changes a set_value call asks for: `{fieldname: value}`, or `fieldname` itself when it is a
 * JSON object and no value is given. Every key must be a field of the DocType other than a
 * standard one; a table field's value may arrive as JSON text.
 */
export function valuesOf(meta: DocTypeMeta, fieldname: unknown, value: unknown): Record<string, unknown> {
  let values: Record<string, unknown>;
  const noValue = value === undefined || value === null || value === '';
  if (isPlainObject(fieldname)) values = fieldname;
  else if (typeof fieldname !== 'string' || fieldname === '') {
    throw appError('ARGUMENT_TYPE', `Argument 'fieldname' should be a field name or a JSON object of field values`);
  } else if (noValue && isPlainObject(jsonOrText(fieldname, 'fieldname'))) values = jsonOrText(fieldname, 'fieldname') as Record<string, unknown>;
  else values = { [fieldname]: value ?? '' };
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(values)) {
    if (STANDARD_FIELD_NAMES.has(key)) throw appError('VALIDATION', 'Cannot edit standard fields');
    const field = meta.fieldMap.get(key);
    if (!field || (field.column === null && !field.isTable)) throw appError('VALIDATION', `Field ${key.slice(0, 140)} does not exist on ${meta.name}`);
    out[key] = field.isTable && typeof v === 'string' ? jsonOrText(v, key) : v;
  }
  if (Object.keys(out).length === 0) throw appError('VALIDATION', 'Nothing to set: fieldname names no field');
  return out;
}
