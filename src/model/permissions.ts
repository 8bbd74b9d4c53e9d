import type { Principal } from '../context/principal.ts';
import { RIGHTS, type DocTypeMeta, type Right } from '../meta/doctype-meta.ts';
import { and, FALSE, or, TRUE, type Condition } from '../query/ast.ts';
import { mustColumnRef } from '../query/column-ref.ts';
import type { ControllerMap } from './controller.ts';
import { sharedCondition, userPermissionCondition } from './restrictions.ts';

/**
 * What one user may do with one DocType (frappe/permissions.py): rights at permlevel 0, the row
 * condition each right carries (if_owner rows, controller rules) and the readable and writable
 * field levels. Row conditions are compiled into queries; nothing is filtered after a query.
 */
export interface DocAccess {
  readonly meta: DocTypeMeta;
  /** The right exists for at least some documents. */
  has(right: Right): boolean;
  /** Condition a document must meet for `right`; FALSE when the right is absent. */
  condition(right: Right): Condition;
  readonly readableLevels: ReadonlySet<number>;
  readonly writableLevels: ReadonlySet<number>;
}

const SUBMIT_RIGHTS = new Set<Right>(['submit', 'cancel', 'amend']);
/** Rights that change documents: nobody holds them on a virtual DocType, whose documents code supplies read-only. */
const WRITE_RIGHTS = new Set<Right>(['write', 'create', 'delete', 'submit', 'cancel', 'amend', 'import']);
const cache = new WeakMap<DocTypeMeta, WeakMap<Principal, DocAccess>>();

/** The access of `user` to `meta`; cached per (meta, principal) object pair. */
export function accessFor(meta: DocTypeMeta, user: Principal, controllers: ControllerMap): DocAccess {
  let perUser = cache.get(meta);
  if (!perUser) cache.set(meta, (perUser = new WeakMap()));
  let access = perUser.get(user);
  if (!access) perUser.set(user, (access = computeAccess(meta, user, controllers)));
  return access;
}

function computeAccess(meta: DocTypeMeta, user: Principal, controllers: ControllerMap): DocAccess {
  const rows = meta.permissions.filter((p) => user.roles.has(p.role));
  const controller = controllers.get(meta.name);
  const conditions = new Map<Right, Condition>();
  for (const right of RIGHTS) {
    if ((SUBMIT_RIGHTS.has(right) && !meta.isSubmittable) || (meta.isVirtual && WRITE_RIGHTS.has(right))) {
      conditions.set(right, FALSE);
      continue;
    }
    if (user.superuser) {
      conditions.set(right, TRUE);
      continue;
    }
    if (right === 'share' && user.sharingDisabled) {
      conditions.set(right, FALSE);
      continue;
    }
    // Documents shared with the user count whatever their roles say (Frappe ORs them back in).
    const shared = sharedCondition(meta, user, right);
    const level0 = rows.filter((p) => p.permlevel === 0 && p.rights.has(right));
    if (level0.length === 0) {
      conditions.set(right, shared);
      continue;
    }
    // A right held only through if_owner rows applies to the user's own documents (create
    // excepted); User Permissions then do not apply, as in Frappe.
    const onlyOwner = right !== 'create' && level0.every((p) => p.ifOwner);
    const narrowed = onlyOwner ? ownerIs(meta, user) : userPermissionCondition(meta, user, right);
    const rule = controller?.permissionCondition?.(meta, user, right) ?? TRUE;
    conditions.set(right, or([and([narrowed, rule]), shared]));
  }
  const levels = (right: Right) => {
    const out = new Set<number>();
    if (right === 'write' && meta.isVirtual) return out;
    if (user.superuser) {
      // Every permlevel (0-9): child-table fields are checked against the parent's levels too.
      for (let level = 0; level <= 9; level++) out.add(level);
      out.add(0);
      return out;
    }
    for (const p of rows) if (p.rights.has(right)) out.add(p.permlevel);
    if (right === 'read' && (conditions.get('read') !== FALSE || conditions.get('select') !== FALSE)) out.add(0);
    // A document shared for writing is writable at level 0 without any role row.
    if (right === 'write' && conditions.get('write') !== FALSE) out.add(0);
    return out;
  };
  const readableLevels = levels('read');
  const writableLevels = levels('write');
  return {
    meta,
    has: (right) => conditions.get(right) !== FALSE,
    condition: (right) => conditions.get(right) ?? FALSE,
    readableLevels,
    writableLevels,
  };
}

function ownerIs(meta: DocTypeMeta, user: Principal): Condition {
  return { kind: 'compare', ref: mustColumnRef(meta, 'owner'), op: '=', value: user.name };
}

/** True when the user holds a role other than the automatic ones that grants `right` on `meta`. */
export function hasAssignedRoleWith(meta: DocTypeMeta, user: Principal, right: Right): boolean {
  const automatic = new Set(['Guest', 'All', 'Desk User', 'Administrator']);
  return meta.permissions.some((p) => p.permlevel === 0 && p.rights.has(right) && !automatic.has(p.role) && user.roles.has(p.role));
}
