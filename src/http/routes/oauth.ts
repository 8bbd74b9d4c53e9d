import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { csrfValid } from '../../auth/csrf.ts';
import { loadPrincipal } from '../../auth/load-principal.ts';
import { csrfTokenFor } from '../../auth/sessions/session-id.ts';
import { isOAuthError, serializeOAuthError } from '../../errors/oauth-error.ts';
import { pageHeaders, renderErrorPage } from '../../oauth/consent-page.ts';
import type { PresentedClient } from '../../oauth/clients.ts';
import { approve, authorize } from '../../oauth/endpoints/authorize.ts';
import { discovery, jwks } from '../../oauth/endpoints/discovery.ts';
import { introspect } from '../../oauth/endpoints/introspect.ts';
import type { OAuthResult } from '../../oauth/endpoints/result.ts';
import { revoke } from '../../oauth/endpoints/revoke.ts';
import { token } from '../../oauth/endpoints/token.ts';
import { userinfo } from '../../oauth/endpoints/userinfo.ts';
import { issuerOf } from '../../oauth/issuer.ts';
import { requestOrigin } from '../request-origin.ts';
import type { OAuthEnv } from '../../oauth/oauth-env.ts';
import { checkCallLimit } from '../../rpc/call-method.ts';
import type { ParsedBody } from '../body-parsers.ts';
import type { HttpMethod } from '../http-method.ts';
import { ctxOf } from '../request-context.ts';
import { header } from '../request-headers.ts';
import type { RouteTraits } from '../route-traits.ts';


type Handler = (request: FastifyRequest, env: OAuthEnv, params: Record<string, string>) => Promise<OAuthResult> | OAuthResult;

const ALL_VERBS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

/**
 * The OAuth 2.0 / OpenID Connect provider's endpoints (docs/DECISIONS.md D18–D26), as HTTP methods
 * under `svc.integrations.oauth2.*` and `frappe.integrations.oauth2.*`. Answers are the endpoints'
 * results: bare JSON, redirects or pages, never Frappe's `{"message"}` envelope.
 */
export function oauthMethods(): Array<[string, HttpMethod]> {
  // Client endpoints (token, revocation, introspection) authenticate clients, not users: their
  // Authorization header and cookies are not the caller's. User endpoints (authorize, approve)
  // take the session from the cookie only and check their own CSRF token.
  const client: RouteTraits = { auth: 'client' };
  const user: RouteTraits = { auth: 'cookie-session' };
  const endpoints: Array<[string, readonly string[], RouteTraits, Handler]> = [
    ['authorize', ['GET', 'POST'], user, authorizeHandler(false)],
    ['approve', ['POST'], user, authorizeHandler(true)],
    ['get_token', ALL_VERBS, client, async (request, env, params) => {
      await limitClientCalls(request, 'oauth.get_token');
      return token(env, request.method, params, presentedClient(request, params), duplicatedParams(request));
    }],
    ['revoke_token', ALL_VERBS, client, async (request, env, params) => {
      await limitClientCalls(request, 'oauth.revoke_token');
      return revoke(env, request.method, params, presentedClient(request, params));
    }],
    // Every verb reaches the endpoint, which refuses all but POST the way get_token and revoke_token do.
    ['introspect_token', ALL_VERBS, client, async (request, env, params) => {
      await limitClientCalls(request, 'oauth.introspect_token');
      return introspect(env, request.method, params, presentedClient(request, params), queryNames(request.url).includes('token'));
    }],
    // Any token may read its user's profile, an `openid`-only sign-in token included.
    ['openid_profile', ['GET', 'POST'], { anyBearerScope: true }, (request, env) => userinfo(env, ctxOf(request).user)],
    ['openid_configuration', ['GET'], {}, (_request, env) => discovery(env)],
    ['jwks', ['GET'], {}, (_request, env) => jwks(env)],
  ];
  return endpoints.flatMap(([name, verbs, traits, handler]) => {
    const entry: HttpMethod = { verbs, traits, handle: (request, reply, form) => respond(request, reply, form, handler) };
    return ['svc', 'frappe'].map((ns): [string, HttpMethod] => [`${ns}.integrations.oauth2.${name}`, entry]);
  });
}

/** The discovery document at its well-known addresses (RFC 8414, OpenID Connect Discovery). */
export function registerWellKnownRoutes(app: FastifyInstance): void {
  for (const url of ['/.well-known/openid-configuration', '/.well-known/oauth-authorization-server']) {
    app.get(url, (request, reply) => respond(request, reply, {}, (_r, env) => discovery(env)));
  }
}

async function respond(request: FastifyRequest, reply: FastifyReply, form: Record<string, unknown>, handler: Handler): Promise<FastifyReply> {
  const params = stringParams(form);
  let result: OAuthResult;
  try {
    result = await handler(request, envOf(request), params);
  } catch (err) {
    if (!isOAuthError(err)) throw err;
    const { status, body, headers } = serializeOAuthError(err);
    result = { kind: 'json', status, body, headers };
  }
  if (result.kind === 'redirect') return reply.status(result.status).header('location', result.location).header('cache-control', 'no-store').send();
  reply.status(result.status).headers(result.headers ?? {});
  if (result.kind === 'html') return reply.type('text/html; charset=utf-8').send(result.html);
  return reply.type('application/json').send(result.body);
}

function authorizeHandler(approving: boolean): Handler {
  return async (request, env, params) => {
    const ctx = ctxOf(request);
    const auth = request.svcAuth;
    const sid = auth?.session ? auth.presentedSid : undefined;
    if (approving && (!sid || !csrfValid(sid, header(request, 'x-frappe-csrf-token'), params.csrf_token))) {
      return { kind: 'html', status: 400, html: renderErrorPage('invalid_request', 'This consent form has expired or was not sent from this site. Please start again.'), headers: pageHeaders(null) };
    }
    const input = { params, duplicates: duplicatedParams(request), user: ctx.user, csrfToken: sid ? csrfTokenFor(sid) : null, action: approving ? params.action ?? '' : undefined };
    return approving ? approve(env, input) : authorize(env, input);
  };
}

function envOf(request: FastifyRequest): OAuthEnv {
  const ctx = ctxOf(request);
  const site = ctx.site;
  return {
    site,
    store: site.oauth,
    issuer: issuerOf({ siteName: site.name, hostName: site.config.host_name, ...requestOrigin(request, site) }),
    now: Math.floor(ctx.clock.nowMicros() / 1_000_000),
    log: ctx.log,
    ip: ctx.ip,
    loadUser: async (name) => loadPrincipal(site, (fn) => site.db.read(fn), name),
  };
}

/** Token-endpoint calls per client IP and window (site config `oauth_rate_limit`), against secret guessing (docs/DECISIONS.md D35). */
async function limitClientCalls(request: FastifyRequest, path: string): Promise<void> {
  const ctx = ctxOf(request);
  const limit = ctx.site.config.oauth_rate_limit;
  if (limit.limit > 0) await checkCallLimit(ctx, path, limit, request.method, {});
}

/** Client credentials from the form and an `Authorization: Basic` header (RFC 6749 §2.3.1: both parts form-encoded). */
function presentedClient(request: FastifyRequest, params: Record<string, string>): PresentedClient {
  const presented: PresentedClient = { fieldId: params.client_id || undefined, fieldSecret: params.client_secret, basic: null, badHeader: false };
  const value = header(request, 'authorization');
  if (!value) return presented;
  const m = /^Basic\s+([A-Za-z0-9+/]+={0,2})\s*$/i.exec(value);
  const decoded = m ? Buffer.from(m[1], 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  try {
    if (colon > 0) presented.basic = { id: decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' ')), secret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' ')) };
  } catch {
    presented.basic = null;
  }
  presented.badHeader = presented.basic === null;
  return presented;
}

/** The parameter names of a URL's query string, repeats included. */
function queryNames(url: string): string[] {
  const q = url.indexOf('?');
  return q < 0 ? [] : [...new URLSearchParams(url.slice(q + 1)).keys()];
}

/**
 * Parameters sent more than once (RFC 6749 §3.1, §3.2: they must not be): twice in the query
 * string, twice in the form body, or once in each (the form's value would silently win).
 */
function duplicatedParams(request: FastifyRequest): string[] {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const k of queryNames(request.url)) (seen.has(k) ? dup : seen).add(k);
  const body = request.body as ParsedBody | undefined;
  if (body?.kind === 'form') {
    for (const k of body.duplicates ?? []) dup.add(k);
    for (const k of Object.keys(body.fields)) if (seen.has(k)) dup.add(k);
  }
  return [...dup];
}

/**
 * The string parameters, in an object without a prototype: a lookup of any name a client chose
 * (`constructor`, `__proto__`) finds only what the client sent.
 */
function stringParams(form: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = Object.create(null);
  for (const [k, v] of Object.entries(form)) if (typeof v === 'string') out[k] = v;
  return out;
}
