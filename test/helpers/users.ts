import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { SiteRuntime } from '../../src/sites/site-runtime.ts';
import { systemClock } from '../../src/context/clock.ts';
import { hashPassword } from '../../src/crypto/passwords.ts';
import { systemContext } from '../../src/operations/system-context.ts';
import { generateKeys } from '../../src/operations/user-generate-keys.ts';
import { setAuthValue } from '../../src/storage/auth-table.ts';
import { send, type Scenario } from './scenario.ts';
import { silentLog, type TestSite } from './test-site.ts';

/** A response with its body parsed when it is JSON. */
export interface Reply {
  status: number;
  json: any;
  body: string;
  headers: Record<string, unknown>;
}

/** Sends one request and parses the answer; never asserts. */
export async function call(site: TestSite, s: Omit<Scenario, 'name' | 'status'>): Promise<Reply> {
  const res = await send(site, s);
  let json: any;
  try {
    json = res.body ? JSON.parse(res.body) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.statusCode, json, body: res.body, headers: res.headers as Record<string, unknown> };
}

/** POSTs a document that must be created; returns `data`. */
export async function insertAs(site: TestSite, auth: string, doctype: string, doc: Record<string, unknown>): Promise<any> {
  const r = await call(site, { method: 'POST', url: `/api/resource/${encodeURIComponent(doctype)}`, auth, json: doc });
  assert.equal(r.status, 200, `insert ${doctype}: ${r.body.slice(0, 600)}`);
  return r.json.data;
}

/** Creates a Role through the API as Administrator. */
export async function makeRole(site: TestSite, roleName: string, deskAccess: 0 | 1): Promise<void> {
  await insertAs(site, site.adminAuth, 'Role', { role_name: roleName, desk_access: deskAccess });
}

/** Names of every row of a listing that must succeed, sorted. */
export async function listNames(site: TestSite, doctype: string, auth: string | undefined, params: Record<string, unknown> = {}): Promise<string[]> {
  const qs = new URLSearchParams({ limit_page_length: '0' });
  for (const [k, v] of Object.entries(params)) qs.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  const r = await call(site, { method: 'GET', url: `/api/resource/${encodeURIComponent(doctype)}?${qs}`, auth });
  assert.equal(r.status, 200, `list ${doctype}: ${r.body.slice(0, 600)}`);
  return r.json.data.map((row: { name: string }) => row.name).sort();
}

/** Splits a `token key:secret` header. */
export function keyPair(auth: string): { key: string; secret: string } {
  const m = /^token ([^:]+):(.+)$/.exec(auth);
  assert.ok(m, `not a token header: ${auth}`);
  return { key: m[1], secret: m[2] };
}

/** A Basic header for a key pair. */
export function basicAuth(key: string, secret: string, scheme = 'Basic'): string {
  return `${scheme} ${Buffer.from(`${key}:${secret}`).toString('base64')}`;
}

/** The open runtime of the test site (or another site of the same app). */
export function runtimeOf(site: TestSite, name = site.site): Promise<SiteRuntime> {
  return site.app.sites.get(name);
}

/**
 * Sets site config keys (null removes one) in site_config.json, as `svc set-config` does, and has
 * the site read the file at once, so a test need not wait for the re-read.
 */
export async function setSiteConfig(site: TestSite, keys: Record<string, unknown>): Promise<void> {
  const file = path.join(site.sitesDir, site.site, 'site_config.json');
  const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  for (const [k, v] of Object.entries(keys)) if (v === null) delete stored[k]; else stored[k] = v;
  fs.writeFileSync(file, JSON.stringify(stored));
  (await runtimeOf(site)).reloadConfig();
}

/** Issues new API credentials for `user` (as the CLI does) and returns the token header. */
export async function regenerateKeys(site: TestSite, user: string, siteName = site.site): Promise<string> {
  const runtime = await runtimeOf(site, siteName);
  const k = await generateKeys(systemContext(runtime, systemClock(), silentLog), user);
  return `token ${k.api_key}:${k.api_secret}`;
}

/** Asserts the standard Frappe error envelope of a non-404 error (docs/DECISIONS.md D10, production mode). */
export function assertErrorEnvelope(json: any, excType: string): void {
  assert.equal(json?.exc_type, excType, `exc_type in ${JSON.stringify(json).slice(0, 400)}`);
  assert.equal(typeof json.exception, 'string');
  assert.ok(json.exception.startsWith(`frappe.exceptions.${excType}`), `exception: ${json.exception}`);
  assert.equal(typeof json.exc, 'string', 'exc is a JSON string');
  const exc = JSON.parse(json.exc);
  assert.ok(Array.isArray(exc) && exc.length === 1 && typeof exc[0] === 'string' && exc[0].length > 0, `exc: ${json.exc}`);
  assert.doesNotMatch(exc[0], /\n|\bat .+:\d+|\.ts\b|\.js\b|node_modules|\/work\/|Traceback/, 'no stack trace or file path outside developer mode');
}

/**
 * PBKDF2 rounds of the login passwords tests set with `setTestPassword`. The production cost
 * (DEFAULT_ROUNDS, what `new_password` stores) is about 130 ms of CPU per login here, and the
 * suite logs in well over a thousand times. svc verifies a hash with the rounds the hash records
 * (as it must for hashes imported from Frappe), so these users log in through exactly the code
 * production users do, only cheaper. login.test.ts keeps users with the production cost:
 * Administrator, and the one whose parallel logins must not stall the event loop.
 */
export const TEST_PASSWORD_ROUNDS = 1000;

/** Gives `user` the login password `password`, hashed with TEST_PASSWORD_ROUNDS, as `new_password` would store it. */
export async function setTestPassword(site: TestSite, user: string, password: string, siteName = site.site): Promise<void> {
  const runtime = await runtimeOf(site, siteName);
  const hash = await hashPassword(password, TEST_PASSWORD_ROUNDS);
  await runtime.db.write(async (tx) => {
    await setAuthValue(tx, 'User', user, 'password', hash, false);
    await runtime.db.notify(tx, 'auth');
  });
}

/** Creates a user with roles and a login password (see setTestPassword); returns its `token key:secret` header. */
export async function addLoginUser(site: TestSite, email: string, roles: string[], password: string, extra: Record<string, unknown> = {}): Promise<string> {
  const auth = await site.addUser(email, roles, extra);
  await setTestPassword(site, email, password);
  return auth;
}
