import { sql, type Expression } from 'kysely';
import { appError } from '../errors/app-error.ts';
import type { SqlFunctions } from '../storage/database.ts';
import type { ColumnRef } from './ast.ts';
import { AGGREGATES, type FieldExpr } from './field-expr.ts';

/** A compiled field expression and what its values are. */
export interface TypedExpr {
  readonly expr: Expression<unknown>;
  readonly type: 'number' | 'text';
  /** Date or datetime values (the only ones date() and timestamp() take). */
  readonly temporal: boolean;
}

/** How a column named in an expression becomes SQL: resolved (and permission-checked) through metadata. */
export type ColumnCompiler = (text: string) => { expr: Expression<unknown>; ref: ColumnRef };

/**
 * Compiles a parsed field expression for one database. Columns come only from `column` (metadata),
 * numbers are inlined as the numbers they parsed to, text literals are bound parameters, and the
 * functions are the allow-listed ones, spelled by the dialect where databases differ.
 */
export function compileFieldExpr(e: FieldExpr, column: ColumnCompiler, functions: SqlFunctions): TypedExpr {
  switch (e.kind) {
    case 'column': {
      const { expr, ref } = column(e.text);
      return { expr, type: ref.type, temporal: ref.empty !== undefined && ref.empty !== '00:00:00' };
    }
    case 'literal':
      return typeof e.value === 'number' ? { expr: sql.lit(e.value), type: 'number', temporal: false } : { expr: sql.val(e.value), type: 'text', temporal: false };
    case 'star':
      return { expr: sql`*`, type: 'number', temporal: false };
    case 'call':
      return compileCall(e, column, functions);
  }
}

function compileCall(e: Extract<FieldExpr, { kind: 'call' }>, column: ColumnCompiler, functions: SqlFunctions): TypedExpr {
  const args = e.args.map((a) => compileFieldExpr(a, column, functions));
  if (AGGREGATES.has(e.fn)) {
    const [arg] = args;
    // PostgreSQL has no sum/avg of text; refusing here keeps every dialect's answer a clear 417.
    if ((e.fn === 'sum' || e.fn === 'avg') && arg.type !== 'number') throw appError('DATA_ERROR', `${e.fn}() needs a numeric field`);
    const inner = e.distinct ? sql`distinct ${arg.expr}` : arg.expr;
    const type = e.fn === 'count' || e.fn === 'sum' || e.fn === 'avg' ? 'number' : arg.type;
    return { expr: sql`${sql.raw(e.fn)}(${inner})`, type, temporal: false };
  }
  switch (e.fn) {
    case 'ifnull':
    case 'coalesce': {
      // A date meets its fallback as text (PostgreSQL would read 'none' as a date and fail).
      const first = args[0].temporal ? { ...args[0], expr: functions.text(args[0].expr) } : args[0];
      // Every argument in the first one's type, so no database meets a text/number mix.
      const rest = e.args.slice(1).map((a, i) => (a.kind === 'literal' ? literalAs(a.value, first.type) : sameType(args[i + 1], first.type)));
      return { expr: sql`coalesce(${sql.join([first.expr, ...rest])})`, type: first.type, temporal: false };
    }
    case 'locate':
      return { expr: functions.locate(args[0].expr, args[1].expr), type: 'number', temporal: false };
    case 'date':
      return { expr: functions.date(temporalOf(e.fn, args[0])), type: 'text', temporal: true };
    case 'timestamp':
      return { expr: functions.timestamp(temporalOf(e.fn, args[0])), type: 'text', temporal: true };
  }
  throw appError('DATA_ERROR', `Use of function ${e.fn} in field is restricted`);
}

function literalAs(value: string | number, type: 'number' | 'text'): Expression<unknown> {
  if (type === 'text') return sql.val(String(value));
  if (typeof value === 'number') return sql.lit(value);
  if (/^-?\d{1,15}(\.\d{1,10})?$/.test(value.trim())) return sql.lit(Number(value));
  throw appError('DATA_ERROR', `ifnull() of a number needs a number, not ${JSON.stringify(value.slice(0, 40))}`);
}

function sameType(arg: TypedExpr, type: 'number' | 'text'): Expression<unknown> {
  if (arg.type !== type) throw appError('DATA_ERROR', 'ifnull() and coalesce() need arguments of one type');
  return arg.expr;
}

function temporalOf(fn: string, arg: TypedExpr): Expression<unknown> {
  if (!arg.temporal) throw appError('DATA_ERROR', `${fn}() needs a Date or Datetime field`);
  return arg.expr;
}
