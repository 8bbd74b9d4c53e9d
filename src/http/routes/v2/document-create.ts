import type { FastifyReply, FastifyRequest } from 'fastify';
import { createDocument } from '../../../operations/document-create.ts';
import { sendWriteAnswer } from '../../idempotency.ts';
import { ctxOf } from '../../request-context.ts';
import { v2Body } from '../../envelope.ts';

/** POST /api/v2/document/<doctype> (frappe/api/v2.py create_doc): the form dict is the document, no `data=` unwrapping. */
export async function createV2(request: FastifyRequest, reply: FastifyReply, doctype: string, form: Record<string, unknown>) {
  const ctx = ctxOf(request);
  const { doctype: _ignored, ...input } = form;
  return sendWriteAnswer(request, reply, () => createDocument(ctx, doctype, input), (doc) => ({ status: 200, body: v2Body(doc, ctx.messages) }));
}
