import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import pg from 'pg';
import type { LoadedApps } from '../../src/apps/load-apps.ts';
import { readJsonObject, SITE_CONFIG_FILE, writeJsonObject } from '../../src/config/site-config.ts';
import type { Clock } from '../../src/context/clock.ts';
import type { Logger } from '../../src/context/request-context.ts';
import { newEncryptionKey } from '../../src/crypto/encryption.ts';
import { createSite } from '../../src/sites/create-site.ts';
import { ensureMariadbDatabase, mariadbTarget } from '../../src/storage/dialects/mariadb-connection.ts';
import { MARIADB_ADMIN, PG_ADMIN_URL } from '../../scripts/local-services.ts';

/**
 * Test sites copied from a template. createSite (every table, the standard records, the
 * Administrator password through the KDF) takes about a second of PostgreSQL's and the test's CPU
 * per site and a fifth of a second on SQLite, and the suite makes hundreds of sites. Within one
 * `npm test` run (scripts/test.js names it in SVC_TEST_TEMPLATES), the first test site of a
 * dialect is made by createSite as the run's template, and every later one is a copy of it made
 * as createSite would have left it: the template's site folder and config with a fresh
 * encryption_key, and its database copied (PostgreSQL's CREATE DATABASE ... TEMPLATE; SQLite's
 * file; MariaDB, which cannot copy a database, table by table: CREATE TABLE ... LIKE, then
 * INSERT ... SELECT). Sites with a clock or apps of their own are made by createSite (the standard
 * records carry the clock's time, and other apps mean other tables). scripts/test.js drops the
 * templates at the end.
 */
export const templateRun = process.env.SVC_TEST_TEMPLATES && /^\d+_[0-9a-f]+$/.test(process.env.SVC_TEST_TEMPLATES) ? process.env.SVC_TEST_TEMPLATES : null;

/** The site name every test site (and so every template) has. */
export const TEMPLATE_SITE = 'test.localhost';

interface Template {
  /** A sites folder holding the template site, as createSite left it. */
  sitesDir: string;
  /** The template database (PostgreSQL). */
  database?: string;
}

const templates = new Map<string, Promise<Template>>();

/** The folder under which this run's templates live. */
function runDir(run: string): string {
  return path.join(os.tmpdir(), `svc-test-templates-${run}`);
}

const templateDatabaseName = (run: string) => `svc_tpl_${run}`;

async function makeTemplate(dialect: 'sqlite' | 'postgres' | 'mariadb', run: string, apps: LoadedApps, clock: Clock, log: Logger): Promise<Template> {
  const sitesDir = path.join(runDir(run), dialect);
  if (dialect === 'sqlite') {
    if (!fs.existsSync(sitesDir)) {
      // Made aside and renamed into place: processes starting together may each make one, and the first rename wins.
      const aside = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-test-template-'));
      await createSite({ sitesDir: aside, name: TEMPLATE_SITE, adminPassword: 'admin', dbType: 'sqlite', developerMode: false, apps, clock, log });
      fs.mkdirSync(runDir(run), { recursive: true });
      try {
        fs.renameSync(aside, sitesDir);
      } catch {
        fs.rmSync(aside, { recursive: true, force: true });
      }
    }
    return { sitesDir };
  }
  if (dialect === 'mariadb') return makeMariadbTemplate(sitesDir, run, apps, clock, log);
  // PostgreSQL: one process makes it while the others wait on an advisory lock.
  const database = templateDatabaseName(run);
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [database]);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount === 0) {
      fs.rmSync(sitesDir, { recursive: true, force: true });
      fs.mkdirSync(sitesDir, { recursive: true });
      try {
        await createSite({ sitesDir, name: TEMPLATE_SITE, adminPassword: 'admin', dbType: 'postgres', dbUrl: `postgres://postgres@127.0.0.1:5432/${database}`, developerMode: false, apps, clock, log });
      } catch (err) {
        // No half-made template for the next process to copy.
        await admin.query(`drop database if exists "${database}" with (force)`);
        throw err;
      }
    }
  } finally {
    await admin.end();
  }
  return { sitesDir, database };
}

/** MariaDB: one process makes it while the others wait on a named lock. */
async function makeMariadbTemplate(sitesDir: string, run: string, apps: LoadedApps, clock: Clock, log: Logger): Promise<Template> {
  const database = templateDatabaseName(run);
  const admin = await mysql.createConnection(MARIADB_ADMIN);
  try {
    await admin.query('select get_lock(?, 300)', [database]);
    const [exists] = await admin.query<mysql.RowDataPacket[]>('select 1 from information_schema.schemata where schema_name = ?', [database]);
    if (exists.length === 0) {
      fs.rmSync(sitesDir, { recursive: true, force: true });
      fs.mkdirSync(sitesDir, { recursive: true });
      try {
        await createSite({ sitesDir, name: TEMPLATE_SITE, adminPassword: 'admin', dbType: 'mariadb', dbUrl: `mysql://root@127.0.0.1:3306/${database}`, developerMode: false, apps, clock, log });
      } catch (err) {
        await admin.query(`drop database if exists \`${database}\``);
        throw err;
      }
    }
  } finally {
    await admin.end();
  }
  return { sitesDir, database };
}

/** Copies every table of MariaDB database `from` into `to` (created as svc creates a site's), definitions and rows. */
async function copyMariadbDatabase(from: string, to: string): Promise<void> {
  await ensureMariadbDatabase(mariadbTarget({ db_url: `mysql://root@127.0.0.1:3306/${to}` }));
  const admin = await mysql.createConnection(MARIADB_ADMIN);
  try {
    const [tables] = await admin.query<mysql.RowDataPacket[]>("select table_name as t from information_schema.tables where table_schema = ? and table_type = 'BASE TABLE'", [from]);
    for (const { t } of tables) {
      const name = String(t).replace(/`/g, '``');
      await admin.query(`create table \`${to}\`.\`${name}\` like \`${from}\`.\`${name}\``);
      await admin.query(`insert into \`${to}\`.\`${name}\` select * from \`${from}\`.\`${name}\``);
    }
  } finally {
    await admin.end();
  }
}

/**
 * Makes the test site `TEMPLATE_SITE` in `sitesDir` as a copy of this run's template for the
 * dialect, on the database `dbUrl` names (PostgreSQL). False when there is no template to copy
 * (outside scripts/test.js, or MariaDB): the caller runs createSite instead.
 */
export async function siteFromTemplate(
  options: { sitesDir: string; dialect: 'sqlite' | 'postgres' | 'mariadb'; dbUrl?: string; apps: LoadedApps; clock: Clock; log: Logger },
): Promise<boolean> {
  const { dialect } = options;
  if (!templateRun) return false;
  let made = templates.get(dialect);
  if (!made) {
    made = makeTemplate(dialect, templateRun, options.apps, options.clock, options.log);
    templates.set(dialect, made);
  }
  const template = await made;
  if (template.database && dialect === 'mariadb') {
    await copyMariadbDatabase(template.database, decodeURIComponent(new URL(options.dbUrl!).pathname.slice(1)));
  } else if (template.database) {
    const target = decodeURIComponent(new URL(options.dbUrl!).pathname.slice(1));
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    try {
      await admin.query(`create database "${target}" template "${template.database}"`);
    } finally {
      await admin.end();
    }
  }
  fs.cpSync(template.sitesDir, options.sitesDir, { recursive: true });
  const configFile = path.join(options.sitesDir, TEMPLATE_SITE, SITE_CONFIG_FILE);
  const config = readJsonObject(configFile);
  config.encryption_key = newEncryptionKey();
  if (template.database) config.db_url = options.dbUrl;
  writeJsonObject(configFile, config);
  return true;
}

/**
 * Drops the templates of the run `run` and of every run whose process has ended (an interrupted
 * run leaves its own behind). Run by scripts/test.js after the tests.
 */
export async function dropTemplates(run: string): Promise<void> {
  const ended = (name: string) => {
    const pid = Number(/^(?:svc_tpl_|svc-test-templates-)(\d+)_/.exec(name)?.[1]);
    if (!pid) return false;
    if (run && (name === templateDatabaseName(run) || name === path.basename(runDir(run)))) return true;
    try {
      process.kill(pid, 0);
      return false;
    } catch (err) {
      return (err as NodeJS.ErrnoException).code === 'ESRCH';
    }
  };
  for (const entry of fs.readdirSync(os.tmpdir())) {
    if (entry.startsWith('svc-test-templates-') && ended(entry)) fs.rmSync(path.join(os.tmpdir(), entry), { recursive: true, force: true });
  }
  await dropMariadbTemplates(ended);
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return; // no PostgreSQL, no templates on it
  }
  try {
    const rows = await admin.query<{ datname: string }>("select datname from pg_database where datname like 'svc\\_tpl\\_%'");
    for (const { datname } of rows.rows) if (ended(datname)) await admin.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await admin.end();
  }
}

async function dropMariadbTemplates(ended: (name: string) => boolean): Promise<void> {
  let admin: mysql.Connection;
  try {
    admin = await mysql.createConnection({ ...MARIADB_ADMIN, connectTimeout: 2000 });
  } catch {
    return; // no MariaDB, no templates on it
  }
  try {
    const [rows] = await admin.query<mysql.RowDataPacket[]>("select schema_name as name from information_schema.schemata where schema_name like 'svc\\_tpl\\_%'");
    for (const { name } of rows) if (ended(String(name))) await admin.query(`drop database if exists \`${String(name)}\``);
  } finally {
    await admin.end();
  }
}

if (process.argv[2] === 'drop' && process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.dirname, 'site-templates.ts')) {
  await dropTemplates(process.argv[3] ?? '');
}
