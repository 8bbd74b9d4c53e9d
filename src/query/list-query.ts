import type { Condition } from './ast.ts';
import type { FieldSpec } from './field-expr.ts';
import type { FilterOperator } from './operators.ts';
import type { ReadableCheck } from './resolve-field.ts';

/**
 * A listing, typed: what the HTTP form, the RPC methods and app code all build (the boundary,
 * A5). Names in it are request text still to be resolved through metadata (and permission-checked)
 * when the query is built; its shape is already checked, so building never sees a wire format.
 */
export interface ListQuery {
  /** Never empty: no `fields` means `name`. */
  readonly fields: readonly ListField[];
  /** AND-ed. */
  readonly filters: readonly FilterTerm[];
  /** OR-ed with each other, then AND-ed with `filters`; none means no OR part at all. */
  readonly orFilters: readonly FilterTerm[];
  /** Empty: the DocType's sort order (none when grouped). */
  readonly orderBy: readonly OrderTerm[];
  /** Field texts to group by. */
  readonly groupBy: readonly string[];
  readonly limitStart: number;
  /** 0 means every row (streamed by the resource listing). */
  readonly pageLength: number;
  readonly asDict: boolean;
  readonly debug: boolean;
  /** The parent DocType, which child-table rows are listed through. */
  readonly parent: string | null;
}

/** A `fields` entry: every readable column (`*`), a column (maybe `as` an alias), or an expression of allow-listed functions. */
export type ListField =
  | { readonly kind: 'star' }
  | { readonly kind: 'column'; readonly text: string; readonly alias: string | null }
  | { readonly kind: 'expr'; readonly text: string; readonly spec: FieldSpec };

/** One filter, whatever shape it came in (`[field, op, value]`, `[doctype, field, op, value]`, `{field: value}`). */
export interface FilterTerm {
  /** The DocType a 4-element filter names (the listed one or one of its child tables), else null. */
  readonly doctype: string | null;
  readonly field: string;
  /** Set for a filter on `ifnull(field, x)`: NULL reads as x; `text` is the field as written, for errors. */
  readonly ifnull?: { readonly fallback: string | number; readonly text: string };
  readonly op: FilterOperator;
  /** As sent; cast to the column's type once the field is resolved. */
  readonly value: unknown;
}

export interface OrderTerm {
  readonly target: string;
  readonly dir: 'asc' | 'desc';
}

/**
 * What the caller may see of a listing, decided by the operation from the permission rules, so
 * the query layer compiles rules without knowing where they come from.
 */
export interface ListAccess {
  /** Rows the caller may list, AND-ed into the WHERE. */
  readonly rowRule: Condition;
  /** Whether the caller may read a column: unreadable ones are dropped from `fields`, 417 elsewhere. */
  readonly readable: ReadableCheck;
}

/** A listing of `name` with Frappe's defaults (20 rows, dicts), with `parts` overriding them. */
export function listQuery(parts: Partial<ListQuery> = {}): ListQuery {
  return {
    fields: [NAME_FIELD], filters: [], orFilters: [], orderBy: [], groupBy: [],
    limitStart: 0, pageLength: 20, asDict: true, debug: false, parent: null,
    ...parts,
  };
}

export const NAME_FIELD: ListField = Object.freeze({ kind: 'column', text: 'name', alias: null });
