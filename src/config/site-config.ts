import fs from 'node:fs';
import path from 'node:path';
import { addresses, callLimit, flag, numberIn, oneOf, port, rateLimit, redisUrl, seconds, text, timeZone, wholeNumber, type Kind } from './config-kinds.ts';

export const SITE_CONFIG_FILE = 'site_config.json';
export const COMMON_CONFIG_FILE = 'common_site_config.json';

/**
 * Where svc reads a key: `site` from the site's `site_config.json`, over `common_site_config.json`
 * (which gives every site a value, as in Frappe); `common` from `common_site_config.json` alone
 * (the server's own settings); `both` per site, and from the common file for the server too.
 */
export type Scope = 'site' | 'common' | 'both';

/** One config key: where it is read, what it may be, its default, and what it means. */
export interface Setting<S extends Scope, T, D extends T | undefined> {
  readonly scope: S;
  readonly kind: Kind<T>;
  readonly default: D;
  /** One line: what the key does (README's table says more). */
  readonly meaning: string;
  /** How README's table shows an unset key with no default, where "—" would say too little. */
  readonly unset?: string;
}

function setting<S extends Scope, T, D extends T | undefined>(scope: S, kind: Kind<T>, fallback: D, meaning: string, unset?: string): Setting<S, T, D> {
  return { scope, kind, default: fallback, meaning, ...(unset ? { unset } : {}) };
}

/** Site folder names: a single path segment, so a request can never point outside the sites folder. */
export const SITE_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9._-]{0,251}[A-Za-z0-9])?$/;

/** True when `name` is a valid site name. */
export function isValidSiteName(name: string): boolean {
  return SITE_NAME.test(name) && !name.includes('..');
}

const siteName: Kind<string> = {
  expected: 'a site name (letters, digits, ".", "-", "_")',
  read: (value) => (typeof value === 'string' && isValidSiteName(value) ? value : undefined),
  show: (value) => `\`${value}\``,
};

/**
 * Every key svc reads from `site_config.json` and `common_site_config.json` (docs/DECISIONS.md D4;
 * README's Configuration tables document each, test/docs/readme-config.test.ts holds them to
 * this). A key not declared here is left to whoever wrote it: svc reads nothing else, and
 * `svc set-config` writes another key only with `--force`.
 */
export const SETTINGS = {
  db_type: setting('site', oneOf('sqlite', 'postgres', 'mariadb', 'mysql'), 'sqlite', 'the database: SQLite, PostgreSQL or MariaDB ("mysql" is read as mariadb)'),
  db_path: setting('site', text, 'site.sqlite3', 'the SQLite file, relative to the site folder'),
  db_url: setting('site', text, undefined, 'PostgreSQL URL, or MariaDB URL mysql://user:password@host:port/database'),
  db_name: setting('site', text, undefined, "MariaDB without db_url: the database (Frappe's key)"),
  db_host: setting('site', text, '127.0.0.1', 'MariaDB without db_url: the server host'),
  db_port: setting('site', port, 3306, 'MariaDB without db_url: the server port'),
  db_user: setting('site', text, undefined, 'MariaDB without db_url: the user (db_name when unset, as Frappe)', 'the value of `db_name`'),
  db_password: setting('site', text, undefined, 'MariaDB without db_url: the password'),
  db_synchronous: setting('site', oneOf('normal', 'full'), 'normal', 'SQLite durability: normal (a killed process loses nothing acknowledged) or full (power loss does not either)'),
  // The defaults are sqlite-driver.ts's DEFAULT_CACHE_MB and DEFAULT_MMAP_MB, 2047 its MAX_MMAP_MB (site-config.test.ts holds them equal).
  db_cache_mb: setting('site', numberIn(1, 65_536, 'megabytes'), 4, 'SQLite page cache of each connection, in MB'),
  db_mmap_mb: setting('site', numberIn(0, 2047, 'megabytes'), 256, 'how much of the SQLite file the read connection maps into memory, in MB (0: none)'),
  time_zone: setting('site', timeZone, 'UTC', "the time zone of timestamps and date filters, unless System Settings name one"),
  developer_mode: setting('site', flag, 0, 'error bodies carry stack traces'),
  encryption_key: setting('site', text, undefined, 'the key of Password fields and secrets; new-site writes it'),
  host_name: setting('site', text, undefined, 'the external base URL: the OAuth issuer and the base of absolute URLs'),
  rate_limit: setting('site', rateLimit, undefined, 'request time the site (or each user or address) may use per window', 'off'),
  redis_queue: setting('both', redisUrl, undefined, "the Redis whose BullMQ queues keep the site's background jobs (else the site's database keeps them)"),
  redis_url: setting('site', text, undefined, 'Redis for what every process shares: counters, the session cache, change notices'),
  trusted_proxies: setting('both', addresses, Object.freeze([]) as readonly string[], "proxies whose X-Forwarded-For names the client; the common file's are also never capped per address"),
  deny_multiple_sessions: setting('site', flag, 0, "a login ends the user's sessions beyond simultaneous_sessions, as System Settings' switch"),
  allow_consecutive_login_attempts: setting('site', wholeNumber(0), 10, "failed logins a user or address may make before it is locked out (0: no lock-out), unless System Settings say"),
  allow_login_after_fail: setting('site', wholeNumber(0, 'seconds'), 60, 'seconds a lock-out lasts, from the first failure (at least 1), unless System Settings say'),
  login_rate_limit: setting('site', callLimit(), { limit: 300, seconds: 60 }, 'login calls per client address and window, beside the lock-out'),
  oauth_rate_limit: setting('site', callLimit({ zeroTurnsOff: true }), { limit: 600, seconds: 60 }, 'get_token, revoke_token and introspect_token calls per client address and window'),
  ignore_csrf: setting('site', flag, 0, "writes from a browser session need no CSRF token"),
  max_file_size: setting('site', wholeNumber(1, 'bytes'), 25 * 1024 * 1024, 'the largest upload in bytes (the whole multipart request); 25 MiB is Frappe\'s'),
  disable_query_reports: setting('site', flag, 0, 'Query Reports (SQL kept in Report records) are refused to everyone: frappe.desk.query_report.run and export_query answer 403'),
  query_report_timeout: setting('site', wholeNumber(1, 'seconds'), 30, "the longest a Query Report's SQL may run before PostgreSQL or MariaDB stops it (417); SQLite cannot stop a statement"),
  allow_guests_to_upload_files: setting('site', flag, 0, 'Guests may call upload_file (images, PDF, text and office documents)'),
  webhook_allow_private_addresses: setting('site', flag, 0, "webhooks (and other outbound requests) may reach loopback, private, link-local and other non-public addresses"),
  chromium_path: setting('site', text, '/usr/bin/chromium', 'the Chromium (or Chrome) executable PDFs are printed with; PDF methods answer 503 when it is missing'),
  pdf_timeout: setting('site', wholeNumber(1, 'seconds'), 30, 'seconds one PDF may take to print before it is abandoned'),
  document_etags: setting('site', flag, 1, 'document reads send an ETag and answer If-None-Match'),
  maintenance_mode: setting('site', flag, 0, 'every request to the site answers 503 SessionStopped'),
  allow_reads_during_maintenance: setting('site', flag, 0, 'under maintenance_mode, reads are served and writes answer 503 InReadOnlyMode'),
  // 200 events per 4 s: Frappe's desk sends two or three per form it opens and one per list, and a
  // frappe-react-sdk page one or two per component that listens, so a page of a hundred listening
  // components fits in one burst. 1,000 rooms: Frappe's desk never leaves a document's room while
  // its tab stays open, so a long day of opening forms in one tab stays within it.
  realtime_event_limit: setting('site', callLimit({ whole: true, noun: 'events' }), { limit: 200, seconds: 4 }, 'client events one socket.io connection may send: limit at once, then limit per seconds'),
  pause_scheduler: setting('site', flag, 0, 'the scheduler enqueues nothing for the site (svc scheduler pause)'),
  disable_scheduler: setting('site', flag, 0, "the scheduler is off for the site whatever System Settings say"),
  scheduler_interval: setting('site', wholeNumber(60, 'seconds'), 240, 'seconds between runs of the "all" scheduled jobs, in whole minutes'),
  realtime_max_rooms: setting('site', wholeNumber(1), 1000, 'document, DocType and task rooms one socket.io connection may be subscribed to at once'),
  default_site: setting('common', siteName, undefined, 'the site of a request that names none (header or Host); new-site sets it'),
  http_headers_timeout: setting('common', seconds, 20, 'seconds a request line and its headers may take to arrive'),
  http_body_timeout: setting('common', seconds, 60, 'seconds a request body may take to arrive whole after its headers (an upload is judged by rate)'),
  http_upload_min_rate: setting('common', wholeNumber(0, 'bytes a second'), 1024, 'bytes a second an upload must average over each http_body_timeout (0: never cut)'),
  // Above the 60 s idle timeout load balancers commonly keep, so the balancer closes first.
  http_keep_alive_timeout: setting('common', seconds, 72, 'seconds a connection may wait idle between requests'),
  http_max_connections_per_ip: setting('common', wholeNumber(0), 256, 'connections one client address may hold open (0: no cap)'),
  // Fractions let tests tick without waiting a minute.
  scheduler_tick_interval: setting('common', numberIn(0.05, 3600, 'seconds'), 60, "seconds between each process's looks for due scheduled jobs"),
  http_fd_reserve: setting('common', wholeNumber(0), 128, "file descriptors client connections leave free for svc's own files (0: none kept)"),
} as const;

export type SettingKey = keyof typeof SETTINGS;
type AnySetting = Setting<Scope, unknown, unknown>;
type ValueOf<K extends SettingKey> = (typeof SETTINGS)[K] extends Setting<Scope, infer T, infer D> ? (undefined extends D ? T | undefined : T) : never;
type KeysIn<S extends Scope> = { [K in SettingKey]: (typeof SETTINGS)[K]['scope'] extends S ? K : never }[SettingKey];

/** A site's config as svc uses it: every key it reads, checked, its default where unset. */
export type SiteConfig = { readonly [K in KeysIn<'site' | 'both'>]: ValueOf<K> };
/** The server's own settings, from `common_site_config.json` alone. */
export type CommonConfig = { readonly [K in KeysIn<'common' | 'both'>]: ValueOf<K> };

const keysIn = (...scopes: Scope[]) => (Object.keys(SETTINGS) as SettingKey[]).filter((k) => scopes.includes(SETTINGS[k].scope));
const SITE_KEYS = keysIn('site', 'both');
const COMMON_KEYS = keysIn('common', 'both');

/** The declaration of `key`, or undefined for a key svc does not read. */
export function settingOf(key: string): Readonly<AnySetting> | undefined {
  return Object.hasOwn(SETTINGS, key) ? (SETTINGS as Record<string, AnySetting>)[key] : undefined;
}

/** Every declared key, in the table's order. */
export function settingKeys(): SettingKey[] {
  return Object.keys(SETTINGS) as SettingKey[];
}

/**
 * Why `value` cannot be `key`'s value (the error's text, naming `file`), or null when it can.
 * Null and an absent value mean "unset" and are always fine.
 */
export function settingProblem(key: string, value: unknown, file: string): string | null {
  const decl = settingOf(key);
  if (!decl || value === undefined || value === null || decl.kind.read(value) !== undefined) return null;
  const shown = JSON.stringify(value);
  return `${file}: ${key} must be ${decl.kind.expected}, not ${shown.length > 80 ? `${shown.slice(0, 77)}...` : shown}`;
}

/** How README's table shows `key`'s default. */
export function shownDefault(key: SettingKey): string {
  const decl: AnySetting = SETTINGS[key];
  return decl.default === undefined ? decl.unset ?? '—' : decl.kind.show(decl.default);
}

/** Each key's value, read from the first of `sources` that holds it, checked; its default when none does. */
function resolve(keys: readonly SettingKey[], sources: ReadonlyArray<{ values: Record<string, unknown>; file: string }>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const decl: AnySetting = SETTINGS[key];
    const source = sources.find((s) => Object.hasOwn(s.values, key));
    const value = source?.values[key];
    if (value === undefined || value === null) {
      out[key] = decl.default;
      continue;
    }
    const read = decl.kind.read(value);
    if (read === undefined) throw new Error(settingProblem(key, value, source!.file)!);
    out[key] = read;
  }
  return Object.freeze(out);
}

/** A site's config from the values of its file (named in errors); throws naming the key and what it must be. */
export function siteConfigFrom(values: Record<string, unknown>, file = SITE_CONFIG_FILE): SiteConfig {
  return resolve(SITE_KEYS, [{ values, file }]) as SiteConfig;
}

/** The server's settings from the values of the common file. */
export function commonConfigFrom(values: Record<string, unknown>, file = COMMON_CONFIG_FILE): CommonConfig {
  return resolve(COMMON_KEYS, [{ values, file }]) as CommonConfig;
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

/**
 * A site's config: its own file's keys over the common file's, as Frappe reads them. Throws
 * naming the file, the key and what it must be when a value svc reads is not one it can use.
 */
export function readSiteConfig(sitesDir: string, site: string): SiteConfig {
  const commonFile = path.join(sitesDir, COMMON_CONFIG_FILE);
  const ownFile = path.join(sitesDir, site, SITE_CONFIG_FILE);
  return resolve(SITE_KEYS, [{ values: readJsonObject(ownFile), file: ownFile }, { values: readJsonObject(commonFile), file: commonFile }]) as SiteConfig;
}

/**
 * The server's settings from `sitesDir`'s common file; throws like readSiteConfig. The sites' keys
 * it holds are checked too, since every site reads them: `svc serve` then stops at once.
 */
export function readCommonConfig(sitesDir: string): CommonConfig {
  const file = path.join(sitesDir, COMMON_CONFIG_FILE);
  const values = readJsonObject(file);
  resolve(SITE_KEYS, [{ values, file }]);
  return commonConfigFrom(values, file);
}

/**
 * `default_site` of `sitesDir`'s common file, checked alone: picking a site must not fail on
 * another key, so `svc set-config` can still mend that one.
 */
export function readDefaultSite(sitesDir: string): string | undefined {
  const file = path.join(sitesDir, COMMON_CONFIG_FILE);
  return (resolve(['default_site'], [{ values: readJsonObject(file), file }]) as CommonConfig).default_site;
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
