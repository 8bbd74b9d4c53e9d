import type { FastifyRequest } from 'fastify';

/**
 * What a route asks of the request hooks, declared in the route's `config.svc` (Fastify's route
 * config) instead of path tests inside the hooks. A function decides per request, for the routes
 * whose traits depend on the method they dispatch to (`/api/method/*`, `cmd=` on `/`).
 */
export interface RouteTraits {
  /**
   * How the caller is found: `caller` (default) from the sid and the Authorization header;
   * `client` (OAuth client endpoints) not at all, since their header authenticates a client and the
   * browser's cookies are not theirs; `cookie-session` (OAuth authorize/approve) from the sid cookie
   * only, the route checking its own CSRF token.
   */
  auth?: 'caller' | 'client' | 'cookie-session';
  /** The route opens a session (login): the old session's CSRF token is not asked for, as in Frappe. */
  opensSession?: boolean;
  /** The route changes state whatever the verb (login, logout): refused in read-only maintenance. */
  writes?: boolean;
  /** A Bearer token without the `all` scope may call it (the OpenID userinfo endpoint). */
  anyBearerScope?: boolean;
  /** A POST here honours `Idempotency-Key` (http/idempotency.ts): creates, batches, whitelisted methods. */
  idempotent?: boolean;
}

export type RouteTraitsConfig = RouteTraits | ((request: FastifyRequest) => RouteTraits);

declare module 'fastify' {
  interface FastifyContextConfig {
    svc?: RouteTraitsConfig;
  }
  interface FastifyRequest {
    /** The route's traits for this request, once asked for. */
    svcTraits: RouteTraits | null;
  }
}

const NONE: RouteTraits = {};

/** The traits of the request's route, decided once per request. */
export function traitsOf(request: FastifyRequest): RouteTraits {
  if (request.svcTraits) return request.svcTraits;
  // routeOptions is built anew at each access: read once.
  const declared = request.routeOptions.config?.svc;
  const traits = typeof declared === 'function' ? declared(request) : (declared ?? NONE);
  request.svcTraits = traits;
  return traits;
}
