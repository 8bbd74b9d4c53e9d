import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appError } from '../../errors/app-error.ts';
import { callMethod, type CallResult } from '../../rpc/call-method.ts';
import { FileDownload } from '../../rpc/file-download.ts';
import type { MethodRegistry } from '../../rpc/registry.ts';
import type { ParsedBody } from '../body-parsers.ts';
import { messageEnvelope } from '../envelope.ts';
import { buildFormDict } from '../form-dict.ts';
import { httpMethodFor, type HttpMethodTable } from '../http-method.ts';
import { sendWriteAnswer } from '../idempotency.ts';
import { ctxOf } from '../request-context.ts';
import { sendLanding } from './desk.ts';
import type { RouteTraits } from '../route-traits.ts';

/** A method's answer that is a file (Frappe's binary response), else null. */
const fileAnswer = (result: CallResult) => (result.hasValue && result.value instanceof FileDownload ? result.value : null);

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

const NONE: RouteTraits = {};
/** A whitelisted function (not an entry of the HTTP method table): a POST honours Idempotency-Key. */
const REGISTRY_METHOD: RouteTraits = { idempotent: true };

/**
 * `/api/method/<dotted.path>` (frappe/api/v1.py) and the legacy `cmd=<path>` form on `/` that the
 * Python frappe-client uses. A name in the HTTP method table (login, logout, upload_file,
 * download_file, ping, the OAuth endpoints) is answered by its entry, whose traits the request
 * hooks apply; any other goes to the registry of whitelisted functions and answers Frappe's
 * `{"message": value}` envelope.
 */
export function registerMethodRoutes(app: FastifyInstance, registry: MethodRegistry, table: HttpMethodTable): void {
  const entryOf = (request: FastifyRequest, name: string) => httpMethodFor(table, name, request.method);
  // A name that cannot be decoded has no entry; the handler reports it.
  const traitsByName = (request: FastifyRequest, name: () => string): RouteTraits => {
    try {
      return entryOf(request, name())?.traits ?? REGISTRY_METHOD;
    } catch {
      return NONE;
    }
  };
  const run = async (request: FastifyRequest, reply: FastifyReply, path: string, form: Record<string, unknown>) => {
    const ctx = ctxOf(request);
    if (request.method === 'OPTIONS') return reply.status(200).send('');
    const entry = entryOf(request, path);
    if (entry) return entry.handle(request, reply, form);
    return sendWriteAnswer(request, reply, () => callMethod(ctx, registry, path, request.method, form), (result) => ({ status: 200, body: messageEnvelope(result, ctx.messages) }), fileAnswer);
  };
  const formOf = (request: FastifyRequest) => buildFormDict(request.query, request.body as ParsedBody | undefined);
  for (const prefix of ['/api/method', '/api/v1/method']) {
    app.route({
      method: [...VERBS],
      url: `${prefix}/*`,
      config: { svc: (request) => traitsByName(request, () => methodPath(request.url)) },
      handler: (request, reply) => run(request, reply, methodPath(request.url), formOf(request)),
    });
  }
  const cmdOf = (request: FastifyRequest) => formOf(request).cmd;
  app.route({
    method: ['GET', 'POST', 'PUT', 'DELETE'],
    url: '/',
    config: { svc: (request) => traitsByName(request, () => String(cmdOf(request) ?? '')) },
    handler: (request, reply) => {
      const form = formOf(request);
      // A browser's GET of the site's root: Frappe's landing (desk or login).
      if (form.cmd === undefined && (request.method === 'GET' || request.method === 'HEAD')) return sendLanding(request, reply);
      if (typeof form.cmd !== 'string' || !form.cmd) throw appError('ROUTE_NOT_FOUND', 'No method named: call /api/method/<dotted.path> or pass cmd=<dotted.path>');
      return run(request, reply, form.cmd, form);
    },
  });
}
