import { GUEST, type Principal } from '../context/principal.ts';
import type { SiteServices } from '../context/request-context.ts';
import { appError } from '../errors/app-error.ts';
import { authenticateApiKey, decodeBasic, splitKeySecret } from './api-key.ts';
import { sessionsOf, type Resumed } from './sessions/site-sessions.ts';
import { userMayUseGrant, verifyBearer, type BearerGrant } from '../oauth/token-verifier.ts';
import { loadPrincipal } from './load-principal.ts';

/**
 * Who a request acts for, from its Authorization header (principle 14): no header is Guest; a
 * header every scheme refuses is 401, never a silent Guest. Schemes: `token key:secret`,
 * `Basic base64(key:secret)`, `Bearer <OAuth access token>` (the token's user with the token's
 * client and scopes; expired, revoked or unknown tokens, tokens of deleted clients, and disabled
 * users are 401).
 */
export async function resolvePrincipal(site: SiteServices, authorization: string | undefined, now = Date.now()): Promise<Principal> {
  if (authorization === undefined || authorization === '') return GUEST;
  const parts = authorization.trim().split(/\s+/);
  const scheme = parts[0]?.toLowerCase();
  let principal: Principal | null = null;
  let why = 'Unsupported Authorization header: send "token <api_key>:<api_secret>", "Basic <base64 of key:secret>" or "Bearer <access token>"';
  if (parts.length === 2 && (scheme === 'token' || scheme === 'basic')) {
    const pair = splitKeySecret(scheme === 'basic' ? decodeBasic(parts[1]) : parts[1]);
    why = pair ? 'Invalid API key or secret' : `Invalid ${scheme === 'basic' ? 'Basic' : 'token'} credentials: expected <api_key>:<api_secret>`;
    if (pair) principal = await authenticateApiKey(site, (fn) => site.db.read(fn), pair[0], pair[1]);
  } else if (parts.length === 2 && scheme === 'bearer') {
    why = 'Invalid, expired or revoked access token';
    const grant = await verifyBearer(site, parts[1], Math.floor(now / 1000));
    if (grant) principal = await bearerPrincipal(site, grant);
  }
  // The same words whichever part was wrong (an unknown key or a wrong secret): nothing to probe.
  if (!principal) throw appError('AUTH_INVALID', why, { exceptionText: '' });
  return principal;
}

/**
 * The principal of a verified Bearer token: its user with the token's client and scopes, or null
 * when the user is disabled or no longer has one of the client's allowed roles (checked as at
 * authorization, and again whenever the client's roles change). One
 * object per token, cached with the site's credentials, so the per-principal caches of
 * permissions and query plans serve Bearer requests as they serve API keys.
 */
async function bearerPrincipal(site: SiteServices, grant: BearerGrant): Promise<Principal | null> {
  const key = `bearer-principal:${grant.tokenId}`;
  const cached = site.credentials.get<Principal | null>(key);
  if (cached !== undefined) return cached;
  const user = await loadPrincipal(site, (fn) => site.db.read(fn), grant.user);
  const principal = user && userMayUseGrant(user, grant) ? { ...user, oauth: { clientId: grant.clientId, scopes: grant.scopes, issuedAt: grant.issuedAt, expiresAt: grant.expiresAt } } : null;
  site.credentials.set(key, principal);
  return principal;
}

/** The caller of a request: who it acts for, and through which session if any. */
export interface Caller {
  principal: Principal;
  /** The session the request acts through (its user wins over an Authorization header, as in Frappe). */
  session: Extract<Resumed, { kind: 'active' }> | null;
  /** A sid was presented but is unknown, expired or ended: the request runs without it. */
  sessionExpired: boolean;
}

/**
 * Resolves the caller from a presented sid (cookie or body) and the Authorization header
 * (frappe-behavior §8.3, §8.6). A valid session's user wins over the header, but a header that
 * does not authenticate is still 401. An unknown or expired sid is not an error: the request
 * continues as the header's user or Guest, and says so (`sessionExpired`).
 */
export async function resolveCaller(site: SiteServices, input: { authorization: string | undefined; sid: string | undefined; now: number; readOnly?: boolean }): Promise<Caller> {
  let session: Caller['session'] = null;
  let sessionExpired = false;
  if (input.sid) {
    const resumed = await sessionsOf(site).resume(input.sid, input.now, input.readOnly);
    if (resumed.kind === 'active') session = resumed;
    else sessionExpired = true;
  }
  const fromHeader = await resolvePrincipal(site, input.authorization, input.now);
  return { principal: session ? session.principal : fromHeader, session, sessionExpired };
}

/**
 * Whether a principal has the user's full rights (frappe-oauth §10): every caller but a Bearer
 * token without the `all` scope (an `openid`-only sign-in token, say), which only reads the user's
 * profile at the routes that declare so.
 */
export function bearerScopeAllows(principal: Principal): boolean {
  return !principal.oauth || principal.oauth.scopes.includes('all');
}
