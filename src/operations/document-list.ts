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
  | { kind: 'stream'; rows: AsyncIterable<unknown> };

/**
 * GET /api/resource/<doctype> and svc.client.get_list: one permission-constrained query. A page
 * length of 0 streams every row (decisions D8) instead of holding them in memory.
 */
export async function listDocuments(ctx: RequestContext, doctype: string, form: Record<string, unknown>, options: { allowLimitAlias: boolean }): Promise<ListResult> {
  const params = parseListParams(form, options);
  const plan = listPlan(ctx, doctype, params);
  if (params.pageLength === 0) return { kind: 'stream', rows: await startStream(ctx, plan, params.asDict) };
  const started = performance.now();
  const raw = await runOperation(ctx, 'read', (dc) => dc.tx.all(plan.compiled));
  const rows = raw.map((r) => plan.decode(r, params.asDict));
  if (!params.debug || ctx.user.name === 'Guest') return { kind: 'rows', rows };
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
 * an error response; the rest is pulled as the response is written.
 */
async function startStream(ctx: RequestContext, plan: ListPlan, asDict: boolean): Promise<AsyncIterable<unknown>> {
  const rows = ctx.site.db.stream(plan.compiled)[Symbol.asyncIterator]();
  let first: IteratorResult<Record<string, unknown>>;
  try {
    first = await rows.next();
  } catch (err) {
    throw translateDbError(ctx.site.db, ctx.log, err);
  }
  return (async function* () {
    try {
      if (first.done) return;
      yield plan.decode(first.value, asDict);
      for (let next = await rows.next(); !next.done; next = await rows.next()) yield plan.decode(next.value, asDict);
    } finally {
      await rows.return?.();
    }
  })();
}
