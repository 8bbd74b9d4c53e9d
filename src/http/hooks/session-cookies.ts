import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../context/clock.ts';
import { appendSetCookie, clearAuthCookies, isSecureRequest, sidCookie } from '../cookies.ts';
import { withSessionExpired } from '../envelope.ts';
import { siteOf } from '../request-context.ts';
import { epochMillis } from '../../context/clock.ts';
import type { AuthState } from './session-state.ts';

const WRITE_VERBS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether `owed` below has anything to do for this response. */
function owesSomething(request: FastifyRequest, reply: FastifyReply, auth: AuthState): boolean {
  if (auth.expired) return true;
  if (!auth.session) return false;
  return (auth.renewCookie && !!auth.presentedSid) || (WRITE_VERBS.has(request.method) && reply.statusCode < 400);
}

/**
 * What a response owes the session layer: for an unknown or expired sid, `"session_expired": 1` in
 * a JSON body and the five auth cookies cleared (frappe-behavior §8.3); a slid expiry re-sends the
 * `sid` cookie; after a write through a session that changed the user's own password, the other
 * sessions of the user end and this one stays.
 */
export function registerSessionCookies(app: FastifyInstance, clock: Clock): void {
  const owed = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const auth = request.svcAuth!;
    const site = siteOf(request);
    if (auth.expired) {
      appendSetCookie(reply, clearAuthCookies(isSecureRequest(request, site)));
      return withSessionExpired(payload, String(reply.getHeader('content-type') ?? ''));
    }
    if (auth.session) {
      if (auth.renewCookie && auth.presentedSid) appendSetCookie(reply, [sidCookie(auth.presentedSid, epochMillis(clock), isSecureRequest(request, site), Math.floor(site.settings.sessionExpiryMs / 1000))]);
      if (WRITE_VERBS.has(request.method) && reply.statusCode < 400) {
        try {
          await site.sessions.keepCurrentAfterWrite(auth.session, epochMillis(clock));
        } catch (err) {
          request.log.error({ err: (err as Error).message }, 'could not end the other sessions after a password change');
        }
      }
    }
    return payload;
  };
  // Callback style: most responses owe nothing (a read through a live session included), and
  // those skip the promise an async hook costs.
  app.addHook('onSend', (request, reply, payload, done) => {
    const auth = request.svcAuth;
    if (!auth || !request.svcSite || auth.cookiesWritten || !owesSomething(request, reply, auth)) return done(null, payload);
    owed(request, reply, payload).then((p) => done(null, p), (err) => done(err));
  });
}
