import type { Principal } from '../../context/principal.ts';
import type { DocTypeMeta, FieldMeta } from '../../meta/doctype-meta.ts';
import { coerceValue } from '../coerce-value.ts';
import type { Doc } from '../document.ts';

/**
 * Fills unset fields from their defaults (frappe/model/create_new.py): `Today`, `now`, `__user`,
 * literal values, and the first option of a Select without a default.
 */
export function applyDefaults(meta: DocTypeMeta, doc: Doc, user: Principal, now: string): void {
  for (const field of meta.dataFields) {
    if (doc[field.fieldname] !== undefined && doc[field.fieldname] !== null) continue;
    const value = defaultFor(field, user, now);
    if (value !== undefined) doc[field.fieldname] = value;
  }
}

/** The defaults a new document or row of any DocType gets when `user` creates it at `now`. */
export function defaultsOf(user: Principal, now: string): (meta: DocTypeMeta) => Doc {
  return (meta) => {
    const defaults: Doc = {};
    applyDefaults(meta, defaults, user, now);
    return defaults;
  };
}

function defaultFor(field: FieldMeta, user: Principal, now: string): unknown {
  const d = field.default;
  if (d === null) {
    if (field.selectOptions) return field.selectOptions[0] ?? '';
    if (field.value === 'check') return 0;
    return undefined;
  }
  const text = String(d);
  const lower = text.toLowerCase();
  if (lower === 'today') return field.value === 'datetime' ? now : now.slice(0, 10);
  if (lower === 'now') return field.value === 'time' ? now.slice(11, 19) : field.value === 'date' ? now.slice(0, 10) : now;
  if (text === '__user') return user.name;
  if (text.startsWith(':')) return undefined;
  try {
    return coerceValue(field, d);
  } catch {
    return undefined;
  }
}
