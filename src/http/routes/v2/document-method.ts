import type { FastifyReply, FastifyRequest } from 'fastify';
import { runMethodOnResource } from '../../../rpc/doc-method.ts';
import { ctxOf } from '../../request-context.ts';
import { v2Body } from '../../envelope.ts';

/**
 * GET or POST /api/v2/document/<doctype>/<name>/method/<method> (frappe/api/v2.py
 * execute_doc_method): a whitelisted document method, read permission for GET (read-only
 * transaction), write permission for POST; the form dict is its arguments.
 */
export async function documentMethodV2(request: FastifyRequest, reply: FastifyReply, doctype: string, name: string, method: string, form: Record<string, unknown>) {
  const ctx = ctxOf(request);
  const data = await runMethodOnResource(ctx, doctype, name, method, request.method, form);
  return reply.send(v2Body(data ?? null, ctx.messages));
}
