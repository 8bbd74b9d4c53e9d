import assert from 'node:assert/strict';
import { before, beforeEach, it } from 'node:test';
import { manualClock } from '../../src/context/clock.ts';
import { buildApp } from '../../src/app.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { testApps } from '../helpers/test-site.ts';
import { runScenario, type Scenario } from '../helpers/scenario.ts';
import { jsonLogin, req, setCookies, whoAmI } from '../helpers/sessions.ts';
import { addLoginUser } from '../helpers/users.ts';

const clock = manualClock(Date.UTC(2026, 0, 5, 9, 0, 0) * 1000);
const URL = '/api/resource/System%20Settings/System%20Settings';
const USER = 'settings.user@example.com';
const PASSWORD = 'Settings-pass-42';

/** Issue 14 part 3: System Settings as a Single DocType, honoured at once by login, sessions and timestamps. */
perDialect('System Settings', (site) => {
  let userAuth = '';
  before(async () => {
    userAuth = await addLoginUser(site(), USER, [], PASSWORD, { username: 'setty', mobile_no: '+49 170 1234567' });
  });
  beforeEach(() => clock.advanceSeconds(120));
  const set = (values: Record<string, unknown>, status = 200, excType?: string) =>
    runScenario(site(), { name: JSON.stringify(values), method: 'PUT', url: URL, auth: site().adminAuth, json: values, status, ...(excType ? { excType } : {}) });
  const login = (usr: string, pwd = PASSWORD) => req(site(), { method: 'POST', url: '/api/method/login', json: { usr, pwd }, headers: { accept: 'application/json' } });

  it('is a Single only a System Manager reads and writes; bad values are 417 and change nothing', async () => {
    const read = await runScenario(site(), { name: 'read', method: 'GET', url: URL, auth: site().adminAuth, status: 200 });
    assert.equal(read.data.name, 'System Settings');
    assert.equal(read.data.disable_user_pass_login, 0);
    const denied: Scenario[] = [
      { name: 'user reads', method: 'GET', url: URL, auth: userAuth, status: 403, excType: 'PermissionError' },
      { name: 'user writes', method: 'PUT', url: URL, auth: userAuth, json: { deny_multiple_sessions: 1 }, status: 403, excType: 'PermissionError' },
      { name: 'guest reads', method: 'GET', url: URL, status: 403, excType: 'PermissionError' },
      { name: 'user set_value', method: 'POST', url: '/api/method/frappe.client.set_value', auth: userAuth, json: { doctype: 'System Settings', name: 'System Settings', fieldname: 'disable_user_pass_login', value: 1 }, status: 403, excType: 'PermissionError' },
    ];
    for (const s of denied) await runScenario(site(), s);
    await set({ session_expiry: '3 days' }, 417, 'ValidationError');
    await set({ session_expiry: '12:75' }, 417, 'ValidationError');
    await set({ time_zone: 'Mars/Olympus_Mons' }, 417, 'ValidationError');
    await set({ allow_consecutive_login_attempts: -1 }, 417, 'NonNegativeError');
    const after = await runScenario(site(), { name: 'unchanged', method: 'GET', url: URL, auth: site().adminAuth, status: 200 });
    assert.equal(after.data.time_zone, undefined);
    assert.equal(after.data.session_expiry, undefined);
  });

  it('allow_login_using_user_name and allow_login_using_mobile_number: login by username or mobile number only while set', async () => {
    assert.equal((await login('setty')).status, 401);
    assert.equal((await login('+49 170 1234567')).status, 401);
    await runScenario(site(), { name: 'set_value', method: 'POST', url: '/api/method/frappe.client.set_value', auth: site().adminAuth, json: { doctype: 'System Settings', name: 'System Settings', fieldname: 'allow_login_using_user_name', value: 1 }, status: 200 });
    assert.equal((await login('setty')).status, 200, 'the change applies at once');
    assert.equal((await login('+49 170 1234567')).status, 401);
    await set({ allow_login_using_mobile_number: 1 });
    assert.equal((await login('+49 170 1234567')).status, 200);
    assert.equal((await login('setty', 'wrong')).status, 401, 'a password is still needed');
    await set({ allow_login_using_user_name: 0, allow_login_using_mobile_number: 0 });
    assert.equal((await login('setty')).status, 401);
  });

  it('disable_user_pass_login refuses every password login while API keys keep working', async () => {
    await set({ disable_user_pass_login: 1 });
    try {
      const r = await login(USER);
      assert.equal(r.status, 401);
      assert.equal(r.json.message, 'Login with username and password is not allowed.');
      await runScenario(site(), { name: 'token auth', method: 'GET', url: '/api/method/frappe.auth.get_logged_user', auth: userAuth, status: 200, body: { message: USER } });
    } finally {
      await set({ disable_user_pass_login: 0 });
    }
    assert.equal((await login(USER)).status, 200);
  });

  it('deny_multiple_sessions: a new login ends the user\'s older sessions (simultaneous_sessions 1, as in Frappe\'s test)', async () => {
    const first = await jsonLogin(site(), USER, PASSWORD);
    const second = await jsonLogin(site(), USER, PASSWORD);
    assert.equal(await whoAmI(site(), first), USER, 'several sessions by default');
    await runScenario(site(), { name: 'one session', method: 'PUT', url: `/api/resource/User/${USER}`, auth: site().adminAuth, json: { simultaneous_sessions: 1 }, status: 200 });
    await set({ deny_multiple_sessions: 1 });
    try {
      const third = await jsonLogin(site(), USER, PASSWORD);
      assert.equal(await whoAmI(site(), first), null);
      assert.equal(await whoAmI(site(), second), null);
      assert.equal(await whoAmI(site(), third), USER);
    } finally {
      await set({ deny_multiple_sessions: 0 });
      await runScenario(site(), { name: 'two sessions', method: 'PUT', url: `/api/resource/User/${USER}`, auth: site().adminAuth, json: { simultaneous_sessions: 2 }, status: 200 });
    }
  });

  it('session_expiry sets the sid cookie\'s Max-Age and ends an idle session after it (default three days)', async () => {
    const before = await login(USER);
    assert.equal(setCookies(before).find((c) => c.name === 'sid')?.attrs['max-age'], '259200');
    await set({ session_expiry: '01:30' });
    try {
      const r = await login(USER);
      assert.equal(setCookies(r).find((c) => c.name === 'sid')?.attrs['max-age'], '5400');
      const sid = setCookies(r).find((c) => c.name === 'sid')!.value;
      clock.advanceSeconds(5399);
      assert.equal(await whoAmI(site(), sid), USER);
      clock.advanceSeconds(5401);
      assert.equal(await whoAmI(site(), sid), null, 'idle past 1:30');
    } finally {
      await set({ session_expiry: '' });
    }
  });

  it('allow_consecutive_login_attempts and allow_login_after_fail set the lock-out', async () => {
    await set({ allow_consecutive_login_attempts: 2, allow_login_after_fail: 30 });
    try {
      const ip = { remoteAddress: '10.9.8.7' };
      // Frappe's count: the lock holds once the window has more than the allowed failures.
      for (let i = 0; i < 3; i++) assert.equal((await req(site(), { method: 'POST', url: '/api/method/login', json: { usr: USER, pwd: 'bad' }, headers: { accept: 'application/json' }, ...ip })).status, 401);
      const locked = await req(site(), { method: 'POST', url: '/api/method/login', json: { usr: USER, pwd: PASSWORD }, headers: { accept: 'application/json' }, ...ip });
      assert.equal(locked.status, 429);
      assert.match(locked.json.exception, /after 30 seconds/);
      clock.advanceSeconds(31);
      assert.equal((await req(site(), { method: 'POST', url: '/api/method/login', json: { usr: USER, pwd: PASSWORD }, headers: { accept: 'application/json' }, ...ip })).status, 200);
    } finally {
      await set({ allow_consecutive_login_attempts: 10, allow_login_after_fail: 60 });
    }
  });

  it('time_zone sets the zone of every timestamp written', async () => {
    await set({ time_zone: 'Asia/Kolkata' });
    try {
      const made = await runScenario(site(), { name: 'todo', method: 'POST', url: '/api/resource/ToDo', auth: site().adminAuth, json: { description: 'zoned' }, status: 200 });
      const expected = new Date(clock.nowMicros() / 1000 + 5.5 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
      assert.equal(String(made.data.creation).slice(0, 16), expected, 'UTC+05:30');
    } finally {
      await set({ time_zone: '' });
    }
    const plain = await runScenario(site(), { name: 'todo utc', method: 'POST', url: '/api/resource/ToDo', auth: site().adminAuth, json: { description: 'utc' }, status: 200 });
    assert.equal(String(plain.data.creation).slice(0, 16), new Date(clock.nowMicros() / 1000).toISOString().slice(0, 16).replace('T', ' '));
  });

  it('a change made through one process applies at once in another serving the same site', async () => {
    const other = await buildApp({ sitesDir: site().sitesDir, logLevel: 'silent' }, { apps: await testApps(), clock });
    try {
      const loginThere = () => other.inject({ method: 'POST', url: '/api/method/login', payload: { usr: USER, pwd: PASSWORD }, headers: { accept: 'application/json' } });
      assert.equal((await loginThere()).statusCode, 200);
      // SQLite and MariaDB processes look for notices before each request; PostgreSQL's NOTIFY
      // arrives within milliseconds of the commit.
      const within = async (status: number) => {
        const started = Date.now();
        let last = 0;
        while ((last = (await loginThere()).statusCode) !== status && Date.now() - started < 500) await new Promise((r) => setTimeout(r, 10));
        assert.equal(last, status, `status ${status} within 500 ms`);
      };
      await set({ disable_user_pass_login: 1 });
      await within(401);
      await set({ disable_user_pass_login: 0 });
      await within(200);
    } finally {
      await other.close();
    }
  });
}, { clock });
