import { appError } from '../../errors/app-error.ts';
import { SERVER_OWNED_FIELDS, STANDARD_FIELDS, type DocTypeMeta } from '../../meta/doctype-meta.ts';
import type { MetaRegistry } from '../../meta/meta-registry.ts';
import { isPlainObject } from '../../util/json.ts';
import { coerceValue } from '../coerce-value.ts';
import type { ChildRow, Doc } from '../document.ts';

// A child row's parent, parentfield and parenttype are no fields of its DocType, so they are never
// taken either; a DocType that is no table may declare a field of such a name (Custom DocPerm's `parent`).
const NOT_MERGED = new Set<string>([...SERVER_OWNED_FIELDS, ...STANDARD_FIELDS, 'flags']);

/**
 * Copies client values onto a document, coerced to each field's type. Unknown keys are ignored
 * as Frappe ignores them; standard and server-owned fields are never taken from the client (an
 * update that gives `creation`, `owner`, `doctype` or `name` another value was refused before, in
 * steps/constants.ts). A table field in the input replaces the whole table (rows keep their
 * `name` to be updated; which values a row may change is steps/field-levels.ts's business).
 */
export function mergeInput(meta: DocTypeMeta, registry: MetaRegistry, doc: Doc, input: Record<string, unknown>): void {
  for (const [key, raw] of Object.entries(input)) {
    if (NOT_MERGED.has(key)) continue;
    const field = meta.fieldMap.get(key);
    if (!field) continue;
    if (field.isTable) {
      doc[key] = mergeTable(registry, field.options!, field.label, raw);
      continue;
    }
    doc[key] = coerceValue(field, raw);
  }
}

function mergeTable(registry: MetaRegistry, childName: string, label: string, raw: unknown): ChildRow[] {
  if (raw === null || raw === undefined) return [];
  if (!Array.isArray(raw)) throw appError('VALIDATION', `${label}: a table must be a list of rows`);
  const child = registry.get(childName);
  if (!child) throw appError('DOCTYPE_NOT_FOUND', `DocType ${childName} not found`);
  return raw.map((item, i) => {
    if (!isPlainObject(item)) throw appError('VALIDATION', `${label}: row #${i + 1} must be an object`);
    const row: ChildRow = {};
    if (typeof item.name === 'string' && item.name) row.name = item.name;
    for (const [key, value] of Object.entries(item)) {
      if (NOT_MERGED.has(key)) continue;
      const field = child.fieldMap.get(key);
      if (field && !field.isTable) row[key] = coerceValue(field, value, `Row #${i + 1}: `);
    }
    return row;
  });
}
