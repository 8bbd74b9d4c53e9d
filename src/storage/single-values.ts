import type { FieldMeta } from '../meta/doctype-meta.ts';

/**
 * Types a value read back from `tabSingles` text by its field's kind. A Check never set reads as 0,
 * as Frappe reads it (a Single's fields have no column default to give them one).
 */
export function coerceStoredSingle(field: FieldMeta, value: string | null): unknown {
  if (value === null) return field.value === 'check' ? 0 : null;
  if (field.value === 'int' || field.value === 'check') return Number.parseInt(value, 10);
  if (field.value === 'float') return Number(value);
  return value;
}
