import { appError } from '../errors/app-error.ts';
import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import type { MetaRegistry } from '../meta/meta-registry.ts';
import type { ColumnRef, Condition, TreeRelation } from './ast.ts';
import type { ResolvedColumn } from './resolve-field.ts';

const TREE_OPERATORS: Record<string, { relation: TreeRelation; negate: boolean }> = {
  'descendants of': { relation: 'descendants', negate: false },
  'descendants of (inclusive)': { relation: 'descendants_inclusive', negate: false },
  'not descendants of': { relation: 'descendants', negate: true },
  'ancestors of': { relation: 'ancestors', negate: false },
  'not ancestors of': { relation: 'ancestors', negate: true },
};

/** The tree operator an operator text names, or null (frappe-behavior §5.2). */
export function treeOperator(op: unknown): { relation: TreeRelation; negate: boolean } | null {
  const key = typeof op === 'string' ? op.trim().toLowerCase().replace(/\s+/g, ' ') : '';
  return Object.hasOwn(TREE_OPERATORS, key) ? TREE_OPERATORS[key] : null;
}

/**
 * `<field> descendants of <node>` and the like: the field is the name of a tree DocType's row, or
 * a Link to a tree DocType; the node's bounds are read inside the same query, so the condition is
 * compiled into SQL like any other (never a list fetched first).
 */
export function treeCondition(resolved: ResolvedColumn, ref: ColumnRef, scope: { registry: MetaRegistry }, op: { relation: TreeRelation; negate: boolean }, value: unknown): Condition {
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
