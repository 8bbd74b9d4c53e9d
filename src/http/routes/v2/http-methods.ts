import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HttpMethodTable } from '../../http-method.ts';

/** The methods frappe/api/v2.py routes to its own endpoints rather than to handle_rpc_call. */
const V2_HTTP_METHODS = ['login', 'logout', 'ping', 'upload_file'] as const;

/**
 * A v1 answer in v2's envelope: `{"message": x, ...}` becomes `{"data": x, ...}`, the other keys
 * (login's `home_page`, `full_name`) kept. Errors are already v2's (the error handler picks the
 * body by path), and anything not JSON passes untouched.
 */
function messageAsData(_request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: Error | null, value?: unknown) => void): void {
  if (reply.statusCode >= 400 || typeof payload !== 'string' || !String(reply.getHeader('content-type') ?? '').includes('json')) return done(null, payload);
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return done(null, payload);
  }
  if (!body || typeof body !== 'object' || Array.isArray(body) || 'data' in body) return done(null, payload);
  const { message, ...rest } = body as Record<string, unknown>;
  done(null, JSON.stringify({ data: message ?? null, ...rest }));
}

/**
 * `/api/v2/method/login`, `logout`, `ping` and `upload_file` (frappe/api/v2.py's own rules): the
 * HTTP method table's entries, with their traits (session, CSRF, maintenance) and their code, at
 * v2's paths and in v2's envelope. These static routes win over `/api/v2/method/*`.
 */
export function registerV2HttpMethods(app: FastifyInstance, table: HttpMethodTable, formOf: (request: FastifyRequest) => Record<string, unknown>): void {
  for (const name of V2_HTTP_METHODS) {
    const entry = table.get(name);
    if (!entry) continue;
    app.route({
      method: [...(entry.verbs ?? ['GET', 'POST', 'PUT', 'DELETE'])],
      url: `/api/v2/method/${name}`,
      exposeHeadRoute: false,
      config: { svc: entry.traits },
      onSend: messageAsData,
      handler: (request, reply) => entry.handle(request, reply, formOf(request)),
    });
  }
}
