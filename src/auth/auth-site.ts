import type { KdfGate } from '../crypto/kdf-gate.ts';
import type { TokenSite } from '../oauth/oauth-site.ts';
import type { PrincipalSite } from './principal-site.ts';
import type { SiteSessions } from './sessions/site-sessions.ts';

/** What authenticating a request and logging in need of a site: its schemes' sessions, keys and Bearer tokens, and the password hashing queue. */
export interface AuthSite extends PrincipalSite, TokenSite {
  /** Login sessions: resume, open, end, with a short per-process cache and the lock-out. */
  readonly sessions: SiteSessions;
  /** Where password hashing queues, so logins never take every core. */
  readonly kdf: KdfGate;
}
