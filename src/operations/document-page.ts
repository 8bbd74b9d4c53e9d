import { CompiledQuery } from 'kysely';
import { isGuest } from '../context/principal.ts';
import type { OperationRequest } from './operation-request.ts';
import { appError } from '../errors/app-error.ts';
import { boolArg, intArg, limitStartArg, parentArg, parseFields, parseFilterArg, parseGroupBy, parseOrderBy } from '../query/list-params.ts';
import { listQuery, type ListQuery } from '../query/list-query.ts';
import { countDocuments } from './document-count.ts';
import { listPlan } from './document-list.ts';
import { requireDocType } from './require-doctype.ts';
import { runOperation } from './run-operation.ts';
import { countVirtual, listVirtual } from './virtual-list.ts';

/** A count that stops at `cap` rows and gives up after `timeoutMs` (frappe/api/include.py add_count). */
export interface CountBound {
  cap: number;
  timeoutMs: number;
}

/** `count` is null when the database stopped the count for time; `capped` when it reached the cap. */
export interface BoundedCount {
  count: number | null;
  capped: boolean;
}

export interface PageResult {
  rows: unknown[];
  /** Whether a row follows the page (one more row than asked for was fetched). */
  hasNextPage: boolean;
  debug?: { sql: string; seconds: number };
  count?: BoundedCount;
}

const MAX_LIMIT = 10_000_000;

/**
 * One page of a listing for /api/v2/document/<doctype> (frappe/api/v2.py document_list): the
 * listing's permission-constrained query with one extra row, which only says whether a next page
 * exists, and with `count` the bounded count of the same filters beside it. The form's arguments:
 * `fields`, `filters`, `or_filters`, `order_by`, `start` (v15's `limit_start` too), `limit` (20
 * when absent or 0, as v15's `limit or 20`), `group_by`, `as_dict`, `debug`, `parent`.
 */
export async function listPage(ctx: OperationRequest, doctype: string, form: Record<string, unknown>, count?: CountBound): Promise<PageResult> {
  const query = v2ListQuery(form);
  const meta = requireDocType(ctx, doctype);
  if (meta.isVirtual) {
    const rows = await runOperation(ctx, 'read', (dc) => listVirtual(dc, meta, { ...query, pageLength: query.pageLength + 1 }));
    const page: PageResult = { rows: rows.slice(0, query.pageLength), hasNextPage: rows.length > query.pageLength };
    if (count) page.count = await boundedCount(ctx, doctype, query, count);
    return page;
  }
  const plan = listPlan(ctx, doctype, { ...query, pageLength: query.pageLength + 1 });
  const started = performance.now();
  const raw = await runOperation(ctx, 'read', (dc) => dc.tx.allValues(plan.compiled));
  const seconds = (performance.now() - started) / 1000;
  const result: PageResult = { rows: raw.slice(0, query.pageLength).map((r) => plan.decode(r, query.asDict)), hasNextPage: raw.length > query.pageLength };
  if (query.debug && !isGuest(ctx.user)) result.debug = { sql: `${plan.compiled.sql} -- parameters: ${JSON.stringify(plan.compiled.parameters)}`, seconds };
  if (count) result.count = await boundedCount(ctx, doctype, query, count);
  return result;
}

/**
 * How many documents the caller may list match the page's filters, counting at most `cap`: the
 * names of the first `cap` matches in name order (an index walk that stops there), counted around
 * that subquery, so a huge table costs what `cap` rows cost. The database stops it after
 * `timeoutMs` (PostgreSQL, MariaDB), which answers null, as Frappe's develop does.
 */
export async function boundedCount(ctx: OperationRequest, doctype: string, query: ListQuery, bound: CountBound): Promise<BoundedCount> {
  const meta = requireDocType(ctx, doctype);
  if (meta.isVirtual) {
    const all = await runOperation(ctx, 'read', (dc) => countVirtual(dc, meta, query.filters, query.orFilters));
    return { count: Math.min(all, bound.cap), capped: all >= bound.cap };
  }
  const names = listQuery({ filters: query.filters, orFilters: query.orFilters, parent: query.parent, pageLength: bound.cap, orderBy: [{ target: 'name', dir: 'asc' }], asDict: false });
  const inner = listPlan(ctx, doctype, names).compiled;
  // Both statements are svc's own: the inner one built from metadata, the values still bound.
  const counted = CompiledQuery.raw(`select count(*) as c from (${inner.sql}) as p`, [...inner.parameters]);
  const rows = await runOperation(ctx, 'read', (dc) => dc.tx.allWithin<{ c: unknown }>(counted, bound.timeoutMs));
  if (rows === null) return { count: null, capped: false };
  const count = Number(rows[0]?.c ?? 0);
  return { count, capped: count >= bound.cap };
}

/**
 * frappe/api/v2.py count (reportview.get_count): documents the caller may list matching `filters`
 * / `or_filters`; with `limit` the count stops there and gives up after `timeoutMs` (null), as
 * Frappe's develop does; without it the count is exact.
 */
export async function countMatching(ctx: OperationRequest, doctype: string, form: Record<string, unknown>, timeoutMs: number): Promise<number | null> {
  const query = listQuery({ filters: parseFilterArg(form.filters, 'filters'), orFilters: parseFilterArg(form.or_filters, 'or_filters'), parent: parentArg(form.parent) });
  const limit = optionalInt(form.limit, 'limit');
  if (limit) return (await boundedCount(ctx, doctype, query, { cap: limit, timeoutMs })).count;
  return runOperation(ctx, 'read', (dc) => countDocuments(dc, doctype, query.filters, { orFilters: query.orFilters, parent: query.parent }));
}

function v2ListQuery(form: Record<string, unknown>): ListQuery {
  return {
    fields: parseFields(form.fields),
    filters: parseFilterArg(form.filters, 'filters'),
    orFilters: parseFilterArg(form.or_filters, 'or_filters'),
    orderBy: parseOrderBy(form.order_by),
    groupBy: parseGroupBy(form.group_by),
    limitStart: limitStartArg(form.start ?? form.limit_start),
    pageLength: optionalInt(form.limit, 'limit') || 20,
    asDict: boolArg(form.as_dict, true),
    debug: boolArg(form.debug, false),
    parent: parentArg(form.parent),
  };
}

/** An optional whole-number argument: 0 when absent. */
function optionalInt(raw: unknown, name: string): number {
  if (raw === undefined || raw === null || raw === '') return 0;
  if (typeof raw === 'object') throw appError('VALIDATION', `${name} must be a whole number`);
  return intArg(raw, name, MAX_LIMIT);
}
