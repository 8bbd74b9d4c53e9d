import path from 'node:path';
import type { SiteConfig } from '../../config/site-config.ts';
import type { Database } from '../database.ts';
import { openPostgres } from './postgres.ts';
import { openSqlite } from './sqlite.ts';

/** Opens the database a site's config names. The only place that branches on db_type. */
export function openDatabase(config: SiteConfig, siteDir: string): Database {
  if (config.db_type === 'postgres') {
    if (!config.db_url) throw new Error('db_type postgres needs db_url in site_config.json');
    return openPostgres({ url: config.db_url });
  }
  const file = path.resolve(siteDir, config.db_path ?? 'site.sqlite3');
  return openSqlite({ path: file, synchronous: config.db_synchronous === 'full' ? 'full' : 'normal' });
}

export { ensurePostgresDatabase } from './postgres.ts';
