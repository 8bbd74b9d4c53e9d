import { GUEST, type Principal } from '../context/principal.ts';
import type { SiteServices } from '../context/request-context.ts';
import { appError } from '../errors/app-error.ts';
import { SCHEMES } from './schemes/index.ts';
import type { ActiveSession, AuthScheme, Presented, SchemeAnswer } from './schemes/scheme.ts';

/** The caller of a request: who it acts for, and through which session if any. */
export interface Caller {
  principal: Principal;
  /** The session the request acts through (its user wins over an Authorization header, as in Frappe). */
  session: ActiveSession | null;
  /** A sid was presented but is unknown, expired or ended: the request runs without it. */
  sessionExpired: boolean;
}

const UNSUPPORTED = 'Unsupported Authorization header: send "token <api_key>:<api_secret>", "Basic <base64 of key:secret>" or "Bearer <access token>"';

/** The Authorization header as a scheme word and its credentials; null unless exactly two words. */
export function parseAuthorization(value: string | undefined): Presented['authorization'] {
  if (value === undefined || value === '') return null;
  const parts = value.trim().split(/\s+/);
  return parts.length === 2 ? { scheme: parts[0].toLowerCase(), credentials: parts[1] } : null;
}

/** The first answer of the schemes of one source that is not `not-mine`. */
async function answerOf(site: SiteServices, presented: Presented, source: AuthScheme['source'], schemes: readonly AuthScheme[]): Promise<SchemeAnswer> {
  for (const scheme of schemes) {
    if (scheme.source !== source) continue;
    const answer = await scheme.authenticate(site, presented);
    if (answer.kind !== 'not-mine') return answer;
  }
  return { kind: 'not-mine' };
}

/**
 * Resolves the caller from a presented sid (cookie or body) and the Authorization header
 * (frappe-behavior §8.3, §8.6; principle 14) through the scheme table. A valid session's user wins
 * over the header, but a header that does not authenticate is still 401, never a silent Guest;
 * no header at all is Guest. An unknown or expired sid is not an error: the request continues as
 * the header's user or Guest, and says so (`sessionExpired`).
 */
export async function resolveCaller(site: SiteServices, input: { authorization: string | undefined; sid: string | undefined; now: number; readOnly?: boolean }, schemes = SCHEMES): Promise<Caller> {
  const presented: Presented = { authorization: parseAuthorization(input.authorization), sid: input.sid, now: input.now, readOnly: input.readOnly ?? false };
  const fromSession = await answerOf(site, presented, 'session', schemes);
  let fromHeader: Principal = GUEST;
  if (input.authorization !== undefined && input.authorization !== '') {
    const answer = await answerOf(site, presented, 'header', schemes);
    if (answer.kind !== 'principal') throw appError('AUTH_INVALID', answer.kind === 'invalid' ? answer.why : UNSUPPORTED, { exceptionText: '' });
    fromHeader = answer.principal;
  }
  const session = fromSession.kind === 'principal' ? (fromSession.session ?? null) : null;
  return { principal: session ? session.principal : fromHeader, session, sessionExpired: fromSession.kind === 'invalid' };
}

/**
 * Whether a principal has the user's full rights (frappe-oauth §10): every caller but a Bearer
 * token without the `all` scope (an `openid`-only sign-in token, say), which only reads the user's
 * profile at the routes that declare so.
 */
export function bearerScopeAllows(principal: Principal): boolean {
  return !principal.oauth || principal.oauth.scopes.includes('all');
}
