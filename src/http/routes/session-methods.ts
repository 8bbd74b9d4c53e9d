import type { FastifyReply, FastifyRequest } from 'fastify';
import { appError, isAppError } from '../../errors/app-error.ts';
import type { HttpMethod } from '../http-method.ts';
import { acceptsJson, loginAndSetCookies, logoutAndClearCookies, sendLoginFailedPage } from './login-page.ts';

/**
 * `login` (docs/DECISIONS.md F8, D13–D15): any verb, usr/pwd from the form dict (JSON
 * body, form or query). Success is Frappe's body and five cookies; a wrong user or password is 401
 * with the same answer for both, as JSON for JSON clients and a short HTML page for the others.
 */
async function login(request: FastifyRequest, reply: FastifyReply, form: Record<string, unknown>) {
  try {
    const result = await loginAndSetCookies(request, reply, form.usr, form.pwd, false, { otp: form.otp, tmpId: form.tmp_id });
    return reply.type('application/json').send('pending' in result ? result.pending : result.body);
  } catch (err) {
    if (isAppError(err) && err.code === 'AUTH_INVALID' && !acceptsJson(request)) return sendLoginFailedPage(reply, err.status, err.message);
    throw err;
  }
}

/**
 * `logout` (docs/DECISIONS.md F11): ends the session and clears the five cookies. The body is `{}`
 * (Frappe v14's and early v15's; later v15 answers a Guest login body instead).
 */
async function logout(request: FastifyRequest, reply: FastifyReply) {
  if (!['GET', 'POST', 'PUT', 'DELETE'].includes(request.method)) throw appError('PERMISSION_DENIED', 'Not permitted');
  await logoutAndClearCookies(request, reply);
  return reply.type('application/json').send({});
}

/** Login and logout write cookies, so they answer from the HTTP layer; both write whatever the verb. */
export function sessionMethods(): Array<[string, HttpMethod]> {
  return [
    // Logging in opens a session: the old one's CSRF token is not asked for, as in Frappe.
    ['login', { traits: { opensSession: true, writes: true }, handle: login }],
    ['logout', { traits: { writes: true }, handle: (request, reply) => logout(request, reply) }],
  ];
}
