import type { FastifyRequest } from 'fastify';
import { bearerScopeAllows, resolveCaller } from '../../auth/resolve-principal.ts';
import { csrfTokenFor } from '../../auth/sessions/session-id.ts';
import { epochMillis, type Clock } from '../../context/clock.ts';
import { GUEST } from '../../context/principal.ts';
import { appError } from '../../errors/app-error.ts';
import { translateDbError } from '../../operations/run-operation.ts';
import { maintenanceState } from '../maintenance.ts';
import { siteOf } from '../request-context.ts';
import { header, requestIp } from '../request-headers.ts';
import { traitsOf } from '../route-traits.ts';
import { presentedSid, type AuthState } from './session-state.ts';

/**
 * Builds the RequestContext of an API request (preHandler, so the body is parsed and errors reach
 * the error handler): change notices from other processes applied, then the caller found from
 * the sid (cookie or body) and the Authorization header, as the route's traits ask. From here on
 * the context is passed explicitly.
 */
export function authenticator(clock: Clock) {
  return async function authenticate(request: FastifyRequest): Promise<void> {
    const site = siteOf(request);
    const traits = traitsOf(request);
    let user = GUEST;
    try {
      const syncing = site.sync();
      if (syncing) await syncing;
      // Frappe answers OPTIONS before authenticating (frappe/app.py), so preflights never 401.
      if (request.method !== 'OPTIONS') {
        const clientEndpoint = traits.auth === 'client';
        const { sid, source } = clientEndpoint ? { sid: undefined, source: null } : presentedSid(request, traits.auth === 'cookie-session');
        const auth: AuthState = { presentedSid: sid, sidSource: source, session: null, csrfToken: null, expired: false, renewCookie: false, cookiesWritten: false };
        request.svcAuth = auth;
        const readOnly = maintenanceState(site.config) === 'read_only';
        const caller = await resolveCaller(site, { authorization: clientEndpoint ? undefined : header(request, 'authorization'), sid, now: epochMillis(clock), readOnly });
        user = caller.principal;
        if (!traits.anyBearerScope && !bearerScopeAllows(user)) throw appError('PERMISSION_DENIED', "This access token's scope does not allow this request");
        auth.expired = caller.sessionExpired;
        if (caller.session) {
          auth.session = caller.session.session;
          auth.csrfToken = caller.session.session.csrf ? csrfTokenFor(caller.session.sid) : null;
          auth.renewCookie = caller.session.touched && source === 'cookie';
        }
      }
    } catch (err) {
      throw translateDbError(site.db, request.log, err);
    }
    request.svc = { requestId: String(request.id), ip: requestIp(request, site), site, user, clock, log: request.log, messages: [] };
  };
}
