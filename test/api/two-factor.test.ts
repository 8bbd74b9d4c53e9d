import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { before, it } from 'node:test';
import { FrappeApp } from 'frappe-js-sdk';
import { generate } from 'otplib';
import { manualClock } from '../../src/context/clock.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';
import { rejection } from '../helpers/sdk.ts';
import { startTestSmtp } from '../helpers/smtp.ts';
import { req, setCookies, sidOf, whoAmI, type Sent } from '../helpers/sessions.ts';
import { addLoginUser, insertAs } from '../helpers/users.ts';

const clock = manualClock(Date.UTC(2026, 2, 1, 12, 0, 0) * 1000);
const PW = 'two-factor-pass-1';
const APP = 'app.2fa@example.com';
const PLAIN = 'plain.2fa@example.com';
const WRONG = 'wrong.2fa@example.com';
const LOCKED = 'locked.2fa@example.com';
const PAGE = 'page.2fa@example.com';
const SDK = 'sdk.2fa@example.com';
const PLAIN_2FA = 'bypass.2fa@example.com';
const MAIL = 'mail.2fa@example.com';

const epoch = () => Math.floor(clock.nowMicros() / 1_000_000);
const codeFor = (secret: string) => generate({ secret, epoch: epoch() });
const secretOf = (uri: string) => new URL(uri).searchParams.get('secret')!;

/** Issue 53 part 5: two-factor login as Frappe v15 (verification + tmp_id, then otp + tmp_id). */
perDialect('Two-factor login', (site) => {
  const secrets = new Map<string, string>();
  const login = (json: Record<string, unknown>, remoteAddress?: string) =>
    req(site(), { method: 'POST', url: '/api/method/login', json, headers: { accept: 'application/json' }, ...(remoteAddress ? { remoteAddress } : {}) });
  const setSetting = (fieldname: string, value: unknown) =>
    runScenario(site(), { name: `set ${fieldname}`, method: 'POST', url: '/api/method/frappe.client.set_value', auth: site().adminAuth, json: { doctype: 'System Settings', name: 'System Settings', fieldname, value }, status: 200 });
  /** First half for a user whose app is set up (or sets it up now); answers the tmp_id. */
  const firstHalf = async (usr: string, remoteAddress?: string): Promise<string> => {
    const r = await login({ usr, pwd: PW }, remoteAddress);
    assert.equal(r.status, 200, r.body);
    assert.equal(setCookies(r).find((c) => c.name === 'sid' && c.value), undefined, 'no session before the code');
    if (r.json.verification.otpauth_uri) secrets.set(usr, secretOf(r.json.verification.otpauth_uri));
    return r.json.tmp_id;
  };
  const finish = async (tmpId: string, otp: string, remoteAddress?: string): Promise<Sent> => login({ otp, tmp_id: tmpId }, remoteAddress);

  before(async () => {
    await insertAs(site(), site().adminAuth, 'Role', { role_name: 'Two Factor Role', desk_access: 1, two_factor_auth: 1 });
    for (const u of [APP, WRONG, LOCKED, PAGE, SDK, PLAIN_2FA, MAIL]) await addLoginUser(site(), u, ['Two Factor Role'], PW);
    await addLoginUser(site(), PLAIN, ['System Manager'], PW);
    await setSetting('enable_two_factor_auth', 1);
    await setSetting('allow_consecutive_login_attempts', 3);
  });

  it('a user of a 2FA role sets the app up on the first login, then logs in with its code; a replayed code is refused', async () => {
    const first = await login({ usr: APP, pwd: PW });
    assert.equal(first.status, 200, first.body);
    assert.deepEqual(Object.keys(first.json).sort(), ['tmp_id', 'verification']);
    const v = first.json.verification;
    assert.equal(v.method, 'OTP App');
    assert.equal(v.setup, false);
    assert.match(v.otpauth_uri, /^otpauth:\/\/totp\/Frappe%20Framework:app\.2fa%40example\.com\?/);
    const secret = secretOf(v.otpauth_uri);
    secrets.set(APP, secret);
    const code = await codeFor(secret);
    const done = await finish(first.json.tmp_id, code);
    assert.equal(done.status, 200, done.body);
    assert.equal(done.json.message, 'Logged In');
    assert.equal(await whoAmI(site(), sidOf(done)), APP);

    const again = await login({ usr: APP, pwd: PW });
    assert.deepEqual(again.json.verification, { method: 'OTP App', setup: true }, 'the secret is shown only until the first login with it');
    const replay = await finish(again.json.tmp_id, code);
    assert.equal(replay.status, 401);
    assert.equal(replay.json.message, 'Incorrect Verification code');
    assert.equal(replay.json.exc_type, 'AuthenticationError');
    const reused = await finish(first.json.tmp_id, await codeFor(secret));
    assert.equal(reused.status, 401, 'a completed tmp_id is gone');
    clock.advanceSeconds(30);
    const next = await finish(again.json.tmp_id, await codeFor(secret));
    assert.equal(next.status, 200, next.body);
    const older = await finish(await firstHalf(APP), code);
    assert.equal(older.status, 401, 'an older step than the last used one is refused too');
    clock.advanceSeconds(30);
    const [one, two] = [await firstHalf(APP), await firstHalf(APP)];
    const fresh = await codeFor(secret);
    const raced = await Promise.all([finish(one, fresh), finish(two, fresh)]);
    assert.deepEqual(raced.map((r) => r.status).sort(), [200, 401], 'one code, two logins at once: one wins');
  });

  it('a wrong code is refused and the tmp_id lives on; an expired or unknown tmp_id is refused', async () => {
    clock.advanceSeconds(60);
    const tmpId = await firstHalf(WRONG, '10.9.0.1');
    const secret = secrets.get(WRONG)!;
    const wrong = await finish(tmpId, (Number(await codeFor(secret)) + 1).toString().padStart(6, '0').slice(-6), '10.9.0.1');
    assert.equal(wrong.status, 401);
    assert.equal(wrong.json.message, 'Incorrect Verification code');
    const junk = await finish(tmpId, 'abc', '10.9.0.1');
    assert.equal(junk.status, 401);
    const right = await finish(tmpId, await codeFor(secret), '10.9.0.1');
    assert.equal(right.status, 200, right.body);

    clock.advanceSeconds(30);
    const stale = await firstHalf(WRONG, '10.9.0.1');
    clock.advanceSeconds(181);
    const expired = await finish(stale, await codeFor(secret), '10.9.0.1');
    assert.equal(expired.status, 401);
    assert.equal(expired.json.message, 'Login session expired, refresh page to retry');
    const unknown = await finish('0'.repeat(32), '123456', '10.9.0.1');
    assert.equal(unknown.json.message, 'Login session expired, refresh page to retry');
  });

  it('users without a 2FA role, API keys, a wrong password and (by setting) restrict_ip addresses are unaffected', async () => {
    const plain = await login({ usr: PLAIN, pwd: PW });
    assert.equal(plain.status, 200, plain.body);
    assert.equal(plain.json.message, 'Logged In');
    assert.equal(await whoAmI(site(), sidOf(plain)), PLAIN);
    const keyAuth = await req(site(), { url: '/api/method/frappe.auth.get_logged_user', headers: { authorization: site().adminAuth } });
    assert.equal(keyAuth.status, 200);
    const badPw = await login({ usr: APP, pwd: 'nope' });
    assert.equal(badPw.status, 401);
    assert.equal(badPw.json.message, 'Invalid login credentials');
    assert.equal(badPw.json.verification, undefined, 'no verification before the password is right');

    await runScenario(site(), { name: 'restrict_ip', method: 'PUT', url: `/api/resource/User/${encodeURIComponent(PLAIN_2FA)}`, auth: site().adminAuth, json: { restrict_ip: '10.9.9.' }, status: 200 });
    assert.ok((await login({ usr: PLAIN_2FA, pwd: PW }, '10.9.9.7')).json.verification, 'no bypass unless System Settings ask for it');
    await setSetting('bypass_2fa_for_retricted_ip_users', 1);
    const bypassed = await login({ usr: PLAIN_2FA, pwd: PW }, '10.9.9.7');
    assert.equal(bypassed.json.message, 'Logged In', 'from an address of restrict_ip, no second factor');
    await setSetting('bypass_2fa_for_retricted_ip_users', 0);
  });

  it('failed codes count into the lock-out', async () => {
    clock.advanceSeconds(120);
    const ip = '10.9.0.2';
    const tmpId = await firstHalf(LOCKED, ip);
    for (let i = 0; i < 4; i++) assert.equal((await finish(tmpId, '000000', ip)).status, 401);
    const locked = await finish(tmpId, await codeFor(secrets.get(LOCKED)!), ip);
    assert.equal(locked.status, 429, locked.body);
    assert.ok(Number(locked.headers['retry-after']) > 0);
    clock.advanceSeconds(61);
  });

  it('the /login page asks for the code after the password and logs in with it', async () => {
    clock.advanceSeconds(30);
    const page = await req(site(), { url: '/login' });
    const token = /name="login_token" value="([0-9a-f]+)"/.exec(page.body)![1];
    const headers = { cookie: `login_token=${token}` };
    const step = await req(site(), { method: 'POST', url: '/login', form: { login_token: token, usr: PAGE, pwd: PW }, headers });
    assert.equal(step.status, 200, step.body);
    assert.match(step.body, /id="otp-form"/);
    assert.equal(setCookies(step).find((c) => c.name === 'sid'), undefined);
    const tmpId = /name="tmp_id" value="([0-9a-f]+)"/.exec(step.body)![1];
    const uri = /id="otpauth-uri"[^>]*>([^<]+)</.exec(step.body)![1].replace(/&amp;/g, '&');
    const wrong = await req(site(), { method: 'POST', url: '/login', form: { login_token: token, tmp_id: tmpId, otp: '000000' }, headers });
    assert.equal(wrong.status, 401);
    assert.match(wrong.body, /Incorrect Verification code/);
    assert.match(wrong.body, /id="otp-form"/, 'a wrong code keeps the code form');
    const done = await req(site(), { method: 'POST', url: '/login', form: { login_token: token, tmp_id: tmpId, otp: await codeFor(secretOf(uri)) }, headers });
    assert.equal(done.status, 303, done.body);
    assert.equal(done.headers.location, '/app');
    assert.equal(await whoAmI(site(), sidOf(done)), PAGE);
  });

  it('frappe-js-sdk logs in with otp and tmp_id', async () => {
    await site().app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(site().app.server.address() as AddressInfo).port}`;
    const auth = new FrappeApp(base).auth();
    const first = (await auth.loginWithUsernamePassword({ username: SDK, password: PW })) as unknown as { verification: { otpauth_uri: string }; tmp_id: string };
    const secret = secretOf(first.verification.otpauth_uri);
    const wrong = await rejection(auth.loginWithUsernamePassword({ username: SDK, password: PW, otp: '000000', tmp_id: first.tmp_id }));
    assert.equal(wrong.httpStatus, 401);
    const done = await auth.loginWithUsernamePassword({ username: SDK, password: PW, otp: await codeFor(secret), tmp_id: first.tmp_id });
    assert.equal(done.message, 'Logged In');
  });

  it('by mail: the code arrives through the outgoing Email Account and logs in once', async () => {
    const smtp = await startTestSmtp();
    try {
      await insertAs(site(), site().adminAuth, 'Email Account', {
        email_id: 'notifications@example.com', email_account_name: 'Notifications', enable_outgoing: 1, default_outgoing: 1,
        smtp_server: smtp.host, smtp_port: String(smtp.port),
      });
      await setSetting('two_factor_method', 'Email');
      clock.advanceSeconds(30);
      const first = await login({ usr: MAIL, pwd: PW });
      assert.equal(first.status, 200, first.body);
      assert.deepEqual(first.json.verification, { method: 'Email', setup: true, token_delivery: true, prompt: 'Verification code has been sent to your registered email address.' });
      const [mail] = smtp.to(MAIL);
      assert.ok(mail, 'the code was mailed before the answer');
      assert.equal(mail.parsed.subject, 'Login Verification Code from Frappe Framework');
      const code = /<b[^>]*>(\d{6})<\/b>/.exec(String(mail.parsed.html))![1];
      assert.equal((await finish(first.json.tmp_id, code === '000000' ? '111111' : '000000')).status, 401);
      const done = await finish(first.json.tmp_id, code);
      assert.equal(done.status, 200, done.body);
      assert.equal(await whoAmI(site(), sidOf(done)), MAIL);
      assert.equal((await finish(first.json.tmp_id, code)).status, 401, 'a mailed code logs in once');
    } finally {
      await setSetting('two_factor_method', 'OTP App');
      await smtp.close();
    }
  });

  it('reset_otp_secret: own or by a System Manager; the next login sets up anew; refused while 2FA is off', async () => {
    const method = '/api/method/frappe.twofactor.reset_otp_secret';
    await runScenario(site(), { name: 'other user', method: 'POST', url: method, auth: await addLoginUser(site(), 'other.2fa@example.com', [], PW), json: { user: APP }, status: 403, excType: 'PermissionError' });
    await runScenario(site(), { name: 'GET', method: 'GET', url: `${method}?user=${encodeURIComponent(APP)}`, auth: site().adminAuth, status: 403 });
    await runScenario(site(), { name: 'no user', method: 'POST', url: method, auth: site().adminAuth, json: {}, status: 417 });
    await runScenario(site(), { name: 'reset', method: 'POST', url: method, auth: site().adminAuth, json: { user: APP }, status: 200 });
    const queued = await req(site(), { url: `/api/resource/Email Queue?fields=${encodeURIComponent('["message"]')}&filters=${encodeURIComponent(JSON.stringify([['message', 'like', '%OTP secret%']]))}`, headers: { authorization: site().adminAuth } });
    assert.equal(queued.json.data.length, 1, 'the user is told by mail');
    const fresh = await login({ usr: APP, pwd: PW });
    assert.equal(fresh.json.verification.setup, false);
    assert.notEqual(secretOf(fresh.json.verification.otpauth_uri), secrets.get(APP) ?? '', 'a new secret');
    await setSetting('enable_two_factor_auth', 0);
    await runScenario(site(), { name: '2FA off', method: 'POST', url: method, auth: site().adminAuth, json: { user: APP }, status: 417, excType: 'ValidationError' });
    const off = await login({ usr: APP, pwd: PW });
    assert.equal(off.json.message, 'Logged In', 'with 2FA off the password is enough');
  });
}, { clock });
