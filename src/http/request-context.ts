import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { csrfRequired, csrfValid } from '../auth/csrf.ts';
import { bearerScopeAllows, resolveCaller } from '../auth/resolve-principal.ts';
import { csrfTokenFor } from '../auth/sessions/session-id.ts';
import type { SessionRecord } from '../auth/sessions/session-store.ts';
import { sessionsOf } from '../auth/sessions/site-sessions.ts';
import type { Clock } from '../context/clock.ts';
import { GUEST, type Principal } from '../context/principal.ts';
import { appError } from '../errors/app-error.ts';
import { translateDbError } from '../operations/run-operation.ts';
import { maintenanceState, refuseDuringMaintenance } from './maintenance.ts';
import { header, requestIp } from './request-headers.ts';
import type { RequestContext } from '../context/request-context.ts';
import type { SiteRegistry } from '../sites/site-registry.ts';
import type { SiteRuntime } from '../sites/site-runtime.ts';
import { isPlainObject } from '../util/json.ts';
import type { ParsedBody } from './body-parsers.ts';
import { appendSetCookie, clearAuthCookies, isSecureRequest, parseCookies, sidCookie } from './cookies.ts';

/** How a request authenticated through a session, and what its response owes the client. */
export interface AuthState {
  /** The sid the client presented (cookie or body field), if any. */
  presentedSid: string | undefined;
  sidSource: 'cookie' | 'body' | null;
  /** The session the request acts through. */
  session: SessionRecord | null;
  /** The session's CSRF token, for pages that render forms (null for JSON-login sessions). */
  csrfToken: string | null;
  /** A presented sid was unknown, expired or ended: the response says `session_expired` and clears the cookies. */
  expired: boolean;
  /** The session's expiry slid: the `sid` cookie is sent again with a fresh Max-Age. */
  renewCookie: boolean;
  /** A handler (login, logout) wrote the auth cookies itself; the session hook leaves them alone. */
  cookiesWritten: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The site this request addresses, once resolved. */
    svcSite: SiteRuntime | null;
    /** The request context, once the caller is authenticated. */
    svc: RequestContext | null;
    /** Session state of the request, once its sid (if any) was looked at. */
    svcAuth: AuthState | null;
  }
}

/** Epoch milliseconds of a clock. */
export function nowMs(clock: Clock): number {
  return Math.floor(clock.nowMicros() / 1000);
}

/**
 * The sid a request presents (decisions D15, frappe-behavior §8.3): a `sid` form or JSON body
 * field wins (Frappe's tests send it that way), else the `sid` cookie. Never the query string.
 * Frappe's placeholder `Guest` means none. `cookieOnly` (the OAuth authorize and approve pages)
 * ignores the body: a cross-site form could post another account's sid there, with that session's
 * CSRF token, and sign the victim's client in as that account (login CSRF).
 */
export function presentedSid(request: FastifyRequest, cookieOnly = false): { sid: string | undefined; source: AuthState['sidSource'] } {
  const body = request.body as ParsedBody | undefined;
  let fromBody: unknown;
  if (cookieOnly) fromBody = undefined;
  else if (body?.kind === 'form') fromBody = body.fields.sid;
  else if (body?.kind === 'json' && isPlainObject(body.value)) fromBody = body.value.sid;
  if (typeof fromBody === 'string' && fromBody !== '' && fromBody !== 'Guest') return { sid: fromBody, source: 'body' };
  const cookie = parseCookies(header(request, 'cookie')).sid;
  if (cookie && cookie !== 'Guest') return { sid: cookie, source: 'cookie' };
  return { sid: undefined, source: null };
}

/** Requests that open a session: exempt from the old session's CSRF check (Frappe logs in before checking it). */
function isLoginRequest(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0].replace(/\/+$/, '') || '/';
  if (path === '/login' || path === '/api/method/login' || path === '/api/v1/method/login') return true;
  if (path !== '/') return false;
  const body = request.body as ParsedBody | undefined;
  const query = request.query as Record<string, unknown> | undefined;
  const cmd = body?.kind === 'form' ? body.fields.cmd : body?.kind === 'json' && isPlainObject(body.value) ? body.value.cmd : undefined;
  return (cmd ?? query?.cmd) === 'login';
}

/** The method of an `/api[/v1]/method/<name>` URL, or null. */
function methodNameOf(url: string): string | null {
  const m = /^\/api(?:\/v1)?\/method\/([^/?]+)/.exec(url);
  return m ? m[1] : null;
}

/** The `csrf_token` field of a form or JSON body. */
function bodyCsrfToken(request: FastifyRequest): unknown {
  const body = request.body as ParsedBody | undefined;
  if (body?.kind === 'form') return body.fields.csrf_token;
  if (body?.kind === 'json' && isPlainObject(body.value)) return body.value.csrf_token;
  return undefined;
}

/**
 * Builds the RequestContext of an API request: site (header, host, default), pending change
 * notices applied, caller authenticated (session cookie or body sid, then the Authorization
 * header), the session's CSRF token checked. Runs as a preHandler, so errors reach the error handler.
 */
export function contextBuilder(sites: SiteRegistry, clock: Clock) {
  return async function buildContext(request: FastifyRequest): Promise<void> {
    const name = sites.resolveName(header(request, 'x-frappe-site-name'), header(request, 'host'));
    const site = await sites.get(name);
    request.svcSite = site;
    const maintenance = maintenanceState(site.config);
    if (maintenance !== 'serving') refuseDuringMaintenance(maintenance, request);
    let user: Principal;
    try {
      const syncing = site.sync();
      if (syncing) await syncing;
      // Frappe answers OPTIONS before authenticating (frappe/app.py), so preflights never 401.
      if (request.method === 'OPTIONS') user = GUEST;
      else {
        // OAuth client endpoints authenticate the client from the header and ignore the browser's session.
        // routeOptions is built anew at each access: read once.
        const oauthRoute = request.routeOptions.config?.oauth;
        const clientEndpoint = oauthRoute === 'client';
        const { sid, source } = clientEndpoint ? { sid: undefined, source: null } : presentedSid(request, oauthRoute === 'user');
        const auth: AuthState = { presentedSid: sid, sidSource: source, session: null, csrfToken: null, expired: false, renewCookie: false, cookiesWritten: false };
        request.svcAuth = auth;
        const caller = await resolveCaller(site, { authorization: clientEndpoint ? undefined : header(request, 'authorization'), sid, now: nowMs(clock), readOnly: maintenance === 'read_only' });
        user = caller.principal;
        // Only Bearer principals carry scopes: other requests skip the URL parse.
        if (user.oauth && !bearerScopeAllows(user, methodNameOf(request.url))) throw appError('PERMISSION_DENIED', "This access token's scope does not allow this request");
        auth.expired = caller.sessionExpired;
        if (caller.session) {
          auth.session = caller.session.session;
          auth.csrfToken = caller.session.session.csrf ? csrfTokenFor(caller.session.sid) : null;
          auth.renewCookie = caller.session.touched && source === 'cookie';
          if (csrfRequired(request.method, auth.session, site.config) && !isLoginRequest(request) && oauthRoute !== 'user' && !csrfValid(caller.session.sid, header(request, 'x-frappe-csrf-token'), bodyCsrfToken(request))) {
            throw appError('CSRF_INVALID', 'Invalid Request');
          }
        }
      }
    } catch (err) {
      throw translateDbError(site.db, request.log, err);
    }
    request.svc = { requestId: String(request.id), ip: requestIp(request, site), site, user, clock, log: request.log, messages: [] };
  };
}

const WRITE_VERBS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What a response owes the session layer: for an unknown or expired sid, `"session_expired": 1` in
 * a JSON body and the five auth cookies cleared (frappe-behavior §8.3); a slid expiry re-sends the
 * `sid` cookie; after a write through a session that changed the user's own password, the other
 * sessions of the user end and this one stays.
 */
export function registerSessionHooks(app: FastifyInstance, clock: Clock): void {
  const owed = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const auth = request.svcAuth!;
    const site = request.svcSite!;
    if (auth.expired) {
      appendSetCookie(reply, clearAuthCookies(isSecureRequest(request, site)));
      const type = String(reply.getHeader('content-type') ?? '');
      if (typeof payload === 'string' && type.startsWith('application/json') && payload.startsWith('{')) {
        try {
          return JSON.stringify({ ...JSON.parse(payload), session_expired: 1 });
        } catch {
          return payload;
        }
      }
      return payload;
    }
    if (auth.session) {
      if (auth.renewCookie && auth.presentedSid) appendSetCookie(reply, [sidCookie(auth.presentedSid, nowMs(clock), isSecureRequest(request, site), Math.floor(site.settings.sessionExpiryMs / 1000))]);
      if (WRITE_VERBS.has(request.method) && reply.statusCode < 400) {
        try {
          await sessionsOf(site).keepCurrentAfterWrite(auth.session, nowMs(clock));
        } catch (err) {
          request.log.error({ err: (err as Error).message }, 'could not end the other sessions after a password change');
        }
      }
    }
    return payload;
  };
  // Callback style: most responses owe nothing, and those skip the promise an async hook costs.
  app.addHook('onSend', (request, reply, payload, done) => {
    const auth = request.svcAuth;
    if (!auth || !request.svcSite || auth.cookiesWritten || (!auth.expired && !auth.session)) return done(null, payload);
    owed(request, reply, payload).then((p) => done(null, p), (err) => done(err));
  });
}

/** The context of a request whose preHandler ran. */
export function ctxOf(request: FastifyRequest): RequestContext {
  if (!request.svc) throw new Error('request context missing: route registered without the context preHandler');
  return request.svc;
}
