import type { FastifyReply, FastifyRequest } from 'fastify';
import { resolvePrincipal } from '../auth/resolve-principal.ts';
import type { Clock } from '../context/clock.ts';
import { GUEST } from '../context/principal.ts';
import { translateDbError } from '../operations/run-operation.ts';
import { requestIp } from './rate-limit.ts';
import type { RequestContext } from '../context/request-context.ts';
import type { SiteRegistry } from '../sites/site-registry.ts';
import type { SiteRuntime } from '../sites/site-runtime.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The site this request addresses, once resolved. */
    svcSite: SiteRuntime | null;
    /** The request context, once the caller is authenticated. */
    svc: RequestContext | null;
  }
}

/** Header values arrive as string | string[]; svc reads the first. */
export function header(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/**
 * Builds the RequestContext of an API request: site (header, host, default), pending change
 * notices applied, caller authenticated. Runs as a preHandler, so errors reach the error handler.
 */
export function contextBuilder(sites: SiteRegistry, clock: Clock) {
  return async function buildContext(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const name = sites.resolveName(header(request, 'x-frappe-site-name'), header(request, 'host'));
    const site = await sites.get(name);
    request.svcSite = site;
    let user;
    try {
      await site.sync();
      // Frappe answers OPTIONS before authenticating (frappe/app.py), so preflights never 401.
      user = request.method === 'OPTIONS' ? GUEST : await resolvePrincipal(site, header(request, 'authorization'));
    } catch (err) {
      throw translateDbError(site.db, request.log, err);
    }
    request.svc = { requestId: String(request.id), ip: requestIp(request, site), site, user, clock, log: request.log, messages: [] };
  };
}

/** The context of a request whose preHandler ran. */
export function ctxOf(request: FastifyRequest): RequestContext {
  if (!request.svc) throw new Error('request context missing: route registered without the context preHandler');
  return request.svc;
}
