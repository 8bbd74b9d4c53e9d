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
import { migrateSite } from './migrate-site.ts';

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
  private pending: Promise<void> | null = null;

  private constructor(
    readonly name: string,
    readonly dir: string,
    readonly config: SiteConfig,
    readonly db: Database,
    readonly meta: MetaRegistry,
    readonly controllers: LoadedApps['controllers'],
    private readonly log: Logger,
  ) {
    db.onNotice((channel) => {
      if (channel === 'meta') this.pending = this.reloadMeta();
      if (channel === 'auth' || channel === 'meta') this.credentials.clear();
    });
  }

  get timeZone(): string {
    return this.config.time_zone ?? 'UTC';
  }

  get developerMode(): boolean {
    return Number(this.config.developer_mode ?? 0) === 1;
  }

  /** Opens a site: reads its config, connects, migrates its schema and loads its custom DocTypes. */
  static async open(sitesDir: string, name: string, apps: LoadedApps, clock: Clock, log: Logger): Promise<SiteRuntime> {
    const dir = path.join(sitesDir, name);
    const config = readSiteConfig(sitesDir, name);
    if (config.time_zone !== undefined && !isValidTimeZone(config.time_zone)) throw new Error(`${name}: time_zone ${config.time_zone} is not an IANA time zone`);
    const db = openDatabase(config, dir);
    try {
      const registry = new MetaRegistry(apps.doctypes);
      await migrateSite(db, registry, formatDatetime(clock.nowMicros(), config.time_zone ?? 'UTC'), log);
      const site = new SiteRuntime(name, dir, config, db, registry, apps.controllers, log);
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
    (this.db as Partial<NoticePoller>).pollNotices?.();
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
    await this.db.close();
  }
}
