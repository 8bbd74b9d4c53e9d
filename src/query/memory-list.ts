import { appError } from '../errors/app-error.ts';
import { STANDARD_FIELDS } from '../meta/doctype-meta.ts';
import type { ColumnRef, Condition, Scalar } from './ast.ts';
import type { ListScope } from './build-list-query.ts';
import { ANY_COLUMN, buildScope, type BuildScope } from './build-scope.ts';
import { buildWhere } from './build-where.ts';
import { evaluateCondition } from './evaluate-condition.ts';
import type { FilterTerm, ListQuery, OrderTerm } from './list-query.ts';
import { refOf, type ResolvedColumn } from './resolve-field.ts';

type Row = Readonly<Record<string, unknown>>;

/**
 * A listing judged in memory over documents that code supplied (a virtual DocType's): the same
 * ListQuery, field resolution, filter operators and row rule as the SQL listing, compiled into
 * the condition tree and evaluated per document (evaluate-condition.ts). Built before anything
 * is read, so a listing the plan refuses (417) never reaches the source.
 */
export interface MemoryPlan {
  /** Values a field must take, from AND-ed `=` and `in` conditions: what a source may narrow its read by. */
  readonly equals: ReadonlyMap<string, readonly Scalar[]>;
  /** The page of `docs` that match, ordered, as Frappe's output (objects or value lists). */
  page(docs: readonly Row[]): unknown[];
  /** How many of `docs` match. */
  count(docs: readonly Row[]): number;
}

interface Output {
  key: string;
  ref: ColumnRef;
}

/**
 * Plans `query` over documents of `scope.meta`. Only the DocType's own columns can be named:
 * linked fields, functions and grouping are 417, since there is no table to join or aggregate.
 */
export function memoryPlan(scope: ListScope, query: ListQuery): MemoryPlan {
  const b = buildScope(scope.meta, scope.registry, scope.today, scope.access.readable);
  const outputs = outputsOf(b, query);
  const nothingReadable = outputs.length === 0 && !query.fields.every((f) => f.kind === 'column' && f.text === 'name' && f.alias === null);
  if (outputs.length === 0) outputs.push({ key: 'name', ref: refOf(b.resolve('name', ANY_COLUMN), 't') });
  const where = buildWhere(b, query.filters, query.orFilters, scope.access.rowRule, nothingReadable);
  if (query.groupBy.length > 0) throw unsupported(b, 'group_by');
  const order = orderOf(b, query.orderBy, outputs);
  if (b.joinCount() > 0) throw unsupported(b, 'fields of linked DocTypes');
  const matching = (docs: readonly Row[]) => docs.filter((doc) => evaluateCondition(where, doc));
  const keys = outputs.map((o) => o.key);
  return {
    equals: equalsOf(where),
    page(docs) {
      const sorted = matching(docs).sort(comparator(order));
      const start = Math.min(query.limitStart, sorted.length);
      const slice = query.pageLength > 0 ? sorted.slice(start, start + query.pageLength) : sorted.slice(start);
      return slice.map((doc) => {
        const values = outputs.map((o) => doc[o.ref.column] ?? null);
        return query.asDict ? Object.fromEntries(keys.map((k, i) => [k, values[i]])) : values;
      });
    },
    count: (docs) => matching(docs).length,
  };
}

/** The filters' own plan for a count: no fields, no order, no page. */
export function memoryCount(scope: ListScope, filters: readonly FilterTerm[], orFilters: readonly FilterTerm[]): MemoryPlan {
  return memoryPlan(scope, { fields: [{ kind: 'column', text: 'name', alias: null }], filters, orFilters, orderBy: [], groupBy: [], limitStart: 0, pageLength: 0, asDict: false, debug: false, parent: null });
}

function outputsOf(b: BuildScope, query: ListQuery): Output[] {
  const out: Output[] = [];
  for (const field of query.fields) {
    if (field.kind === 'expr') throw unsupported(b, 'functions in fields');
    const resolved = field.kind === 'star'
      ? [...STANDARD_FIELDS, ...b.meta.dataFields.map((f) => f.fieldname)].map((n) => b.resolve(n, ANY_COLUMN))
      : [b.resolve(field.text, ANY_COLUMN)];
    for (const r of resolved) {
      if (r.source.kind !== 'main') throw unsupported(b, 'fields of linked DocTypes');
      // Frappe drops fields the caller may not read from `fields` without an error.
      if (b.readable(r)) out.push({ key: (field.kind === 'column' && field.alias) || r.fieldname, ref: refOf(r, 't') });
    }
  }
  return out;
}

function orderOf(b: BuildScope, terms: readonly OrderTerm[], outputs: readonly Output[]): Array<[ColumnRef, 'asc' | 'desc']> {
  const name = refOf(b.resolve('name', ANY_COLUMN), 't');
  if (terms.length === 0) return [[refOf(b.resolve(b.meta.sortField, ANY_COLUMN), 't'), b.meta.sortOrder], [name, b.meta.sortOrder]];
  const order = terms.map(({ target, dir }): [ColumnRef, 'asc' | 'desc'] => {
    const byAlias = outputs.find((o) => o.key === target && o.key !== o.ref.column);
    if (byAlias) return [byAlias.ref, dir];
    if (/[()]/.test(target)) throw unsupported(b, 'functions in order_by');
    const r: ResolvedColumn = b.resolve(target);
    return [refOf(r, 't'), dir];
  });
  // A unique tie-breaker keeps successive pages from overlapping, as the SQL listing's does.
  return [...order, [name, order[order.length - 1][1]]];
}

function comparator(order: ReadonlyArray<[ColumnRef, 'asc' | 'desc']>) {
  return (a: Row, b: Row): number => {
    for (const [ref, dir] of order) {
      const x = sortValue(ref, a[ref.column]);
      const y = sortValue(ref, b[ref.column]);
      if (x === y) continue;
      return (x < y ? -1 : 1) * (dir === 'asc' ? 1 : -1);
    }
    return 0;
  };
}

/** NULL sorts as the empty value of its type, as Frappe's coalesced columns compare. */
function sortValue(ref: ColumnRef, raw: unknown): string | number {
  if (raw === null || raw === undefined || raw === '') return ref.type === 'number' ? 0 : '';
  return ref.type === 'number' ? Number(raw) : String(raw);
}

/** `=` and (not negated) `in` conditions on plain columns reachable through AND only. */
function equalsOf(where: Condition): Map<string, Scalar[]> {
  const out = new Map<string, Scalar[]>();
  // A value that also matches NULL (the empty value of a coalesced column) cannot narrow a read.
  const exact = (ref: ColumnRef, v: Scalar) => v !== null && ref.fallback === undefined && !(ref.nullAsEmpty && (v === '' || v === 0));
  const visit = (c: Condition) => {
    if (c.kind === 'and') c.items.forEach(visit);
    else if (c.kind === 'compare' && c.op === '=' && exact(c.ref, c.value)) out.set(c.ref.column, [c.value]);
    else if (c.kind === 'in' && !c.negate && c.values.every((v) => exact(c.ref, v))) out.set(c.ref.column, c.values);
  };
  visit(where);
  return out;
}

function unsupported(b: BuildScope, what: string) {
  return appError('VALIDATION', `${b.meta.name} is a virtual DocType: its listings cannot use ${what}`);
}
