import type { FastifyReply, FastifyRequest } from 'fastify';
import { copyDocument } from '../../../operations/document-copy.ts';
import { ctxOf } from '../../request-context.ts';
import { v2Body } from '../../envelope.ts';

/** GET /api/v2/document/<doctype>/<name>/copy (Frappe develop's copy_doc): operations/document-copy.ts. */
export async function copyV2(request: FastifyRequest, reply: FastifyReply, doctype: string, name: string) {
  const ctx = ctxOf(request);
  return reply.send(v2Body(await copyDocument(ctx, doctype, name), ctx.messages));
}
