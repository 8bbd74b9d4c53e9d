import type { Principal } from '../../context/principal.ts';
import type { AuthSite } from '../auth-site.ts';
import type { Resumed } from '../sessions/site-sessions.ts';
import type { Awaitable } from '../../util/awaitable.ts';

/** The credentials a request presents, read once by the HTTP layer. */
export interface Presented {
  /** The Authorization header split into its scheme word (lowercase) and credentials; null when absent or not two words. */
  authorization: { scheme: string; credentials: string } | null;
  /** The sid of a cookie or body field. */
  sid: string | undefined;
  /** Epoch milliseconds. */
  now: number;
  /** The site is in read-only maintenance: sessions are looked up but neither touched nor ended. */
  readOnly: boolean;
}

export type ActiveSession = Extract<Resumed, { kind: 'active' }>;

/**
 * A scheme's answer: the credentials are not its kind (`not-mine`), they name a principal, or
 * they are its kind but do not authenticate (`invalid`: 401 for a header; an unknown sid only
 * marks the session expired, and the request goes on without it).
 */
export type SchemeAnswer =
  | { kind: 'not-mine' }
  | { kind: 'principal'; principal: Principal; session?: ActiveSession }
  | { kind: 'invalid'; why: string };

/** One security scheme object of the OpenAPI document (openapi/security.ts) and what a requirement of it names. */
export interface OpenApiScheme {
  /** The object; `issuer` is the site's base URL (oauth/issuer.ts), under which the OAuth endpoints answer. */
  describe(issuer: string): Record<string, unknown>;
  /** The scopes a request needs of it (OAuth's); none for the others. */
  readonly scopes: readonly string[];
}

/**
 * One way a request authenticates. `session` schemes read the sid, `header` schemes the
 * Authorization header; a request may present one of each, and a session's user wins. An answer
 * the scheme has at once (not its kind, a cached key) comes without a promise. A scheme also says
 * how clients learn of it: its words in the refusals that list the ways in (schemes/hints.ts) and
 * the OpenAPI security schemes that describe it.
 */
export interface AuthScheme {
  readonly name: string;
  readonly source: 'session' | 'header';
  /** How a client presents it: where the sid comes from, or what the Authorization header holds. */
  readonly hint: string;
  /** The OpenAPI security schemes that describe it, by their names in the document. */
  readonly openApi: Readonly<Record<string, OpenApiScheme>>;
  authenticate(site: AuthSite, presented: Presented): Awaitable<SchemeAnswer>;
}

export const NOT_MINE: SchemeAnswer = { kind: 'not-mine' };
