import type { FastifyRequest } from 'fastify';
import type { SessionRecord } from '../../auth/sessions/session-store.ts';
import { csrfTokenFor } from '../../auth/sessions/session-id.ts';
import { isPlainObject } from '../../util/json.ts';
import type { ParsedBody } from '../body-parsers.ts';
import { parseCookies } from '../../util/cookie-header.ts';
import { header } from '../request-headers.ts';

/** How a request authenticated through a session, and what its response owes the client. */
export interface AuthState {
  /** The sid the client presented (cookie or body field), if any. */
  presentedSid: string | undefined;
  sidSource: 'cookie' | 'body' | null;
  /** The session the request acts through. */
  session: SessionRecord | null;
  /** A presented sid was unknown, expired or ended: the response says `session_expired` and clears the cookies. */
  expired: boolean;
  /** The session's expiry slid: the `sid` cookie is sent again with a fresh Max-Age. */
  renewCookie: boolean;
  /** A handler (login, logout) wrote the auth cookies itself; the session hook leaves them alone. */
  cookiesWritten: boolean;
}

/**
 * The session's CSRF token, for pages that render forms (null without a session, and for
 * JSON-login sessions). Derived when a page asks: an API call through a session never needs it,
 * and the HMAC cost every such request a digest.
 */
export function csrfTokenOf(auth: AuthState | null): string | null {
  return auth?.session?.csrf && auth.presentedSid ? csrfTokenFor(auth.presentedSid) : null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Session state of the request, once its sid (if any) was looked at. */
    svcAuth: AuthState | null;
  }
}

/**
 * The sid a request presents (docs/DECISIONS.md D15, F10): a `sid` form or JSON body
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
