import { sql, type Expression } from 'kysely';
import { CHILD_STANDARD_FIELDS, STANDARD_FIELDS } from '../meta/doctype-meta.ts';
import type { SqlFunctions } from '../storage/database.ts';
import { ANY_COLUMN, type BuildScope } from './build-scope.ts';
import { compileFieldExpr } from './compile-field-expr.ts';
import { columnsOf, isAggregate } from './field-expr.ts';
import type { ListField } from './list-query.ts';
import { refOf } from './resolve-field.ts';

/** One output column of a listing: the key it comes back under and its SQL. */
export interface OutputColumn {
  key: string;
  expr: Expression<unknown>;
  aggregate: boolean;
  /** What a grouped listing must group by to select it; null for an aggregate. */
  groupKey: string | null;
}

/**
 * The output columns of `fields`: `*` as every readable column, expressions compiled for the
 * dialect, plain fields resolved through metadata. A field or expression naming a column the
 * caller may not read is left out without an error, as Frappe drops it; `nothingReadable` is set
 * when that leaves nothing of what was asked (the listing then answers no rows, as Frappe does).
 */
export function buildSelect(b: BuildScope, fields: readonly ListField[], functions: SqlFunctions): { outputs: OutputColumn[]; nothingReadable: boolean } {
  const outputs = fields.flatMap((f) => outputsOf(b, f, functions));
  const nothingReadable = outputs.length === 0 && !fields.every((f) => f.kind === 'column' && f.text === 'name' && f.alias === null);
  if (outputs.length === 0) outputs.push({ key: 'name', expr: sql.ref('t.name'), aggregate: false, groupKey: 't.name' });
  return { outputs, nothingReadable };
}

function outputsOf(b: BuildScope, field: ListField, functions: SqlFunctions): OutputColumn[] {
  const { meta } = b;
  switch (field.kind) {
    case 'star': {
      const names = [...STANDARD_FIELDS, ...(meta.istable ? CHILD_STANDARD_FIELDS : []), ...meta.dataFields.map((f) => f.fieldname)];
      return names
        .map((n) => b.resolve(n, ANY_COLUMN))
        .filter(b.readable)
        .map((r) => ({ key: r.fieldname, expr: b.column(r), aggregate: false, groupKey: b.columnKey(r) }));
    }
    case 'expr': {
      const { spec, text } = field;
      // As a plain field: an expression over a column the caller may not read is left out.
      if (!columnsOf(spec.expr).every((ref) => b.readable(b.resolve(ref, ANY_COLUMN)))) return [];
      const compiled = compileFieldExpr(spec.expr, (ref) => {
        const r = b.resolve(ref);
        return { expr: b.column(r), ref: refOf(r, b.aliasFor(r)) };
      }, functions);
      const aggregate = isAggregate(spec.expr);
      return [{ key: spec.alias ?? text, expr: compiled.expr, aggregate, groupKey: aggregate ? null : `expr:${text}` }];
    }
    case 'column': {
      const r = b.resolve(field.text, ANY_COLUMN);
      // Frappe drops fields the caller may not read from `fields` without an error.
      if (!b.readable(r)) return [];
      return [{ key: field.alias ?? r.fieldname, expr: b.column(r), aggregate: false, groupKey: b.columnKey(r) }];
    }
  }
}

/** The keys an `order_by` term may name instead of a column: the aliases given in `fields`. */
export function aliasKeys(fields: readonly ListField[]): Set<string> {
  const keys = new Set<string>();
  for (const f of fields) {
    const alias = f.kind === 'column' ? f.alias : f.kind === 'expr' ? f.spec.alias : null;
    if (alias) keys.add(alias);
  }
  return keys;
}
