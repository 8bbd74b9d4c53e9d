import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerScopeAllows, callerOf, type Caller } from '../../auth/resolve-principal.ts';
import { epochMillis, type Clock } from '../../context/clock.ts';
import { GUEST, type Principal } from '../../context/principal.ts';
import { appError } from '../../errors/app-error.ts';
import { translateDbError } from '../../operations/run-operation.ts';
import type { SiteRuntime } from '../../sites/site-runtime.ts';
import { andThen, type Awaitable } from '../../util/awaitable.ts';
import { maintenanceState } from '../maintenance.ts';
import { siteOf } from '../request-context.ts';
import { header, requestIp } from '../request-headers.ts';
import { traitsOf } from '../route-traits.ts';
import { presentedSid, type AuthState } from './session-state.ts';

/**
 * Builds the RequestContext of an API request (preHandler, so the body is parsed and errors reach
 * the error handler): change notices from other processes applied, then the caller found from
 * the sid (cookie or body) and the Authorization header, as the route's traits ask. From here on
 * the context is passed explicitly. Callback style, and synchronous when nothing has to wait (no
 * notice to apply, a cached API key): awaiting each step of the scheme table cost a promise and a
 * microtask apiece, about a tenth of a document read.
 */
export function authenticator(clock: Clock) {
  return function authenticate(request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void): void {
    const site = siteOf(request);
    const fail = (err: unknown) => done(translateDbError(site.db, request.log, err) as Error);
    const ip = requestIp(request, site);
    const withContext = (user: Principal) => {
      request.svc = { requestId: String(request.id), ip, site, user, clock, log: request.log, messages: [] };
    };
    let ready: Awaitable<void>;
    try {
      const syncing = site.sync();
      ready = andThen(syncing ? syncing.then(() => identify(request, site, clock, ip)) : identify(request, site, clock, ip), withContext);
    } catch (err) {
      return fail(err);
    }
    // Whatever fails on the way, before or after a wait, reaches `fail` once; `done` is called once.
    if (ready instanceof Promise) ready.then(() => done(), fail);
    else done();
  };
}

/** Who the request acts for, its session noted on `request.svcAuth`. */
function identify(request: FastifyRequest, site: SiteRuntime, clock: Clock, ip: string): Awaitable<Principal> {
  // Frappe answers OPTIONS before authenticating (frappe/app.py), so preflights never 401.
  if (request.method === 'OPTIONS') return GUEST;
  const traits = traitsOf(request);
  const clientEndpoint = traits.auth === 'client';
  const { sid, source } = clientEndpoint ? { sid: undefined, source: null } : presentedSid(request, traits.auth === 'cookie-session');
  const auth: AuthState = { presentedSid: sid, sidSource: source, session: null, expired: false, renewCookie: false, cookiesWritten: false };
  request.svcAuth = auth;
  const readOnly = maintenanceState(site.config) === 'read_only';
  const caller = callerOf(site, { authorization: clientEndpoint ? undefined : header(request, 'authorization'), sid, ip, now: epochMillis(clock), readOnly, opensSession: traits.opensSession === true });
  return andThen(caller, (found: Caller) => {
    if (!traits.anyBearerScope && !bearerScopeAllows(found.principal)) throw appError('PERMISSION_DENIED', "This access token's scope does not allow this request");
    auth.expired = found.sessionExpired;
    if (found.session) {
      auth.session = found.session.session;
      auth.renewCookie = found.session.touched && source === 'cookie';
    }
    return found.principal;
  });
}
