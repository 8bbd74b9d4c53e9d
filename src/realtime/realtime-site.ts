import type { AuthSite } from '../auth/auth-site.ts';
import type { SiteSessions } from '../auth/sessions/site-sessions.ts';
import type { OperationSite } from '../operations/operation-request.ts';

/**
 * What sockets and streams need of a site: authenticating them as requests are, and reading
 * documents and the site's realtime channel as operations do.
 */
export interface RealtimeSite extends OperationSite, AuthSite {
  readonly sessions: SiteSessions;
}
