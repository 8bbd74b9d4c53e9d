import type { FastifyReply, FastifyRequest } from 'fastify';
import { appError } from '../../../errors/app-error.ts';
import { listPage, type CountBound } from '../../../operations/document-page.ts';
import { header } from '../../request-headers.ts';
import { ctxOf } from '../../request-context.ts';
import { v2Body } from '../../envelope.ts';

/**
 * Frappe's develop bounds a list's count at 1,000 rows and one second (frappe/api/include.py
 * COUNT_CAP, reportview.get_count's max_statement_time): a client shows "1000+" past it, and a
 * count over millions of rows never holds a connection for long.
 */
export const COUNT_BOUND: CountBound = { cap: 1000, timeoutMs: 1000 };
const LIST_PARTS = ['count'];

/**
 * GET /api/v2/document/<doctype> (frappe/api/v2.py document_list; arguments as operations/
 * document-page.ts reads them): answers `data` and `has_next_page`, and with `include=count` (or `Prefer: count=exact|estimated`) the bounded
 * `count` and `count_capped`.
 */
export async function listV2(request: FastifyRequest, reply: FastifyReply, doctype: string, form: Record<string, unknown>) {
  const ctx = ctxOf(request);
  const preferred = preferredCount(header(request, 'prefer'));
  const withCount = includeParts(form.include).includes('count') || preferred !== null;
  const page = await listPage(ctx, doctype, form, withCount ? COUNT_BOUND : undefined);
  const extra: Record<string, unknown> = { has_next_page: page.hasNextPage };
  if (page.count) Object.assign(extra, { count: page.count.count, count_capped: page.count.capped });
  if (page.debug) extra.debug = [{ message: page.debug.sql }, { message: `Execution time: ${page.debug.seconds.toFixed(4)} sec` }];
  if (preferred) reply.header('preference-applied', `count=${preferred}`);
  return reply.send(v2Body(page.rows, ctx.messages, extra));
}

/** `include`: comma-separated part names (frappe/api/include.py parse_include); an unknown one is 417. */
function includeParts(raw: unknown): string[] {
  if (raw === undefined || raw === null || raw === '') return [];
  if (typeof raw !== 'string') throw appError('VALIDATION', "'include' must be a comma-separated string");
  const parts = raw.split(',').map((p) => p.trim()).filter(Boolean);
  const unknown = parts.find((p) => !LIST_PARTS.includes(p));
  if (unknown !== undefined) throw appError('VALIDATION', `Unknown include part ${unknown.slice(0, 40)}. Known parts: ${LIST_PARTS.join(', ')}`);
  return parts;
}

/**
 * `Prefer: count=exact|estimated` (RFC 7240, as PostgREST spells it): either asks for the bounded
 * count, which is exact below the cap and an estimate ("at least") at it. Other preferences are
 * ignored, as RFC 7240 asks of preferences a server does not support.
 */
function preferredCount(prefer: string | undefined): 'exact' | 'estimated' | null {
  if (!prefer) return null;
  for (const token of prefer.split(/[,;]/)) {
    const m = /^\s*count\s*=\s*"?(exact|estimated)"?\s*$/i.exec(token);
    if (m) return m[1].toLowerCase() as 'exact' | 'estimated';
  }
  return null;
}
