import type { Principal } from '../../context/principal.ts';
import type { DocTypeMeta, FieldMeta } from '../../meta/doctype-meta.ts';
import { coerceValue } from '../coerce-value.ts';
import type { Doc } from '../document.ts';

/**
 * Fills unset fields from their defaults (frappe/model/create_new.py): a Link the user's User
 * Permissions decide (their one value for the linked DocType, or the one marked default), then
 * `Today`, `now`, `__user`, literal values (a Link's only when the user's User Permissions allow
 * it), and the first option of a Select without a default.
 */
export function applyDefaults(meta: DocTypeMeta, doc: Doc, user: Principal, now: string): void {
  for (const field of meta.dataFields) {
    if (doc[field.fieldname] !== undefined && doc[field.fieldname] !== null) continue;
    const allowed = allowedValues(meta, field, user);
    const value = allowed?.fallback ?? defaultFor(field, user, now);
    if (value === undefined || (allowed && allowed.docs.length > 0 && !allowed.docs.includes(String(value)))) continue;
    doc[field.fieldname] = value;
  }
}

/**
 * What the user's User Permissions allow in a Link of `meta` (Frappe's
 * filter_allowed_docs_for_doctype): the values applicable to `meta` and the one a new document
 * takes, the value marked default or the user's only value for that DocType. Undefined when they
 * do not restrict the Link (none on its DocType, `ignore_user_permissions`, a Link to User).
 */
function allowedValues(meta: DocTypeMeta, field: FieldMeta, user: Principal): { docs: string[]; fallback: string | undefined } | undefined {
  if (field.fieldtype !== 'Link' || !field.options || field.options === 'User' || field.ignoreUserPermissions) return undefined;
  const values = user.restrictions?.userPermissions.get(field.options);
  if (!values || values.length === 0) return undefined;
  const docs: string[] = [];
  let fallback: string | undefined;
  for (const v of values) {
    if (v.applicableFor !== null && v.applicableFor !== meta.name) continue;
    docs.push(v.doc);
    if (v.isDefault || values.length === 1) fallback = v.doc;
  }
  return { docs, fallback };
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
