import path from 'node:path';
import type { SiteConfig } from '../../config/site-config.ts';
import type { Database } from '../database.ts';
import { openMariadb } from './mariadb.ts';
import { ensureMariadbDatabase, mariadbTarget } from './mariadb-connection.ts';
import { ensurePostgresDatabase, openPostgres } from './postgres.ts';
import { openSqlite } from './sqlite.ts';

/** True for the db_type values naming MariaDB (Frappe's `mariadb`, and `mysql`). */
export function isMariadb(dbType: string): boolean {
  return dbType === 'mariadb' || dbType === 'mysql';
}

/** Opens the database a site's config names. The only place that branches on db_type. */
export function openDatabase(config: SiteConfig, siteDir: string): Database {
  if (config.db_type === 'postgres') {
    if (!config.db_url) throw new Error('db_type postgres needs db_url in site_config.json');
    return openPostgres({ url: config.db_url });
  }
  if (isMariadb(config.db_type)) return openMariadb({ target: mariadbTarget(config) });
  return openSqlite({
    path: path.resolve(siteDir, config.db_path),
    synchronous: config.db_synchronous,
    cacheMb: config.db_cache_mb,
    mmapMb: config.db_mmap_mb,
  });
}

/** Creates the database a new site's URL names when it does not exist yet. */
export async function ensureDatabase(dbType: string, url: string): Promise<void> {
  if (dbType === 'postgres') await ensurePostgresDatabase(url);
  else if (isMariadb(dbType)) await ensureMariadbDatabase(mariadbTarget({ db_url: url }));
}
