import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { systemClock } from '../../src/context/clock.ts';
import { taskOfJob } from '../../src/job-worker/job-task.ts';
import { runTask } from '../../src/job-worker/run-task.ts';
import { issueResetKey } from '../../src/auth/reset-key.ts';
import { formatDatetime } from '../../src/util/datetime.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { serverMessages } from '../helpers/scenario.ts';
import { req, jsonLogin, setCookies, whoAmI } from '../helpers/sessions.ts';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp.ts';
import { silentLog } from '../helpers/test-site.ts';
import { addLoginUser, call, insertAs, runtimeOf } from '../helpers/users.ts';

/** Issue 53 part 5 (without two-factor) and 6: password reset, update_password, the policy, sign-up, welcome mail. */
perDialect('Account flows', (site) => {
  const admin = () => site().adminAuth;
  const RESET = '/api/method/frappe.core.doctype.user.user.reset_password';
  const UPDATE = '/api/method/frappe.core.doctype.user.user.update_password';
  const STRONG = 'Quokka-Violin-Harbour-42';
  let ip = 0;
  /** A fresh client address per call, so the per-IP limit counts only where a test means it to. */
  const post = (url: string, json: Record<string, unknown>, extra: { sid?: string; remoteAddress?: string } = {}) =>
    req(site(), { method: 'POST', url, json, headers: { accept: 'application/json' }, remoteAddress: extra.remoteAddress ?? `10.53.${Math.floor(++ip / 250)}.${ip % 250}`, ...(extra.sid ? { sid: extra.sid } : {}) });
  const settings = async (doctype: string, values: Record<string, unknown>) => {
    const r = await call(site(), { method: 'PUT', url: `/api/resource/${encodeURIComponent(doctype)}/${encodeURIComponent(doctype)}`, auth: admin(), json: values });
    assert.equal(r.status, 200, r.body.slice(0, 300));
  };
  /** A reset key as the mail carries it (the link's `key`). */
  const newKey = async (user: string) => {
    const runtime = await runtimeOf(site());
    const link = await runtime.db.write((tx) => issueResetKey(tx, user, formatDatetime(Date.now() * 1000, runtime.timeZone), { siteName: site().site, hostName: undefined }));
    return new URL(link).searchParams.get('key')!;
  };
  const column = async (user: string, field: string) => {
    const runtime = await runtimeOf(site());
    const row = await runtime.db.read((tx) => tx.first<Record<string, unknown>>(tx.builder.selectFrom('tabUser').select(field).where('name', '=', user)));
    return row?.[field];
  };

  let smtp: TestSmtp;
  /** Runs every waiting job of the short queue (the mail's send), as a worker would. */
  const drain = async () => {
    const runtime = await runtimeOf(site());
    for (;;) {
      const claim = await runtime.jobs.queue.claim({ queues: ['short'], worker: 'test', leaseMs: 60_000 });
      if (!claim) return;
      const outcome = await runTask(runtime, runtime.jobs.targets, taskOfJob(claim.job), systemClock(), silentLog);
      if (outcome.ok) await runtime.jobs.queue.complete(claim, outcome.result);
      else await runtime.jobs.queue.fail(claim, outcome.error);
    }
  };
  /** The key of the last mail `address` received, after the queue was sent. */
  const mailedKey = async (address: string) => {
    await drain();
    const mails = smtp.to(address);
    assert.ok(mails.length > 0, `a mail reached ${address}`);
    const text = String(mails[mails.length - 1]!.parsed.text);
    const key = /\/update-password\?key=([0-9a-f]{48})/.exec(text)?.[1];
    assert.ok(key, `the mail carries a link: ${text.slice(0, 300)}`);
    return key;
  };

  before(async () => {
    smtp = await startTestSmtp();
    await insertAs(site(), admin(), 'Email Account', {
      email_id: 'accounts@example.com', email_account_name: 'Accounts', enable_outgoing: 1, default_outgoing: 1, smtp_server: smtp.host, smtp_port: String(smtp.port),
    });
    await addLoginUser(site(), 'acc.desk@example.com', ['System Manager'], 'Old-Password-Desk-77');
    await addLoginUser(site(), 'acc.web@example.com', [], 'Old-Password-Web-77');
    await site().addUser('acc.off@example.com', [], { enabled: 0 });
    await drain();
    smtp.clear();
  });
  after(() => smtp?.close());

  it('reset_password answers alike for a known, unknown, disabled address and Administrator, and keeps only the key hash', async () => {
    const answers = [];
    for (const user of ['acc.web@example.com', 'nobody@example.com', 'acc.off@example.com', 'Administrator']) {
      const r = await post(RESET, { user });
      assert.equal(r.status, 200, r.body);
      answers.push({ keys: Object.keys(r.json).sort(), messages: serverMessages(r.json).map((m) => m.message) });
    }
    for (const a of answers) assert.deepEqual(a, answers[0]);
    assert.deepEqual(answers[0], { keys: ['_server_messages'], messages: ['Password reset instructions have been sent to your email'] });
    const stored = String(await column('acc.web@example.com', 'reset_password_key'));
    assert.match(stored, /^[0-9a-f]{64}$/, 'a SHA-256, never the key');
    assert.equal(await column('acc.off@example.com', 'reset_password_key'), null);
    await drain();
    assert.deepEqual(smtp.received.map((m) => m.to).flat(), ['acc.web@example.com'], 'only the enabled user is mailed');
    const mail = smtp.to('acc.web@example.com')[0]!;
    assert.equal(mail.parsed.subject, 'Password Reset');
    assert.match(String(mail.parsed.text), /http:\/\/[^/\s]+\/update-password\?key=[0-9a-f]{48}/);
    assert.doesNotMatch(String(mail.parsed.text) + String(mail.parsed.html), /Old-Password|password_hash|pbkdf2/i, 'no secret but the key');
    // The form dict's `cmd` on `/`, as frappe-js-sdk's forgetPassword posts it.
    const sdk = await req(site(), { method: 'POST', url: '/', form: { cmd: 'frappe.core.doctype.user.user.reset_password', user: 'nobody@example.com' }, headers: { accept: 'application/json' }, remoteAddress: '10.53.200.1' });
    assert.equal(sdk.status, 200, sdk.body);
    assert.deepEqual(serverMessages(sdk.json).map((m) => m.message), ['Password reset instructions have been sent to your email']);
  });

  it('reset_password is limited per client address and per address asked, whether it exists or not; GET is refused', async () => {
    for (let i = 0; i < 3; i++) assert.equal((await post(RESET, { user: `limited${i}@example.com` }, { remoteAddress: '10.53.201.1' })).status, 200);
    const over = await post(RESET, { user: 'limited9@example.com' }, { remoteAddress: '10.53.201.1' });
    assert.equal(over.status, 429);
    assert.equal(over.json.exc_type, 'RateLimitExceededError');
    for (let i = 0; i < 3; i++) assert.equal((await post(RESET, { user: 'Target@example.com ' })).status, 200);
    assert.equal((await post(RESET, { user: 'target@example.com' })).status, 429, 'the fourth from another address, same target');
    const get = await req(site(), { url: `${RESET}?user=x@example.com`, headers: { accept: 'application/json' }, remoteAddress: '10.53.202.1' });
    assert.equal(get.status, 403);
    const missing = await post(RESET, {});
    assert.equal(missing.status, 417);
  });

  it('a reset key sets the password once; the old password and other sessions stop working', async () => {
    const user = 'acc.web@example.com';
    const sid = await jsonLogin(site(), user, 'Old-Password-Web-77');
    assert.equal((await post(RESET, { user })).status, 200);
    const key = await mailedKey(user);
    const r = await post(UPDATE, { key, new_password: STRONG });
    assert.equal(r.status, 200, r.body);
    assert.equal(r.json.message, '/me', 'a Website User goes to /me');
    assert.equal(await column(user, 'reset_password_key'), null);
    assert.match(String(await column(user, 'last_password_reset_date')), /^\d{4}-\d{2}-\d{2}/);
    assert.equal(await whoAmI(site(), sid), null, 'the older session ended');
    await jsonLogin(site(), user, STRONG);
    const again = await post(UPDATE, { key, new_password: `${STRONG}-again` });
    assert.equal(again.status, 410);
    assert.equal(again.json.message, 'The reset password link has either been used before or is invalid');
    const wrong = await post(UPDATE, { key: 'f'.repeat(48), new_password: STRONG });
    assert.equal(wrong.status, 410);
    assert.equal(wrong.json.message, 'The reset password link has either been used before or is invalid');
  });

  it('an expired key is refused with Frappe\'s message, and a newer key replaces the older', async () => {
    const user = 'acc.desk@example.com';
    const old = await newKey(user);
    assert.equal((await post(RESET, { user })).status, 200);
    const key = await mailedKey(user);
    assert.equal((await post(UPDATE, { key: old, new_password: STRONG })).status, 410, 'the older key no longer works');
    const runtime = await runtimeOf(site());
    await runtime.db.write((tx) => tx.run(tx.builder.updateTable('tabUser').set({ last_reset_password_key_generated_on: '2020-01-01 00:00:00' }).where('name', '=', user)));
    const expired = await post(UPDATE, { key, new_password: STRONG });
    assert.equal(expired.status, 410);
    assert.equal(expired.json.message, 'The reset password link has been expired');
    const fresh = await newKey(user);
    const ok = await post(UPDATE, { key: fresh, new_password: STRONG });
    assert.equal(ok.status, 200, ok.body);
    assert.equal(ok.json.message, '/app', 'a System User goes to /app');
  });

  it('update_password with the old password for the signed-in user; the caller\'s session stays', async () => {
    const user = 'acc.desk@example.com';
    const sid = await jsonLogin(site(), user, STRONG);
    const other = await jsonLogin(site(), user, STRONG);
    const wrong = await post(UPDATE, { old_password: 'not-it', new_password: 'Another-Strong-Pass-981' }, { sid });
    assert.equal(wrong.status, 401);
    assert.equal(wrong.json.exc_type, 'AuthenticationError');
    const ok = await post(UPDATE, { old_password: STRONG, new_password: 'Another-Strong-Pass-981' }, { sid });
    assert.equal(ok.status, 200, ok.body);
    assert.equal(await whoAmI(site(), sid), user);
    assert.equal(await whoAmI(site(), other), null);
    const guest = await post(UPDATE, { old_password: STRONG, new_password: 'Another-Strong-Pass-982' });
    assert.equal(guest.status, 403);
    const neither = await post(UPDATE, { new_password: 'Another-Strong-Pass-983' });
    assert.equal(neither.status, 417);
    const get = await req(site(), { url: `${UPDATE}?new_password=x`, headers: { accept: 'application/json' }, remoteAddress: '10.53.203.1' });
    assert.equal(get.status, 403);
  });

  it('the password policy refuses a weak password with zxcvbn\'s advice, and test_password_strength answers as Frappe', async () => {
    const key = await newKey('acc.web@example.com');
    const weak = await post(UPDATE, { key, new_password: 'password123' });
    assert.equal(weak.status, 417);
    assert.equal(weak.json.exc_type, 'ValidationError');
    const [msg] = serverMessages(weak.json);
    assert.equal(msg.title, 'Invalid Password');
    assert.match(String(msg.message), /commonly used password/);
    assert.notEqual(await column('acc.web@example.com', 'reset_password_key'), null, 'a refused password leaves the key usable');
    const own = await post(UPDATE, { key, new_password: 'acc.web@example.com' });
    assert.equal(own.status, 417, 'the user\'s own address is a known word');

    const TEST = '/api/method/frappe.core.doctype.user.user.test_password_strength';
    const strong = await post(TEST, { new_password: STRONG });
    assert.equal(strong.status, 200);
    assert.equal(strong.json.message.feedback.password_policy_validation_passed, true);
    assert.ok(strong.json.message.score >= 2);
    const poor = await post(TEST, { new_password: 'qwerty' });
    assert.deepEqual(poor.json.message.feedback.password_policy_validation_passed, false);
    assert.equal(poor.json.message.score, 0);
    await settings('System Settings', { minimum_password_score: '4' });
    const medium = await post(TEST, { new_password: 'Tulip-Cat-9' });
    assert.equal(medium.json.message.feedback.password_policy_validation_passed, medium.json.message.score >= 4);
    await settings('System Settings', { enable_password_policy: 0, minimum_password_score: '2' });
    assert.deepEqual((await post(TEST, { new_password: 'qwerty' })).json, { message: {} });
    const allowed = await post(UPDATE, { key, new_password: 'qwerty' });
    assert.equal(allowed.status, 200, allowed.body);
    await settings('System Settings', { enable_password_policy: 1 });
  });

  it('a password older than force_user_to_reset_password days answers a reset link at login instead of a session', async () => {
    const user = 'acc.old@example.com';
    await addLoginUser(site(), user, [], 'Old-Enough-Password-55');
    const runtime = await runtimeOf(site());
    await runtime.db.write((tx) => tx.run(tx.builder.updateTable('tabUser').set({ last_password_reset_date: '2020-01-01' }).where('name', '=', user)));
    await settings('System Settings', { force_user_to_reset_password: 30 });
    try {
      const r = await req(site(), { method: 'POST', url: '/api/method/login', json: { usr: user, pwd: 'Old-Enough-Password-55' }, headers: { accept: 'application/json' } });
      assert.equal(r.status, 200, r.body);
      assert.equal(r.json.message, 'Password Reset');
      assert.match(r.json.redirect_to, /\/update-password\?key=[0-9a-f]{48}&password_expired=true$/);
      assert.equal(setCookies(r).some((c) => c.name === 'sid' && c.value && c.value !== 'Guest'), false, 'no session');
      const key = new URL(r.json.redirect_to).searchParams.get('key');
      assert.equal((await post(UPDATE, { key, new_password: STRONG })).status, 200);
      await jsonLogin(site(), user, STRONG);
    } finally {
      await settings('System Settings', { force_user_to_reset_password: 0 });
    }
  });

  it('a new User is sent the welcome mail with a set-password link, unless send_welcome_email is off', async () => {
    smtp.clear();
    await insertAs(site(), admin(), 'User', { email: 'acc.welcome@example.com', first_name: 'Wendy' });
    await insertAs(site(), admin(), 'User', { email: 'acc.quiet@example.com', first_name: 'Quinn', send_welcome_email: 0 });
    const key = await mailedKey('acc.welcome@example.com');
    assert.match(String(smtp.to('acc.welcome@example.com')[0]!.parsed.text), /Dear Wendy/);
    assert.equal(smtp.to('acc.quiet@example.com').length, 0);
    assert.equal((await post(UPDATE, { key, new_password: STRONG })).status, 200);
    await jsonLogin(site(), 'acc.welcome@example.com', STRONG);
  });

  it('sign_up is refused while Website Settings disable it (the default), then creates a Website User', async () => {
    const SIGN = '/api/method/frappe.core.doctype.user.user.sign_up';
    const off = await post(SIGN, { email: 'new.one@example.com', full_name: 'New One', redirect_to: '/shop' });
    assert.equal(off.status, 417);
    assert.deepEqual(serverMessages(off.json).map((m) => [m.message, m.title]), [['Sign Up is disabled', 'Not Allowed']]);
    await settings('Website Settings', { disable_signup: 0 });
    const r = await post(SIGN, { email: 'New.One@example.com', full_name: 'New <b>One</b>', redirect_to: '/shop' });
    assert.equal(r.status, 200, r.body);
    assert.deepEqual(r.json.message, [1, 'Please check your email for verification']);
    const doc = await call(site(), { method: 'GET', url: '/api/resource/User/new.one@example.com', auth: admin() });
    assert.equal(doc.json.data.user_type, 'Website User');
    assert.equal(doc.json.data.first_name, 'New &lt;b&gt;One&lt;/b&gt;');
    assert.equal(doc.json.data.send_welcome_email, 1);
    assert.match(String(await column('new.one@example.com', 'reset_password_key')), /^[0-9a-f]{64}$/, 'the welcome link is a reset key');
    assert.deepEqual((await post(SIGN, { email: 'new.one@example.com', full_name: 'Again', redirect_to: '' })).json.message, [0, 'Already Registered']);
    assert.deepEqual((await post(SIGN, { email: 'acc.off@example.com', full_name: 'Off', redirect_to: '' })).json.message, [0, 'Registered but disabled']);
    const key = await mailedKey('new.one@example.com');
    const welcome = smtp.to('new.one@example.com')[0]!;
    assert.equal(welcome.parsed.subject, `Welcome to ${site().site}`);
    const set = await post(UPDATE, { key, new_password: STRONG });
    assert.equal(set.json.message, '/shop', 'the sign-up\'s redirect_to');
    assert.equal((await post(UPDATE, { key, new_password: `${STRONG}-2` })).status, 410, 'the welcome key works once');
    for (let i = 0; i < 2; i++) await post(SIGN, { email: 'new.one@example.com', full_name: 'Again', redirect_to: '' });
    assert.equal((await post(SIGN, { email: 'new.one@example.com', full_name: 'Again', redirect_to: '' })).status, 429, 'three an hour per address');
    const bad = await post(SIGN, { email: 'not an address', full_name: 'X', redirect_to: '' });
    assert.equal(bad.status, 417);
  });
});
