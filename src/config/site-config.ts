import fs from 'node:fs';
import path from 'node:path';

/** A site's `site_config.json` (decisions D4), snake_case like Frappe's. */
export interface SiteConfig {
  db_type?: 'sqlite' | 'postgres' | 'mariadb' | 'mysql';
  db_path?: string;
  db_url?: string;
  /** MariaDB without db_url: Frappe's separate keys. */
  db_host?: string;
  db_port?: number;
  db_name?: string;
  db_user?: string;
  db_password?: string;
  db_synchronous?: 'normal' | 'full';
  /** SQLite: each connection's page cache in MB (default 4). */
  db_cache_mb?: number;
  /** SQLite: how much of the file the read connection maps, in MB (default 256; 0 for none). */
  db_mmap_mb?: number;
  redis_url?: string;
  rate_limit?: { limit: number; window: number; key?: string };
  max_file_size?: number;
  time_zone?: string;
  developer_mode?: 0 | 1;
  host_name?: string;
  encryption_key?: string;
  [key: string]: unknown;
}

/** `sites/common_site_config.json`. */
export interface CommonSiteConfig {
  default_site?: string;
  [key: string]: unknown;
}

export const SITE_CONFIG_FILE = 'site_config.json';
export const COMMON_CONFIG_FILE = 'common_site_config.json';

/** Site folder names: a single path segment, so a request can never point outside the sites folder. */
export const SITE_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9._-]{0,251}[A-Za-z0-9])?$/;

/** True when `name` is a valid site name. */
export function isValidSiteName(name: string): boolean {
  return SITE_NAME.test(name) && !name.includes('..');
}

/** Reads a JSON object file; a missing file reads as `{}`. Throws with the path on bad JSON. */
export function readJsonObject(file: string): Record<string, unknown> {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw err;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new Error(`${file}: not valid JSON (${(err as Error).message})`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${file}: must hold a JSON object`);
  return value as Record<string, unknown>;
}

/** Writes a JSON object file atomically (temp file, then rename). */
export function writeJsonObject(file: string, value: Record<string, unknown>): void {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(value, null, 1)}\n`, { mode: 0o600 });
  fs.renameSync(tmp, file);
}

/** Site config merged over the common config, as Frappe reads it. */
export function readSiteConfig(sitesDir: string, site: string): SiteConfig {
  const common = readJsonObject(path.join(sitesDir, COMMON_CONFIG_FILE));
  const own = readJsonObject(path.join(sitesDir, site, SITE_CONFIG_FILE));
  const { default_site: _ignored, ...shared } = common;
  return { ...shared, ...own } as SiteConfig;
}

/** Names of the sites under `sitesDir` (folders holding a site_config.json). */
export function listSites(sitesDir: string): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(sitesDir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((e) => e.isDirectory() && isValidSiteName(e.name) && fs.existsSync(path.join(sitesDir, e.name, SITE_CONFIG_FILE)))
    .map((e) => e.name)
    .sort();
}
