import type { FastifyRequest } from 'fastify';
import type { OperationRequest } from '../operations/operation-request.ts';
import type { SiteRuntime } from '../sites/site-runtime.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The site this request addresses, resolved as it arrived (hooks/resolve-site.ts). */
    svcSite: SiteRuntime | null;
    /** The request context, once the caller is authenticated (hooks/authenticate.ts). */
    svc: HttpContext | null;
  }
}

/** A request's context as the HTTP layer builds it: its site is the open site, which every layer's interface describes a part of. */
export interface HttpContext extends OperationRequest {
  readonly site: SiteRuntime;
}

/** The site of a request whose onRequest hooks ran. */
export function siteOf(request: FastifyRequest): SiteRuntime {
  if (!request.svcSite) throw new Error('request site missing: route reached without the site hook');
  return request.svcSite;
}

/** The context of a request whose preHandler ran. */
export function ctxOf(request: FastifyRequest): HttpContext {
  if (!request.svc) throw new Error('request context missing: route registered without the context preHandler');
  return request.svc;
}
