import type { FastifyReply, FastifyRequest } from 'fastify';
import { bulkDelete, bulkList, bulkUpdate, type BulkResult } from '../../../operations/document-bulk.ts';
import { sendWriteAnswer } from '../../idempotency.ts';
import { reserveBatchBudget } from '../../rate-limit.ts';
import { ctxOf } from '../../request-context.ts';
import { v2Body } from '../../envelope.ts';

/**
 * POST /api/v2/document/<doctype>/bulk_update and /bulk_delete, as Frappe's develop branch
 * defines them (frappe/api/v2.py bulk_update_docs, bulk_delete_docs): each document in its own
 * savepoint, answered `{updated|deleted, failed: [{name, error}], total, success_count,
 * failure_count}` (bulk_update also `docs`, the documents as saved). Items count against the rate
 * limit as a batch's do.
 */
export async function bulkV2(request: FastifyRequest, reply: FastifyReply, doctype: string, kind: 'bulk_update' | 'bulk_delete', form: Record<string, unknown>) {
  const ctx = ctxOf(request);
  // Parsed first, whether JSON or a form field's JSON text, so every item counts against the budget.
  const list = bulkList(kind === 'bulk_update' ? 'docs' : 'names', kind === 'bulk_update' ? form.docs : form.names);
  reserveBatchBudget(request, list.length);
  const run = () => (kind === 'bulk_update' ? bulkUpdate(ctx, doctype, list) : bulkDelete(ctx, doctype, list));
  return sendWriteAnswer(request, reply, run, (r: BulkResult) => {
    const data = { [kind === 'bulk_update' ? 'updated' : 'deleted']: r.done, failed: r.failed, total: r.total, success_count: r.done.length, failure_count: r.failed.length };
    return { status: 200, body: v2Body(data, ctx.messages, kind === 'bulk_update' ? { docs: r.docs } : {}) };
  });
}
