import fs from 'node:fs';
import path from 'node:path';
import type { LoadedApps } from '../apps/load-apps.ts';
import type { Clock } from '../context/clock.ts';
import type { Logger } from '../context/request-context.ts';
import type { SiteStoreFactories } from './site-stores.ts';
import { isValidSiteName, readDefaultSite, SITE_CONFIG_FILE } from '../config/site-config.ts';
import { appError } from '../errors/app-error.ts';
import type { SharedStateHub } from './shared-state.ts';
import { SiteRuntime } from './site-runtime.ts';

const RESCAN_MS = 1000;

/**
 * Picks the site of a request (docs/DECISIONS.md D3: `X-Frappe-Site-Name`, else the Host name when such
 * a site exists, else `default_site`) and opens each site once, on first use. A name from a
 * request is only ever used after it matched a folder that holds a site_config.json.
 */
export class SiteRegistry {
  private readonly open = new Map<string, Promise<SiteRuntime>>();
  /** The sites whose opening finished, for callers that must not wait a turn for a settled promise. */
  private readonly ready = new Map<string, SiteRuntime>();
  private readonly known = new Map<string, boolean>();
  private readonly hostNames = new Map<string, string>();
  private defaultSite: string | undefined;
  private lastScan = 0;

  constructor(
    readonly sitesDir: string,
    private readonly apps: LoadedApps,
    private readonly clock: Clock,
    private readonly log: Logger,
    private readonly hub: SharedStateHub,
    private readonly stores: SiteStoreFactories = {},
  ) {}

  /** The name of the site a request addresses; 404 when none matches. */
  resolveName(headerSite: string | undefined, host: string | undefined): string {
    this.rescanIfStale();
    if (headerSite) {
      if (this.exists(headerSite)) return headerSite;
      throw appError('SITE_NOT_FOUND', `Site ${headerSite.slice(0, 100)} does not exist`);
    }
    const hostName = host === undefined ? undefined : this.hostNameOf(host);
    if (hostName && this.exists(hostName)) return hostName;
    if (this.defaultSite && this.exists(this.defaultSite)) return this.defaultSite;
    throw appError('SITE_NOT_FOUND', 'No site answers this host and no default_site is set');
  }

  /** The open runtime of a site, opening it on first use. */
  get(name: string): Promise<SiteRuntime> {
    let site = this.open.get(name);
    if (!site) {
      site = SiteRuntime.open(this.sitesDir, name, this.apps, this.clock, this.log, this.hub, this.stores);
      this.open.set(name, site);
      site.then((runtime) => this.open.get(name) === site && this.ready.set(name, runtime), () => this.open.delete(name));
    }
    return site;
  }

  /** The runtime of a site that is already open, else undefined (then `get` opens it). */
  opened(name: string): SiteRuntime | undefined {
    return this.ready.get(name);
  }

  async closeAll(): Promise<void> {
    const sites = [...this.open.values()];
    this.open.clear();
    this.ready.clear();
    await Promise.all(sites.map(async (s) => (await s.catch(() => null))?.close()));
  }

  /**
   * The site name a Host header names (port dropped, lower case), remembered by the header's
   * value: every request asks, and the same string each time makes the lookups by it that follow
   * cheap (its hash is kept, and equal keys are one string).
   */
  private hostNameOf(host: string): string {
    let name = this.hostNames.get(host);
    if (name === undefined) {
      name = host.replace(/:\d+$/, '').toLowerCase();
      if (this.hostNames.size >= 1000) this.hostNames.clear();
      this.hostNames.set(host, name);
    }
    return name;
  }

  private exists(name: string): boolean {
    const cached = this.known.get(name);
    if (cached !== undefined) return cached;
    const found = isValidSiteName(name) && fs.existsSync(path.join(this.sitesDir, name, SITE_CONFIG_FILE));
    if (this.known.size > 1000) this.known.clear();
    this.known.set(name, found);
    return found;
  }

  private rescanIfStale(): void {
    const now = Date.now();
    if (now - this.lastScan < RESCAN_MS) return;
    this.lastScan = now;
    for (const [name, found] of this.known) if (!found) this.known.delete(name);
    try {
      this.defaultSite = readDefaultSite(this.sitesDir);
    } catch (err) {
      this.log.error({ err: (err as Error).message }, 'cannot read default_site from common_site_config.json: keeping the one read before');
    }
  }
}
