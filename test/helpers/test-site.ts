import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp, type SvcApp } from '../../src/app.ts';
import { BUILTIN_APP_DIR, loadApps, type LoadedApps } from '../../src/apps/load-apps.ts';
import { systemClock, type Clock } from '../../src/context/clock.ts';
import { createSite } from '../../src/sites/create-site.ts';
import { systemContext } from '../../src/operations/system-context.ts';
import { generateKeys } from '../../src/operations/user-generate-keys.ts';
import { createDocument } from '../../src/operations/document-create.ts';
import type { Dialect } from './dialects.ts';
import { siteFromTemplate, TEMPLATE_SITE } from './site-templates.ts';
import type { FileStoreFactory } from '../../src/files/file-store.ts';
import type { SiteStoreFactories } from '../../src/sites/site-stores.ts';
import type { HttpLimits } from '../../src/config/http-limits.ts';

export const silentLog = pino({ level: 'silent' });
let appsPromise: Promise<LoadedApps> | null = null;

/** The built-in app (and extra app folders), loaded once per test process. */
export function testApps(): Promise<LoadedApps> {
  appsPromise ??= loadApps([BUILTIN_APP_DIR]);
  return appsPromise;
}

/**
 * Whether `apps` makes the same site as the built-in app alone (no DocType and no scheduled job
 * of its own: nothing a site stores), so the run's template site serves it too.
 */
function storesNothingMore(apps: LoadedApps, builtIn: LoadedApps): boolean {
  return apps === builtIn || (apps.doctypes.size === builtIn.doctypes.size && [...apps.doctypes.keys()].every((d) => builtIn.doctypes.has(d)) && apps.scheduledEvents.length === builtIn.scheduledEvents.length);
}

export interface TestSite {
  app: SvcApp;
  sitesDir: string;
  site: string;
  /** `token key:secret` of Administrator. */
  adminAuth: string;
  /** Creates a user with roles and returns its `token key:secret` header. */
  addUser(email: string, roles: string[], extra?: Record<string, unknown>): Promise<string>;
  close(): Promise<void>;
}

/**
 * A fresh site on the given dialect, served by a fresh app (never listening), with Administrator
 * keys. Under scripts/test.js, a copy of the run's template site where the dialect allows one
 * (see site-templates.ts), else made by createSite.
 */
export async function createTestSite(dialect: Dialect, options: { clock?: Clock; siteConfig?: Record<string, unknown>; apps?: LoadedApps; fileStore?: FileStoreFactory; stores?: SiteStoreFactories; httpLimits?: Partial<HttpLimits> } = {}): Promise<TestSite> {
  const sitesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-test-'));
  const site = TEMPLATE_SITE;
  const clock = options.clock ?? systemClock();
  const apps = options.apps ?? (await testApps());
  const builtIn = options.apps === undefined || storesNothingMore(options.apps, await testApps());
  const db = await dialect.newDatabase();
  const copied = !options.clock && builtIn && (await siteFromTemplate({ sitesDir, dialect: dialect.name, dbUrl: db.url, apps, clock, log: silentLog }));
  if (!copied) await createSite({ sitesDir, name: site, adminPassword: 'admin', dbType: dialect.name, dbUrl: db.url, developerMode: false, apps, clock, log: silentLog });
  if (options.siteConfig) {
    const file = path.join(sitesDir, site, 'site_config.json');
    fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), ...options.siteConfig }));
  }
  const app = await buildApp({ sitesDir, logLevel: 'silent', httpLimits: options.httpLimits }, { apps, clock, stores: { ...options.stores, ...(options.fileStore ? { files: options.fileStore } : {}) } });
  const runtime = await app.sites.get(site);
  const sys = systemContext(runtime, clock, silentLog);
  const keys = await generateKeys(sys, 'Administrator');
  return {
    app,
    sitesDir,
    site,
    adminAuth: `token ${keys.api_key}:${keys.api_secret}`,
    async addUser(email, roles, extra = {}) {
      // Test users are not mailed (send_welcome_email is on by default, as in Frappe); a test that wants the mail passes it.
      await createDocument(sys, 'User', { email, first_name: email.split('@')[0], roles: roles.map((role) => ({ role })), send_welcome_email: 0, ...extra });
      const k = await generateKeys(sys, email);
      return `token ${k.api_key}:${k.api_secret}`;
    },
    async close() {
      await app.close();
      await db.drop();
      fs.rmSync(sitesDir, { recursive: true, force: true });
    },
  };
}
