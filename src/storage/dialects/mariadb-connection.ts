import type { Pool, PoolConnection } from 'mysql2/promise';
import type { SiteConfig } from '../../config/site-config.ts';
import { mysql2 } from './mysql2-driver.ts';
import { TABLE_COLLATION } from './mariadb-compiler.ts';

/** Where a MariaDB database lives, as mysql2 wants it. */
export interface MariadbTarget {
  host: string;
  port: number;
  user: string;
  password?: string;
  database: string;
}

/** The site config keys a MariaDB site may use: a URL, or Frappe's separate keys (their defaults in config/site-config.ts). */
export type MariadbConfigKeys = Pick<SiteConfig, 'db_url' | 'db_host' | 'db_port' | 'db_name' | 'db_user' | 'db_password'>;

/**
 * Reads `mysql://user:password@host:port/database` (also `mariadb://`), or Frappe's keys
 * `db_name`, `db_host`, `db_port`, `db_user` (db_name when unset, as Frappe) and `db_password`.
 */
export function mariadbTarget(config: MariadbConfigKeys | { db_url: string }): MariadbTarget {
  if (config.db_url) {
    const url = new URL(config.db_url);
    if (url.protocol !== 'mysql:' && url.protocol !== 'mariadb:') throw new Error(`db_url for MariaDB must start with mysql:// or mariadb://, not ${url.protocol}//`);
    const database = decodeURIComponent(url.pathname.slice(1));
    if (!database) throw new Error('the MariaDB URL names no database');
    return {
      host: url.hostname || '127.0.0.1',
      port: url.port ? Number(url.port) : 3306,
      user: decodeURIComponent(url.username) || 'root',
      password: url.password ? decodeURIComponent(url.password) : undefined,
      database,
    };
  }
  if (!('db_name' in config) || !config.db_name) throw new Error('db_type mariadb needs db_url (mysql://user:password@host:port/database) or db_name in site_config.json');
  return {
    host: config.db_host,
    port: config.db_port,
    user: config.db_user ?? config.db_name,
    password: config.db_password,
    database: config.db_name,
  };
}

/** Creates the database when it does not exist yet (new-site), in utf8mb4 with svc's collation. */
export async function ensureMariadbDatabase(target: MariadbTarget): Promise<void> {
  const conn = await mysql2().createConnection({ host: target.host, port: target.port, user: target.user, password: target.password, connectTimeout: 5000 });
  try {
    await conn.query(`create database if not exists \`${target.database.replace(/`/g, '``')}\` character set utf8mb4 collate ${TABLE_COLLATION}`);
  } finally {
    await conn.end();
  }
}

/**
 * How long a request waits for a free pooled connection before it is answered 503 (as PostgreSQL's
 * pool does with connectionTimeoutMillis): a leak or a stuck holder never wedges the site for good.
 */
const ACQUIRE_TIMEOUT_MS = 5000;

/** A pooled connection, or an unavailable-class error after ACQUIRE_TIMEOUT_MS. */
export function acquire(pool: Pool): Promise<PoolConnection> {
  return new Promise((resolve, reject) => {
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      reject(Object.assign(new Error('timed out waiting for a free database connection'), { code: 'SVC_POOL_TIMEOUT' }));
    }, ACQUIRE_TIMEOUT_MS);
    timer.unref();
    pool.getConnection().then(
      (conn) => {
        clearTimeout(timer);
        // Arrived after its waiter gave up: straight back to the pool.
        if (timedOut) conn.release();
        else resolve(conn);
      },
      (err) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}
