import type { FastifyReply, FastifyRequest } from 'fastify';
import { countMatching } from '../../../operations/document-page.ts';
import { ctxOf } from '../../request-context.ts';
import { v2Body } from '../../envelope.ts';
import { COUNT_BOUND } from './document-list.ts';

/**
 * GET /api/v2/doctype/<doctype>/count (frappe/api/v2.py count): `filters`, `or_filters`,
 * `parent`, and `limit`, which caps the count under the list count's time bound (`data` null
 * when it ran out of time); without `limit` the count is exact.
 */
export async function countV2(request: FastifyRequest, reply: FastifyReply, doctype: string, form: Record<string, unknown>) {
  const ctx = ctxOf(request);
  return reply.send(v2Body(await countMatching(ctx, doctype, form, COUNT_BOUND.timeoutMs), ctx.messages));
}
