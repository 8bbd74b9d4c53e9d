import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { manualClock } from '../../src/context/clock.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { jsonLogin, req, setCookies, whoAmI, type Sent } from '../helpers/sessions.ts';
import { addLoginUser } from '../helpers/users.ts';

// 03:30 UTC is 09:00 in Asia/Kolkata (UTC+05:30, no daylight saving), the site's time zone.
const START = Date.UTC(2026, 2, 2, 3, 30, 0) * 1000;
const clock = manualClock(START);
const HOUR = 3600;
const USER = 'office.hours@example.com';
const PW = 'Hours-pass-42';
const WHO = '/api/method/frappe.auth.get_logged_user';
const NOT_NOW = 'Login not allowed at this time';

/** Frappe's validate_hour refusal: frappe.throw(..., AuthenticationError), 401. */
function assertNotNow(r: Sent, what: string): void {
  assert.equal(r.status, 401, `${what}: ${r.body.slice(0, 300)}`);
  assert.equal(r.json.exc_type, 'AuthenticationError', what);
  assert.equal(r.json.exception, `frappe.exceptions.AuthenticationError: ${NOT_NOW}`, what);
  assert.equal(JSON.parse(JSON.parse(r.json._server_messages)[0]).message, NOT_NOW, what);
  assert.equal(setCookies(r).some((c) => c.name === 'sid' && c.value !== ''), false, `${what}: no session`);
}

/**
 * Issue 49 part 8: the User record's `login_after` / `login_before` (Frappe's
 * LoginManager.validate_hour): whole hours of the site's time zone; a password login is refused
 * before `login_after` and from `login_before` on (0 leaves a bound unset). As in Frappe, the
 * hours bound logging in: a session opened in time, and API keys, keep working.
 */
perDialect('User login_after and login_before', (site) => {
  let userAuth = '';
  const login = () => req(site(), { method: 'POST', url: '/api/method/login', json: { usr: USER, pwd: PW }, headers: { accept: 'application/json' } });
  const put = (values: Record<string, unknown>) =>
    req(site(), { method: 'PUT', url: `/api/resource/User/${encodeURIComponent(USER)}`, json: values, headers: { authorization: site().adminAuth } });
  const at = (localHour: number, minute = 0, second = 0) => clock.set(START + ((localHour - 9) * HOUR + minute * 60 + second) * 1_000_000);

  before(async () => {
    userAuth = await addLoginUser(site(), USER, ['System Manager'], PW, { login_after: 10, login_before: 18 });
  });

  it('refuses a login before login_after and from login_before on, in the site\'s time zone', async () => {
    at(9, 0);
    assertNotNow(await login(), '09:00 local (03:30 UTC)');
    at(9, 59, 59);
    assertNotNow(await login(), '09:59:59');
    at(10, 0);
    const sid = await jsonLogin(site(), USER, PW);
    assert.equal(await whoAmI(site(), sid), USER, '10:00 local is 04:30 UTC: only the site\'s time zone allows it');
    at(17, 59, 59);
    assert.equal((await login()).status, 200, '17:59:59');
    at(18, 0);
    assertNotNow(await login(), '18:00');
    at(23, 30);
    assertNotNow(await login(), '23:30');
    assert.equal(await whoAmI(site(), sid), USER, 'a session opened in time keeps working (Frappe checks the hours at login)');
    const byKey = await req(site(), { url: WHO, headers: { authorization: userAuth } });
    assert.equal(byKey.status, 200, 'API keys are no login');
  });

  it('takes changed hours at once; either bound alone works; 0 is unset', async () => {
    at(20, 0);
    assertNotNow(await login(), 'before the change');
    assert.equal((await put({ login_after: 0, login_before: 0 })).status, 200);
    assert.equal((await login()).status, 200, 'both unset');
    assert.equal((await put({ login_after: 21 })).status, 200);
    assertNotNow(await login(), 'login_after 21 alone, at 20:00');
    at(21, 0);
    assert.equal((await login()).status, 200, 'login_after 21 alone, at 21:00');
    assert.equal((await put({ login_after: 0, login_before: 6 })).status, 200);
    assertNotNow(await login(), 'login_before 6 alone, at 21:00');
    at(29, 0);
    assert.equal((await login()).status, 200, 'login_before 6 alone, at 05:00 the next day');
    assert.equal((await put({ login_before: 24 })).status, 200);
    at(47, 59);
    assert.equal((await login()).status, 200, 'login_before 24 allows 23:59');
  });

  it('refuses hours outside 0-24 with 417 and keeps the stored ones', async () => {
    assert.equal((await put({ login_after: 10, login_before: 18 })).status, 200);
    for (const values of [{ login_after: 25 }, { login_before: -1 }, { login_after: 24.5 }]) {
      const r = await put(values);
      assert.equal(r.status, 417, `${JSON.stringify(values)}: ${r.body.slice(0, 300)}`);
      assert.equal(r.json.exc_type, 'ValidationError');
    }
    const stored = await req(site(), { url: `/api/resource/User/${encodeURIComponent(USER)}`, headers: { authorization: site().adminAuth } });
    assert.equal(stored.json.data.login_after, 10);
    assert.equal(stored.json.data.login_before, 18);
  });
}, { clock, siteConfig: { time_zone: 'Asia/Kolkata' } });
