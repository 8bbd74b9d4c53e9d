import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { systemClock } from '../../src/context/clock.ts';
import { createSite } from '../../src/sites/create-site.ts';
import { s256Challenge } from '../../src/oauth/pkce.ts';
import type { Dialect } from '../helpers/dialects.ts';
import { redisReachable } from '../helpers/redis.ts';
import { startMany, startSvc, type SvcProcess } from '../helpers/svc-process.ts';
import { createTestSite, silentLog, testApps, type TestSite } from '../helpers/test-site.ts';
import { scaleDialect } from './dialect.ts';

/**
 * Three real `svc serve` processes on one PostgreSQL database and one Redis, a client spreading
 * its requests over them: nothing in the answers may depend on which process a request reaches.
 *
 * | case                                                   | shared through                      |
 * |--------------------------------------------------------|-------------------------------------|
 * | a session opened on one is valid on the others, and a  | `__sessions` + Redis session cache  |
 * |   logout on one ends it on all at once                 |                                     |
 * | a naming series fed by parallel creates on all three   | `tabSeries` counter in the database |
 * |   gives distinct, gap-free names                       |                                     |
 * | a DocType added through one is served by the others    | Redis pub/sub notices, confirmed by |
 * |   at once                                              |   every process before the write    |
 * |                                                        |   answers                           |
 * | a per-method call limit (login) is one across them     | Redis counters                      |
 * | the rate-limit time budget is one across them          | Redis counters                      |
 * | the login lock-out is one across them                  | Redis lock-out counters             |
 * | an OAuth code issued by one is redeemed at another,    | OAuth DocType tables (hashed codes  |
 * |   its token works on the third and is refreshed and    |   and tokens) + Redis notices for   |
 * |   revoked through the others                           |   revocations                       |
 */
const { dialect: postgres, skip: noPostgres } = await scaleDialect('postgres', 'the multi-process scale test is');
const redisUp = await redisReachable('the multi-process scale test is');
const REDIS = 'redis://127.0.0.1:6379/6';
/**
 * A site whose login calls are limited, and one with a tiny request-time budget. Fresh names (and
 * databases) each run: rate-limit counters in Redis outlive a run.
 */
const RUN = randomBytes(4).toString('hex');
const LIMITED = `limited-${RUN}.localhost`;
const BUDGET = `budget-${RUN}.localhost`;

describe('three svc processes sharing PostgreSQL and Redis', { skip: noPostgres || (!redisUp && 'Redis is not reachable') }, () => {
  let site: TestSite;
  const extraDbs: Array<Awaited<ReturnType<Dialect['newDatabase']>>> = [];
  let procs: SvcProcess[] = [];
  let turn = 0;
  /** The next process, round robin: the client spreads its requests. */
  const next = () => procs[turn++ % procs.length]!;

  async function req(target: SvcProcess, method: string, url: string, opts: { body?: unknown; auth?: string | null; cookie?: string; site?: string } = {}) {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (opts.auth !== null) headers.authorization = opts.auth ?? site.adminAuth;
    if (opts.cookie) headers.cookie = opts.cookie;
    if (opts.site) headers['x-frappe-site-name'] = opts.site;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(target.url + url, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
    const text = await res.text();
    return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : null };
  }

  before(async () => {
    site = await createTestSite(postgres!, { siteConfig: { redis_url: REDIS } });
    const extra = { [LIMITED]: { login_rate_limit: { limit: 4, seconds: 60 } }, [BUDGET]: { rate_limit: { limit: 0.05, window: 3600 } } };
    for (const [name, config] of Object.entries(extra)) {
      const db = await postgres!.newDatabase();
      extraDbs.push(db);
      await createSite({ sitesDir: site.sitesDir, name, adminPassword: 'admin', dbType: 'postgres', dbUrl: db.url, developerMode: false, apps: await testApps(), clock: systemClock(), log: silentLog });
      const file = path.join(site.sitesDir, name, 'site_config.json');
      fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), redis_url: REDIS, ...config }));
    }
    // If one fails to start, the others are killed before the error is reported.
    procs = await startMany(3, () => startSvc(site.sitesDir));
  });

  after(async () => {
    try {
      const codes = await Promise.all(procs.map((p) => p.stop()));
      assert.deepEqual(codes, procs.map(() => 0), 'every process stops cleanly on SIGTERM');
    } finally {
      await Promise.all(procs.map((p) => p.kill()));
      await site?.close();
      for (const db of extraDbs) await db.drop();
    }
  });

  it('a session opened on one process is valid on the others, and a logout on one ends it everywhere', async () => {
    const [a, b, c] = procs as [SvcProcess, SvcProcess, SvcProcess];
    const login = await fetch(`${a.url}/api/method/login`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ usr: 'Administrator', pwd: 'admin' }) });
    assert.equal(login.status, 200);
    const sid = /sid=([0-9a-f]+)/.exec(login.headers.getSetCookie().join(';'))![1];
    const cookie = `sid=${sid}`;
    for (const p of [b, c, a]) {
      const who = await req(p, 'GET', '/api/method/frappe.auth.get_logged_user', { auth: null, cookie });
      assert.deepEqual([who.status, who.json.message], [200, 'Administrator'], p.url);
    }
    assert.equal((await req(b, 'GET', '/api/method/logout', { auth: null, cookie })).status, 200);
    for (const p of [a, c]) {
      const who = await req(p, 'GET', '/api/method/frappe.auth.get_logged_user', { auth: null, cookie });
      assert.equal(who.status, 403, `ended on ${b.url}, refused at once on ${p.url}`);
      assert.equal(who.json.session_expired, 1);
    }
  });

  it('a DocType added through one process is served by the others at once', async () => {
    const created = await req(next(), 'POST', '/api/resource/DocType', {
      body: { name: 'Scale Item', module: 'Custom', custom: 1, autoname: 'SI-.#####', fields: [{ fieldname: 'title', fieldtype: 'Data', label: 'Title' }], permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }] },
    });
    assert.equal(created.status, 200, JSON.stringify(created.json));
    for (let i = 0; i < 3; i++) {
      const p = next();
      const listed = await req(p, 'GET', '/api/resource/Scale Item');
      assert.deepEqual([listed.status, listed.json.data], [200, []], `served at once by ${p.url}`);
    }
    const changed = await req(next(), 'PUT', '/api/resource/DocType/Scale Item', {
      body: { fields: [{ fieldname: 'title', fieldtype: 'Data', label: 'Title' }, { fieldname: 'size', fieldtype: 'Int', label: 'Size' }] },
    });
    assert.equal(changed.status, 200, JSON.stringify(changed.json));
    for (let i = 0; i < 3; i++) {
      const p = next();
      const doc = await req(p, 'POST', '/api/resource/Scale Item', { body: { title: 'probe', size: 7 } });
      assert.deepEqual([doc.status, doc.json.data?.size], [200, 7], `a field added through another process is used at once by ${p.url}`);
    }
  });

  it('a naming series fed by parallel creates on all three processes gives distinct, consecutive names', async () => {
    const before = (await req(next(), 'GET', '/api/resource/Scale Item?limit_page_length=0')).json.data.length;
    const made = await Promise.all(Array.from({ length: 45 }, (_, i) => req(next(), 'POST', '/api/resource/Scale Item', { body: { title: `parallel ${i}` } })));
    assert.deepEqual(made.map((m) => m.status), made.map(() => 200));
    const names = made.map((m) => m.json.data.name as string).sort();
    assert.equal(new Set(names).size, 45, 'no name given twice');
    const expected = Array.from({ length: 45 }, (_, i) => `SI-${String(before + i + 1).padStart(5, '0')}`);
    assert.deepEqual(names, expected, 'one counter, no gaps');
  });

  it('a per-method call limit (login calls per IP) is one across the processes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await req(next(), 'POST', '/api/method/login', { auth: null, site: LIMITED, body: { usr: 'nobody@example.com', pwd: 'x' } })).status);
    assert.deepEqual(statuses, [401, 401, 401, 401, 429, 429]);
  });

  it('the rate-limit time budget is one across the processes', async () => {
    // The budget's window is the clock hour. Should it turn during the test, the budget starts
    // over: the test then runs once more, in a window that has just begun.
    for (let attempt = 1; ; attempt++) {
      const outcome = await spendBudgetThenAskEveryProcess();
      if (outcome.windowTurned && attempt === 1) continue;
      assert.ok(!outcome.windowTurned, 'the window turned twice in one test');
      assert.ok(outcome.spent > 0 && outcome.spent < 5000, `the budget ran out on one process after ${outcome.spent} calls`);
      assert.deepEqual(outcome.refused, procs.map(() => true), `every process refuses too, one budget: ${outcome.detail}`);
      return;
    }
  });

  /**
   * Spends the BUDGET site's budget on one process, then asks every process. A charge reaches
   * Redis within about 70 ms (rate limiting in README); a busy machine can delay it, so each
   * process is asked a few times before it counts as not refusing. Few enough that those asks
   * could never spend a whole budget of their own, so a refusal proves the budget is shared.
   */
  async function spendBudgetThenAskEveryProcess() {
    const first = next();
    let spent = 0;
    /** Before this moment the window cannot have turned (X-RateLimit-Reset is rounded up to whole seconds). */
    let windowSafeUntil = Infinity;
    for (let i = 0; i < 5000; i++) {
      const sentAt = Date.now();
      const res = await req(first, 'GET', '/api/method/ping', { auth: null, site: BUDGET });
      if (i === 0) windowSafeUntil = sentAt + (Number(res.headers.get('x-ratelimit-reset')) - 1) * 1000;
      if (res.status === 429) break;
      spent++;
    }
    const tries = Math.max(2, Math.min(10, Math.floor(spent / 3)));
    const refused: boolean[] = [];
    const details: string[] = [];
    for (const p of procs) {
      let answer = { status: 0, retryAfter: 0 };
      for (let t = 0; t < tries && answer.status !== 429; t++) {
        await new Promise((r) => setTimeout(r, 200));
        const res = await req(p, 'GET', '/api/method/ping', { auth: null, site: BUDGET });
        answer = { status: res.status, retryAfter: Number(res.headers.get('retry-after')) };
      }
      refused.push(answer.status === 429 && answer.retryAfter > 0);
      details.push(`${p.url}: ${answer.status}, Retry-After ${answer.retryAfter}`);
    }
    return { spent, refused, detail: details.join('; '), windowTurned: Date.now() >= windowSafeUntil };
  }

  it('an OAuth code issued by one process is redeemed at another, and its tokens work, refresh and revoke across all', async () => {
    const [a, b, c] = procs as [SvcProcess, SvcProcess, SvcProcess];
    const redirect = 'https://app.example.com/cb';
    const verifier = randomBytes(32).toString('base64url');
    const client = await req(a, 'POST', '/api/resource/OAuth Client', { body: { app_name: 'Scale App', redirect_uris: redirect, default_redirect_uri: redirect, scopes: 'all openid', skip_authorization: 1 } });
    assert.equal(client.status, 200, JSON.stringify(client.json));
    const { client_id, client_secret } = client.json.data;
    const login = await fetch(`${a.url}/api/method/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ usr: 'Administrator', pwd: 'admin' }) });
    const cookie = `sid=${/sid=([0-9a-f]+)/.exec(login.headers.getSetCookie().join(';'))![1]}`;
    const query = new URLSearchParams({ client_id, response_type: 'code', redirect_uri: redirect, scope: 'openid all', state: 's1', code_challenge: s256Challenge(verifier), code_challenge_method: 'S256' });
    const authorized = await fetch(`${b.url}/api/method/svc.integrations.oauth2.authorize?${query}`, { headers: { cookie }, redirect: 'manual' });
    assert.ok([302, 303].includes(authorized.status), `authorize on ${b.url}: ${authorized.status}`);
    const code = new URL(authorized.headers.get('location')!).searchParams.get('code');
    assert.ok(code, 'a code in the redirect');
    const token = (p: SvcProcess, form: Record<string, string>) => fetch(`${p.url}/api/method/svc.integrations.oauth2.get_token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ client_id, client_secret, ...form }) });
    const issued = await token(c, { grant_type: 'authorization_code', code, redirect_uri: redirect, code_verifier: verifier });
    assert.equal(issued.status, 200, `redeemed on ${c.url}`);
    const tokens = await issued.json() as { access_token: string; refresh_token: string };
    const who = await req(a, 'GET', '/api/method/frappe.auth.get_logged_user', { auth: `Bearer ${tokens.access_token}` });
    assert.deepEqual([who.status, who.json.message], [200, 'Administrator'], `the token works on ${a.url}`);
    const refreshed = await token(b, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    assert.equal(refreshed.status, 200, `refreshed on ${b.url}`);
    const fresh = await refreshed.json() as { access_token: string };
    const renewed = await req(c, 'GET', '/api/method/frappe.auth.get_logged_user', { auth: `Bearer ${fresh.access_token}` });
    assert.equal(renewed.status, 200, `the refreshed token works on ${c.url}`);
    for (const p of procs) {
      const old = await req(p, 'GET', '/api/method/frappe.auth.get_logged_user', { auth: `Bearer ${tokens.access_token}` });
      assert.equal(old.status, 401, `the rotated-out token is refused at once on ${p.url}`);
    }
    const revoked = await fetch(`${c.url}/api/method/svc.integrations.oauth2.revoke_token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token: fresh.access_token }) });
    assert.equal(revoked.status, 200);
    for (const p of procs) {
      const gone = await req(p, 'GET', '/api/method/frappe.auth.get_logged_user', { auth: `Bearer ${fresh.access_token}` });
      assert.equal(gone.status, 401, `revoked on ${c.url}, refused at once on ${p.url}`);
    }
    const replay = await token(a, { grant_type: 'authorization_code', code, redirect_uri: redirect, code_verifier: verifier });
    assert.equal(replay.status, 400, 'the code is spent for every process');
  });

  it('the login lock-out is one across the processes', async () => {
    const fail = () => req(next(), 'POST', '/api/method/login', { auth: null, body: { usr: 'Administrator', pwd: 'wrong' } });
    const failures = [];
    for (let i = 0; i < 11; i++) failures.push((await fail()).status);
    assert.deepEqual(failures, Array(11).fill(401), '10 failures allowed, the 11th still checked');
    const locked = await req(next(), 'POST', '/api/method/login', { auth: null, body: { usr: 'Administrator', pwd: 'admin' } });
    assert.equal(locked.status, 429, 'locked on whichever process is asked, even with the right password');
    assert.equal(locked.json.exc_type, 'SecurityException');
  });
});
