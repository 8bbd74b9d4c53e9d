import { appError } from '../errors/app-error.ts';
import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import type { MetaRegistry } from '../meta/meta-registry.ts';
import type { ColumnRef, Condition, TreeRelation } from './ast.ts';
import type { ResolvedColumn } from './resolve-field.ts';

const TREE_OPERATORS = {
  'descendants of': { relation: 'descendants', negate: false },
  'descendants of (inclusive)': { relation: 'descendants_inclusive', negate: false },
  'not descendants of': { relation: 'descendants', negate: true },
  'ancestors of': { relation: 'ancestors', negate: false },
  'not ancestors of': { relation: 'ancestors', negate: true },
} satisfies Record<string, { relation: TreeRelation; negate: boolean }>;

/** The operators of Frappe's nested sets (docs/DECISIONS.md F4). */
export type TreeOperator = keyof typeof TREE_OPERATORS;

/** True when a normalised operator text is a tree operator. */
export function isTreeOperator(key: string): key is TreeOperator {
  return Object.hasOwn(TREE_OPERATORS, key);
}

/**
 * `<field> descendants of <node>` and the like: the field is the name of a tree DocType's row, or
 * a Link to a tree DocType; the node's bounds are read inside the same query, so the condition is
 * compiled into SQL like any other (never a list fetched first).
 */
export function treeCondition(resolved: ResolvedColumn, ref: ColumnRef, scope: { registry: MetaRegistry }, operator: TreeOperator, value: unknown): Condition {
  const op = TREE_OPERATORS[operator];
  const target = treeTarget(resolved, scope.registry);
  if (!target) throw appError('VALIDATION', `The operator "${op.relation.replace('_', ' ')} of" needs the name of a tree DocType or a Link to one, not ${resolved.fieldname}`);
  if (typeof value !== 'string' && typeof value !== 'number') throw appError('VALIDATION', 'A tree filter needs the name of a node');
  return { kind: 'tree', ref, treeTable: target.tableName, relation: op.relation, negate: op.negate, node: String(value) };
}

function treeTarget(resolved: ResolvedColumn, registry: MetaRegistry): DocTypeMeta | null {
  if (resolved.field === null) return resolved.fieldname === 'name' && resolved.owner.tree ? resolved.owner : null;
  if (resolved.field.fieldtype !== 'Link' || !resolved.field.options) return null;
  const target = registry.get(resolved.field.options);
  return target?.tree ? target : null;
}
