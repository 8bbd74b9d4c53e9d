import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { req } from '../helpers/sessions.ts';
import { APPROVE, AUTHORIZE, authorizeUrl, CHALLENGE, consentFields, locationQuery, loggedInUser, REDIRECT, registerClient, type Client } from './oauth-fixture.ts';

perDialect('OAuth authorize and consent', (site) => {
  let client: Client;
  let trusted: Client;
  let publicClient: Client;
  let sid: string;
  const base = () => ({ client_id: client.id, response_type: 'code', redirect_uri: REDIRECT, scope: 'openid all', state: 'xyz', code_challenge: CHALLENGE, code_challenge_method: 'S256' });

  before(async () => {
    client = await registerClient(site());
    trusted = await registerClient(site(), { app_name: 'Trusted', skip_authorization: 1 });
    publicClient = await registerClient(site(), { app_name: 'SPA', token_endpoint_auth_method: 'none' });
    ({ sid } = await loggedInUser(site()));
  });

  it('sends a Guest to /login with the request as redirect-to, and the login page brings it back', async () => {
    const r = await req(site(), { url: authorizeUrl(base()) });
    assert.equal(r.status, 302);
    const location = String(r.headers.location);
    assert.match(location, /^\/login\?redirect-to=/);
    const back = decodeURIComponent(location.slice('/login?redirect-to='.length));
    assert.ok(back.startsWith('/api/method/svc.integrations.oauth2.authorize?'), back);
    assert.equal(new URL(back, 'http://x').searchParams.get('state'), 'xyz');
  });

  // Errors before the redirect URI is trusted are shown on a page, never redirected (docs/DECISIONS.md D20).
  const fatal: Array<[string, (p: Record<string, string>) => string, RegExp]> = [
    ['no client_id', (p) => authorizeUrl({ ...p, client_id: '' }), /Missing client_id/],
    ['an unknown client', (p) => authorizeUrl({ ...p, client_id: 'nope' }), /Invalid client_id/],
    ['a client_id holding a NUL (PostgreSQL refuses one in a parameter)', (p) => authorizeUrl({ ...p, client_id: 'no\u0000pe' }), /Invalid client_id/],
    ['an unregistered redirect_uri', (p) => authorizeUrl({ ...p, redirect_uri: 'https://evil.example/cb' }), /Mismatching redirect URI/],
    ['a redirect_uri with another path', (p) => authorizeUrl({ ...p, redirect_uri: `${REDIRECT}/../evil` }), /Mismatching redirect URI/],
    ['a redirect_uri with a query added', (p) => authorizeUrl({ ...p, redirect_uri: `${REDIRECT}?next=https://evil.example` }), /Mismatching redirect URI/],
    ['a redirect_uri in another case', (p) => authorizeUrl({ ...p, redirect_uri: REDIRECT.toUpperCase() }), /Mismatching redirect URI/],
    ['a protocol-relative redirect_uri', (p) => authorizeUrl({ ...p, redirect_uri: '//evil.example/cb' }), /Mismatching redirect URI/],
    ['a userinfo trick', (p) => authorizeUrl({ ...p, redirect_uri: 'https://app.example.com@evil.example/cb' }), /Mismatching redirect URI/],
    ['a duplicated state', (p) => `${authorizeUrl(p)}&state=again`, /Duplicate state/],
    ['a duplicated redirect_uri', (p) => `${authorizeUrl(p)}&redirect_uri=${encodeURIComponent('https://app.example.com/other')}`, /Duplicate redirect_uri/],
  ];
  for (const [name, url, message] of fatal) {
    it(`shows ${name} on a page, as a Guest and logged in`, async () => {
      for (const who of [undefined, sid]) {
        const r = await req(site(), { url: url(base()), sid: who });
        assert.equal(r.status, 400, r.body.slice(0, 300));
        assert.equal(r.headers.location, undefined, 'never redirected');
        assert.match(String(r.headers['content-type']), /text\/html/);
        assert.match(r.body, message);
        assert.equal(r.headers['x-frame-options'], 'DENY');
      }
    });
  }

  // Once the redirect URI is trusted, errors go back to the client with error, error_description and state (RFC 6749 §4.1.2.1).
  const redirected: Array<[string, Record<string, string>, string]> = [
    ['response_type token', { response_type: 'token' }, 'unsupported_response_type'],
    ['no response_type', { response_type: '' }, 'invalid_request'],
    ['a scope the client lacks', { scope: 'openid all admin' }, 'invalid_scope'],
    ['an unknown PKCE method', { code_challenge_method: 'S512' }, 'invalid_request'],
    ['a malformed S256 challenge', { code_challenge: 'short' }, 'invalid_request'],
    // The code stores it in a 255-character column: longer was a 500 on PostgreSQL and MariaDB.
    ['a nonce over 255 characters', { nonce: 'n'.repeat(256) }, 'invalid_request'],
  ];
  for (const [name, change, error] of redirected) {
    it(`redirects ${name} back with error=${error} and the state`, async () => {
      const r = await req(site(), { url: authorizeUrl({ ...base(), ...change }), sid });
      assert.equal(r.status, 302, r.body.slice(0, 300));
      assert.ok(String(r.headers.location).startsWith(`${REDIRECT}?`));
      const q = locationQuery(r);
      assert.equal(q.get('error'), error);
      assert.ok(q.get('error_description'));
      assert.equal(q.get('state'), 'xyz');
      assert.equal(q.get('code'), null);
    });
  }

  it('requires PKCE S256 from a public client', async () => {
    for (const change of [{ code_challenge: '', code_challenge_method: '' }, { code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' }]) {
      const r = await req(site(), { url: authorizeUrl({ ...base(), client_id: publicClient.id, ...change }), sid });
      assert.equal(locationQuery(r).get('error'), 'invalid_request');
    }
    const ok = await req(site(), { url: authorizeUrl({ ...base(), client_id: publicClient.id }), sid });
    assert.equal(ok.status, 200, 'consent page');
  });

  it("refuses a user without one of the client's allowed roles with access_denied", async () => {
    const { sid: website } = await loggedInUser(site(), []);
    const r = await req(site(), { url: authorizeUrl(base()), sid: website });
    assert.equal(locationQuery(r).get('error'), 'access_denied');
  });

  it('shows the consent page: app name, scopes, Allow and Deny in a form carrying the CSRF token', async () => {
    const r = await req(site(), { url: authorizeUrl(base()), sid });
    assert.equal(r.status, 200);
    assert.match(String(r.headers['content-type']), /text\/html/);
    assert.match(r.body, /<title>Confirm Access<\/title>/);
    assert.match(r.body, /Test App<\/strong> wants to access the following details from your account/);
    for (const label of ['All', 'Full Name', 'Email', 'User Image', 'Roles']) assert.match(r.body, new RegExp(`<li>${label}</li>`));
    assert.match(r.body, /id="allow"/);
    assert.match(r.body, /id="deny"/);
    const fields = consentFields(r.body);
    assert.match(fields.csrf_token, /^[0-9a-f]{40}$/);
    assert.equal(fields.redirect_uri, REDIRECT);
    assert.match(String(r.headers['content-security-policy']), /frame-ancestors 'none'/);
    assert.equal(r.headers['cache-control'], 'no-store');
  });

  it('lets the consent form redirect to the client: its origin for http(s), its scheme for a native app (RFC 8252)', async () => {
    const native = await registerClient(site(), { app_name: 'Native', token_endpoint_auth_method: 'none', redirect_uris: 'com.example.app:/oauth/cb', default_redirect_uri: '' });
    const cases: Array<[string, Record<string, string>, string]> = [
      ['https', base(), "form-action 'self' https://app.example.com;"],
      ['custom scheme', { ...base(), client_id: native.id, redirect_uri: 'com.example.app:/oauth/cb' }, "form-action 'self' com.example.app:;"],
    ];
    for (const [name, params, expected] of cases) {
      const r = await req(site(), { url: authorizeUrl(params), sid });
      assert.equal(r.status, 200, `${name}: ${r.body.slice(0, 200)}`);
      assert.ok(String(r.headers['content-security-policy']).includes(expected), `${name}: ${String(r.headers['content-security-policy'])}`);
    }
  });

  it('answers POST authorize like GET', async () => {
    const r = await req(site(), { method: 'POST', url: '/api/method/frappe.integrations.oauth2.authorize', sid, form: base() });
    assert.equal(r.status, 200);
    assert.match(r.body, /Confirm Access/);
  });

  it('refuses an approval without the CSRF token, with a wrong one, without a session, or by GET', async () => {
    const page = await req(site(), { url: authorizeUrl(base()), sid });
    const fields = consentFields(page.body);
    const attempts = [
      { sid, form: { ...fields, csrf_token: '', action: 'allow' } },
      { sid, form: { ...fields, csrf_token: '0'.repeat(40), action: 'allow' } },
      { sid, form: { ...fields, csrf_token: 'é'.repeat(40), action: 'allow' } },
      { sid: undefined, form: { ...fields, action: 'allow' } },
    ];
    for (const a of attempts) {
      const r = await req(site(), { method: 'POST', url: APPROVE, ...a });
      assert.equal(r.status, 400, r.body.slice(0, 200));
      assert.equal(r.headers.location, undefined);
    }
    const other = await loggedInUser(site());
    const stolen = await req(site(), { method: 'POST', url: APPROVE, sid: other.sid, form: { ...fields, action: 'allow' } });
    assert.equal(stolen.status, 400, "another user's session cannot use this form's token");
    const get = await req(site(), { url: `${APPROVE}?${new URLSearchParams({ ...fields, action: 'allow' })}`, sid });
    assert.notEqual(get.status, 302);
    assert.equal(get.headers.location, undefined);
  });

  it('redirects Deny with error=access_denied and the state; Allow with a code and the state', async () => {
    const fresh = await loggedInUser(site());
    const page = await req(site(), { url: authorizeUrl(base()), sid: fresh.sid });
    const fields = consentFields(page.body);
    const deny = await req(site(), { method: 'POST', url: APPROVE, sid: fresh.sid, form: { ...fields, action: 'deny' } });
    assert.equal(deny.status, 303);
    assert.equal(locationQuery(deny).get('error'), 'access_denied');
    assert.equal(locationQuery(deny).get('state'), 'xyz');
    assert.equal((await req(site(), { url: authorizeUrl(base()), sid: fresh.sid })).status, 200, 'a denial is not remembered');
    const allow = await req(site(), { method: 'POST', url: APPROVE, sid: fresh.sid, form: { ...fields, action: 'allow' } });
    assert.equal(allow.status, 303);
    assert.ok(String(allow.headers.location).startsWith(`${REDIRECT}?`));
    assert.match(locationQuery(allow).get('code') ?? '', /^[A-Za-z0-9_-]{43}$/);
    assert.equal(locationQuery(allow).get('state'), 'xyz');
    const again = await req(site(), { url: authorizeUrl(base()), sid: fresh.sid });
    assert.equal(again.status, 302, 'the consent is remembered for this user and client');
    assert.ok(locationQuery(again).get('code'));
    const wider = await req(site(), { url: authorizeUrl({ ...base(), scope: 'openid all' }), sid: (await loggedInUser(site())).sid });
    assert.equal(wider.status, 200, 'not for another user');
  });

  it('skips the consent page for a client with skip_authorization and keeps the redirect URI query', async () => {
    const r = await req(site(), { url: authorizeUrl({ ...base(), client_id: trusted.id, redirect_uri: 'https://app.example.com/other' }), sid });
    assert.equal(r.status, 302);
    assert.ok(String(r.headers.location).startsWith('https://app.example.com/other?code='));
  });

  it('uses the only registered URI, or the default, when redirect_uri is omitted', async () => {
    const { redirect_uri: _omit, ...rest } = base();
    const r = await req(site(), { url: authorizeUrl({ ...rest, client_id: trusted.id }), sid });
    assert.equal(r.status, 302);
    assert.ok(String(r.headers.location).startsWith(`${REDIRECT}?code=`));
  });

  // RFC 6749 §3.1 — duplicates in a POSTed form body, or in both query and body, are fatal like those of the query.
  const duplicatedPosts: Array<[string, () => { url: string; payload: string }]> = [
    ['state twice in the form body', () => ({ url: AUTHORIZE, payload: `${new URLSearchParams(base())}&state=again` })],
    ['redirect_uri twice in the form body', () => ({ url: AUTHORIZE, payload: `${new URLSearchParams(base())}&redirect_uri=${encodeURIComponent('https://app.example.com/other')}` })],
    ['client_id in the query and the form body', () => ({ url: `${AUTHORIZE}?client_id=${client.id}`, payload: `${new URLSearchParams(base())}` })],
    ['prompt twice in the form body', () => ({ url: AUTHORIZE, payload: `${new URLSearchParams(base())}&prompt=consent&prompt=none` })],
  ];
  for (const [name, send] of duplicatedPosts) {
    it(`shows ${name} on a page (POST), never redirected`, async () => {
      const { url, payload } = send();
      const r = await req(site(), { method: 'POST', url, sid, payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      assert.equal(r.status, 400, r.body.slice(0, 300));
      assert.equal(r.headers.location, undefined);
      assert.match(r.body, /Duplicate/);
    });
  }

  it('refuses a duplicated parameter on the consent form’s POST too', async () => {
    const page = await req(site(), { url: authorizeUrl(base()), sid });
    const fields = consentFields(page.body);
    const r = await req(site(), { method: 'POST', url: APPROVE, sid, payload: `${new URLSearchParams({ ...fields, action: 'allow' })}&scope=all`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    assert.equal(r.status, 400, r.body.slice(0, 300));
    assert.equal(r.headers.location, undefined, 'no code');
  });

  // The authorize pages take the session from the cookie only (login CSRF through a posted sid).
  it('treats a POST to authorize with a sid in the body and no cookie as a Guest', async () => {
    const r = await req(site(), { method: 'POST', url: AUTHORIZE, form: { ...base(), sid } });
    assert.equal(r.status, 302);
    assert.match(String(r.headers.location), /^\/login\?redirect-to=/);
  });

  it('never issues a code to a cross-site form posting an attacker’s sid and CSRF token to approve', async () => {
    const attacker = await loggedInUser(site());
    const victim = await loggedInUser(site());
    const page = await req(site(), { url: authorizeUrl(base()), sid: attacker.sid });
    const fields = { ...consentFields(page.body), action: 'allow', sid: attacker.sid };
    for (const who of [undefined, victim.sid]) {
      const r = await req(site(), { method: 'POST', url: APPROVE, sid: who, form: fields });
      assert.equal(r.status, 400, r.body.slice(0, 300));
      assert.equal(r.headers.location, undefined, who ? 'the victim’s session does not own the attacker’s CSRF token' : 'no session without the cookie');
    }
    const own = await req(site(), { method: 'POST', url: APPROVE, sid: attacker.sid, form: fields });
    assert.equal(own.status, 303, 'the same form works with the session’s own cookie');
  });

  // OpenID Connect Core §3.1.2.6 — prompt=none never shows a page.
  it('redirects prompt=none for a Guest with error=login_required and the state', async () => {
    const r = await req(site(), { url: authorizeUrl({ ...base(), prompt: 'none' }) });
    assert.equal(r.status, 302);
    assert.ok(String(r.headers.location).startsWith(`${REDIRECT}?`));
    assert.equal(locationQuery(r).get('error'), 'login_required');
    assert.equal(locationQuery(r).get('state'), 'xyz');
  });

  it('redirects prompt=none with error=consent_required when consent is needed, and with a code once it was given', async () => {
    const fresh = await loggedInUser(site());
    const none = await req(site(), { url: authorizeUrl({ ...base(), prompt: 'none' }), sid: fresh.sid });
    assert.equal(none.status, 302);
    assert.equal(locationQuery(none).get('error'), 'consent_required');
    assert.equal(locationQuery(none).get('code'), null);
    const page = await req(site(), { url: authorizeUrl(base()), sid: fresh.sid });
    await req(site(), { method: 'POST', url: APPROVE, sid: fresh.sid, form: { ...consentFields(page.body), action: 'allow' } });
    const silent = await req(site(), { url: authorizeUrl({ ...base(), prompt: 'none' }), sid: fresh.sid });
    assert.equal(silent.status, 302);
    assert.ok(locationQuery(silent).get('code'));
  });

  it('refuses prompt=none combined with another value with invalid_request', async () => {
    const r = await req(site(), { url: authorizeUrl({ ...base(), prompt: 'none consent' }), sid });
    assert.equal(locationQuery(r).get('error'), 'invalid_request');
  });

  // Request strings naming Object.prototype members find nothing.
  const prototypeKeys = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];
  const prototypeRedirects: Array<[string, (key: string) => Record<string, string>, string | null]> = [
    ['response_type', (key) => ({ response_type: key }), 'unsupported_response_type'],
    ['code_challenge_method', (key) => ({ code_challenge_method: key }), 'invalid_request'],
    ['scope', (key) => ({ scope: key }), 'invalid_scope'],
    ['prompt', (key) => ({ prompt: key }), null],
  ];
  for (const [param, change, error] of prototypeRedirects) {
    it(`answers ${param} naming a prototype member with ${error ?? 'the consent page'}`, async () => {
      for (const key of prototypeKeys) {
        const r = await req(site(), { url: authorizeUrl({ ...base(), ...change(key) }), sid });
        if (error === null) {
          assert.equal(r.status, 200, `${key}: ${r.body.slice(0, 200)}`);
          assert.match(r.body, /Confirm Access/);
        } else {
          assert.equal(r.status, 302, `${key}: ${r.body.slice(0, 200)}`);
          assert.equal(locationQuery(r).get('error'), error, key);
          assert.equal(locationQuery(r).get('code'), null);
        }
      }
    });
  }

  it('shows client_id or redirect_uri naming a prototype member on a page', async () => {
    for (const key of prototypeKeys) {
      for (const change of [{ client_id: key }, { redirect_uri: key }]) {
        const r = await req(site(), { url: authorizeUrl({ ...base(), ...change }), sid });
        assert.equal(r.status, 400, `${key}: ${r.body.slice(0, 200)}`);
        assert.equal(r.headers.location, undefined);
      }
    }
  });

  it('keeps the login page from redirecting anywhere but this site', async () => {
    for (const target of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const page = await req(site(), { url: `/login?redirect-to=${encodeURIComponent(target)}` });
      assert.doesNotMatch(page.body, /evil\.example/);
    }
  });
});
