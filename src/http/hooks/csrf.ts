import type { FastifyRequest } from 'fastify';
import { csrfRequired, csrfValid } from '../../auth/csrf.ts';
import { appError } from '../../errors/app-error.ts';
import { isPlainObject } from '../../util/json.ts';
import type { ParsedBody } from '../body-parsers.ts';
import { siteOf } from '../request-context.ts';
import { header } from '../request-headers.ts';
import { traitsOf } from '../route-traits.ts';

/** The `csrf_token` field of a form or JSON body. */
function bodyCsrfToken(request: FastifyRequest): unknown {
  const body = request.body as ParsedBody | undefined;
  if (body?.kind === 'form') return body.fields.csrf_token;
  if (body?.kind === 'json' && isPlainObject(body.value)) return body.value.csrf_token;
  return undefined;
}

/**
 * The session's CSRF token on writes through a browser session (docs/DECISIONS.md D17).
 * Routes that open a session (login) are exempt, as Frappe logs in before it checks, and routes
 * that check their own token (the OAuth consent form) say so in their traits.
 */
export function checkCsrf(request: FastifyRequest, _reply: unknown, done: (err?: Error) => void): void {
  const auth = request.svcAuth;
  if (!auth?.session || !auth.presentedSid || !csrfRequired(request.method, auth.session, siteOf(request).config.ignore_csrf === 1)) return done();
  const traits = traitsOf(request);
  if (traits.opensSession || traits.auth === 'cookie-session') return done();
  if (csrfValid(auth.presentedSid, header(request, 'x-frappe-csrf-token'), bodyCsrfToken(request))) return done();
  done(appError('CSRF_INVALID', 'Invalid Request'));
}
