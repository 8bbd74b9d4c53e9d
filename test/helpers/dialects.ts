import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database engine the suite runs against, and how to make a throwaway database on it. */
export interface Dialect {
  name: 'sqlite' | 'postgres';
  newDatabase(): Promise<{ url?: string; drop(): Promise<void> }>;
}

const PG_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

const sqlite: Dialect = {
  name: 'sqlite',
  async newDatabase() {
    return { drop: async () => {} };
  },
};

const postgres: Dialect = {
  name: 'postgres',
  async newDatabase() {
    const name = `svc_test_${randomBytes(6).toString('hex')}`;
    const url = `postgres://postgres@127.0.0.1:5432/${name}`;
    return {
      url,
      async drop() {
        const client = new pg.Client({ connectionString: PG_ADMIN_URL });
        await client.connect();
        try {
          await client.query(`drop database if exists "${name}" with (force)`);
        } finally {
          await client.end();
        }
      },
    };
  },
};

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

let cached: Promise<Dialect[]> | null = null;

/**
 * The dialects to run: SQLite always; PostgreSQL when 127.0.0.1:5432 answers (or as
 * SVC_TEST_DIALECTS says). A missing server is reported loudly, never skipped in silence.
 */
export function enabledDialects(): Promise<Dialect[]> {
  cached ??= (async () => {
    const wanted = (process.env.SVC_TEST_DIALECTS ?? 'sqlite,postgres').split(',').map((d) => d.trim());
    const out: Dialect[] = [];
    if (wanted.includes('sqlite')) out.push(sqlite);
    if (wanted.includes('postgres')) {
      if (await postgresReachable()) out.push(postgres);
      else process.stderr.write('\n!!! PostgreSQL at 127.0.0.1:5432 is not reachable: PostgreSQL tests are SKIPPED !!!\n\n');
    }
    return out;
  })();
  return cached;
}
