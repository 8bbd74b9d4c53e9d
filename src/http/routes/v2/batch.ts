import type { FastifyReply, FastifyRequest } from 'fastify';
import { appError } from '../../../errors/app-error.ts';
import { serializeErrorV2 } from '../../../errors/serialize-v2.ts';
import { parseBatchOps } from '../../../operations/batch-ops.ts';
import type { ItemOutcome } from '../../../operations/batch-run.ts';
import { runBatch, type MethodCaller } from '../../../operations/document-batch.ts';
import { callMethodInTx } from '../../../rpc/call-method.ts';
import type { MethodRegistry } from '../../../rpc/registry.ts';
import { sendWriteAnswer } from '../../idempotency.ts';
import { reserveBatchBudget } from '../../rate-limit.ts';
import { ctxOf } from '../../request-context.ts';
import { v2Body } from '../../envelope.ts';

/**
 * POST /api/v2/batch (svc's own; Frappe has none): `{"operations": [...], "atomic": bool}`, up to
 * MAX_BATCH_ITEMS operations (create, update, delete, method) in one write transaction. `atomic`:
 * all or nothing, the first failure answered as the request's error (naming the operation);
 * otherwise each runs in its own savepoint and `data` holds one result per operation, `{status,
 * data}` or `{status, errors}` as its single request would have answered. Items are counted
 * against the rate limit's budget before anything runs.
 */
export async function batchV2(request: FastifyRequest, reply: FastifyReply, registry: MethodRegistry, form: Record<string, unknown>) {
  const ctx = ctxOf(request);
  const atomic = flag(form.atomic);
  const ops = parseBatchOps(form.operations);
  reserveBatchBudget(request, ops.length);
  const callMethod: MethodCaller = async (dc, path, args) => {
    const result = await callMethodInTx(dc, ctx.site, registry, path, args);
    return result.hasValue ? result.value : null;
  };
  return sendWriteAnswer(request, reply, () => runBatch(ctx, ops, atomic, callMethod), (outcomes) => {
    const results = outcomes.map((o, i) => itemResult(o, ops[i].op, ctx.site.developerMode));
    const failed = results.filter((r) => r.status >= 400).length;
    return { status: 200, body: v2Body(results, ctx.messages, { success_count: results.length - failed, failure_count: failed }) };
  });
}

function itemResult(outcome: ItemOutcome<unknown>, op: string, developerMode: boolean): Record<string, unknown> & { status: number } {
  if (outcome.ok) return op === 'delete' ? { status: 202, data: outcome.value } : { status: 200, data: outcome.value ?? null };
  const { status, body } = serializeErrorV2(outcome.error, developerMode);
  return { status, ...body };
}

/** `atomic`: JSON true/false, or a form's 1/0/true/false. */
function flag(raw: unknown): boolean {
  if (raw === undefined || raw === null || raw === false || raw === 0 || raw === '0' || raw === 'false' || raw === '') return false;
  if (raw === true || raw === 1 || raw === '1' || raw === 'true') return true;
  throw appError('VALIDATION', "'atomic' must be true or false");
}
