import type { SessionRecord } from './sessions/session-store.ts';
import { csrfTokenMatches } from './sessions/session-id.ts';

const CHANGING_VERBS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a request must carry the session's CSRF token (docs/DECISIONS.md D17): only
 * data-changing verbs on a session opened by a browser page, unless the site sets `ignore_csrf`
 * (`ignoreCsrf`). JSON-login sessions and token/bearer requests never need one.
 */
export function csrfRequired(verb: string, session: SessionRecord | null, ignoreCsrf: boolean): boolean {
  return Boolean(session?.csrf) && CHANGING_VERBS.has(verb) && !ignoreCsrf;
}

/** Checks the token from the `X-Frappe-CSRF-Token` header, else the `csrf_token` form field. */
export function csrfValid(sid: string, headerToken: string | undefined, formToken: unknown): boolean {
  return csrfTokenMatches(sid, headerToken || formToken);
}
