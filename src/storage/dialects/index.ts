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
  return openSqlite({
    path: file,
    synchronous: config.db_synchronous === 'full' ? 'full' : 'normal',
    cacheMb: megabytesSetting(config, 'db_cache_mb', 1, MAX_CACHE_MB),
    mmapMb: megabytesSetting(config, 'db_mmap_mb', 0, MAX_MMAP_MB),
  });
}

const MAX_CACHE_MB = 65_536;

/**
 * A size in MB from site config, checked: undefined for the default; a site whose value is no
 * size in [min, max] does not open. `db_cache_mb` is 1 to 65,536; `db_mmap_mb` 0 (map nothing) to
 * what SQLite maps at most.
 */
function megabytesSetting(config: SiteConfig, key: 'db_cache_mb' | 'db_mmap_mb', min: number, max: number): number | undefined {
  const mb = config[key];
  if (mb === undefined || mb === null) return undefined;
  if (typeof mb !== 'number' || !(mb >= min && mb <= max)) throw new Error(`${key} in site_config.json must be a number of megabytes from ${min} to ${max}`);
  return mb;
}

/** Creates the database a new site's URL names when it does not exist yet. */
export async function ensureDatabase(dbType: string, url: string): Promise<void> {
  if (dbType === 'postgres') await ensurePostgresDatabase(url);
  else if (isMariadb(dbType)) await ensureMariadbDatabase(mariadbTarget({ db_url: url }));
}
