import type { FastifyReply, FastifyRequest } from 'fastify';
import { appError } from '../../../errors/app-error.ts';
import { jobStatus } from '../../../operations/job-status.ts';
import { ctxOf } from '../../request-context.ts';
import { v2Body } from '../../envelope.ts';
import { decodePart, v2Parts } from './paths.ts';

/**
 * GET /api/v2/jobs/<id> (svc's own): where `Prefer: respond-async` on /api/v2/batch points. The
 * job's status, times, and its result (the batch's per-item results) or error once it ended;
 * 404 to anyone but the user who enqueued it and System Managers.
 */
export async function jobV2(request: FastifyRequest, reply: FastifyReply) {
  const parts = v2Parts(request.url, 'jobs');
  if (parts.length !== 1 || !parts[0]) throw appError('ROUTE_NOT_FOUND', 'Not found: use /api/v2/jobs/<job id>');
  const ctx = ctxOf(request);
  return reply.send(v2Body(await jobStatus(ctx, decodePart(parts[0])), ctx.messages));
}
