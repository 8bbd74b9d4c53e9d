import type { FastifyReply, FastifyRequest } from 'fastify';
import { updateDocument } from '../../../operations/document-update.ts';
import { ifMatchPrecondition, sendWritten } from '../../conditional.ts';
import { ctxOf } from '../../request-context.ts';

/**
 * PATCH or PUT /api/v2/document/<doctype>/<name> (frappe/api/v2.py update_doc): a partial update
 * from the form dict (`flags` dropped; a `doctype` naming another DocType is refused, as `name`
 * naming another document is), honouring If-Match inside the transaction.
 */
export async function updateV2(request: FastifyRequest, reply: FastifyReply, doctype: string, name: string, form: Record<string, unknown>) {
  const ctx = ctxOf(request);
  const { flags: _flags, ...input } = form;
  const doc = await updateDocument(ctx, doctype, name, input, ifMatchPrecondition(request));
  return sendWritten(request, reply, doc, ctx.messages, 'v2');
}
