import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { jsonLogin, req, whoAmI } from '../helpers/sessions.ts';
import { addLoginUser, basicAuth, keyPair } from '../helpers/users.ts';
import { obtainCode, PROFILE, REDIRECT, registerClient, tokenRequest, tokensFor, VERIFIER, type Client } from '../oauth/oauth-fixture.ts';

const USER = 'switched.off@example.com';
const PW = 'Enabled-pass-42';
const WHO = '/api/method/frappe.auth.get_logged_user';

/** The User fields svc acts on, or keeps as plain data, and so the desk's form offers. */
const OFFERED = [
  'enabled', 'email', 'first_name', 'middle_name', 'last_name', 'full_name', 'username', 'user_image', 'mobile_no', 'phone', 'user_type', 'allowed_in_mentions',
  'roles', 'new_password', 'send_welcome_email', 'document_follow_notify', 'simultaneous_sessions', 'restrict_ip', 'login_after', 'login_before', 'api_key', 'api_secret',
];
/**
 * Fields of Frappe's User hidden from the form: those svc does not act on, kept for clients that
 * send or read them, and the password reset's bookkeeping (hidden in Frappe too).
 */
const NOT_OFFERED = [
  'language', 'time_zone', 'last_login', 'last_ip', 'last_active', 'document_follow_frequency',
  'reset_password_key', 'last_reset_password_key_generated_on', 'last_password_reset_date', 'redirect_url',
];
const LAYOUT = new Set(['Section Break', 'Column Break', 'Tab Break']);

/**
 * Issue 49 part 8: a disabled User (`enabled` 0) gets in no way: password login, a session opened
 * before, API keys (token and Basic), Bearer tokens, and OAuth token issuance (a code approved
 * before, a refresh token). Disabling takes effect at the next request; enabling again lets the
 * keys and tokens work again, but the ended sessions stay ended. And the desk offers only the
 * User fields svc honours.
 */
perDialect('User enabled, and the User fields the desk offers', (site) => {
  let userAuth = '';
  let client: Client;
  const setEnabled = async (enabled: 0 | 1) => {
    const r = await req(site(), { method: 'PUT', url: `/api/resource/User/${encodeURIComponent(USER)}`, json: { enabled }, headers: { authorization: site().adminAuth } });
    assert.equal(r.status, 200, r.body);
  };

  before(async () => {
    userAuth = await addLoginUser(site(), USER, ['System Manager'], PW);
    client = await registerClient(site());
  });

  it('refuses a disabled user every way in, and lets keys and tokens work again once enabled', async () => {
    const sid = await jsonLogin(site(), USER, PW);
    const tokens = await tokensFor(site(), sid, client);
    const code = await obtainCode(site(), sid, client);
    const { key, secret } = keyPair(userAuth);
    const headerAuths = [userAuth, basicAuth(key, secret), `Bearer ${tokens.access_token}`];

    await setEnabled(0);
    const login = await req(site(), { method: 'POST', url: '/api/method/login', json: { usr: USER, pwd: PW }, headers: { accept: 'application/json' } });
    assert.equal(login.status, 401);
    assert.equal(login.json.message, 'User disabled or missing');
    const resumed = await req(site(), { url: WHO, sid });
    assert.equal(resumed.status, 403, 'the session ended: the request is a Guest\'s');
    assert.equal(resumed.json.session_expired, 1);
    for (const authorization of headerAuths) {
      const r = await req(site(), { url: WHO, headers: { authorization } });
      assert.equal(r.status, 401, `${authorization.split(' ')[0]}: ${r.body.slice(0, 200)}`);
      assert.equal(r.json.exc_type, 'AuthenticationError');
    }
    const exchanged = await tokenRequest(site(), client, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: VERIFIER });
    assert.equal(exchanged.status, 400);
    assert.equal(exchanged.json.error, 'invalid_grant');
    const refreshed = await tokenRequest(site(), client, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    assert.equal(refreshed.status, 400);
    assert.equal(refreshed.json.error, 'invalid_grant');

    await setEnabled(1);
    for (const authorization of headerAuths) assert.equal((await req(site(), { url: WHO, headers: { authorization } })).status, 200, authorization.split(' ')[0]);
    assert.equal((await req(site(), { url: PROFILE, headers: { authorization: `Bearer ${tokens.access_token}` } })).status, 200);
    assert.equal(await whoAmI(site(), sid), null, 'an ended session stays ended');
    assert.equal(await whoAmI(site(), await jsonLogin(site(), USER, PW)), USER);
  });

  it('offers in the desk\'s form only the User fields svc honours', async () => {
    const r = await req(site(), { url: '/api/method/frappe.desk.form.load.getdoctype?doctype=User', headers: { authorization: site().adminAuth } });
    assert.equal(r.status, 200, r.body.slice(0, 300));
    const fields: Array<{ fieldname: string; fieldtype: string; hidden?: number }> = r.json.docs[0].fields;
    const values = fields.filter((f) => !LAYOUT.has(f.fieldtype));
    assert.deepEqual(values.filter((f) => !f.hidden).map((f) => f.fieldname).sort(), [...OFFERED].sort());
    assert.deepEqual(values.filter((f) => f.hidden).map((f) => f.fieldname).sort(), [...NOT_OFFERED].sort());
    assert.ok(fields.some((f) => f.fieldtype === 'Section Break' && f.fieldname === 'security_settings'));
  });
});
