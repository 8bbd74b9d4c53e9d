import { DEFAULT_VARCHAR_LENGTH } from '../meta/field-types.ts';
import type { FieldMeta } from '../meta/doctype-meta.ts';
import type { Schema } from './types.ts';

/** Frappe writes timestamps as `YYYY-MM-DD HH:MM:SS.ffffff` in the site's zone: no RFC 3339 `date-time`. */
const DATETIME_EXAMPLE = '2025-01-31 13:45:00.000000';

const nullable = (type: string): string[] => [type, 'null'];

/** The JSON Schema of a value kind (meta/field-types.ts), before what the field itself adds. */
function kindSchema(field: FieldMeta): Schema {
  switch (field.value) {
    case 'int':
      return { type: nullable('integer') };
    case 'float':
      return { type: nullable('number') };
    case 'check':
      return { type: 'integer', enum: [0, 1] };
    case 'date':
      return { type: nullable('string'), format: 'date' };
    case 'datetime':
      return { type: nullable('string'), examples: [DATETIME_EXAMPLE] };
    case 'time':
      return { type: nullable('string'), examples: ['13:45:00'] };
    case 'json':
      return {};
    case 'password':
      return { type: nullable('string'), format: 'password', description: 'Stored encrypted; reads back as asterisks' };
    default:
      return { type: nullable('string') };
  }
}

/** What a field's type and options say beyond its value kind: Select choices, Link targets, lengths. */
function refine(field: FieldMeta, schema: Schema): Schema {
  if (field.fieldtype === 'Select' && field.selectOptions && field.selectOptions.length > 0) {
    return { ...schema, enum: [...new Set([...field.selectOptions, null])] };
  }
  if (field.fieldtype === 'Link' && field.options) return { ...schema, description: `The name of a ${field.options}`, 'x-frappe-link': field.options };
  if (field.fieldtype === 'Dynamic Link' && field.options) return { ...schema, description: `The name of a document of the DocType held in ${field.options}` };
  if (field.fieldtype === 'Attach' || field.fieldtype === 'Attach Image') return { ...schema, description: 'A file URL (/files/... or /private/files/...)' };
  if (field.column === 'varchar' && field.value === 'string') return { ...schema, maxLength: field.length ?? DEFAULT_VARCHAR_LENGTH };
  return schema;
}

/**
 * The JSON Schema of one stored field of a DocType (table fields are the caller's: they refer to
 * the child's schema). Every type maps from Frappe's field type registry; null stands for an empty
 * value, which listings return and single-document answers leave out.
 */
export function fieldSchema(field: FieldMeta): Schema {
  const schema = refine(field, kindSchema(field));
  const out: Schema = { title: field.label || field.fieldname, ...schema, 'x-frappe-fieldtype': field.fieldtype };
  if (field.reqd) out['x-frappe-reqd'] = 1;
  if (field.permlevel > 0) out['x-frappe-permlevel'] = field.permlevel;
  return out;
}

/** The standard columns every document carries (meta/doctype-meta.ts STANDARD_FIELDS). */
export function standardFieldSchemas(): Record<string, Schema> {
  const user = { type: 'string', description: 'A User name' };
  const stamp = { type: 'string', examples: [DATETIME_EXAMPLE] };
  return {
    name: { type: 'string', description: 'The document name (its key)' },
    owner: { ...user, readOnly: true },
    creation: { ...stamp, readOnly: true },
    modified: { ...stamp, description: 'Sent back on update, it makes the write fail if the document changed since (optimistic locking)' },
    modified_by: { ...user, readOnly: true },
    docstatus: { type: 'integer', enum: [0, 1, 2], description: '0 draft, 1 submitted, 2 cancelled' },
    idx: { type: 'integer' },
  };
}

/** The columns a child-table row carries beside the standard ones. */
export function childStandardFieldSchemas(): Record<string, Schema> {
  return {
    parent: { type: 'string', description: 'The name of the parent document' },
    parentfield: { type: 'string', description: 'The table field of the parent holding the row' },
    parenttype: { type: 'string', description: 'The parent DocType' },
  };
}
