import type { FieldMeta } from '../meta/doctype-meta.ts';

/**
 * Types a value read back from `tabSingles` text by its field's kind. A Check never set reads as
 * its default, 0 without one: Frappe's install stores a Single's defaults, svc's tables hold none
 * (so System Settings' `enable_password_policy` is on until saved off).
 */
export function coerceStoredSingle(field: FieldMeta, value: string | null): unknown {
  if (value === null) return field.value === 'check' ? (Number(field.default ?? 0) === 1 ? 1 : 0) : null;
  if (field.value === 'int' || field.value === 'check') return Number.parseInt(value, 10);
  if (field.value === 'float') return Number(value);
  return value;
}
