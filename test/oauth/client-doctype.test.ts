import assert from 'node:assert/strict';
import { it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { req } from '../helpers/sessions.ts';
import { runtimeOf } from '../helpers/users.ts';
import { REDIRECT, registerClient } from './oauth-fixture.ts';

perDialect('OAuth Client documents', (site) => {
  it('answers client_id and a 32-byte secret on create, stores the secret encrypted, shows asterisks later', async () => {
    const c = await registerClient(site());
    assert.match(c.id, /^[0-9a-f]{10}$/);
    assert.equal(c.data.name, c.id);
    assert.ok(Buffer.from(c.secret, 'base64url').length >= 32, c.secret);
    assert.equal(c.data.allowed_roles[0].role, 'Desk User');
    assert.equal(c.data.default_redirect_uri, REDIRECT);
    const got = await req(site(), { url: `/api/resource/OAuth Client/${c.id}`, headers: { authorization: site().adminAuth } });
    assert.equal(got.status, 200);
    assert.match(got.json.data.client_secret, /^\*+$/);
    const db = (await runtimeOf(site())).db;
    const sealed = await db.read((tx) => tx.first<any>(tx.builder.selectFrom('__Auth').selectAll().where('doctype', '=', 'OAuth Client').where('name', '=', c.id)));
    assert.equal(Number(sealed.encrypted), 1);
    assert.ok(!sealed.password.includes(c.secret));
    const secret = await req(site(), { method: 'POST', url: `/api/resource/OAuth Client/${c.id}`, json: { run_method: 'get_client_secret' }, headers: { authorization: site().adminAuth } });
    assert.equal(secret.status, 200, secret.body);
    assert.equal(secret.json.data, c.secret);
  });

  it('keeps clients (and their secrets) from everyone but System Managers', async () => {
    const c = await registerClient(site());
    const auth = await site().addUser(`plain.${Date.now()}@example.com`, []);
    for (const r of [
      await req(site(), { url: `/api/resource/OAuth Client/${c.id}`, headers: { authorization: auth } }),
      await req(site(), { method: 'POST', url: '/api/resource/OAuth Client', json: { app_name: 'x', redirect_uris: REDIRECT }, headers: { authorization: auth } }),
      await req(site(), { method: 'POST', url: `/api/resource/OAuth Client/${c.id}`, json: { run_method: 'get_client_secret' }, headers: { authorization: auth } }),
      await req(site(), { url: '/api/resource/OAuth Bearer Token', headers: { authorization: auth } }),
    ]) assert.ok(r.status === 403 || r.status === 404, `${r.status} ${r.body.slice(0, 200)}`);
  });

  it('gives a public client no secret and RS256 id_tokens', async () => {
    const c = await registerClient(site(), { token_endpoint_auth_method: 'none' });
    assert.equal(c.secret, undefined);
    assert.equal(c.data.id_token_signed_response_alg, 'RS256');
  });

  const invalid: Array<[string, Record<string, unknown>, number]> = [
    ['a relative redirect URI', { redirect_uris: '/cb' }, 417],
    ['a redirect URI with a fragment', { redirect_uris: 'https://a.example/cb#x' }, 417],
    ['a javascript: redirect URI', { redirect_uris: 'javascript:alert(1)' }, 417],
    ['a redirect URI with user information', { redirect_uris: 'https://user@a.example/cb' }, 417],
    ['no redirect URI', { redirect_uris: '', default_redirect_uri: '' }, 417],
    ['the implicit grant', { grant_type: 'Implicit', response_type: 'Token' }, 417],
    ['a mismatched grant and response type', { grant_type: 'Authorization Code', response_type: 'Token' }, 417],
    ['no app name', { app_name: '' }, 417],
  ];
  for (const [name, doc, status] of invalid) {
    it(`refuses ${name}`, async () => {
      const r = await req(site(), { method: 'POST', url: '/api/resource/OAuth Client', json: { app_name: 'Bad', redirect_uris: REDIRECT, scopes: 'all openid', ...doc }, headers: { authorization: site().adminAuth } });
      assert.equal(r.status, status, r.body.slice(0, 300));
    });
  }
});
