import path from 'node:path';
import type { LoadedApps } from '../apps/load-apps.ts';
import type { Clock } from '../context/clock.ts';
import type { CredentialCache, Logger, SiteServices } from '../context/request-context.ts';
import { readSiteConfig, type SiteConfig } from '../config/site-config.ts';
import { MetaRegistry } from '../meta/meta-registry.ts';
import { loadCustomDocTypes } from '../model/doctype-records.ts';
import type { Database, NoticePoller } from '../storage/database.ts';
import { openDatabase } from '../storage/dialects/index.ts';
import { formatDatetime, isValidTimeZone } from '../util/datetime.ts';
import { translateDbError } from '../operations/run-operation.ts';
import { KdfGate } from '../crypto/kdf-gate.ts';
import { migrateSite } from './migrate-site.ts';
import type { RateLimitStore } from '../ratelimit/rate-limit-store.ts';
import { RateLimitStores } from '../ratelimit/stores.ts';

const CONFIG_RECHECK_MS = 1000;

function mapCache(): CredentialCache {
  const map = new Map<string, unknown>();
  return {
    get: <T>(key: string) => map.get(key) as T | undefined,
    set: (key, value) => {
      if (map.size > 10_000) map.clear();
      map.set(key, value);
    },
    clear: () => map.clear(),
  };
}

/**
 * One open site: its config, database, DocTypes and caches. Change notices from any process
 * (custom DocTypes, credentials) are applied before the next request of this process runs.
 */
export class SiteRuntime implements SiteServices {
  readonly credentials = mapCache();
  readonly kdf = new KdfGate();
  private lastPoll = 0;
  private pending: Promise<void> | null = null;

  private liveConfig: SiteConfig;
  /** Stores this runtime made itself (CLI use), closed with it; a server's are shared and closed by it. */
  private ownStores: RateLimitStores | undefined;
  private configCheckedAt = performance.now();

  private constructor(
    readonly name: string,
    readonly dir: string,
    private readonly sitesDir: string,
    config: SiteConfig,
    readonly db: Database,
    readonly meta: MetaRegistry,
    readonly controllers: LoadedApps['controllers'],
    readonly rateLimits: RateLimitStore,
    private readonly log: Logger,
  ) {
    this.liveConfig = config;
    db.onNotice((channel) => {
      if (channel === 'meta') this.pending = this.reloadMeta();
      if (channel === 'auth' || channel === 'meta') this.credentials.clear();
    });
  }

  /**
   * The site's config, re-read at most once a second, so edits to site_config.json (a new
   * rate_limit, say) apply without a restart. The database connection keeps its opening config.
   */
  get config(): SiteConfig {
    const now = performance.now();
    if (now - this.configCheckedAt >= CONFIG_RECHECK_MS) {
      this.configCheckedAt = now;
      try {
        const next = readSiteConfig(this.sitesDir, this.name);
        if (next.time_zone !== undefined && !isValidTimeZone(next.time_zone)) throw new Error(`time_zone ${next.time_zone} is not an IANA time zone`);
        this.liveConfig = next;
      } catch (err) {
        this.log.error({ site: this.name, err: (err as Error).message }, 'site config unreadable: keeping the previous one');
      }
    }
    return this.liveConfig;
  }

  get timeZone(): string {
    return this.config.time_zone ?? 'UTC';
  }

  get developerMode(): boolean {
    return Number(this.config.developer_mode ?? 0) === 1;
  }

  /** Opens a site: reads its config, connects, migrates its schema and loads its custom DocTypes. */
  static async open(sitesDir: string, name: string, apps: LoadedApps, clock: Clock, log: Logger, stores?: RateLimitStores): Promise<SiteRuntime> {
    const dir = path.join(sitesDir, name);
    const config = readSiteConfig(sitesDir, name);
    if (config.time_zone !== undefined && !isValidTimeZone(config.time_zone)) throw new Error(`${name}: time_zone ${config.time_zone} is not an IANA time zone`);
    const db = openDatabase(config, dir);
    try {
      const registry = new MetaRegistry(apps.doctypes);
      await migrateSite(db, registry, formatDatetime(clock.nowMicros(), config.time_zone ?? 'UTC'), log);
      const own = stores ? undefined : new RateLimitStores(clock, log);
      const site = new SiteRuntime(name, dir, sitesDir, config, db, registry, apps.controllers, (stores ?? own!).forUrl(config.redis_url), log);
      site.ownStores = own;
      await site.reloadMeta();
      return site;
    } catch (err) {
      const translated = translateDbError(db, log, err);
      await db.close().catch(() => {});
      throw translated;
    }
  }

  /** Applies change notices published by this or other processes; cheap when there are none. */
  async sync(): Promise<void> {
    // At most once a millisecond: under load many requests share one look (a notice from another
    // process is seen within a millisecond); this process's own changes apply at commit anyway.
    const now = performance.now();
    if (now - this.lastPoll >= 1) {
      this.lastPoll = now;
      (this.db as Partial<NoticePoller>).pollNotices?.();
    }
    if (this.pending) {
      const pending = this.pending;
      await pending;
      if (this.pending === pending) this.pending = null;
    }
  }

  async reloadMeta(): Promise<void> {
    const custom = await this.db.read((tx) => loadCustomDocTypes(tx, this.meta, this.log));
    this.meta.setCustom(custom);
  }

  async close(): Promise<void> {
    await this.ownStores?.closeAll();
    await this.db.close();
  }
}
