import { appError } from '../errors/app-error.ts';

/**
 * SQL functions a listing's `fields` (and a filter's field) may use, as Frappe's db_query allows
 * them: aggregates and the few scalar functions its tests and clients send. Nothing else is SQL.
 */
export const AGGREGATES = new Set(['count', 'sum', 'avg', 'min', 'max']);
export const SCALARS = new Set(['locate', 'date', 'ifnull', 'coalesce', 'timestamp']);
const ARITY: Record<string, [number, number]> = {
  count: [1, 1], sum: [1, 1], avg: [1, 1], min: [1, 1], max: [1, 1],
  locate: [2, 2], date: [1, 1], ifnull: [2, 2], coalesce: [2, 8], timestamp: [1, 1],
};

/** A field expression, parsed: a column (resolved through metadata later), a literal, `*`, or a call. */
export type FieldExpr =
  | { readonly kind: 'column'; readonly text: string }
  | { readonly kind: 'literal'; readonly value: string | number }
  | { readonly kind: 'star' }
  | { readonly kind: 'call'; readonly fn: string; readonly distinct: boolean; readonly args: readonly FieldExpr[] };

/** A `fields` entry: its expression and the key it comes back under. */
export interface FieldSpec {
  readonly expr: FieldExpr;
  /** `as x`, or a bare `x` after a call (`count(name) count`, as Frappe accepts it). */
  readonly alias: string | null;
}

function illegal(text: string): never {
  throw appError('DATA_ERROR', `Field not permitted in query: ${text.slice(0, 140)}`);
}

/** True when the text holds a call: anything else keeps the plain field path. */
export function hasCall(text: string): boolean {
  return text.includes('(');
}

/** Parses a `fields` entry that holds a function call; anything outside the grammar is 417. */
export function parseFieldSpec(text: string): FieldSpec {
  const trimmed = text.trim();
  const p = new Parser(trimmed);
  const expr = p.expression();
  let alias: string | null = null;
  p.skipSpace();
  if (!p.done()) {
    const rest = p.rest();
    const m = /^(?:as\s+)?([A-Za-z_][A-Za-z0-9_]*)$/i.exec(rest);
    if (!m || expr.kind !== 'call') illegal(trimmed);
    alias = m[1];
  }
  return { expr, alias };
}

/** Parses a filter's field that holds a call, such as `ifnull(priority, 0)`. */
export function parseFieldExpr(text: string): FieldExpr {
  const p = new Parser(text.trim());
  const expr = p.expression();
  p.skipSpace();
  if (!p.done()) illegal(text);
  return expr;
}

class Parser {
  private pos = 0;
  private depth = 0;
  constructor(private readonly text: string) {}

  done(): boolean {
    return this.pos >= this.text.length;
  }

  rest(): string {
    return this.text.slice(this.pos).trim();
  }

  skipSpace(): void {
    while (this.pos < this.text.length && /\s/.test(this.text[this.pos])) this.pos++;
  }

  expression(): FieldExpr {
    this.skipSpace();
    const ch = this.text[this.pos];
    if (ch === undefined) illegal(this.text);
    if (ch === "'" || ch === '"') return this.string(ch);
    // A number ends at its last digit: `2fa_code` and `10th_place` are fieldnames, not numbers.
    if (/[0-9-]/.test(ch) && /^-?\d+(\.\d+)?(?![A-Za-z0-9_])/.test(this.text.slice(this.pos))) return this.number();
    if (ch === '*') {
      this.pos++;
      return { kind: 'star' };
    }
    const m = /^(`?tab[^`.]+`?\s*\.\s*`?[A-Za-z0-9_]+`?|`?[A-Za-z0-9_]+`?(?:\.[A-Za-z0-9_]+)?)/.exec(this.text.slice(this.pos));
    if (!m) illegal(this.text);
    this.pos += m[0].length;
    this.skipSpace();
    if (this.text[this.pos] !== '(') return { kind: 'column', text: m[0] };
    const fn = m[0].toLowerCase();
    if (!AGGREGATES.has(fn) && !SCALARS.has(fn)) throw appError('DATA_ERROR', `Use of function ${m[0].slice(0, 40)} in field is restricted`);
    if (++this.depth > 4) illegal(this.text);
    this.pos++;
    this.skipSpace();
    let distinct = false;
    const d = /^distinct\s+/i.exec(this.text.slice(this.pos));
    if (d && fn === 'count') {
      distinct = true;
      this.pos += d[0].length;
    }
    const args: FieldExpr[] = [];
    this.skipSpace();
    if (this.text[this.pos] !== ')') {
      for (;;) {
        args.push(this.expression());
        this.skipSpace();
        if (this.text[this.pos] === ',') {
          this.pos++;
          continue;
        }
        break;
      }
    }
    if (this.text[this.pos] !== ')') illegal(this.text);
    this.pos++;
    this.depth--;
    const [min, max] = ARITY[fn];
    if (args.length < min || args.length > max) throw appError('DATA_ERROR', `${fn}() takes ${min === max ? min : `${min} to ${max}`} argument${max === 1 ? '' : 's'}`);
    if (args.some((a) => a.kind === 'star') && !(fn === 'count' && args.length === 1 && !distinct)) throw appError('DATA_ERROR', `Use of function ${fn}(*) in field is restricted`);
    // An aggregate takes a column, an expression or a number (sum(1)), never text.
    if (AGGREGATES.has(fn) && args.some((a) => containsAggregate(a) || (a.kind === 'literal' && typeof a.value === 'string'))) illegal(this.text);
    return { kind: 'call', fn, distinct, args };
  }

  private string(quote: string): FieldExpr {
    const end = this.text.indexOf(quote, this.pos + 1);
    if (end < 0) illegal(this.text);
    const value = this.text.slice(this.pos + 1, end);
    if (value.length > 140 || /[\\\u0000]/.test(value)) illegal(this.text);
    this.pos = end + 1;
    return { kind: 'literal', value };
  }

  private number(): FieldExpr {
    const m = /^-?\d{1,15}(\.\d{1,10})?/.exec(this.text.slice(this.pos));
    if (!m) illegal(this.text);
    this.pos += m[0].length;
    return { kind: 'literal', value: Number(m[0]) };
  }
}

function containsAggregate(e: FieldExpr): boolean {
  return e.kind === 'call' && (AGGREGATES.has(e.fn) || e.args.some(containsAggregate));
}

/** The column texts an expression reads, in order. */
export function columnsOf(e: FieldExpr): string[] {
  if (e.kind === 'column') return [e.text];
  return e.kind === 'call' ? e.args.flatMap(columnsOf) : [];
}

/** Whether an expression aggregates rows (then other fields must be grouped). */
export function isAggregate(e: FieldExpr): boolean {
  return containsAggregate(e);
}
