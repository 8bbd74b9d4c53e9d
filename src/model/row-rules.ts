import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import { and, FALSE, or, TRUE, type Condition, type Scalar } from '../query/ast.ts';
import { mustColumnRef } from '../query/column-ref.ts';

export type { Condition };

/** The operators a row rule may use on one field, spelled as in Frappe's filters. */
export type FieldOperator = '=' | '!=' | '<' | '>' | '<=' | '>=' | 'in' | 'not in' | 'like' | 'not like' | 'is set' | 'is not set';

/** Every row: the rule adds nothing. */
export const ALL_ROWS: Condition = TRUE;
/** No row: the right is withheld. */
export const NO_ROWS: Condition = FALSE;

/**
 * A row rule on one field of `meta` (a controller's `permissionCondition`, an app's has_permission
 * or permission_query_conditions): compiled into the query with the value bound, and evaluated on
 * a new document's values. Throws when the DocType has no such column, a mistake in the rule.
 */
export function fieldCondition(meta: DocTypeMeta, fieldname: string, op: FieldOperator, value?: Scalar | readonly Scalar[]): Condition {
  const ref = mustColumnRef(meta, fieldname);
  switch (op) {
    case 'in':
    case 'not in':
      if (!Array.isArray(value)) throw new Error(`${meta.name}.${fieldname}: "${op}" needs a list of values`);
      return { kind: 'in', ref, negate: op === 'not in', values: [...value] };
    case 'like':
    case 'not like':
      return { kind: 'like', ref, negate: op === 'not like', pattern: String(value ?? '') };
    case 'is set':
    case 'is not set':
      return { kind: 'is_set', ref, negate: op === 'is not set' };
    default:
      if (Array.isArray(value)) throw new Error(`${meta.name}.${fieldname}: "${op}" compares with one value`);
      return { kind: 'compare', ref, op, value: (value ?? null) as Scalar };
  }
}

/** Rows meeting every condition. */
export function allOf(conditions: readonly Condition[]): Condition {
  return and([...conditions]);
}

/** Rows meeting at least one condition. */
export function anyOf(conditions: readonly Condition[]): Condition {
  return or([...conditions]);
}
