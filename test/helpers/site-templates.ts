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
  /** The template database (PostgreSQL, MariaDB). */
  database?: string;
}

const templates = new Map<string, Promise<Template>>();

/** The folder under which this run's templates live. */
function runDir(run: string): string {
  return path.join(os.tmpdir(), `svc-test-templates-${run}`);
}

const templateDatabaseName = (run: string) => `svc_tpl_${run}`;

/** What a template needs of a database server; the one difference between PostgreSQL and MariaDB. */
interface TemplateServer {
  url(database: string): string;
  /** Runs `fn` holding a lock named `database` that other processes wait on; `fn` learns whether the database exists. */
  exclusive(database: string, fn: (exists: boolean) => Promise<void>): Promise<void>;
  drop(database: string): Promise<void>;
  /** Makes `to` a copy of `from`, definitions and rows. */
  copy(from: string, to: string): Promise<void>;
  /** The template databases on the server, or none when it does not answer. */
  templateDatabases(): Promise<string[]>;
}

async function withPostgres<T>(fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

async function withMariadb<T>(fn: (admin: mysql.Connection) => Promise<T>): Promise<T> {
  const admin = await mysql.createConnection({ ...MARIADB_ADMIN, connectTimeout: 2000 });
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

const SERVERS: Record<'postgres' | 'mariadb', TemplateServer> = {
  postgres: {
    url: (database) => `postgres://postgres@127.0.0.1:5432/${database}`,
    exclusive: (database, fn) =>
      withPostgres(async (admin) => {
        await admin.query('select pg_advisory_lock(hashtext($1))', [database]);
        const exists = await admin.query('select 1 from pg_database where datname = $1', [database]);
        await fn(exists.rowCount !== 0);
      }),
    drop: (database) => withPostgres(async (admin) => void (await admin.query(`drop database if exists "${database}" with (force)`))),
    copy: (from, to) => withPostgres(async (admin) => void (await admin.query(`create database "${to}" template "${from}"`))),
    templateDatabases: () =>
      withPostgres(async (admin) => (await admin.query<{ datname: string }>("select datname from pg_database where datname like 'svc\\_tpl\\_%'")).rows.map((r) => r.datname)).catch(() => []),
  },
  // MariaDB cannot copy a database: table by table, into one made as svc makes a site's.
  mariadb: {
    url: (database) => `mysql://root@127.0.0.1:3306/${database}`,
    exclusive: (database, fn) =>
      withMariadb(async (admin) => {
        await admin.query('select get_lock(?, 300)', [database]);
        const [exists] = await admin.query<mysql.RowDataPacket[]>('select 1 from information_schema.schemata where schema_name = ?', [database]);
        await fn(exists.length > 0);
      }),
    drop: (database) => withMariadb(async (admin) => void (await admin.query(`drop database if exists \`${database}\``))),
    copy: async (from, to) => {
      await ensureMariadbDatabase(mariadbTarget({ db_url: SERVERS.mariadb.url(to) }));
      await withMariadb(async (admin) => {
        const [tables] = await admin.query<mysql.RowDataPacket[]>("select table_name as t from information_schema.tables where table_schema = ? and table_type = 'BASE TABLE'", [from]);
        for (const { t } of tables) {
          const name = String(t).replace(/`/g, '``');
          await admin.query(`create table \`${to}\`.\`${name}\` like \`${from}\`.\`${name}\``);
          await admin.query(`insert into \`${to}\`.\`${name}\` select * from \`${from}\`.\`${name}\``);
        }
      });
    },
    templateDatabases: () =>
      withMariadb(async (admin) => {
        const [rows] = await admin.query<mysql.RowDataPacket[]>("select schema_name as name from information_schema.schemata where schema_name like 'svc\\_tpl\\_%'");
        return rows.map((r) => String(r.name));
      }).catch(() => []),
  },
};

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
  // A database server: one process makes it while the others wait on the lock.
  const server = SERVERS[dialect];
  const database = templateDatabaseName(run);
  await server.exclusive(database, async (exists) => {
    if (exists) return;
    fs.rmSync(sitesDir, { recursive: true, force: true });
    fs.mkdirSync(sitesDir, { recursive: true });
    try {
      await createSite({ sitesDir, name: TEMPLATE_SITE, adminPassword: 'admin', dbType: dialect, dbUrl: server.url(database), developerMode: false, apps, clock, log });
    } catch (err) {
      // No half-made template for the next process to copy.
      await server.drop(database);
      throw err;
    }
  });
  return { sitesDir, database };
}

/**
 * Makes the test site `TEMPLATE_SITE` in `sitesDir` as a copy of this run's template for the
 * dialect, on the database `dbUrl` names (PostgreSQL, MariaDB). False when there is no template
 * to copy (outside scripts/test.js): the caller runs createSite instead.
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
  if (template.database && dialect !== 'sqlite') {
    await SERVERS[dialect].copy(template.database, decodeURIComponent(new URL(options.dbUrl!).pathname.slice(1)));
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
  for (const server of Object.values(SERVERS)) {
    for (const database of await server.templateDatabases()) if (ended(database)) await server.drop(database);
  }
}

if (process.argv[2] === 'drop' && process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.dirname, 'site-templates.ts')) {
  await dropTemplates(process.argv[3] ?? '');
}
