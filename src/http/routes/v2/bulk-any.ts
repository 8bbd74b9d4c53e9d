import type { FastifyReply, FastifyRequest } from 'fastify';
import { bulkDeleteAny, bulkUpdateAny, type BulkAnyResult } from '../../../operations/document-bulk-any.ts';
import { bulkList } from '../../../operations/document-bulk.ts';
import { sendWriteAnswer } from '../../idempotency.ts';
import { reserveBatchBudget } from '../../rate-limit.ts';
import { ctxOf } from '../../request-context.ts';
import { v2Body } from '../../envelope.ts';

/**
 * POST /api/v2/method/bulk_update and /bulk_delete, as Frappe's develop branch defines them
 * (frappe/api/v2.py bulk_update, bulk_delete): documents of any DocTypes, `{docs: [{doctype,
 * name, ...}]}`, answered `{updated|deleted: [{doctype, name}], failed: [{doctype, name, error}],
 * total, success_count, failure_count}`, bulk_update with `docs` (the documents as saved) beside
 * `data`. Items count against the rate limit as a batch's do.
 */
export async function bulkAnyV2(request: FastifyRequest, reply: FastifyReply, kind: 'bulk_update' | 'bulk_delete', form: Record<string, unknown>) {
  const ctx = ctxOf(request);
  // As Frappe, bulk_delete without `docs` deletes nothing; bulk_update without them is 417.
  const docs = form.docs ?? (kind === 'bulk_delete' ? [] : undefined);
  reserveBatchBudget(request, bulkList('docs', docs).length);
  const run = () => (kind === 'bulk_update' ? bulkUpdateAny(ctx, docs) : bulkDeleteAny(ctx, docs));
  return sendWriteAnswer(request, reply, run, (r: BulkAnyResult) => {
    const data = { [kind === 'bulk_update' ? 'updated' : 'deleted']: r.done, failed: r.failed, total: r.total, success_count: r.done.length, failure_count: r.failed.length };
    return { status: 200, body: v2Body(data, ctx.messages, kind === 'bulk_update' ? { docs: r.docs } : {}) };
  });
}
