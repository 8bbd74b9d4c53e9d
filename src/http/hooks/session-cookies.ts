import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../context/clock.ts';
import { appendSetCookie, clearAuthCookies, isSecureRequest, sidCookie } from '../cookies.ts';
import { withSessionExpired } from '../envelope.ts';
import { siteOf } from '../request-context.ts';
import { epochMillis } from '../../context/clock.ts';

const WRITE_VERBS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What a response owes the session layer: for an unknown or expired sid, `"session_expired": 1` in
 * a JSON body and the five auth cookies cleared (docs/DECISIONS.md F10); a slid expiry re-sends the
 * `sid` cookie; after a write through a session that changed the user's own password, the other
 * sessions of the user end and this one stays.
 */
export function registerSessionCookies(app: FastifyInstance, clock: Clock): void {
  // Callback style, and only a write through a session waits: most responses owe nothing (a read
  // through a live session included) and skip the promise an async hook costs.
  app.addHook('onSend', (request, reply, payload, done) => {
    const auth = request.svcAuth;
    if (!auth || !request.svcSite || auth.cookiesWritten) return done(null, payload);
    const site = siteOf(request);
    if (auth.expired) {
      appendSetCookie(reply, clearAuthCookies(isSecureRequest(request, site)));
      return done(null, withSessionExpired(payload, String(reply.getHeader('content-type') ?? '')));
    }
    if (!auth.session) return done(null, payload);
    if (auth.renewCookie && auth.presentedSid) appendSetCookie(reply, [sidCookie(auth.presentedSid, epochMillis(clock), isSecureRequest(request, site), Math.floor(site.settings.sessionExpiryMs / 1000))]);
    if (!WRITE_VERBS.has(request.method) || reply.statusCode >= 400) return done(null, payload);
    site.sessions.keepCurrentAfterWrite(auth.session, epochMillis(clock)).then(
      () => done(null, payload),
      (err: Error) => {
        request.log.error({ err: err.message }, 'could not end the other sessions after a password change');
        done(null, payload);
      },
    );
  });
}
