import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appError } from '../../errors/app-error.ts';
import { encodeServerMessages } from '../../errors/serialize.ts';
import { callMethod } from '../../rpc/call-method.ts';
import type { MethodRegistry } from '../../rpc/registry.ts';
import type { ParsedBody } from '../body-parsers.ts';
import { buildFormDict } from '../form-dict.ts';
import { ctxOf } from '../request-context.ts';

const VERBS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;

/** The method name of `/api[/v1]/method/<name>[/anything]`: the text before the next slash. */
export function methodPath(rawUrl: string): string {
  const rest = rawUrl.split('?')[0].replace(/^\/api(?:\/v1)?\/method\//, '');
  const name = rest.split('/')[0];
  try {
    return decodeURIComponent(name);
  } catch {
    throw appError('VALIDATION', 'The URL holds an invalid percent-encoding');
  }
}

/**
 * `/api/method/<dotted.path>` (frappe/api/v1.py) and the legacy `cmd=<path>` form on `/` that the
 * Python frappe-client uses. Success is `{"message": value}`, or `{}` when the method returns
 * nothing; messages the method printed ride along in `_server_messages`.
 */
export function registerMethodRoutes(app: FastifyInstance, registry: MethodRegistry): void {
  const run = async (request: FastifyRequest, reply: FastifyReply, path: string, form: Record<string, unknown>) => {
    const ctx = ctxOf(request);
    if (request.method === 'OPTIONS') return reply.status(200).send('');
    const result = await callMethod(ctx, registry, path, request.method, form);
    const body: Record<string, unknown> = result.hasValue ? { message: result.value } : {};
    if (ctx.messages.length > 0) body._server_messages = encodeServerMessages(ctx.messages);
    return reply.type('application/json').send(body);
  };
  for (const prefix of ['/api/method', '/api/v1/method']) {
    app.route({
      method: [...VERBS],
      url: `${prefix}/*`,
      handler: (request, reply) => {
        const form = buildFormDict(request.query, request.body as ParsedBody | undefined);
        return run(request, reply, methodPath(request.url), form);
      },
    });
  }
  app.route({
    method: ['GET', 'POST', 'PUT', 'DELETE'],
    url: '/',
    handler: (request, reply) => {
      const form = buildFormDict(request.query, request.body as ParsedBody | undefined);
      if (typeof form.cmd !== 'string' || !form.cmd) throw appError('ROUTE_NOT_FOUND', '');
      return run(request, reply, form.cmd, form);
    },
  });
}
