import fs from 'node:fs';
import path from 'node:path';
import type { LoadedApps } from '../apps/load-apps.ts';
import type { Clock } from '../context/clock.ts';
import type { Logger } from '../context/request-context.ts';
import { COMMON_CONFIG_FILE, isValidSiteName, readDefaultSite, readJsonObject, SITE_CONFIG_FILE, writeJsonObject } from '../config/site-config.ts';
import { newEncryptionKey } from '../crypto/encryption.ts';
import { systemContext } from '../operations/system-context.ts';
import { setUserPassword } from '../operations/user-set-password.ts';
import { ensureDatabase } from '../storage/dialects/index.ts';
import { SiteRuntime } from './site-runtime.ts';

export interface NewSiteOptions {
  sitesDir: string;
  name: string;
  adminPassword: string;
  dbType: 'sqlite' | 'postgres' | 'mariadb';
  dbUrl?: string;
  developerMode: boolean;
  apps: LoadedApps;
  clock: Clock;
  log: Logger;
}

/**
 * Creates a site (Frappe's `bench new-site`): folder and site_config.json with a fresh
 * encryption key, the database (created on the server when it does not exist), every table,
 * the standard records and the Administrator password. The first site becomes default_site.
 * A failure leaves no half-made site folder behind.
 */
export async function createSite(options: NewSiteOptions): Promise<void> {
  const { sitesDir, name } = options;
  if (!isValidSiteName(name)) throw new Error(`"${name}" is not a valid site name (letters, digits, ".", "-", "_")`);
  const dir = path.join(sitesDir, name);
  if (fs.existsSync(path.join(dir, SITE_CONFIG_FILE))) throw new Error(`site ${name} already exists in ${sitesDir}`);
  if (options.dbType === 'postgres' && !options.dbUrl) throw new Error('--db-type postgres needs --db-url postgres://user@host:port/database');
  if (options.dbType === 'mariadb' && !options.dbUrl) throw new Error('--db-type mariadb needs --db-url mysql://user:password@host:port/database');
  if (!options.adminPassword) throw new Error('an Administrator password is required (--admin-password)');
  const config: Record<string, unknown> = { db_type: options.dbType, encryption_key: newEncryptionKey(), developer_mode: options.developerMode ? 1 : 0 };
  if (options.dbType === 'sqlite') config.db_path = 'site.sqlite3';
  else {
    config.db_url = options.dbUrl;
    await ensureDatabase(options.dbType, options.dbUrl!);
  }
  fs.mkdirSync(dir, { recursive: true });
  try {
    writeJsonObject(path.join(dir, SITE_CONFIG_FILE), config);
    const site = await SiteRuntime.open(sitesDir, name, options.apps, options.clock, options.log);
    try {
      await setUserPassword(systemContext(site, options.clock, options.log), 'Administrator', options.adminPassword);
    } finally {
      await site.close();
    }
  } catch (err) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  const commonFile = path.join(sitesDir, COMMON_CONFIG_FILE);
  if (readDefaultSite(sitesDir) === undefined) writeJsonObject(commonFile, { ...readJsonObject(commonFile), default_site: name });
}
