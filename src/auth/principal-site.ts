import type { CredentialCache, SiteServices } from '../context/request-context.ts';
import type { SystemSettings } from '../context/system-settings.ts';
import type { Database } from '../storage/database.ts';

/**
 * What finding a user's principal needs of a site (load-principal.ts, and the API keys and
 * sessions that find one): its database, System Settings, and the cache of credentials and
 * principals, cleared on any user, role or key change.
 */
export interface PrincipalSite extends SiteServices {
  readonly db: Database;
  /** System Settings as this process last read them (re-read on every save, on every process). */
  readonly settings: SystemSettings;
  readonly credentials: CredentialCache;
}
