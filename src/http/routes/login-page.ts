import { escapeHtml } from '../../util/html.ts';
import { checkCallLimit } from '../../rpc/call-method.ts';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { logoutSession, passwordLogin, type LoginResult, type PasswordExpired, type PendingLoginResult } from '../../auth/login.ts';

/** The second half of a two-factor login, as the client sent it (Frappe's `otp` and `tmp_id`). */
export interface SecondFactor {
  otp?: unknown;
  tmpId?: unknown;
}
import { isAppError } from '../../errors/app-error.ts';
import { WRONG_CODE } from '../../auth/two-factor/second-factor.ts';
import { codeMailer } from './two-factor-mailer.ts';
import type { ParsedBody } from '../body-parsers.ts';
import { appendSetCookie, clearAuthCookies, isSecureRequest, loginCookies, serializeCookie } from '../cookies.ts';
import { parseCookies } from '../../util/cookie-header.ts';
import { ctxOf } from '../request-context.ts';
import { epochMillis } from '../../context/clock.ts';
import { header } from '../request-headers.ts';

/**
 * Logs a request in with usr/pwd and writes the five login cookies on the reply. The session a
 * client held before is ended (rotation); a browser-page login opens a session with a CSRF token.
 */
export async function loginAndSetCookies(request: FastifyRequest, reply: FastifyReply, usr: unknown, pwd: unknown, browser: boolean, second: SecondFactor = {}): Promise<LoginResult | PasswordExpired | PendingLoginResult> {
  const ctx = ctxOf(request);
  const auth = request.svcAuth;
  // A login answers for the auth cookies itself: on failure it sets none (Frappe), on success the new ones.
  if (auth) auth.cookiesWritten = true;
  // Login calls per client address and window, beside the lock-out (which counts failures): a cap
  // on how fast one address may try, whoever it tries.
  await checkCallLimit(ctx, 'login', ctx.site.config.login_rate_limit, request.method, {});
  const now = epochMillis(ctx.clock);
  const result = await passwordLogin(ctx.site, { usr, pwd, ip: ctx.ip, browser, previousSid: auth?.presentedSid, now, otp: second.otp, tmpId: second.tmpId, mailer: codeMailer(ctx) });
  // A login waiting for its second factor sets no cookie: the client holds only the tmp_id.
  if ('pending' in result) return result;
  if ('passwordExpired' in result) return result;
  appendSetCookie(reply, loginCookies({ sid: result.sid, systemUser: result.systemUser, fullName: result.fullName, user: result.user, userImage: result.userImage }, now, isSecureRequest(request, ctx.site), Math.floor(ctx.site.settings.sessionExpiryMs / 1000)));
  return result;
}

/** Ends the request's session (if any) and clears the five auth cookies. */
export async function logoutAndClearCookies(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const ctx = ctxOf(request);
  const auth = request.svcAuth;
  if (auth) {
    auth.cookiesWritten = true;
    if (auth.presentedSid) await logoutSession(ctx.site, auth.presentedSid);
  }
  appendSetCookie(reply, clearAuthCookies(isSecureRequest(request, ctx.site)));
}

/** Whether a client takes JSON errors (docs/DECISIONS.md D13): `Accept` names application/json, or an XHR. */
export function acceptsJson(request: FastifyRequest): boolean {
  return /application\/json/i.test(header(request, 'accept') ?? '') || (header(request, 'x-requested-with') ?? '').toLowerCase() === 'xmlhttprequest';
}

const PAGE_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
};

/** The short text/html answer of a failed login for clients that do not take JSON (docs/DECISIONS.md D13). */
export function sendLoginFailedPage(reply: FastifyReply, status: number, message: string): FastifyReply {
  const detail = message === 'Invalid login credentials' ? '<p>The user name or password is wrong.</p>' : '';
  const html = `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Login failed</title></head><body><h1>${escapeHtml(message)}</h1>${detail}</body></html>\n`;
  return reply.status(status).headers(PAGE_HEADERS).type('text/html; charset=utf-8').send(html);
}

/**
 * A `redirect-to` target the login page may follow: a path on this site only. It starts with one
 * `/` (not `//` or `/\`, which browsers read as another host), holds no backslash, whitespace,
 * control or non-ASCII character, so no scheme or host can hide in it.
 */
export function safeRedirectTarget(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (/[^\x21-\x7e]|\\/.test(value)) return null;
  return value;
}

const LOGIN_TOKEN_COOKIE = 'login_token';
const LOGIN_TOKEN_SHAPE = /^[0-9a-f]{40}$/;

/**
 * The login form's own CSRF defence (double submit): a random token in a SameSite=Strict cookie
 * scoped to /login and in a hidden field; a cross-site form post cannot send the cookie, so it
 * cannot log a victim's browser into someone else's account. An existing token is reused so two
 * open login tabs both work.
 */
function loginToken(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = parseCookies(header(request, 'cookie'))[LOGIN_TOKEN_COOKIE];
  const token = existing && LOGIN_TOKEN_SHAPE.test(existing) ? existing : randomBytes(20).toString('hex');
  appendSetCookie(reply, [serializeCookie(LOGIN_TOKEN_COOKIE, token, { maxAgeSeconds: 3600, httpOnly: true, secure, path: '/login', sameSite: 'Strict' })]);
  return token;
}

function loginTokenValid(request: FastifyRequest, presented: unknown): boolean {
  const cookie = parseCookies(header(request, 'cookie'))[LOGIN_TOKEN_COOKIE];
  if (!cookie || !LOGIN_TOKEN_SHAPE.test(cookie) || typeof presented !== 'string' || presented.length !== cookie.length) return false;
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(presented));
}

interface FormState {
  site: string;
  token: string;
  redirectTo: string | null;
  usr: string;
  error: string | null;
  /** The second step of a two-factor login: the code form instead of the password form. */
  code?: { tmpId: string; prompt: string; uri?: string };
}

/** The code form of a two-factor login; the setup URI is shown as text, to type or paste into the app. */
function codeForm(s: FormState, redirect: string): string {
  const code = s.code!;
  const uri = code.uri ? `<p>Setup key for your authenticator app:</p><p><code id="otpauth-uri" style="word-break:break-all">${escapeHtml(code.uri)}</code></p>` : '';
  return `<p id="otp-prompt">${escapeHtml(code.prompt)}</p>
${uri}
<form method="post" action="/login" id="otp-form">
<input type="hidden" name="login_token" value="${s.token}">
<input type="hidden" name="tmp_id" value="${escapeHtml(code.tmpId)}">
${redirect}
<label for="login_otp">Verification code</label>
<input type="text" id="login_otp" name="otp" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required autofocus>
<button type="submit" id="otp-submit">Verify</button>
</form>`;
}

function renderLoginPage(s: FormState): string {
  const error = s.error ? `<p class="error" role="alert" id="login-error">${escapeHtml(s.error)}</p>` : '';
  const redirect = s.redirectTo ? `<input type="hidden" name="redirect-to" value="${escapeHtml(s.redirectTo)}">` : '';
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Login</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f5f6;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;padding:2rem;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.12);width:100%;max-width:22rem}
h1{font-size:1.25rem;margin:0 0 1rem}
label{display:block;font-size:.875rem;margin:.75rem 0 .25rem}
input[type=text],input[type=password]{width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #c8ccd0;border-radius:4px;font-size:1rem}
button{margin-top:1.25rem;width:100%;padding:.6rem;border:0;border-radius:4px;background:#171717;color:#fff;font-size:1rem;cursor:pointer}
.error{color:#b42318;background:#fef3f2;padding:.5rem;border-radius:4px}
</style>
</head>
<body>
<main>
<h1>Login to ${escapeHtml(s.site)}</h1>
${error}
${s.code ? codeForm(s, redirect) : `<form method="post" action="/login" id="login-form">
<input type="hidden" name="login_token" value="${s.token}">
${redirect}
<label for="login_email">Email or user name</label>
<input type="text" id="login_email" name="usr" autocomplete="username" required autofocus value="${escapeHtml(s.usr)}">
<label for="login_password">Password</label>
<input type="password" id="login_password" name="pwd" autocomplete="current-password" required>
<button type="submit" id="login-submit">Login</button>
</form>`}
</main>
</body>
</html>
`;
}

/**
 * `/login`: an HTML form (no framework, no script) that posts back here as a browser does; a
 * success sets the session cookies and redirects (303) to `redirect-to` when it is a path of this
 * site, else to /app (System User) or / ; a failure shows the reason on the page. Sessions opened
 * here carry a CSRF token (docs/DECISIONS.md D17), which pages such as OAuth consent read from
 * `csrfTokenOf(request.svcAuth)`.
 */
export function registerLoginPage(app: FastifyInstance): void {
  // Logging in writes whatever the verb, and opens a session: the old one's CSRF token is not asked for.
  const config = { svc: { opensSession: true, writes: true } };
  app.get('/login', { config }, async (request, reply) => {
    const ctx = ctxOf(request);
    const query = request.query as Record<string, unknown>;
    const target = safeRedirectTarget(query['redirect-to']);
    const auth = request.svcAuth;
    // Frappe's www/login.py: a signed-in visitor goes on at once, however the session was opened.
    if (auth?.session && ctx.user.name !== 'Guest') {
      return reply.status(303).header('location', target ?? (ctx.user.userType === 'System User' ? '/app' : '/')).headers({ 'cache-control': 'no-store' }).send();
    }
    const secure = isSecureRequest(request, ctx.site);
    const token = loginToken(request, reply, secure);
    return reply.headers(PAGE_HEADERS).type('text/html; charset=utf-8').send(renderLoginPage({ site: ctx.site.name, token, redirectTo: target, usr: '', error: null }));
  });

  app.post('/login', { config }, async (request, reply) => {
    const ctx = ctxOf(request);
    const body = request.body as ParsedBody | undefined;
    const fields: Record<string, string> = body?.kind === 'form' ? body.fields : {};
    const query = request.query as Record<string, unknown>;
    const target = safeRedirectTarget(fields['redirect-to'] ?? query['redirect-to']);
    const usr = typeof fields.usr === 'string' ? fields.usr.slice(0, 512) : '';
    const secure = isSecureRequest(request, ctx.site);
    const page = (status: number, error: string | null, code?: FormState['code']) => {
      const token = loginToken(request, reply, secure);
      return reply.status(status).headers(PAGE_HEADERS).type('text/html; charset=utf-8').send(renderLoginPage({ site: ctx.site.name, token, redirectTo: target, usr, error, code }));
    };
    if (request.svcAuth) request.svcAuth.cookiesWritten = true;
    if (body?.kind !== 'form') return page(415, 'Please sign in with the form on this page.');
    if (!loginTokenValid(request, fields.login_token)) return page(400, 'This login page has expired. Please try again.');
    const tmpId = typeof fields.tmp_id === 'string' && /^[0-9a-f]{32}$/.test(fields.tmp_id) ? fields.tmp_id : undefined;
    let result: LoginResult | PasswordExpired | PendingLoginResult;
    try {
      result = await loginAndSetCookies(request, reply, fields.usr, fields.pwd, true, { otp: fields.otp, tmpId });
    } catch (err) {
      if (!isAppError(err) || err.status >= 500) throw err;
      for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
      // A wrong code keeps the code form (its tmp_id lives on); anything else starts over.
      if (tmpId && err.message === WRONG_CODE) return page(err.status, err.message, { tmpId, prompt: 'Enter the verification code.' });
      return page(err.status, err.message || 'Login failed');
    }
    if ('pending' in result) {
      const { verification, tmp_id } = result.pending;
      return page(200, null, { tmpId: tmp_id, prompt: verification.prompt || 'Enter the verification code from your authenticator app.', uri: verification.otpauth_uri });
    }
    // A password too old: on to the page that sets a new one, on this site (its path, whatever host the link names).
    const location = 'passwordExpired' in result ? ((u) => `${u.pathname}${u.search}`)(new URL(result.redirectTo)) : target ?? (result.systemUser ? '/app' : '/');
    return reply.status(303).header('location', location).headers({ 'cache-control': 'no-store' }).send();
  });
}
