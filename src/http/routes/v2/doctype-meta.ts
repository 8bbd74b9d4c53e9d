import type { FastifyReply, FastifyRequest } from 'fastify';
import { isGuest } from '../../../context/principal.ts';
import { appError } from '../../../errors/app-error.ts';
import { callMethod } from '../../../rpc/call-method.ts';
import type { MethodRegistry } from '../../../rpc/registry.ts';
import { ctxOf } from '../../request-context.ts';
import { v2Body } from '../../envelope.ts';

/**
 * GET /api/v2/doctype/<doctype>/meta (frappe/api/v2.py get_meta): the DocType's definition.
 * Frappe asks only that the caller be logged in (`only_for("All")`); svc also asks what its
 * getdoctype asks, read or select on the DocType, so a definition never tells a user about
 * fields of a DocType they cannot see. The definition comes from that one method.
 */
export async function metaV2(request: FastifyRequest, reply: FastifyReply, registry: MethodRegistry, doctype: string) {
  const ctx = ctxOf(request);
  if (isGuest(ctx.user)) throw appError('PERMISSION_DENIED', 'Not permitted: log in to read DocType definitions');
  const result = await callMethod(ctx, registry, 'frappe.desk.form.load.getdoctype', 'GET', { doctype });
  const docs = (result.extra?.docs ?? []) as unknown[];
  return reply.send(v2Body(docs[0] ?? null, ctx.messages));
}
