import type { FastifyReply, FastifyRequest } from 'fastify';
import { appError } from '../../../errors/app-error.ts';
import { isGuest } from '../../../context/principal.ts';
import { enqueueBatch } from '../../../operations/batch-async.ts';
import { parseBatchOps } from '../../../operations/batch-ops.ts';
import { batchItemResults } from '../../../operations/batch-results.ts';
import { runBatch, type MethodCaller } from '../../../operations/document-batch.ts';
import { callMethodInTx } from '../../../rpc/call-method.ts';
import type { MethodRegistry } from '../../../rpc/registry.ts';
import { sendWriteAnswer } from '../../idempotency.ts';
import { reserveBatchBudget } from '../../rate-limit.ts';
import { header } from '../../request-headers.ts';
import { ctxOf } from '../../request-context.ts';
import { v2Body } from '../../envelope.ts';

/**
 * POST /api/v2/batch (svc's own; Frappe has none): `{"operations": [...], "atomic": bool}`, up to
 * MAX_BATCH_ITEMS operations (create, update, delete, method) in one write transaction. `atomic`:
 * all or nothing, the first failure answered as the request's error (naming the operation);
 * otherwise each runs in its own savepoint and `data` holds one result per operation, `{status,
 * data}` or `{status, errors}` as its single request would have answered. Items are counted
 * against the rate limit's budget before anything runs.
 *
 * With `Prefer: respond-async` (RFC 7240; svc's own) the checked operations become a background
 * job run as the caller on the default queue: 202 Accepted with `Location` and `data.status_url`
 * (/api/v2/jobs/<id>, its status and per-item results) and `Preference-Applied: respond-async`.
 * A Guest's preference is ignored (RFC 7240 allows it): nobody could read a Guest's job.
 */
export async function batchV2(request: FastifyRequest, reply: FastifyReply, registry: MethodRegistry, form: Record<string, unknown>) {
  const ctx = ctxOf(request);
  const atomic = flag(form.atomic);
  const ops = parseBatchOps(form.operations);
  reserveBatchBudget(request, ops.length);
  if (prefersAsync(header(request, 'prefer')) && !isGuest(ctx.user)) {
    return sendWriteAnswer(request, reply, () => enqueueBatch(ctx, form.operations, ops, atomic), (id) => {
      const statusUrl = `/api/v2/jobs/${id}`;
      reply.header('location', statusUrl).header('preference-applied', 'respond-async');
      return { status: 202, body: v2Body({ job_id: id, status: 'queued', status_url: statusUrl }, ctx.messages) };
    });
  }
  const callMethod: MethodCaller = async (dc, path, args) => {
    const result = await callMethodInTx(dc, ctx.site, registry, path, args);
    return result.hasValue ? result.value : null;
  };
  return sendWriteAnswer(request, reply, () => runBatch(ctx, ops, atomic, callMethod), (outcomes) => {
    const results = batchItemResults(outcomes, ops, ctx.site.developerMode);
    const failed = results.filter((r) => r.status >= 400).length;
    return { status: 200, body: v2Body(results, ctx.messages, { success_count: results.length - failed, failure_count: failed }) };
  });
}

/** Whether `Prefer` holds the `respond-async` preference (comma-separated, parameters after `;`). */
function prefersAsync(prefer: string | undefined): boolean {
  return prefer !== undefined && prefer.split(',').some((p) => p.split(';')[0].trim().toLowerCase() === 'respond-async');
}

/** `atomic`: JSON true/false, or a form's 1/0/true/false. */
function flag(raw: unknown): boolean {
  if (raw === undefined || raw === null || raw === false || raw === 0 || raw === '0' || raw === 'false' || raw === '') return false;
  if (raw === true || raw === 1 || raw === '1' || raw === 'true') return true;
  throw appError('VALIDATION', "'atomic' must be true or false");
}
