import type { FastifyInstance } from 'fastify';

/** The levels at which info lines are written. */
const LOGS_INFO = new Set(['trace', 'debug', 'info']);

/**
 * One structured line per request: id, site, user, method, path (no query: it may carry secrets),
 * status, duration. The id comes from request.log, a child logger Fastify binds to it.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    // Below info (the bench's and many deployments' level) the line's fields are not even built.
    if (!LOGS_INFO.has(request.log.level)) return done();
    request.log.info(
      {
        site: request.svcSite?.name ?? null,
        user: request.svc?.user.name ?? null,
        method: request.method,
        path: request.url.split('?')[0],
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 100) / 100,
      },
      'request',
    );
    done();
  });
}
