import type { SessionRecord } from './sessions/session-store.ts';
import { csrfTokenMatches } from './sessions/session-id.ts';

const CHANGING_VERBS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a request must carry the session's CSRF token (decisions D17, frappe-behavior §8.8): only
 * data-changing verbs on a session opened by a browser page, unless the site sets `ignore_csrf`.
 * JSON-login sessions and token/bearer requests never need one.
 */
export function csrfRequired(verb: string, session: SessionRecord | null, siteConfig: Record<string, unknown>): boolean {
  if (!session?.csrf || !CHANGING_VERBS.has(verb)) return false;
  const ignore = siteConfig.ignore_csrf;
  return !(ignore === true || ignore === 1 || ignore === '1');
}

/** Checks the token from the `X-Frappe-CSRF-Token` header, else the `csrf_token` form field. */
export function csrfValid(sid: string, headerToken: string | undefined, formToken: unknown): boolean {
  return csrfTokenMatches(sid, headerToken || formToken);
}
