import { isOptionalColumn, isStandardField, type DocTypeMeta } from '../meta/doctype-meta.ts';
import type { ColumnRef } from './ast.ts';

const NUMERIC_STANDARD = new Set(['docstatus', 'idx']);
const NEVER_COALESCED = new Set(['name', 'creation', 'modified']);
const TEMPORAL_EMPTY: Record<string, string> = { date: '0001-01-01', datetime: '0001-01-01 00:00:00.000000', time: '00:00:00' };

/** Resolves a field name through metadata into a column reference, or null when it is no column. */
export function columnRef(meta: DocTypeMeta, fieldname: string, table = 't'): ColumnRef | null {
  if (isStandardField(meta, fieldname) || isOptionalColumn(meta, fieldname)) {
    const numeric = NUMERIC_STANDARD.has(fieldname) || (fieldname === 'name' && meta.naming.kind === 'autoincrement');
    const temporal = fieldname === 'creation' || fieldname === 'modified' ? { empty: TEMPORAL_EMPTY.datetime } : {};
    return { table, column: fieldname, type: numeric ? 'number' : 'text', nullAsEmpty: !NEVER_COALESCED.has(fieldname), ...temporal };
  }
  const field = meta.fieldMap.get(fieldname);
  if (!field || field.column === null) return null;
  const numeric = field.column === 'int' || field.column === 'decimal';
  const temporal = field.column in TEMPORAL_EMPTY ? { empty: TEMPORAL_EMPTY[field.column] } : {};
  return { table, column: field.fieldname, type: numeric ? 'number' : 'text', nullAsEmpty: true, ...temporal };
}

/** Like columnRef, but for names known to exist (permission rules written in code). */
export function mustColumnRef(meta: DocTypeMeta, fieldname: string): ColumnRef {
  const ref = columnRef(meta, fieldname);
  if (!ref) throw new Error(`${meta.name} has no column ${fieldname}`);
  return ref;
}
