import type { FastifyReply, FastifyRequest } from 'fastify';
import { getDocument } from '../../../operations/document-get.ts';
import { sendDocument } from '../../conditional.ts';
import { ctxOf } from '../../request-context.ts';

/**
 * GET /api/v2/document/<doctype>/<name> (frappe/api/v2.py read_doc): the document as the caller
 * may read it, with its ETag (the same as v1's for the same caller) and 304 on If-None-Match.
 */
export async function readV2(request: FastifyRequest, reply: FastifyReply, doctype: string, name: string) {
  const ctx = ctxOf(request);
  return sendDocument(request, reply, await getDocument(ctx, doctype, name), ctx.messages, 'v2');
}
