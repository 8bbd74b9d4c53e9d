/**
 * The condition tree that filters and permission rules compile to. Nodes are plain frozen data
 * tagged by `kind`; `column` always names a column that resolved through DocType metadata.
 */
export type ColumnRef = {
  /** Table alias in the query: `t` for the main table, `c<n>` for joined child tables. */
  readonly table: string;
  readonly column: string;
  /** How values compare: numbers, text, or text that sorts as dates. */
  readonly type: 'number' | 'text';
  /** Frappe compares NULL as '' or 0 except on these columns (name, creation, modified). */
  readonly nullAsEmpty: boolean;
  /** Date, Datetime and Time columns: what NULL compares as (Frappe's '0001-01-01' fallback), instead of ''. */
  readonly empty?: string;
  /** A filter on `ifnull(column, x)`: NULL always reads as x (bound like any value). */
  readonly fallback?: Scalar;
};

export type Scalar = string | number | null;

export type Condition =
  | { readonly kind: 'compare'; readonly ref: ColumnRef; readonly op: '=' | '!=' | '<' | '>' | '<=' | '>='; readonly value: Scalar }
  | { readonly kind: 'like'; readonly ref: ColumnRef; readonly negate: boolean; readonly pattern: string }
  | { readonly kind: 'in'; readonly ref: ColumnRef; readonly negate: boolean; readonly values: Scalar[] }
  | { readonly kind: 'is_set'; readonly ref: ColumnRef; readonly negate: boolean }
  | { readonly kind: 'between'; readonly ref: ColumnRef; readonly from: Scalar; readonly to: Scalar }
  | { readonly kind: 'and'; readonly items: Condition[] }
  | { readonly kind: 'or'; readonly items: Condition[] }
  | { readonly kind: 'child_exists'; readonly childTable: string; readonly parentType: string; readonly parentField: string; readonly where: Condition }
  | { readonly kind: 'parent_exists'; readonly parentTable: string; readonly parentType: string; readonly where: Condition }
  | { readonly kind: 'tree'; readonly ref: ColumnRef; readonly treeTable: string; readonly relation: TreeRelation; readonly negate: boolean; readonly node: string }
  | { readonly kind: 'const'; readonly value: boolean };

/** How rows relate to a tree node through their lft/rgt bounds (Frappe's nested set). */
export type TreeRelation = 'descendants' | 'descendants_inclusive' | 'ancestors';

export const TRUE: Condition = Object.freeze({ kind: 'const', value: true });
export const FALSE: Condition = Object.freeze({ kind: 'const', value: false });

/** AND of conditions, simplified. */
export function and(items: Condition[]): Condition {
  const kept = items.filter((c) => !(c.kind === 'const' && c.value));
  if (kept.some((c) => c.kind === 'const' && !c.value)) return FALSE;
  if (kept.length === 0) return TRUE;
  return kept.length === 1 ? kept[0] : { kind: 'and', items: kept };
}

/** OR of conditions, simplified. */
export function or(items: Condition[]): Condition {
  const kept = items.filter((c) => !(c.kind === 'const' && !c.value));
  if (kept.some((c) => c.kind === 'const' && c.value)) return TRUE;
  if (kept.length === 0) return FALSE;
  return kept.length === 1 ? kept[0] : { kind: 'or', items: kept };
}
