import { GUEST, type Principal } from '../context/principal.ts';
import type { SiteServices } from '../context/request-context.ts';
import { appError } from '../errors/app-error.ts';
import { authenticateApiKey, decodeBasic, splitKeySecret } from './api-key.ts';
import { sessionsOf, type Resumed } from './sessions/site-sessions.ts';

/**
 * Who a request acts for, from its Authorization header (principle 14): no header is Guest; a
 * header every scheme refuses is 401, never a silent Guest. Schemes: `token key:secret`,
 * `Basic base64(key:secret)`. (`Bearer` belongs to the OAuth provider and is refused until then.)
 */
export async function resolvePrincipal(site: SiteServices, authorization: string | undefined): Promise<Principal> {
  if (authorization === undefined || authorization === '') return GUEST;
  const parts = authorization.trim().split(/\s+/);
  const scheme = parts[0]?.toLowerCase();
  let principal: Principal | null = null;
  if (parts.length === 2 && (scheme === 'token' || scheme === 'basic')) {
    const pair = splitKeySecret(scheme === 'basic' ? decodeBasic(parts[1]) : parts[1]);
    if (pair) principal = await authenticateApiKey(site, (fn) => site.db.read(fn), pair[0], pair[1]);
  }
  if (!principal) throw appError('AUTH_INVALID', '', { messages: [], exceptionText: '' });
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
export async function resolveCaller(site: SiteServices, input: { authorization: string | undefined; sid: string | undefined; now: number }): Promise<Caller> {
  let session: Caller['session'] = null;
  let sessionExpired = false;
  if (input.sid) {
    const resumed = await sessionsOf(site).resume(input.sid, input.now);
    if (resumed.kind === 'active') session = resumed;
    else sessionExpired = true;
  }
  const fromHeader = await resolvePrincipal(site, input.authorization);
  return { principal: session ? session.principal : fromHeader, session, sessionExpired };
}
