import type { FastifyReply, FastifyRequest } from 'fastify';
import { deleteDocument } from '../../../operations/document-delete.ts';
import { ifMatchPrecondition } from '../../conditional.ts';
import { ctxOf } from '../../request-context.ts';
import { v2Body } from '../../envelope.ts';

/** DELETE /api/v2/document/<doctype>/<name> (frappe/api/v2.py delete_doc): 202 `{"data": "ok"}`; If-Match honoured. */
export async function deleteV2(request: FastifyRequest, reply: FastifyReply, doctype: string, name: string) {
  const ctx = ctxOf(request);
  await deleteDocument(ctx, doctype, name, ifMatchPrecondition(request));
  return reply.status(202).send(v2Body('ok', ctx.messages));
}
