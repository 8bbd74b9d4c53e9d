import type { Principal, ShareRight } from '../context/principal.ts';
import type { DocTypeMeta, Right } from '../meta/doctype-meta.ts';
import { and, FALSE, TRUE, type Condition } from '../query/ast.ts';
import { mustColumnRef } from '../query/column-ref.ts';

/**
 * The User Permission rule of a right (frappe/model/db_query.py add_user_permissions,
 * frappe/permissions.py has_user_permission): for each Link field not marked
 * `ignore_user_permissions` whose target the user is restricted on (by values applicable to this
 * DocType), the link must hold an allowed value or, unless System Settings' strict mode, be empty;
 * a restriction on the DocType itself limits its names (except on create: a new document has
 * none yet). The rules of several links all apply.
 */
export function userPermissionCondition(meta: DocTypeMeta, user: Principal, right: Right): Condition {
  const restrictions = user.restrictions;
  if (!restrictions || restrictions.userPermissions.size === 0) return TRUE;
  const allowedFor = (target: string) => (restrictions.userPermissions.get(target) ?? []).filter((v) => v.applicableFor === null || v.applicableFor === meta.name).map((v) => v.doc);
  const rules: Condition[] = [];
  for (const field of meta.dataFields) {
    if (field.fieldtype !== 'Link' || !field.options || field.ignoreUserPermissions) continue;
    const allowed = allowedFor(field.options);
    if (allowed.length === 0) continue;
    const ref = mustColumnRef(meta, field.fieldname);
    // Frappe's `ifnull(link, '') = '' or link in (...)` as one IN over `ifnull(link, '')`: the same
    // rows, and one predicate per row instead of two (a listing's cost is mostly its SQL).
    rules.push(restrictions.strict ? { kind: 'in', ref, negate: false, values: allowed } : { kind: 'in', ref: { ...ref, fallback: '' }, negate: false, values: ['', ...allowed] });
  }
  const ownNames = right === 'create' ? [] : allowedFor(meta.name);
  if (ownNames.length > 0) rules.push(nameIn(meta, ownNames));
  return and(rules);
}

/** The share right that grants a DocType right (frappe/permissions.py false_if_not_shared). */
const SHARED_BY: Partial<Record<Right, ShareRight>> = { read: 'read', select: 'read', print: 'read', email: 'read', write: 'write', share: 'share', submit: 'submit' };

/** The documents of `meta` shared with the user (or everyone) with the share right behind `right`; FALSE when none. */
export function sharedCondition(meta: DocTypeMeta, user: Principal, right: Right): Condition {
  const shareRight = SHARED_BY[right];
  const shared = shareRight ? user.restrictions?.shares.get(meta.name) : undefined;
  if (!shared) return FALSE;
  const names = [...shared].filter(([, rights]) => rights.has(shareRight!)).map(([name]) => name);
  return names.length > 0 ? nameIn(meta, names) : FALSE;
}

/**
 * `name IN (...)` over names kept as text (DocShare's share_name, User Permission's for_value):
 * an autoincrement DocType's names are numbers, so they are compared as numbers (in memory a text
 * '7' never equals the number 7, and PostgreSQL refuses text that is no number); a text that is
 * no number names none of its documents.
 */
function nameIn(meta: DocTypeMeta, names: string[]): Condition {
  const ref = mustColumnRef(meta, 'name');
  if (ref.type !== 'number') return { kind: 'in', ref, negate: false, values: names };
  const numbers = names.filter((n) => /^\d{1,15}$/.test(n)).map(Number);
  return numbers.length > 0 ? { kind: 'in', ref, negate: false, values: numbers } : FALSE;
}
