import type { FieldMeta } from '../meta/doctype-meta.ts';

/** Types a value read back from `tabSingles` text by its field's kind. */
export function coerceStoredSingle(field: FieldMeta, value: string | null): unknown {
  if (value === null) return null;
  if (field.value === 'int' || field.value === 'check') return Number.parseInt(value, 10);
  if (field.value === 'float') return Number(value);
  return value;
}
