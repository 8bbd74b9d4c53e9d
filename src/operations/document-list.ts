import { isGuest } from '../context/principal.ts';
import type { RequestContext } from '../context/request-context.ts';
import { appError } from '../errors/app-error.ts';
import { buildListQuery, type ListPlan } from '../query/build-list-query.ts';
import { cachedListPlan } from '../query/list-plan-cache.ts';
import { parseListParams, type ListParams } from '../query/list-params.ts';
import type { DocContext } from '../model/doc-context.ts';
import { formatDate } from '../util/datetime.ts';
import { requireDocType } from './require-doctype.ts';
import { runOperation, translateDbError } from './run-operation.ts';

export type ListResult =
  | { kind: 'rows'; rows: unknown[]; debug?: { sql: string; seconds: number } }
  | { kind: 'stream'; rows: AsyncIterable<unknown>; close(): Promise<void> };

/**
 * GET /api/resource/<doctype> and svc.client.get_list: one permission-constrained query. A page
 * length of 0 streams every row (decisions D8) instead of holding them in memory.
 */
export async function listDocuments(ctx: RequestContext, doctype: string, form: Record<string, unknown>, options: { allowLimitAlias: boolean }): Promise<ListResult> {
  const params = parseListParams(form, options);
  const plan = listPlan(ctx, doctype, params);
  if (params.pageLength === 0) return { kind: 'stream', ...(await startStream(ctx, plan, params.asDict)) };
  const started = performance.now();
  const raw = await runOperation(ctx, 'read', (dc) => dc.tx.all(plan.compiled));
  const rows = raw.map((r) => plan.decode(r, params.asDict));
  if (!params.debug || isGuest(ctx.user)) return { kind: 'rows', rows };
  const sql = `${plan.compiled.sql} -- parameters: ${JSON.stringify(plan.compiled.parameters)}`;
  return { kind: 'rows', rows, debug: { sql, seconds: (performance.now() - started) / 1000 } };
}

/** The compiled, permission-constrained plan of a listing (cached per user and arguments). */
export function listPlan(ctx: RequestContext, doctype: string, params: ListParams): ListPlan {
  const meta = requireDocType(ctx, doctype);
  if (meta.issingle) throw appError('VALIDATION', `${meta.name} is a single DocType: read it at /api/resource/${meta.name}/${meta.name}`);
  const scope = { meta, user: ctx.user, registry: ctx.site.meta, controllers: ctx.site.controllers, today: formatDate(ctx.clock.nowMicros(), ctx.site.timeZone) };
  return cachedListPlan(ctx.site.db, scope, params, () => buildListQuery(ctx.site.db, scope, params));
}

/** Runs a listing inside an existing transaction (remote methods), rows decoded as asked. */
export async function listInTx(dc: DocContext, doctype: string, params: ListParams): Promise<unknown[]> {
  const plan = listPlan(dc, doctype, params);
  const raw = await dc.tx.all(plan.compiled);
  return raw.map((r) => plan.decode(r, params.asDict));
}

/**
 * Runs the query up to its first row before the response starts, so a failing query still gets
 * an error response; the rest is pulled as the response is written. The query holds a database
 * connection until `close()` (or the last row): whoever sends the rows must call it when the
 * response ends or is torn down, since an iterator that was never started cannot clean up itself.
 */
async function startStream(ctx: RequestContext, plan: ListPlan, asDict: boolean): Promise<{ rows: AsyncIterable<unknown>; close(): Promise<void> }> {
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
      yield plan.decode(first.value, asDict);
      for (let next = await source.next(); !next.done; next = await source.next()) yield plan.decode(next.value, asDict);
    } finally {
      await close();
    }
  })();
  return { rows, close };
}
