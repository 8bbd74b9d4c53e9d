import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { req } from '../helpers/sessions.ts';
import { serverMessages } from '../helpers/scenario.ts';
import { makeRole } from '../helpers/users.ts';
import { basic, INTROSPECT, loggedInUser, obtainCode, PROFILE, REDIRECT, registerClient, REVOKE, TOKEN, tokensFor, VERIFIER, type Client } from './oauth-fixture.ts';

perDialect('OAuth introspection, revocation, Bearer auth and discovery', (site) => {
  let client: Client;
  let other: Client;
  let sid: string;
  let user: string;
  before(async () => {
    client = await registerClient(site());
    other = await registerClient(site(), { app_name: 'Other' });
    ({ sid, user } = await loggedInUser(site()));
  });
  const introspect = (form: Record<string, string>, headers: Record<string, string> = {}) => req(site(), { method: 'POST', url: INTROSPECT, form, headers });
  const bearer = (t: string) => ({ authorization: `Bearer ${t}` });

  it('introspects an active access token with every field the README lists for introspect_token', async () => {
    const t = await tokensFor(site(), sid, client);
    const r = await introspect({ token: t.access_token });
    assert.equal(r.status, 200);
    const j = r.json;
    assert.equal(j.active, true);
    assert.equal(j.client_id, client.id);
    assert.equal(j.trusted_client, 0);
    assert.equal(j.scope, 'openid all');
    for (const k of ['sub', 'name', 'given_name', 'family_name', 'iss', 'picture', 'email', 'iat', 'exp', 'aud', 'roles']) assert.ok(k in j, `field ${k}`);
    assert.equal(j.sub, user);
    assert.equal(j.aud, client.id);
    assert.equal(j.exp - j.iat, 3600);
    assert.equal(r.headers['cache-control'], 'no-store');
  });

  it('introspects a refresh token by hint, and without one', async () => {
    const t = await tokensFor(site(), sid, client);
    for (const hint of ['refresh_token', 'access_token', '']) {
      const r = await introspect({ token: t.refresh_token, token_type_hint: hint });
      assert.equal(r.json.active, true, `hint ${hint}`);
      assert.equal(r.json.client_id, client.id);
    }
  });

  it('answers the inactive form for unknown, revoked, expired-by-reuse or missing tokens, never echoing the token', async () => {
    const t = await tokensFor(site(), sid, client);
    await req(site(), { method: 'POST', url: REVOKE, form: { token: t.access_token } });
    for (const token of ['unknown-token-value', t.access_token, t.refresh_token, '']) {
      const r = await introspect({ token });
      assert.equal(r.status, 200);
      assert.deepEqual(Object.keys(r.json), ['active', '_server_messages']);
      assert.equal(r.json.active, false);
      assert.equal(serverMessages(r.json)[0].message, 'Token is not active');
      if (token) assert.ok(!r.body.includes(token));
    }
  });

  it('lets an authenticated client see only its own tokens, and refuses wrong credentials', async () => {
    const t = await tokensFor(site(), sid, client);
    assert.equal((await introspect({ token: t.access_token, client_id: client.id, client_secret: client.secret })).json.active, true);
    assert.equal((await introspect({ token: t.access_token }, { authorization: basic(client.id, client.secret) })).json.active, true);
    assert.equal((await introspect({ token: t.access_token, client_id: other.id, client_secret: other.secret })).json.active, false);
    const wrong = await introspect({ token: t.access_token, client_id: client.id, client_secret: 'nope' });
    assert.equal(wrong.status, 401);
    assert.equal(wrong.json.error, 'invalid_client');
    // client_id alone names the client, as on revoke_token: it narrows what the request sees.
    assert.equal((await introspect({ token: t.access_token, client_id: client.id })).json.active, true);
    assert.equal((await introspect({ token: t.access_token, client_id: other.id })).json.active, false);
  });

  it('revokes the pair from either token, always answering 200 {}', async () => {
    for (const [which, hint] of [['access_token', ''], ['refresh_token', 'refresh_token'], ['refresh_token', '']] as const) {
      const t = await tokensFor(site(), sid, client);
      const r = await req(site(), { method: 'POST', url: REVOKE, form: { token: t[which], ...(hint ? { token_type_hint: hint } : {}) } });
      assert.equal(r.status, 200);
      assert.deepEqual(r.json, {});
      assert.equal((await req(site(), { url: PROFILE, headers: bearer(t.access_token) })).status, 401, `${which} ${hint}`);
      assert.equal((await introspect({ token: t.refresh_token })).json.active, false);
    }
    for (const form of [{ token: 'unknown' }, {}] as Array<Record<string, string>>) {
      const r = await req(site(), { method: 'POST', url: REVOKE, form });
      assert.equal(r.status, 200);
      assert.deepEqual(r.json, {});
    }
  });

  // Who may revoke what (RFC 7009 §2.1, RFC 6749 §5.2): the answer is 200 {} unless credentials were sent and are wrong.
  const publicClient = () => registerClient(site(), { app_name: 'SPA', token_endpoint_auth_method: 'none' });
  /** A public client redeems with client_id and PKCE only. */
  const publicTokens = async (c: Client) => {
    const code = await obtainCode(site(), sid, c);
    const r = await req(site(), { method: 'POST', url: TOKEN, form: { client_id: c.id, grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: VERIFIER } });
    assert.equal(r.status, 200, r.body);
    return r.json;
  };
  const revocations: Array<{ name: string; owner?: 'public'; send: (own: Client, token: string) => Parameters<typeof req>[1]; status: number; revoked: boolean }> = [
    { name: 'no client credentials (possession of the token, as in Frappe)', send: (_c, token) => ({ method: 'POST', url: REVOKE, form: { token } }), status: 200, revoked: true },
    { name: 'the owner’s client_id alone', send: (c, token) => ({ method: 'POST', url: REVOKE, form: { token, client_id: c.id } }), status: 200, revoked: true },
    { name: 'another client’s client_id alone', send: (_c, token) => ({ method: 'POST', url: REVOKE, form: { token, client_id: other.id } }), status: 200, revoked: false },
    { name: 'an unknown client_id alone', send: (_c, token) => ({ method: 'POST', url: REVOKE, form: { token, client_id: 'nobody' } }), status: 200, revoked: false },
    { name: 'a public owner’s client_id alone', owner: 'public', send: (c, token) => ({ method: 'POST', url: REVOKE, form: { token, client_id: c.id } }), status: 200, revoked: true },
    { name: 'the owner’s right secret (post)', send: (c, token) => ({ method: 'POST', url: REVOKE, form: { token, client_id: c.id, client_secret: c.secret } }), status: 200, revoked: true },
    { name: 'the owner’s right secret (Basic)', send: (c, token) => ({ method: 'POST', url: REVOKE, form: { token }, headers: { authorization: basic(c.id, c.secret) } }), status: 200, revoked: true },
    { name: 'another client’s right secret', send: (_c, token) => ({ method: 'POST', url: REVOKE, form: { token, client_id: other.id, client_secret: other.secret } }), status: 200, revoked: false },
    { name: 'a wrong secret (post)', send: (c, token) => ({ method: 'POST', url: REVOKE, form: { token, client_id: c.id, client_secret: 'wrong' } }), status: 401, revoked: false },
    { name: 'an empty secret (post)', send: (c, token) => ({ method: 'POST', url: REVOKE, form: { token, client_id: c.id, client_secret: '' } }), status: 401, revoked: false },
    { name: 'a wrong secret (Basic)', send: (c, token) => ({ method: 'POST', url: REVOKE, form: { token }, headers: { authorization: basic(c.id, 'wrong') } }), status: 401, revoked: false },
    { name: 'an unknown client with a secret', send: (_c, token) => ({ method: 'POST', url: REVOKE, form: { token, client_id: 'nobody', client_secret: 'x' } }), status: 401, revoked: false },
    { name: 'a Bearer header instead of client credentials', send: (_c, token) => ({ method: 'POST', url: REVOKE, form: { token }, headers: { authorization: `Bearer ${token}` } }), status: 401, revoked: false },
    { name: 'a secret sent by a public client', owner: 'public', send: (c, token) => ({ method: 'POST', url: REVOKE, form: { token, client_id: c.id, client_secret: 'x' } }), status: 401, revoked: false },
  ];
  for (const c of revocations) {
    it(`revocation with ${c.name}: ${c.status}, ${c.revoked ? 'revoked' : 'nothing revoked'}`, async () => {
      const owner = c.owner === 'public' ? await publicClient() : client;
      const t = c.owner === 'public' ? await publicTokens(owner) : await tokensFor(site(), sid, owner);
      const r = await req(site(), c.send(owner, t.access_token));
      assert.equal(r.status, c.status, r.body);
      if (c.status === 200) assert.deepEqual(r.json, {});
      else {
        assert.equal(r.json.error, 'invalid_client');
        assert.match(String(r.headers['www-authenticate']), /^Basic/);
      }
      assert.equal((await req(site(), { url: PROFILE, headers: bearer(t.access_token) })).status, c.revoked ? 401 : 200);
    });
  }

  // RFC 7009 §2.1, RFC 7662 §2.1: POST only, as get_token (400 invalid_request), so tokens never travel in URLs.
  for (const [name, url] of [['revocation', REVOKE], ['introspection', INTROSPECT]] as const) {
    it(`refuses ${name} by any verb but POST with 400 invalid_request`, async () => {
      const t = await tokensFor(site(), sid, client);
      for (const method of ['GET', 'PUT', 'DELETE', 'PATCH'] as const) {
        const r = await req(site(), { method, url: `${url}?token=${t.access_token}` });
        assert.equal(r.status, 400, `${method}: ${r.body}`);
        assert.equal(r.json.error, 'invalid_request');
        assert.equal(r.json.active, undefined, 'nothing about the token');
        assert.doesNotMatch(r.body, new RegExp(t.access_token));
      }
      assert.equal((await req(site(), { url: PROFILE, headers: bearer(t.access_token) })).status, 200);
    });
  }

  it('refuses an introspection POST that carries the token in the URL', async () => {
    const t = await tokensFor(site(), sid, client);
    const r = await req(site(), { method: 'POST', url: `${INTROSPECT}?token=${t.access_token}`, form: {} });
    assert.equal(r.status, 400, r.body);
    assert.equal(r.json.error, 'invalid_request');
  });

  it('introspects only what Bearer auth still accepts: no user the client no longer allows, only the scopes it still has', async () => {
    await makeRole(site(), 'OAuth Introspect Probe', 1);
    const narrowed = await registerClient(site(), { app_name: 'Narrowed' });
    const t = await tokensFor(site(), sid, narrowed);
    const put = (json: Record<string, unknown>) => req(site(), { method: 'PUT', url: `/api/resource/OAuth Client/${narrowed.id}`, json, headers: { authorization: site().adminAuth } });
    assert.equal((await put({ scopes: 'openid' })).status, 200);
    assert.equal((await introspect({ token: t.access_token })).json.scope, 'openid');
    assert.equal((await put({ allowed_roles: [{ role: 'OAuth Introspect Probe' }] })).status, 200);
    assert.equal((await introspect({ token: t.access_token })).json.active, false);
  });

  it('answers token_type_hint values naming prototype members as no hint', async () => {
    const t = await tokensFor(site(), sid, client);
    for (const hint of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      const r = await introspect({ token: t.refresh_token, token_type_hint: hint });
      assert.equal(r.status, 200, r.body);
      assert.equal(r.json.active, true, hint);
      const unknown = await req(site(), { method: 'POST', url: REVOKE, form: { token: hint, token_type_hint: hint } });
      assert.equal(unknown.status, 200, unknown.body);
      assert.deepEqual(unknown.json, {});
    }
  });

  it('runs every API request of a Bearer token as its user, under the user’s permissions', async () => {
    const t = await tokensFor(site(), sid, client);
    const who = await req(site(), { url: '/api/method/frappe.auth.get_logged_user', headers: bearer(t.access_token) });
    assert.equal(who.status, 200);
    assert.equal(who.json.message, user);
    const todo = await req(site(), { method: 'POST', url: '/api/resource/ToDo', json: { description: 'via OAuth' }, headers: bearer(t.access_token) });
    assert.equal(todo.status, 200, todo.body);
    assert.equal(todo.json.data.owner, user);
    const read = await req(site(), { url: `/api/resource/ToDo/${todo.json.data.name}`, headers: bearer(t.access_token) });
    assert.equal(read.status, 200);
  });

  it('answers 401 for an unknown, malformed or revoked Bearer token, and 401 invalid_token on openid_profile without one', async () => {
    for (const header of ['Bearer nope', 'Bearer', 'Bearer a b']) {
      const r = await req(site(), { url: '/api/resource/ToDo', headers: { authorization: header } });
      assert.equal(r.status, 401, header);
      assert.equal(r.json.exc_type, 'AuthenticationError');
    }
    const none = await req(site(), { url: PROFILE });
    assert.equal(none.status, 401);
    assert.equal(none.json.error, 'invalid_token');
    assert.match(String(none.headers['www-authenticate']), /^Bearer/);
  });

  it('limits a token without the `all` scope to the user’s profile', async () => {
    const t = await tokensFor(site(), sid, client, { scope: 'openid' });
    assert.equal(t.scope, 'openid');
    assert.equal((await req(site(), { url: PROFILE, headers: bearer(t.access_token) })).status, 200);
    const r = await req(site(), { url: '/api/resource/ToDo', headers: bearer(t.access_token) });
    assert.equal(r.status, 403);
    assert.equal(r.json.exc_type, 'PermissionError');
    assert.equal((await introspect({ token: t.access_token })).json.scope, 'openid');
  });

  it('answers openid_profile for a session user too, and under frappe.* and /api/v1', async () => {
    const s = await req(site(), { url: '/api/v1/method/frappe.integrations.oauth2.openid_profile', sid });
    assert.equal(s.status, 200);
    assert.equal(s.json.sub, user);
    assert.equal(s.json.aud, undefined);
  });

  it('publishes the discovery document (200) whose issuer is the id_token’s iss, and the JWKS', async () => {
    for (const url of ['/.well-known/openid-configuration', '/api/method/frappe.integrations.oauth2.openid_configuration']) {
      const r = await req(site(), { url });
      assert.equal(r.status, 200, url);
      assert.equal(r.json.issuer, 'http://localhost', "the origin the request came in on (inject's Host)");
      assert.equal(r.json.token_endpoint, 'http://localhost/api/method/svc.integrations.oauth2.get_token');
      assert.equal(r.json.jwks_uri, 'http://localhost/api/method/svc.integrations.oauth2.jwks');
      assert.equal(r.headers.vary, 'Host, X-Frappe-Site-Name');
      assert.deepEqual(r.json.id_token_signing_alg_values_supported, ['HS256', 'RS256']);
      assert.ok(r.json.code_challenge_methods_supported.includes('S256'));
      assert.ok(r.json.scopes_supported.includes('openid'));
    }
    const jwks = await req(site(), { url: '/api/method/svc.integrations.oauth2.jwks' });
    assert.equal(jwks.headers.vary, 'Host, X-Frappe-Site-Name');
    assert.equal(jwks.json.keys[0].kty, 'RSA');
    assert.equal(jwks.json.keys[0].alg, 'RS256');
  });
});
