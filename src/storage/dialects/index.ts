import path from 'node:path';
import type { SiteConfig } from '../../config/site-config.ts';
import type { Database } from '../database.ts';
import { openMariadb } from './mariadb.ts';
import { ensureMariadbDatabase, mariadbTarget } from './mariadb-connection.ts';
import { ensurePostgresDatabase, openPostgres } from './postgres.ts';
import { openSqlite } from './sqlite.ts';
import { MAX_MMAP_MB } from './sqlite-driver.ts';

/** True for the db_type values naming MariaDB (Frappe's `mariadb`, and `mysql`). */
export function isMariadb(dbType: string | undefined): boolean {
  return dbType === 'mariadb' || dbType === 'mysql';
}

/** Opens the database a site's config names. The only place that branches on db_type. */
export function openDatabase(config: SiteConfig, siteDir: string): Database {
  if (config.db_type === 'postgres') {
    if (!config.db_url) throw new Error('db_type postgres needs db_url in site_config.json');
    return openPostgres({ url: config.db_url });
  }
  if (isMariadb(config.db_type)) return openMariadb({ target: mariadbTarget(config) });
  const file = path.resolve(siteDir, config.db_path ?? 'site.sqlite3');
  return openSqlite({ path: file, synchronous: config.db_synchronous === 'full' ? 'full' : 'normal', cacheMb: sqliteCacheMb(config), mmapMb: sqliteMmapMb(config) });
}

const MAX_CACHE_MB = 65_536;

/** `db_cache_mb` checked: undefined for the default; a site with a value that is no size does not open. */
function sqliteCacheMb(config: SiteConfig): number | undefined {
  const mb = config.db_cache_mb;
  if (mb === undefined || mb === null) return undefined;
  if (typeof mb !== 'number' || !(mb >= 1 && mb <= MAX_CACHE_MB)) throw new Error(`db_cache_mb in site_config.json must be a number of megabytes from 1 to ${MAX_CACHE_MB}`);
  return mb;
}

/** `db_mmap_mb` checked: undefined for the default; 0 maps nothing; a site with a value that is no size does not open. */
function sqliteMmapMb(config: SiteConfig): number | undefined {
  const mb = config.db_mmap_mb;
  if (mb === undefined || mb === null) return undefined;
  if (typeof mb !== 'number' || !(mb >= 0 && mb <= MAX_MMAP_MB)) throw new Error(`db_mmap_mb in site_config.json must be a number of megabytes from 0 to ${MAX_MMAP_MB}`);
  return mb;
}

/** Creates the database a new site's URL names when it does not exist yet. */
export async function ensureDatabase(dbType: string, url: string): Promise<void> {
  if (dbType === 'postgres') await ensurePostgresDatabase(url);
  else if (isMariadb(dbType)) await ensureMariadbDatabase(mariadbTarget({ db_url: url }));
}
