import type { FastifyReply, FastifyRequest } from 'fastify';
import { runDocMethodV2 } from '../../../rpc/builtin/run-doc-method.ts';
import { sendWriteAnswer } from '../../idempotency.ts';
import { ctxOf } from '../../request-context.ts';
import { v2Body } from '../../envelope.ts';

/**
 * GET or POST /api/v2/method/run_doc_method (Frappe develop's v2 rule, which wins over
 * method/<method>): `{document, method, kwargs}`, answered `{"data": <value>, "docs": [<document>]}`.
 */
export async function runDocMethodRouteV2(request: FastifyRequest, reply: FastifyReply, form: Record<string, unknown>) {
  const ctx = ctxOf(request);
  if (request.method === 'GET') {
    const { value, doc } = await runDocMethodV2(ctx, 'GET', form);
    return reply.send(v2Body(value ?? null, ctx.messages, { docs: [doc] }));
  }
  return sendWriteAnswer(request, reply, () => runDocMethodV2(ctx, request.method, form), ({ value, doc }) => ({ status: 200, body: v2Body(value ?? null, ctx.messages, { docs: [doc] }) }));
}
