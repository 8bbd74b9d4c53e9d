import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { req } from '../helpers/sessions.ts';
import { serverMessages } from '../helpers/scenario.ts';
import { basic, INTROSPECT, loggedInUser, PROFILE, registerClient, REVOKE, tokensFor, type Client } from './oauth-fixture.ts';

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

  it('introspects an active access token with every field api.md lists', async () => {
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

  it('does not let another client, or wrong credentials, revoke a token', async () => {
    const t = await tokensFor(site(), sid, client);
    for (const form of [{ client_id: other.id, client_secret: other.secret }, { client_id: client.id, client_secret: 'wrong' }]) {
      const r = await req(site(), { method: 'POST', url: REVOKE, form: { token: t.access_token, ...form } });
      assert.equal(r.status, 200);
      assert.deepEqual(r.json, {});
    }
    assert.equal((await req(site(), { url: PROFILE, headers: bearer(t.access_token) })).status, 200);
    const own = await req(site(), { method: 'POST', url: REVOKE, form: { token: t.access_token }, headers: { authorization: basic(client.id, client.secret) } });
    assert.equal(own.status, 200);
    assert.equal((await req(site(), { url: PROFILE, headers: bearer(t.access_token) })).status, 401);
  });

  it('refuses revocation by GET', async () => {
    const t = await tokensFor(site(), sid, client);
    const r = await req(site(), { url: `${REVOKE}?token=${t.access_token}` });
    assert.equal(r.status, 400);
    assert.equal((await req(site(), { url: PROFILE, headers: bearer(t.access_token) })).status, 200);
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
      assert.equal(r.json.issuer, 'http://localhost:80');
      assert.equal(r.json.token_endpoint, 'http://localhost:80/api/method/svc.integrations.oauth2.get_token');
      assert.equal(r.json.jwks_uri, 'http://localhost:80/api/method/svc.integrations.oauth2.jwks');
      assert.deepEqual(r.json.id_token_signing_alg_values_supported, ['HS256', 'RS256']);
      assert.ok(r.json.code_challenge_methods_supported.includes('S256'));
      assert.ok(r.json.scopes_supported.includes('openid'));
    }
    const jwks = await req(site(), { url: '/api/method/svc.integrations.oauth2.jwks' });
    assert.equal(jwks.json.keys[0].kty, 'RSA');
    assert.equal(jwks.json.keys[0].alg, 'RS256');
  });
});

perDialect('OAuth issuer from host_name', (site) => {
  it('uses host_name as iss and in every endpoint', async () => {
    const r = await req(site(), { url: '/.well-known/openid-configuration' });
    assert.equal(r.json.issuer, 'https://erp.example.com');
    assert.equal(r.json.authorization_endpoint, 'https://erp.example.com/api/method/svc.integrations.oauth2.authorize');
  });
}, { siteConfig: { host_name: 'https://erp.example.com/' } });
