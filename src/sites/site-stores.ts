import type { SessionStore } from '../auth/sessions/session-store.ts';
import type { FileStoreFactory } from '../files/file-store.ts';
import type { OAuthStore } from '../oauth/store/oauth-store.ts';
import type { Database } from '../storage/database.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { SiteConfig } from '../config/site-config.ts';

/**
 * How each site's stores are made (`AppDeps.stores`): a server takes the defaults; a test or an
 * embedding program may give memory stores, or stores of its own that pass the conformance suites
 * in `test/stores/`.
 */
export interface SiteStoreFactories {
  /** The site's file bytes; by default the local disk in Frappe's layout. */
  files?: FileStoreFactory;
  /** Grant state of the OAuth provider; by default the database's DocType tables. */
  oauth?: (db: Database, timeZone: () => string) => OAuthStore;
  /** Login sessions; by default the database's `__sessions`, looked up through Redis when configured. */
  sessions?: (db: Database) => SessionStore;
  /**
   * Background jobs; by default BullMQ when the site's config names `redis_queue`
   * (jobs/bullmq-job-queue.ts), else the embedded queue in the site's database (jobs/sql-job-queue.ts).
   */
  jobs?: (site: string, db: Database, config: SiteConfig) => JobQueue;
}
