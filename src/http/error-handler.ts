import type { FastifyError, FastifyInstance } from 'fastify';
import { appError, isAppError } from '../errors/app-error.ts';
import { serializeErrorFor } from './api-version.ts';
import { bodyTooLarge } from './body-parsers.ts';

/**
 * The one place errors become responses: catalog errors keep their status; Fastify's own client
 * errors are mapped into the catalog; anything else is a 500 logged with its cause and shown
 * without internals outside developer mode.
 */
export function registerErrorHandler(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    let error: unknown = err;
    if (!isAppError(err)) {
      if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') error = bodyTooLarge(bodyLimit);
      else if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') error = appError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported Content-Type');
      else if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) error = appError('VALIDATION', err.message);
      else request.log.error({ err }, 'unhandled error');
    } else if (err.status >= 500) {
      request.log.error({ err: err.message, cause: (err.cause as Error | undefined)?.message }, err.excType);
    }
    const developerMode = request.svcSite?.developerMode ?? false;
    const { status, body, headers } = serializeErrorFor(request.url, error, developerMode, request.svc?.messages ?? []);
    reply.status(status).headers(headers).type('application/json').send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) {
      const path = request.url.split('?')[0].slice(0, 200);
      const { status, body } = serializeErrorFor(request.url, appError('ROUTE_NOT_FOUND', `Not found: ${path} is no API route (use /api/resource/<DocType> or /api/method/<dotted.path>; v2: /api/v2/document/<DocType>)`), false);
      reply.status(status).type('application/json').send(body);
      return;
    }
    reply.status(404).type('text/plain').send('Not Found');
  });
}
