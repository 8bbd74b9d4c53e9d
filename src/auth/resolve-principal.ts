import { GUEST, type Principal } from '../context/principal.ts';
import { appError } from '../errors/app-error.ts';
import type { AuthSite } from './auth-site.ts';
import { unsupportedHeaderMessage } from './schemes/hints.ts';
import { SCHEMES } from './schemes/index.ts';
import { NOT_MINE, type ActiveSession, type AuthScheme, type Presented, type SchemeAnswer } from './schemes/scheme.ts';
import { refuseAddress, mayUseFrom } from './user-access.ts';
import { andThen, type Awaitable } from '../util/awaitable.ts';

/** The caller of a request: who it acts for, and through which session if any. */
export interface Caller {
  principal: Principal;
  /** The session the request acts through (its user wins over an Authorization header, as in Frappe). */
  session: ActiveSession | null;
  /** A sid was presented but is unknown, expired or ended: the request runs without it. */
  sessionExpired: boolean;
}

/** JavaScript's `\s` (what `trim` removes), by character code. */
function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/**
 * The Authorization header as a scheme word and its credentials; null unless exactly two words
 * (`value.trim().split(/\s+/)` of length 2). Scanned by hand: every request with a header passes
 * here, and the split's regex and arrays cost more than the scan.
 */
export function parseAuthorization(value: string | undefined): Presented['authorization'] {
  if (value === undefined || value === '') return null;
  let start = 0;
  let end = value.length;
  while (start < end && isSpace(value.charCodeAt(start))) start++;
  while (end > start && isSpace(value.charCodeAt(end - 1))) end--;
  let gap = start;
  while (gap < end && !isSpace(value.charCodeAt(gap))) gap++;
  if (gap === start || gap === end) return null;
  let rest = gap;
  while (isSpace(value.charCodeAt(rest))) rest++;
  for (let i = rest; i < end; i++) if (isSpace(value.charCodeAt(i))) return null;
  return { scheme: value.slice(start, gap).toLowerCase(), credentials: value.slice(rest, end) };
}

/** The first answer of the schemes of one source (from the `from`-th) that is not `not-mine`. */
function answerOf(site: AuthSite, presented: Presented, source: AuthScheme['source'], schemes: readonly AuthScheme[], from = 0): Awaitable<SchemeAnswer> {
  for (let i = from; i < schemes.length; i++) {
    const scheme = schemes[i];
    if (scheme.source !== source) continue;
    const answer = scheme.authenticate(site, presented);
    if (answer instanceof Promise) return answer.then((a) => (a.kind !== 'not-mine' ? a : answerOf(site, presented, source, schemes, i + 1)));
    if (answer.kind !== 'not-mine') return answer;
  }
  return NOT_MINE;
}

type CallerInput = {
  authorization: string | undefined;
  sid: string | undefined;
  /** The client's address (X-Forwarded-For only from a trusted proxy), checked against the user's `restrict_ip`. */
  ip: string;
  now: number;
  readOnly?: boolean;
  /** The request logs in: a session its address may not use is passed over instead of refused (Frappe does not resume one at login). */
  opensSession?: boolean;
};

/**
 * Resolves the caller from a presented sid (cookie or body) and the Authorization header
 * (docs/DECISIONS.md F10, F12) through the scheme table. A valid session's user wins
 * over the header, but a header that does not authenticate is still 401, never a silent Guest;
 * no header at all is Guest. An unknown or expired sid is not an error: the request continues as
 * the header's user or Guest, and says so (`sessionExpired`). A user whose `restrict_ip` does not
 * cover the client's address is 401 whichever way they came (Frappe's validate_ip_address on a
 * resumed session; svc also on keys and Bearer tokens). Answered without a promise when every
 * scheme asked has its answer at once (a cached API key, no sid); a refusal is then thrown.
 */
export function callerOf(site: AuthSite, input: CallerInput, schemes: readonly AuthScheme[] = SCHEMES): Awaitable<Caller> {
  const presented: Presented = { authorization: parseAuthorization(input.authorization), sid: input.sid, now: input.now, readOnly: input.readOnly ?? false };
  return andThen(answerOf(site, presented, 'session', schemes), (fromSession) => {
    let session = fromSession.kind === 'principal' ? (fromSession.session ?? null) : null;
    if (session && !mayUseFrom(session.principal, input.ip)) {
      if (!input.opensSession) throw refuseAddress();
      session = null;
    }
    const sessionExpired = fromSession.kind === 'invalid';
    if (input.authorization === undefined || input.authorization === '') return { principal: session ? session.principal : GUEST, session, sessionExpired };
    return andThen(answerOf(site, presented, 'header', schemes), (answer): Caller => {
      if (answer.kind !== 'principal') throw appError('AUTH_INVALID', answer.kind === 'invalid' ? answer.why : unsupportedHeaderMessage(schemes), { exceptionText: '' });
      if (!mayUseFrom(answer.principal, input.ip)) throw refuseAddress();
      return { principal: session ? session.principal : answer.principal, session, sessionExpired };
    });
  });
}

/** `callerOf`, always as a promise (a refusal rejects it). */
export async function resolveCaller(site: AuthSite, input: CallerInput, schemes: readonly AuthScheme[] = SCHEMES): Promise<Caller> {
  return callerOf(site, input, schemes);
}

/**
 * Whether a principal has the user's full rights (docs/DECISIONS.md F18): every caller but a Bearer
 * token without the `all` scope (an `openid`-only sign-in token, say), which only reads the user's
 * profile at the routes that declare so.
 */
export function bearerScopeAllows(principal: Principal): boolean {
  return !principal.oauth || principal.oauth.scopes.includes('all');
}
