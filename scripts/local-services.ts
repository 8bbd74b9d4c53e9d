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

/**
 * True when a server answers: a refused or unresolvable connection means none is running; any
 * other failure (a timeout on a machine busy with the suite, a full connection table, a server
 * still starting) is tried again a second later, three attempts of five seconds at most, so a
 * slow moment never skips a dialect's tests.
 */
async function answers(connect: () => Promise<void>): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      await connect();
      return true;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || attempt === 3) return false;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/** True when PostgreSQL at `adminUrl` accepts a connection. */
export function postgresReachable(adminUrl = PG_ADMIN_URL): Promise<boolean> {
  return answers(async () => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
    try {
      await client.connect();
    } finally {
      await client.end().catch(() => undefined);
    }
  });
}

/** True when MariaDB accepts a connection. */
export function mariadbReachable(): Promise<boolean> {
  return answers(async () => {
    const conn = await mysql.createConnection({ ...MARIADB_ADMIN, connectTimeout: 5000 });
    await conn.end();
  });
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
