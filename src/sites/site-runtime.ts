import path from 'node:path';
import type { LoadedApps } from '../apps/load-apps.ts';
import type { Clock } from '../context/clock.ts';
import type { CredentialCache, Logger } from '../context/request-context.ts';
import { readSiteConfig, type SiteConfig } from '../config/site-config.ts';
import { DEFAULT_SYSTEM_SETTINGS, systemSettingsFrom, type SystemSettings } from '../context/system-settings.ts';
import { loadSingle } from '../storage/singles.ts';
import { noSchemaChanges, type SchemaChanges } from '../storage/schema-sync.ts';
import { MetaRegistry } from '../meta/meta-registry.ts';
import { loadCustomDocTypes } from '../model/doctype-records.ts';
import { loadCustomPerms } from '../model/custom-perms.ts';
import { customizer, loadCustomizations } from '../model/customizations.ts';
import { composeControllers } from '../model/compose-controllers.ts';
import type { ControllerMap } from '../model/controller.ts';
import type { Database, NoticePoller } from '../storage/database.ts';
import { openDatabase } from '../storage/dialects/index.ts';
import { formatDatetime } from '../util/datetime.ts';
import { translateDbError } from '../operations/run-operation.ts';
import type { CredentialKey } from '../context/credential-keys.ts';
import { SiteSessions, type SharedState } from '../auth/sessions/site-sessions.ts';
import { loadOrCreateSigningKey, type SigningKey } from '../oauth/keys.ts';
import type { OAuthSite } from '../oauth/oauth-site.ts';
import type { OAuthStore } from '../oauth/store/oauth-store.ts';
import { SqlOAuthStore } from '../oauth/store/sql-oauth-store.ts';
import type { SiteStoreFactories } from './site-stores.ts';
import { KdfGate } from '../crypto/kdf-gate.ts';
import type { FileSite } from '../files/file-site.ts';
import type { FileStore } from '../files/file-store.ts';
import { LocalFileStore } from '../files/local-file-store.ts';
import { migrateSite } from './migrate-site.ts';
import type { RateLimitStore } from '../ratelimit/rate-limit-store.ts';
import type { RealtimeSite } from '../realtime/realtime-site.ts';
import type { MethodSite } from '../rpc/call-method.ts';
import { DueTasks } from '../context/due-tasks.ts';
import type { PdfRenderer } from '../context/pdf-renderer.ts';
import { SharedStateHub, type SiteShared } from './shared-state.ts';
import type { SiteJobs } from '../jobs/site-jobs.ts';
import { SqlJobQueue } from '../jobs/sql-job-queue.ts';
import { SqlWorkerRegistry } from '../jobs/sql-worker-registry.ts';
import { queueTimeouts } from '../jobs/queues.ts';
import { schedulerInterval } from '../scheduler/scheduler-config.ts';
import { redisQueueSetting } from './job-backend.ts';

const CONFIG_RECHECK_MS = 1000;

function mapCache(): CredentialCache {
  const map = new Map<string, unknown>();
  let epoch = 0;
  return {
    get: <T>(key: CredentialKey<T>) => map.get(key) as T | undefined,
    set: (key, value, since) => {
      if (since !== epoch) return;
      if (map.size > 10_000) map.clear();
      map.set(key, value);
    },
    get epoch() {
      return epoch;
    },
    clear: () => {
      epoch++;
      map.clear();
    },
  };
}

/**
 * One open site: its config, database, DocTypes and caches. Change notices from any process
 * (custom DocTypes, credentials) are applied before the next request of this process runs.
 * It is the site every layer's interface describes a part of (context/request-context.ts).
 */
export class SiteRuntime implements FileSite, MethodSite, RealtimeSite, OAuthSite {
  readonly credentials = mapCache();
  readonly kdf = new KdfGate();
  readonly housekeeping = new DueTasks();
  readonly files: FileStore;
  /** PDFs through the process's headless Chromium at the site's `chromium_path`. */
  readonly pdf: PdfRenderer;
  readonly oauth: OAuthStore;
  readonly sessions: SiteSessions;
  readonly realtime: SiteShared['realtime'];
  readonly jobs: SiteJobs;
  readonly schedulerLease: SiteShared['schedulerLease'];
  private signing: Promise<SigningKey> | null = null;
  private lastPoll = 0;
  /** The DocType reload under way; it never rejects (refreshMeta). */
  private pending: Promise<void> | null = null;
  /** A reload failed: the DocTypes in memory may be old, and the next sync() tries again. */
  private metaStale = false;

  private liveConfig: SiteConfig;
  /** System Settings as last read; a save anywhere publishes `settings` and they are read again. */
  settings: SystemSettings = DEFAULT_SYSTEM_SETTINGS;
  private settingsStale = false;
  /** What opening the site changed in its schema (`svc migrate` reports it). */
  migration: SchemaChanges = noSchemaChanges();
  /** Shared-state hub this runtime made itself (CLI use), closed with it; a server's is closed by the server. */
  private ownHub: SharedStateHub | undefined;
  private releaseShared: () => void = () => {};
  private configCheckedAt = performance.now();

  private constructor(
    readonly name: string,
    readonly dir: string,
    private readonly sitesDir: string,
    config: SiteConfig,
    readonly db: Database,
    readonly meta: MetaRegistry,
    readonly controllers: ControllerMap,
    apps: Pick<LoadedApps, 'jobs' | 'queues'>,
    readonly rateLimits: RateLimitStore,
    readonly shared: SharedState & Pick<SiteShared, 'realtime' | 'schedulerLease' | 'jobs' | 'browsers'>,
    private readonly log: Logger,
    stores: SiteStoreFactories,
  ) {
    this.liveConfig = config;
    this.realtime = shared.realtime;
    this.schedulerLease = shared.schedulerLease;
    this.pdf = { render: (html, options) => shared.browsers.pool(this.config.chromium_path).render(html, options, this.config.pdf_timeout * 1000) };
    this.files = stores.files ? stores.files(dir) : new LocalFileStore(dir);
    this.oauth = stores.oauth ? stores.oauth(db, () => this.timeZone) : new SqlOAuthStore(db, () => this.timeZone);
    this.sessions = new SiteSessions(this, shared.sessions, shared.sessionsShared);
    const queue = stores.jobs ? stores.jobs(name, db, config) : shared.jobs ?? new SqlJobQueue(db, name);
    this.jobs = { queue, queues: queueTimeouts(apps.queues), targets: apps.jobs, workers: new SqlWorkerRegistry(db) };
    db.onNotice((channel) => {
      if (channel === 'meta') this.pending = this.refreshMeta();
      if (channel === 'settings') this.pending = this.refreshSettings(this.pending);
      // Principals carry what System Settings' strict user permissions said when they were loaded.
      if (channel === 'auth' || channel === 'meta' || channel === 'settings') this.credentials.clear();
    });
  }

  /**
   * The site's config, re-read at most once a second, so edits to site_config.json (a new
   * rate_limit, say) apply without a restart. The database connection keeps its opening config.
   * A file that no longer reads, or a value svc cannot use, is logged and the config it had kept.
   */
  get config(): SiteConfig {
    if (performance.now() - this.configCheckedAt >= CONFIG_RECHECK_MS) {
      try {
        this.reloadConfig();
      } catch (err) {
        this.log.error({ site: this.name, err: (err as Error).message }, 'site config unreadable or invalid: keeping the previous one');
      }
    }
    return this.liveConfig;
  }

  /**
   * Reads the config files now, for a caller that has just written them and cannot wait for the
   * next look; throws, keeping the config it had, when they hold a value svc cannot use.
   */
  reloadConfig(): SiteConfig {
    this.configCheckedAt = performance.now();
    this.liveConfig = readSiteConfig(this.sitesDir, this.name);
    return this.liveConfig;
  }

  /** The RS256 key of the site's id_tokens, read (or made) on first use; a failed read is tried again next time. */
  signingKey(): Promise<SigningKey> {
    if (!this.signing) {
      const signing = loadOrCreateSigningKey(this);
      signing.catch(() => {
        if (this.signing === signing) this.signing = null;
      });
      this.signing = signing;
    }
    return this.signing;
  }

  /** System Settings' time zone, else site config's, else UTC. */
  get timeZone(): string {
    return this.settings.timeZone ?? this.config.time_zone;
  }

  get developerMode(): boolean {
    return this.config.developer_mode === 1;
  }

  /** Opens a site: reads its config, connects, migrates its schema and loads its custom DocTypes. */
  static async open(
    sitesDir: string, name: string, apps: LoadedApps, clock: Clock, log: Logger, hub?: SharedStateHub,
    stores: SiteStoreFactories = {},
  ): Promise<SiteRuntime> {
    const dir = path.join(sitesDir, name);
    const config = readSiteConfig(sitesDir, name);
    const redisQueue = redisQueueSetting(config);
    const own = hub ? undefined : new SharedStateHub(clock, log, stores.sessions);
    const shared = (hub ?? own!).forSite(name, config.redis_url, openDatabase(config, dir), redisQueue);
    const db = shared.db;
    try {
      const registry = new MetaRegistry(apps.doctypes);
      const scheduled = { events: apps.scheduledEvents, intervalSeconds: schedulerInterval(config) };
      const migration = await migrateSite(db, registry, formatDatetime(clock.nowMicros(), config.time_zone), log, scheduled);
      const site = new SiteRuntime(name, dir, sitesDir, config, db, registry, composeControllers(apps.controllers, apps.hooks), apps, shared.rateLimits, shared, log, stores);
      site.migration = migration;
      site.ownHub = own;
      site.releaseShared = shared.release;
      await site.reloadMeta();
      await site.reloadSettings();
      return site;
    } catch (err) {
      const translated = translateDbError(db, log, err);
      shared.release();
      await db.close().catch(() => {});
      await own?.closeAll();
      throw translated;
    }
  }

  /**
   * Applies change notices published by this or other processes. Nothing to wait for (the usual
   * case) answers undefined rather than a promise: every request passes here, and an await costs.
   */
  sync(): Promise<void> | undefined {
    // At most once a millisecond: under load many requests share one look (a notice from another
    // process is seen within a millisecond); this process's own changes apply at commit anyway.
    const now = performance.now();
    let polled: void | Promise<void> = undefined;
    if (now - this.lastPoll >= 1) {
      this.lastPoll = now;
      polled = (this.db as Partial<NoticePoller>).pollNotices?.();
    }
    if (!polled && !this.pending && !this.metaStale && !this.settingsStale) return undefined;
    return this.settle(polled);
  }

  private async settle(polled: void | Promise<void>): Promise<void> {
    if (polled) await polled;
    await this.settleReload();
    // A reload that failed is tried again (once per request) before this request reads DocTypes.
    if (this.metaStale) {
      this.pending = this.refreshMeta();
      await this.settleReload();
    }
    if (this.settingsStale) {
      this.pending = this.refreshSettings(this.pending);
      await this.settleReload();
    }
  }

  private async settleReload(): Promise<void> {
    const pending = this.pending;
    if (!pending) return;
    await pending;
    if (this.pending === pending) this.pending = null;
  }

  /**
   * Reloads the DocTypes after a change notice. A failure (the database briefly unreachable, say)
   * is logged and retried at the next request instead of failing every request after it or, with
   * no request waiting, taking the process down as an unhandled rejection.
   */
  private refreshMeta(): Promise<void> {
    this.metaStale = false;
    return this.reloadMeta().catch((err: unknown) => {
      this.metaStale = true;
      this.log.error({ site: this.name, err }, 'reloading DocTypes after a change failed: serving the previous ones and retrying');
    });
  }

  /** Reads System Settings again after a change notice (after any reload already under way); a failure keeps the old ones and retries. */
  private async refreshSettings(before: Promise<void> | null): Promise<void> {
    await before;
    this.settingsStale = false;
    await this.reloadSettings().catch((err: unknown) => {
      this.settingsStale = true;
      this.log.error({ site: this.name, err }, 'reading System Settings after a change failed: serving the previous ones and retrying');
    });
  }

  async reloadSettings(): Promise<void> {
    const meta = this.meta.get('System Settings');
    if (!meta) return;
    this.settings = systemSettingsFrom(await this.db.read((tx) => loadSingle(tx, meta)));
  }

  async reloadMeta(): Promise<void> {
    const [custom, customPerms, customizations] = await this.db.read(async (tx) => [
      await loadCustomDocTypes(tx, this.meta, this.log), await loadCustomPerms(tx, this.meta), await loadCustomizations(tx, this.meta),
    ] as const);
    this.meta.setCustom(custom, customPerms, customizer(customizations, this.log));
  }

  async close(): Promise<void> {
    this.releaseShared();
    await this.jobs.queue.close();
    await this.db.close();
    await this.ownHub?.closeAll();
  }
}
