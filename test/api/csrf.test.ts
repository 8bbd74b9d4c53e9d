import assert from 'node:assert/strict';
import { before, beforeEach, it } from 'node:test';
import { csrfTokenFor } from '../../src/auth/sessions/session-id.ts';
import { manualClock } from '../../src/context/clock.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { jsonLogin, pageLogin, req, setCookies, sidOf, whoAmI, type Req } from '../helpers/sessions.ts';
import { addLoginUser } from '../helpers/users.ts';

const clock = manualClock(Date.UTC(2026, 3, 1, 8, 0, 0) * 1000);
const U = 'csrf.user@example.com';
const PW = 'csrf-pass-1';

/** A request that changes data, as each verb. */
function writes(): Array<[string, Req]> {
  return [
    ['POST resource', { method: 'POST', url: '/api/resource/ToDo', json: { description: 'csrf probe' } }],
    ['POST resource (form data=)', { method: 'POST', url: '/api/resource/ToDo', form: { data: JSON.stringify({ description: 'csrf probe form' }) } }],
    ['POST method', { method: 'POST', url: '/api/method/frappe.auth.get_logged_user', json: {} }],
    ['PUT method', { method: 'PUT', url: '/api/method/frappe.auth.get_logged_user', json: {} }],
    ['DELETE method', { method: 'DELETE', url: '/api/method/frappe.auth.get_logged_user' }],
    ['POST cmd on /', { method: 'POST', url: '/', form: { cmd: 'frappe.auth.get_logged_user' } }],
  ];
}

async function todoCount(site: () => { adminAuth: string } & Parameters<typeof req>[0]): Promise<number> {
  const r = await req(site(), { url: '/api/resource/ToDo?limit_page_length=0&fields=["name"]', headers: { authorization: site().adminAuth } });
  assert.equal(r.status, 200, r.body);
  return r.json.data.length;
}

perDialect('CSRF (docs/DECISIONS.md D17)', (site) => {
  let token = '';
  before(async () => {
    token = await addLoginUser(site(), U, ['System Manager'], PW);
  });
  beforeEach(() => clock.advanceSeconds(120));

  it('refuses a write through a /login-page session without its token: 400 CSRFTokenError "Invalid Request", no traceback keys, nothing kept', async () => {
    const sid = sidOf(await pageLogin(site(), U, PW));
    const before = await todoCount(site);
    for (const [name, r] of writes()) {
      for (const [variant, headers, extraForm] of [
        ['no token', {}, {}],
        ['wrong header token', { 'x-frappe-csrf-token': 'f'.repeat(40) }, {}],
        ['token of another session', { 'x-frappe-csrf-token': csrfTokenFor('0'.repeat(56)) }, {}],
        ['empty header', { 'x-frappe-csrf-token': '' }, {}],
        ['wrong form field', {}, { csrf_token: 'f'.repeat(40) }],
        ['non-ASCII header token of 40 characters', { 'x-frappe-csrf-token': 'é'.repeat(40) }, {}],
        ['non-ASCII form field of 40 characters', {}, { csrf_token: 'é'.repeat(40) }],
      ] as const) {
        const res = await req(site(), { ...r, sid, headers: { ...headers }, ...(r.form ? { form: { ...r.form, ...extraForm } } : {}) });
        assert.equal(res.status, 400, `${name}, ${variant}: ${res.status} ${res.body.slice(0, 300)}`);
        assert.equal(res.json.exc_type, 'CSRFTokenError');
        assert.equal(res.json.exception, undefined, 'no exception line, as Frappe');
        assert.deepEqual(JSON.parse(res.json.exc), ['frappe.exceptions.CSRFTokenError: Invalid Request'], 'exc, so every client sees an error');
        const messages = JSON.parse(res.json._server_messages).map((m: string) => JSON.parse(m).message);
        assert.deepEqual(messages, ['Invalid Request']);
      }
    }
    assert.equal(await todoCount(site), before, 'refused writes kept nothing');
    assert.equal(await whoAmI(site(), sid), U, 'reads need no token');
  });

  it('accepts the token in X-Frappe-CSRF-Token or in a csrf_token form or JSON field', async () => {
    const sid = sidOf(await pageLogin(site(), U, PW));
    const csrf = csrfTokenFor(sid);
    for (const [name, r] of writes()) {
      const viaHeader = await req(site(), { ...r, sid, headers: { 'x-frappe-csrf-token': csrf } });
      assert.equal(viaHeader.status, 200, `${name} with header: ${viaHeader.body.slice(0, 300)}`);
      if (r.form) {
        const viaForm = await req(site(), { ...r, sid, form: { ...r.form, csrf_token: csrf } });
        assert.equal(viaForm.status, 200, `${name} with form field: ${viaForm.body.slice(0, 300)}`);
      }
    }
    const viaJson = await req(site(), { method: 'POST', url: '/api/method/frappe.auth.get_logged_user', sid, json: { csrf_token: csrf } });
    assert.equal(viaJson.status, 200, viaJson.body);
    const created = await req(site(), { method: 'POST', url: '/api/resource/ToDo', sid, json: { description: 'with token' }, headers: { 'x-frappe-csrf-token': csrf } });
    assert.equal(created.json.data.owner, U);
  });

  it('needs no token for JSON-login sessions or token auth, and none to log in again or read', async () => {
    const apiSid = await jsonLogin(site(), U, PW);
    for (const [name, r] of writes()) {
      const bySession = await req(site(), { ...r, sid: apiSid });
      assert.equal(bySession.status, 200, `${name} (JSON-login session): ${bySession.body.slice(0, 300)}`);
      const byToken = await req(site(), { ...r, headers: { authorization: token } });
      assert.equal(byToken.status, 200, `${name} (token): ${byToken.body.slice(0, 300)}`);
    }
    const pageSid = sidOf(await pageLogin(site(), U, PW));
    const relogin = await req(site(), { method: 'POST', url: '/api/method/login', sid: pageSid, json: { usr: U, pwd: PW } });
    assert.equal(relogin.status, 200, 'a login is not refused for the old session\'s missing token');
    assert.equal(await whoAmI(site(), sidOf(relogin)), U);
    const pageSid2 = sidOf(await pageLogin(site(), U, PW));
    const cmdLogin = await req(site(), { method: 'POST', url: '/', sid: pageSid2, form: { cmd: 'login', usr: U, pwd: PW } });
    assert.equal(cmdLogin.status, 200);
    const pageSid3 = sidOf(await pageLogin(site(), U, PW));
    const getLogout = await req(site(), { url: '/api/method/logout', sid: pageSid3 });
    assert.equal(getLogout.status, 200);
    assert.equal(await whoAmI(site(), pageSid3), null);
  });

  it('checks the session\'s token when the session user wins over an Authorization header', async () => {
    const sid = sidOf(await pageLogin(site(), U, PW));
    const r = await req(site(), { method: 'POST', url: '/api/resource/ToDo', sid, json: { description: 'x' }, headers: { authorization: site().adminAuth } });
    assert.equal(r.status, 400);
    assert.equal(r.json.exc_type, 'CSRFTokenError');
  });
}, { clock });

perDialect('Site config: ignore_csrf, https host_name, lock-out settings', (site) => {
  before(async () => {
    await addLoginUser(site(), U, ['System Manager'], PW);
  });
  beforeEach(() => clock.advanceSeconds(120));

  it('accepts writes through /login-page sessions without a token when the site sets ignore_csrf', async () => {
    const sid = sidOf(await pageLogin(site(), U, PW));
    for (const [name, r] of writes()) {
      const res = await req(site(), { ...r, sid });
      assert.equal(res.status, 200, `${name}: ${res.body.slice(0, 300)}`);
    }
  });

  it('marks every auth cookie Secure when the site is served over https', async () => {
    const login = await req(site(), { method: 'POST', url: '/api/method/login', json: { usr: U, pwd: PW } });
    assert.equal(login.status, 200);
    const cookies = setCookies(login);
    assert.equal(cookies.length, 5);
    for (const c of cookies) assert.equal(c.attrs.secure, true, `${c.name} is Secure`);
    const logout = await req(site(), { url: '/api/method/logout', sid: sidOf(login) });
    for (const c of setCookies(logout)) assert.equal(c.attrs.secure, true, `cleared ${c.name} is Secure`);
    const page = await req(site(), { url: '/login' });
    assert.equal(setCookies(page)[0].attrs.secure, true, 'the login form token too');
  });

  it('takes the lock-out limit from allow_consecutive_login_attempts and allow_login_after_fail (Frappe\'s test: 3 → 4 failures, then locked)', async () => {
    const attempt = (pwd: string, i: number) => req(site(), { method: 'POST', url: '/api/method/login', json: { usr: U, pwd }, headers: { accept: 'application/json' }, remoteAddress: `10.7.0.${i}` });
    for (let i = 1; i <= 4; i++) assert.equal((await attempt('wrong', i)).status, 401, `failure ${i}`);
    const locked = await attempt(PW, 5);
    assert.equal(locked.status, 429);
    assert.match(locked.body, /will resume after 30 seconds/);
    assert.equal(locked.headers['retry-after'], '30');
    clock.advanceSeconds(30);
    assert.equal((await attempt(PW, 6)).status, 200);
  });
}, { clock, siteConfig: { ignore_csrf: 1, host_name: 'https://erp.example.com', allow_consecutive_login_attempts: 3, allow_login_after_fail: 30 } });
