// Creates the benchmark sites the way `svc new-site` does, and issues Administrator API keys, so
// svc serves them exactly as it would a real site. Seeding is separate (seed-sqlite.ts,
// seed-postgres.ts): going through the API would take minutes for 100,000 rows.
import pino from 'pino';
import { BUILTIN_APP_DIR, loadApps, type LoadedApps } from '../src/apps/load-apps.ts';
import { systemClock } from '../src/context/clock.ts';
import { systemContext } from '../src/operations/system-context.ts';
import { generateKeys } from '../src/operations/user-generate-keys.ts';
import { createSite } from '../src/sites/create-site.ts';
import { SiteRuntime } from '../src/sites/site-runtime.ts';

const log = pino({ level: 'silent' });
/** The Administrator password of the bench sites (the login scenarios sign in with it). */
export const ADMIN_PASSWORD = 'bench-admin';
const clock = systemClock();
let apps: Promise<LoadedApps> | null = null;

export interface BenchSite {
  sitesDir: string;
  site: string;
  /** `token key:secret` of Administrator. */
  auth: string;
}

/** A new site in `sitesDir` with Administrator keys; the database is closed again on return. */
export async function createBenchSite(sitesDir: string, site: string, db: { dbType: 'sqlite' | 'postgres' | 'mariadb'; dbUrl?: string }): Promise<BenchSite> {
  apps ??= loadApps([BUILTIN_APP_DIR]);
  const loaded = await apps;
  await createSite({ sitesDir, name: site, adminPassword: ADMIN_PASSWORD, developerMode: false, apps: loaded, clock, log, ...db });
  const runtime = await SiteRuntime.open(sitesDir, site, loaded, clock, log);
  try {
    const keys = await generateKeys(systemContext(runtime, clock, log), 'Administrator');
    return { sitesDir, site, auth: `token ${keys.api_key}:${keys.api_secret}` };
  } finally {
    await runtime.close();
  }
}
