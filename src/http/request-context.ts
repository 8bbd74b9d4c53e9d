import type { FastifyRequest } from 'fastify';
import type { RequestContext } from '../context/request-context.ts';
import type { SiteRuntime } from '../sites/site-runtime.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The site this request addresses, resolved as it arrived (hooks/resolve-site.ts). */
    svcSite: SiteRuntime | null;
    /** The request context, once the caller is authenticated (hooks/authenticate.ts). */
    svc: RequestContext | null;
  }
}

/** The site of a request whose onRequest hooks ran. */
export function siteOf(request: FastifyRequest): SiteRuntime {
  if (!request.svcSite) throw new Error('request site missing: route reached without the site hook');
  return request.svcSite;
}

/** The context of a request whose preHandler ran. */
export function ctxOf(request: FastifyRequest): RequestContext {
  if (!request.svc) throw new Error('request context missing: route registered without the context preHandler');
  return request.svc;
}
