import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appError, isAppError } from '../../errors/app-error.ts';
import { encodeServerMessages } from '../../errors/serialize.ts';
import { callMethod } from '../../rpc/call-method.ts';
import type { MethodRegistry } from '../../rpc/registry.ts';
import type { ParsedBody } from '../body-parsers.ts';
import { buildFormDict } from '../form-dict.ts';
import { ctxOf } from '../request-context.ts';
import { DOWNLOAD_METHODS, downloadFileRoute, UPLOAD_METHODS, uploadFileRoute } from './file-methods.ts';
import { acceptsJson, loginAndSetCookies, logoutAndClearCookies, sendLoginFailedPage } from './login-page.ts';

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
 * nothing; messages the method printed ride along in `_server_messages`. `login` and `logout` are
 * answered here, since they write cookies, and upload_file and download_file, which stream.
 */
export function registerMethodRoutes(app: FastifyInstance, registry: MethodRegistry): void {
  const run = async (request: FastifyRequest, reply: FastifyReply, path: string, form: Record<string, unknown>) => {
    const ctx = ctxOf(request);
    if (request.method === 'OPTIONS') return reply.status(200).send('');
    if (path === 'login') return login(request, reply, form);
    if (path === 'logout') return logout(request, reply);
    if (UPLOAD_METHODS.has(path)) return uploadFileRoute(request, reply, form);
    if (DOWNLOAD_METHODS.has(path)) return downloadFileRoute(request, reply, form);
    const result = await callMethod(ctx, registry, path, request.method, form);
    const body: Record<string, unknown> = result.hasValue ? { message: result.value } : {};
    if (result.extra) Object.assign(body, result.extra);
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
      if (typeof form.cmd !== 'string' || !form.cmd) throw appError('ROUTE_NOT_FOUND', 'No method named: call /api/method/<dotted.path> or pass cmd=<dotted.path>');
      return run(request, reply, form.cmd, form);
    },
  });
}

/**
 * `login` (frappe-behavior §8.1, decisions D13–D15): any verb, usr/pwd from the form dict (JSON
 * body, form or query). Success is Frappe's body and five cookies; a wrong user or password is 401
 * with the same answer for both, as JSON for JSON clients and a short HTML page for the others.
 */
async function login(request: FastifyRequest, reply: FastifyReply, form: Record<string, unknown>) {
  try {
    const result = await loginAndSetCookies(request, reply, form.usr, form.pwd, false);
    return reply.type('application/json').send(result.body);
  } catch (err) {
    if (isAppError(err) && err.code === 'AUTH_INVALID' && !acceptsJson(request)) return sendLoginFailedPage(reply, err.status, err.message);
    throw err;
  }
}

/**
 * `logout` (frappe-behavior §8.4): ends the session and clears the five cookies. The body is `{}`
 * (api.md's, and Frappe v14/early v15; later v15 answers a Guest login body instead).
 */
async function logout(request: FastifyRequest, reply: FastifyReply) {
  if (!['GET', 'POST', 'PUT', 'DELETE'].includes(request.method)) throw appError('PERMISSION_DENIED', 'Not permitted');
  await logoutAndClearCookies(request, reply);
  return reply.type('application/json').send({});
}
