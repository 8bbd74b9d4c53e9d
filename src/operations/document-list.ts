import { isGuest } from '../context/principal.ts';
import type { OperationRequest } from './operation-request.ts';
import { appError } from '../errors/app-error.ts';
import { buildListQuery, type ListPlan, type ListScope } from '../query/build-list-query.ts';
import { cachedListPlan, parsedListing, queryKey, type ParsedListing } from '../query/list-plan-cache.ts';
import { parseListParams } from '../query/list-params.ts';
import type { ListQuery } from '../query/list-query.ts';
import type { ModelRequest } from '../model/controller.ts';
import type { DocContext } from '../model/doc-context.ts';
import { formatDate } from '../util/datetime.ts';
import { listAccess } from './list-access.ts';
import { requireDocType } from './require-doctype.ts';
import { runOperation, translateDbError } from './run-operation.ts';
import { listVirtual } from './virtual-list.ts';

export type ListResult =
  | { kind: 'rows'; rows: unknown[]; debug?: { sql: string; seconds: number } }
  | { kind: 'stream'; rows: AsyncIterable<unknown>; close(): Promise<void> };

/**
 * GET /api/resource/<doctype> and svc.client.get_list: one permission-constrained query. A page
 * length of 0 streams every row (docs/DECISIONS.md D8) instead of holding them in memory.
 */
export async function listDocuments(ctx: OperationRequest, doctype: string, form: Record<string, unknown>, options: { allowLimitAlias: boolean }): Promise<ListResult> {
  // Keyed by the arguments as sent: a repeated listing is neither parsed nor keyed again.
  const listing = parsedListing(ctx.site.db, `${options.allowLimitAlias ? 1 : 0}${JSON.stringify(form)}`, () => parseListParams(form, options));
  const query = listing.query;
  const meta = requireDocType(ctx, doctype);
  // A virtual DocType's page length 0 is every document it has, which its scan limit bounds.
  if (meta.isVirtual) return { kind: 'rows', rows: await runOperation(ctx, 'read', (dc) => listVirtual(dc, meta, query)) };
  const plan = planOf(ctx, doctype, listing);
  if (query.pageLength === 0) return { kind: 'stream', ...(await startStream(ctx, plan, query.asDict)) };
  const started = performance.now();
  const raw = await runOperation(ctx, 'read', (dc) => dc.tx.allValues(plan.compiled));
  const rows = decodeRows(plan, raw, query.asDict);
  if (!query.debug || isGuest(ctx.user)) return { kind: 'rows', rows };
  const sql = `${plan.compiled.sql} -- parameters: ${JSON.stringify(plan.compiled.parameters)}`;
  return { kind: 'rows', rows, debug: { sql, seconds: (performance.now() - started) / 1000 } };
}

/**
 * The compiled, permission-constrained plan of a listing (cached per user and query). The caller's
 * row rule and readable columns are decided here, from the permission rules, and handed to query/.
 */
export function listPlan(ctx: ModelRequest, doctype: string, query: ListQuery): ListPlan {
  return planOf(ctx, doctype, { query, key: queryKey(query) });
}

function planOf(ctx: ModelRequest, doctype: string, listing: ParsedListing): ListPlan {
  const query = listing.query;
  const meta = requireDocType(ctx, doctype);
  if (meta.issingle) throw appError('VALIDATION', `${meta.name} is a single DocType: read it at /api/resource/${meta.name}/${meta.name}`);
  if (meta.isVirtual) throw appError('VALIDATION', `${meta.name} is a virtual DocType: it has no table to query`);
  const access = listAccess(ctx, meta, query.parent);
  const scope: ListScope = { meta, user: ctx.user, registry: ctx.site.meta, access, today: formatDate(ctx.clock.nowMicros(), ctx.site.timeZone) };
  return cachedListPlan(ctx.site.db, scope, listing, () => buildListQuery(ctx.site.db, scope, query));
}

/** Runs a listing inside an existing transaction (remote methods, app code), rows decoded as asked. */
export async function listInTx(dc: DocContext, doctype: string, query: ListQuery): Promise<unknown[]> {
  const meta = requireDocType(dc, doctype);
  if (meta.isVirtual) return listVirtual(dc, meta, query);
  const plan = listPlan(dc, doctype, query);
  return decodeRows(plan, await dc.tx.allValues(plan.compiled), query.asDict);
}

/**
 * The rows decoded into an array filled by push: `map` makes a holey array, which JSON.stringify
 * walks element by element through a generic lookup instead of its fast path for packed ones.
 */
function decodeRows(plan: ListPlan, raw: unknown[][], asDict: boolean): unknown[] {
  const rows: unknown[] = [];
  for (let i = 0; i < raw.length; i++) rows.push(plan.decode(raw[i], asDict));
  return rows;
}

/**
 * Runs the query up to its first row before the response starts, so a failing query still gets
 * an error response; the rest is pulled as the response is written. The query holds a database
 * connection until `close()` (or the last row): whoever sends the rows must call it when the
 * response ends or is torn down, since an iterator that was never started cannot clean up itself.
 */
export async function startStream(ctx: OperationRequest, plan: ListPlan, asDict: boolean): Promise<{ rows: AsyncIterable<unknown>; close(): Promise<void> }> {
  const source = ctx.site.db.stream(plan.compiled)[Symbol.asyncIterator]();
  let closing: Promise<void> | null = null;
  const close = () => (closing ??= Promise.resolve(source.return?.()).then(() => undefined, (err) => ctx.log.warn({ err }, 'closing a streamed listing failed')));
  let first: IteratorResult<Record<string, unknown>>;
  try {
    first = await source.next();
  } catch (err) {
    await close();
    throw translateDbError(ctx.site.db, ctx.log, err);
  }
  const rows = (async function* () {
    try {
      if (first.done) return;
      // Streamed rows come keyed by their select aliases (c0, c1, ...), which keep select order.
      yield plan.decode(Object.values(first.value), asDict);
      for (let next = await source.next(); !next.done; next = await source.next()) yield plan.decode(Object.values(next.value), asDict);
    } finally {
      await close();
    }
  })();
  return { rows, close };
}
