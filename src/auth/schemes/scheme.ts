import type { Principal } from '../../context/principal.ts';
import type { SiteServices } from '../../context/request-context.ts';
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

/**
 * One way a request authenticates. `session` schemes read the sid, `header` schemes the
 * Authorization header; a request may present one of each, and a session's user wins. An answer
 * the scheme has at once (not its kind, a cached key) comes without a promise.
 */
export interface AuthScheme {
  readonly name: string;
  readonly source: 'session' | 'header';
  authenticate(site: SiteServices, presented: Presented): Awaitable<SchemeAnswer>;
}

export const NOT_MINE: SchemeAnswer = { kind: 'not-mine' };
