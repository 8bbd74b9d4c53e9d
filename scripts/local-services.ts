// The database and cache servers the suite and the bench use on this machine, and whether each
// answers: one place for their addresses and probes, shared by test/helpers and bench/.
import net from 'node:net';
import mysql from 'mysql2/promise';
import pg from 'pg';

/** PostgreSQL's maintenance database, for creating and dropping throwaway databases (trust auth). */
export const PG_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** MariaDB as root without a password. */
export const MARIADB_ADMIN = { host: '127.0.0.1', port: 3306, user: 'root' };

export const REDIS_HOST = { host: '127.0.0.1', port: 6379 };

/** True when PostgreSQL at `adminUrl` accepts a connection within two seconds. */
export async function postgresReachable(adminUrl = PG_ADMIN_URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** True when MariaDB accepts a connection within two seconds. */
export async function mariadbReachable(): Promise<boolean> {
  try {
    const conn = await mysql.createConnection({ ...MARIADB_ADMIN, connectTimeout: 2000 });
    await conn.end();
    return true;
  } catch {
    return false;
  }
}

/** True when Redis's port accepts a TCP connection within a second. */
export function redisListening(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(REDIS_HOST.port, REDIS_HOST.host);
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}
