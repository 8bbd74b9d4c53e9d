import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { before, beforeEach, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp, type SvcApp } from '../../src/app.ts';
import { manualClock } from '../../src/context/clock.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { DAY, jsonLogin, req, setCookies, sidOf, whoAmI } from '../helpers/sessions.ts';
import { addLoginUser, runtimeOf } from '../helpers/users.ts';
import { testApps, type TestSite } from '../helpers/test-site.ts';

const clock = manualClock(Date.UTC(2026, 2, 1, 12, 0, 0) * 1000);
const PW = 'session-pass-1';
const A = 'a.sess@example.com';
const B = 'b.sess@example.com';
const C = 'c.sess@example.com';
const D = 'd.sess@example.com';
const E = 'e.sess@example.com';
const WHO = '/api/method/frappe.auth.get_logged_user';
const AUTH_COOKIES = ['sid', 'system_user', 'full_name', 'user_id', 'user_image'];

function assertCleared(res: { headers: Record<string, unknown> }, what: string): void {
  const cookies = setCookies(res);
  assert.deepEqual(cookies.map((c) => c.name), AUTH_COOKIES, `${what}: the five auth cookies are cleared`);
  for (const c of cookies) {
    assert.equal(c.value, '', `${what}: ${c.name} emptied`);
    assert.equal(c.attrs['max-age'], '0', `${what}: ${c.name} expired`);
    assert.equal(c.attrs.path, '/');
  }
}

perDialect('Sessions: resume, expiry, logout, fixation, invalidation', (site) => {
  let bAuth = '';
  before(async () => {
    await addLoginUser(site(), A, ['System Manager'], PW);
    bAuth = await addLoginUser(site(), B, ['System Manager'], PW);
    await addLoginUser(site(), C, ['System Manager'], PW);
    await addLoginUser(site(), D, ['System Manager'], PW);
    await addLoginUser(site(), E, ['System Manager'], PW);
  });
  beforeEach(() => clock.advanceSeconds(120));

  it('resumes a session from the sid cookie, a form field or a JSON body field; never from the query string', async () => {
    const sid = await jsonLogin(site(), A, PW);
    assert.equal(await whoAmI(site(), sid), A);
    const form = await req(site(), { method: 'POST', url: WHO, form: { sid } });
    assert.equal(form.status, 200, form.body);
    assert.equal(form.json.message, A);
    assert.equal(form.headers['set-cookie'], undefined, 'a body sid never becomes a cookie');
    const json = await req(site(), { method: 'POST', url: WHO, json: { sid } });
    assert.equal(json.json.message, A);
    assert.equal(json.headers['set-cookie'], undefined);
    const created = await req(site(), { method: 'POST', url: '/api/resource/ToDo', json: { sid, description: 'made through a body sid' } });
    assert.equal(created.status, 200, created.body);
    assert.equal(created.json.data.owner, A);
    const bSid = await jsonLogin(site(), B, PW);
    const both = await req(site(), { method: 'POST', url: WHO, sid: bSid, form: { sid } });
    assert.equal(both.json.message, A, 'the body sid wins over the cookie (Frappe)');
    const query = await req(site(), { url: `${WHO}?sid=${sid}` });
    assert.equal(query.status, 403, 'a sid in the query string is ignored');
    assert.equal(query.json.session_expired, undefined);
    assert.equal(query.headers['set-cookie'], undefined);
    const queryPost = await req(site(), { method: 'POST', url: `/api/resource/ToDo?sid=${sid}`, json: { description: 'x' } });
    assert.equal(queryPost.status, 403);
  });

  it('lets an unknown, ended or malformed sid continue as Guest, with session_expired and the cookies cleared', async () => {
    const unknownSid = createHash('sha256').update('nobody').digest('hex').slice(0, 56);
    for (const [name, sid] of [['unknown', unknownSid], ['malformed', 'abc'], ['too long', 'f'.repeat(5000)], ['quoted', '"x"']] as const) {
      const r = await req(site(), { url: WHO, sid });
      assert.equal(r.status, 403, name);
      assert.equal(r.json.exc_type, 'PermissionError');
      assert.equal(r.json.session_expired, 1, name);
      assertCleared(r, name);
    }
    // ping is the load balancers' health check and looks at no session; any other guest method reports it.
    const guestMethod = await req(site(), { url: '/api/method/version', sid: unknownSid });
    assert.equal(guestMethod.status, 200);
    assert.equal(guestMethod.json.session_expired, 1);
    const withToken = await req(site(), { url: WHO, sid: unknownSid, headers: { authorization: bAuth } });
    assert.equal(withToken.status, 200);
    assert.deepEqual(withToken.json, { message: B, session_expired: 1 }, 'an expired sid does not stop token auth');
    const guestCookie = await req(site(), { url: '/api/method/version', sid: 'Guest' });
    assert.equal(guestCookie.json.session_expired, undefined, 'Frappe\'s sid=Guest placeholder is no session');
    assert.equal(guestCookie.headers['set-cookie'], undefined);
    const list = await req(site(), { url: '/api/resource/ToDo?limit_page_length=0', sid: unknownSid });
    assert.equal(list.status, 403);
    assert.equal(list.json.session_expired, 1);
  });

  it('expires a session three days after its last use; a use renews it at most every 10 minutes (sliding)', async () => {
    const x = await jsonLogin(site(), A, PW);
    const y = await jsonLogin(site(), A, PW);
    const z = await jsonLogin(site(), A, PW);
    const w = await jsonLogin(site(), A, PW);
    clock.advanceSeconds(9 * 60);
    const early = await req(site(), { url: WHO, sid: z });
    assert.equal(early.json.message, A);
    assert.equal(early.headers['set-cookie'], undefined, 'a use within 10 minutes writes nothing');
    clock.advanceSeconds(60);
    const renewed = await req(site(), { url: WHO, sid: w });
    assert.equal(renewed.json.message, A);
    const again = setCookies(renewed);
    assert.equal(again.length, 1, 'the sid cookie is sent again with a fresh lifetime');
    assert.equal(again[0].name, 'sid');
    assert.equal(again[0].value, w);
    assert.equal(again[0].attrs['max-age'], '259200');
    assert.equal(again[0].attrs.httponly, true);
    const bodyUse = await req(site(), { method: 'POST', url: WHO, form: { sid: y } });
    assert.equal(bodyUse.json.message, A);
    assert.equal(bodyUse.headers['set-cookie'], undefined, 'a renewed body sid is still never set as a cookie');
    // Now: login + 10 min. x untouched since login, y and w renewed at +10 min, z used at +9 min without renewal.
    clock.advanceSeconds(3 * DAY - 10 * 60 - 1);
    assert.equal(await whoAmI(site(), x), A, 'alive one second before three days');
    // x was just renewed (more than 10 minutes since login).
    clock.advanceSeconds(1);
    assert.equal(await whoAmI(site(), z), null, 'z: three days after login; its use at +9 min did not move it');
    const expired = await req(site(), { url: WHO, sid: z });
    assert.equal(expired.json.session_expired, 1);
    assertCleared(expired, 'expired');
    assert.equal(await whoAmI(site(), w), A, 'w: renewed at +10 min');
    assert.equal(await whoAmI(site(), y), A, 'y: renewed at +10 min through the body');
    clock.advanceSeconds(3 * DAY);
    assert.equal(await whoAmI(site(), x), null, 'x: three days after its last renewal');
    assert.equal(await whoAmI(site(), w), null);
  });

  it('logs out with GET, POST {} (frappe-js-sdk) and GET /?cmd=logout (Python client): {} and the five cookies cleared', async () => {
    const forms = [
      { method: 'GET' as const, url: '/api/method/logout' },
      { method: 'POST' as const, url: '/api/method/logout', json: {} },
      { method: 'GET' as const, url: '/?cmd=logout' },
      { method: 'POST' as const, url: '/', form: { cmd: 'logout' } },
      { method: 'DELETE' as const, url: '/api/v1/method/logout' },
    ];
    const other = await jsonLogin(site(), A, PW);
    for (const f of forms) {
      const sid = await jsonLogin(site(), A, PW);
      const r = await req(site(), { ...f, sid });
      assert.equal(r.status, 200, `${f.method} ${f.url}: ${r.body}`);
      assert.deepEqual(r.json, {});
      assertCleared(r, `${f.method} ${f.url}`);
      assert.equal(await whoAmI(site(), sid), null, 'the session is gone');
      assert.equal(await whoAmI(site(), other), A, 'other sessions of the user stay');
    }
    const guest = await req(site(), { url: '/api/method/logout' });
    assert.equal(guest.status, 200);
    assert.deepEqual(guest.json, {});
    const patch = await req(site(), { method: 'PATCH', url: '/api/method/logout', sid: other });
    assert.equal(patch.status, 403);
    assert.equal(await whoAmI(site(), other), A);
  });

  it('never adopts a sid chosen by the client and rotates the sid at every login; stores only its hash', async () => {
    const chosen = 'a'.repeat(56);
    for (const r of [
      await req(site(), { method: 'POST', url: '/api/method/login', json: { usr: A, pwd: PW }, sid: chosen }),
      await req(site(), { method: 'POST', url: '/api/method/login', json: { usr: A, pwd: PW, sid: chosen } }),
      await req(site(), { method: 'POST', url: `/api/method/login?sid=${chosen}`, form: { usr: A, pwd: PW } }),
    ]) {
      assert.equal(r.status, 200, r.body);
      assert.notEqual(sidOf(r), chosen);
    }
    assert.equal(await whoAmI(site(), chosen), null, 'the chosen sid never became a session');
    const first = await jsonLogin(site(), A, PW);
    const second = await jsonLogin(site(), A, PW, { sid: first });
    assert.notEqual(second, first);
    assert.equal(await whoAmI(site(), first), null, 'the sid held at login is ended');
    assert.equal(await whoAmI(site(), second), A);
    const asB = await jsonLogin(site(), B, PW, { sid: second });
    assert.equal(await whoAmI(site(), second), null, 'logging in as someone else ends the previous session too');
    assert.equal(await whoAmI(site(), asB), B);
    const runtime = await runtimeOf(site());
    const rows = await runtime.db.read((tx) => tx.all<Record<string, unknown>>(tx.builder.selectFrom('__sessions').selectAll()));
    assert.ok(rows.length > 0);
    const dump = JSON.stringify(rows);
    assert.ok(!dump.includes(asB), 'the raw sid is not stored');
    assert.ok(rows.some((r) => r.sid_hash === createHash('sha256').update(asB).digest('hex')), 'its SHA-256 is');
  });

  it('lets a valid session win over an Authorization header, but refuses a header that does not authenticate', async () => {
    const sid = await jsonLogin(site(), A, PW);
    const both = await req(site(), { url: WHO, sid, headers: { authorization: bAuth } });
    assert.equal(both.json.message, A, 'the session user wins (Frappe)');
    for (const bad of [`${bAuth}x`, 'token nokey:nosecret', 'Bearer whatever', 'Basic !!!']) {
      const r = await req(site(), { url: WHO, sid, headers: { authorization: bad } });
      assert.ok(r.status === 401 || r.status === 400, `${bad}: ${r.status}`);
      assert.equal(r.json.message, undefined);
    }
  });

  it('ends every session of a user who is disabled, and re-enabling does not bring them back', async () => {
    const s1 = await jsonLogin(site(), C, PW);
    const s2 = await jsonLogin(site(), C, PW);
    const runtime = await runtimeOf(site());
    const put = (enabled: number) => req(site(), { method: 'PUT', url: `/api/resource/User/${encodeURIComponent(C)}`, json: { enabled }, headers: { authorization: site().adminAuth } });
    assert.equal((await put(0)).status, 200);
    await runtime.sessions.settled();
    const r = await req(site(), { url: WHO, sid: s1 });
    assert.equal(r.status, 403, 'a disabled user\'s session is Guest');
    assert.equal(r.json.session_expired, 1);
    assert.equal((await put(1)).status, 200);
    await runtime.sessions.settled();
    assert.equal(await whoAmI(site(), s2), null, 'the session not used while disabled is gone too');
    assert.equal(await whoAmI(site(), s1), null);
    assert.equal(await whoAmI(site(), await jsonLogin(site(), C, PW)), C, 'the re-enabled user logs in again');
  });

  it('changes the password through new_password, keeps the session that did it and ends the others', async () => {
    const mine = await jsonLogin(site(), D, PW);
    const other = await jsonLogin(site(), D, PW);
    const r = await req(site(), { method: 'PUT', url: `/api/resource/User/${encodeURIComponent(D)}`, sid: mine, json: { new_password: 'brand-new-pw' } });
    assert.equal(r.status, 200, r.body);
    assert.ok(!r.body.includes('brand-new-pw') && !r.body.includes('pbkdf2'), 'no password or hash in the answer');
    assert.equal(await whoAmI(site(), mine), D, 'the session that changed the password stays');
    assert.equal(await whoAmI(site(), other), null, 'every other session ends');
    const old = await req(site(), { method: 'POST', url: '/api/method/login', json: { usr: D, pwd: PW }, headers: { accept: 'application/json' } });
    assert.equal(old.status, 401, 'the old password no longer works');
    const fresh = await jsonLogin(site(), D, 'brand-new-pw');
    const byAdmin = await req(site(), { method: 'PUT', url: `/api/resource/User/${encodeURIComponent(D)}`, json: { new_password: 'admin-set-pw' }, headers: { authorization: site().adminAuth } });
    assert.equal(byAdmin.status, 200);
    assert.equal(await whoAmI(site(), mine), null, 'a password set by someone else ends all of the user\'s sessions');
    assert.equal(await whoAmI(site(), fresh), null);
    assert.equal(await whoAmI(site(), await jsonLogin(site(), D, 'admin-set-pw')), D);
  });

  it('reads the store at most once per cache period for a busy session', async () => {
    const sid = await jsonLogin(site(), E, PW);
    const sessions = (await runtimeOf(site())).sessions;
    const store = sessions.store as { get: (...a: unknown[]) => Promise<unknown> };
    const original = store.get;
    let reads = 0;
    store.get = (...a: unknown[]) => {
      reads++;
      return original.apply(sessions.store, a);
    };
    try {
      clock.advanceSeconds(6);
      for (let i = 0; i < 50; i++) assert.equal(await whoAmI(site(), sid), E);
      assert.equal(reads, 1, 'one store read, then the process cache');
      clock.advanceSeconds(5);
      assert.equal(await whoAmI(site(), sid), E);
      assert.equal(reads, 2, 'the cache entry lives 5 s');
    } finally {
      store.get = original;
    }
  });

  it('sees a logout made by another process within 5 s, and a password change at once', async () => {
    const other: SvcApp = await buildApp({ sitesDir: site().sitesDir, logLevel: 'silent' }, { apps: await testApps(), clock });
    const otherSite: TestSite = { ...site(), app: other as SvcApp };
    try {
      const sid = await jsonLogin(site(), A, PW);
      assert.equal(await whoAmI(otherSite, sid), A, 'the other process resumes the session from the store');
      assert.equal((await req(site(), { url: '/api/method/logout', sid })).status, 200);
      assert.equal(await whoAmI(site(), sid), null, 'this process: at once');
      assert.equal(await whoAmI(otherSite, sid), A, 'the other process trusts its cached read for up to 5 s');
      clock.advanceSeconds(5);
      assert.equal(await whoAmI(otherSite, sid), null, 'after 5 s the other process sees the logout');

      const kept = await jsonLogin(site(), A, PW);
      assert.equal(await whoAmI(otherSite, kept), A);
      const changed = await req(site(), { method: 'PUT', url: `/api/resource/User/${encodeURIComponent(A)}`, json: { new_password: 'changed-elsewhere' }, headers: { authorization: site().adminAuth } });
      assert.equal(changed.status, 200);
      let seen: string | null = A;
      for (let i = 0; i < 30 && seen !== null; i++) {
        seen = await whoAmI(otherSite, kept);
        if (seen !== null) await sleep(100);
      }
      assert.equal(seen, null, 'the other process ends the session on the credentials notice, without waiting for its cache');
      await req(site(), { method: 'PUT', url: `/api/resource/User/${encodeURIComponent(A)}`, json: { new_password: PW }, headers: { authorization: site().adminAuth } });
    } finally {
      await other.close();
    }
  });
}, { clock });
