import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { before, it } from 'node:test';
import { sha256Hex } from '../../src/crypto/timing-safe.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { req } from '../helpers/sessions.ts';
import { runtimeOf } from '../helpers/users.ts';
import { loggedInUser, obtainCode, REDIRECT, registerClient, tokenRequest, VERIFIER, type Client } from './oauth-fixture.ts';

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

/**
 * The provider's records are not the System Manager's to forge (docs/DECISIONS.md D21): a client secret is
 * at least as strong as a generated one, and codes and tokens can be revoked or deleted, never
 * created, rewritten or revived through the API (417).
 */
perDialect('OAuth records a System Manager may not forge', (site) => {
  let client: Client;
  let sid: string;
  before(async () => {
    client = await registerClient(site(), { skip_authorization: 1 });
    ({ sid } = await loggedInUser(site()));
  });
  const admin = () => ({ authorization: site().adminAuth });
  const put = (doctype: string, name: string, json: Record<string, unknown>) => req(site(), { method: 'PUT', url: `/api/resource/${doctype}/${name}`, json, headers: admin() });
  const secretOf = async (id: string) => (await req(site(), { method: 'POST', url: `/api/resource/OAuth Client/${id}`, json: { run_method: 'get_client_secret' }, headers: admin() })).json.data;

  const weak: Array<[string, string]> = [
    ['one character', 'a'],
    ['42 characters', 'x'.repeat(21) + 'y'.repeat(21)],
    ['43 characters of one kind', 'a'.repeat(43)],
    ['a 10-character Frappe-style secret', '0123456789'],
  ];
  for (const [name, secret] of weak) {
    it(`refuses a client_secret of ${name} with 417 and keeps the old one`, async () => {
      const r = await put('OAuth Client', client.id, { client_secret: secret });
      assert.equal(r.status, 417, r.body.slice(0, 300));
      assert.equal(r.json.exc_type, 'ValidationError');
      assert.equal(await secretOf(client.id), client.secret);
    });
  }

  it('accepts a client_secret as long as a generated one, and keeps the secret when the asterisks come back', async () => {
    const c = await registerClient(site());
    const strong = randomBytes(32).toString('base64url');
    assert.equal((await put('OAuth Client', c.id, { client_secret: strong })).status, 200);
    assert.equal(await secretOf(c.id), strong);
    const read = await req(site(), { url: `/api/resource/OAuth Client/${c.id}`, headers: admin() });
    assert.equal((await put('OAuth Client', c.id, { client_secret: read.json.data.client_secret, app_name: 'Renamed' })).status, 200);
    assert.equal(await secretOf(c.id), strong);
  });

  it('refuses a client_secret on a public client', async () => {
    const c = await registerClient(site(), { token_endpoint_auth_method: 'none' });
    const r = await put('OAuth Client', c.id, { client_secret: randomBytes(32).toString('base64url') });
    assert.equal(r.status, 417, r.body.slice(0, 300));
  });

  async function recordNames(): Promise<{ token: string; code: string; accessToken: string }> {
    const code = await obtainCode(site(), sid, client);
    const t = (await tokenRequest(site(), client, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: VERIFIER })).json;
    const find = async (doctype: string, field: string, value: string) => {
      const r = await req(site(), { url: `/api/resource/${doctype}?filters=${encodeURIComponent(JSON.stringify([[field, '=', sha256Hex(value)]]))}`, headers: admin() });
      return r.json.data[0].name as string;
    };
    return { token: await find('OAuth Bearer Token', 'access_token', t.access_token), code: await find('OAuth Authorization Code', 'authorization_code', code), accessToken: t.access_token };
  }

  const forged: Array<[string, 'token' | 'code', Record<string, unknown>]> = [
    ['an access token hash', 'token', { access_token: sha256Hex('chosen-by-the-admin') }],
    ['a refresh token hash', 'token', { refresh_token: sha256Hex('chosen-by-the-admin') }],
    ['the user of a token', 'token', { user: 'Administrator' }],
    ['the client of a token', 'token', { client: 'other' }],
    ['the scopes of a token', 'token', { scopes: 'all openid more' }],
    ['the expiry of a token', 'token', { expires_at: 4102444800 }],
    ['the grant of a token', 'token', { grant_id: 'other' }],
    ['a Revoked token back to Active', 'token', { status: 'Active' }],
    ['a code hash', 'code', { authorization_code: sha256Hex('chosen-by-the-admin') }],
    ['the user of a code', 'code', { user: 'Administrator' }],
    ['the redirect URI of a code', 'code', { redirect_uri_bound_to_authorization_code: 'https://evil.example/cb' }],
    ['the challenge of a code', 'code', { code_challenge: 'x'.repeat(43) }],
    ['a spent code back to Valid', 'code', { validity: 'Valid' }],
  ];
  for (const [name, kind, change] of forged) {
    it(`refuses to change ${name} with 417 ValidationError`, async () => {
      const names = await recordNames();
      if (kind === 'token' && change.status === 'Active') assert.equal((await put('OAuth Bearer Token', names.token, { status: 'Revoked' })).status, 200);
      const r = await put(kind === 'token' ? 'OAuth Bearer Token' : 'OAuth Authorization Code', names[kind], change);
      assert.equal(r.status, 417, r.body.slice(0, 300));
      assert.equal(r.json.exc_type, 'ValidationError');
      if (!('status' in change)) assert.equal((await req(site(), { url: '/api/method/svc.integrations.oauth2.openid_profile', headers: { authorization: `Bearer ${names.accessToken}` } })).status, 200, 'the token is as it was');
    });
  }

  it('lets a System Manager revoke a token and invalidate a code', async () => {
    const names = await recordNames();
    assert.equal((await put('OAuth Bearer Token', names.token, { status: 'Revoked' })).status, 200);
    assert.equal((await put('OAuth Authorization Code', names.code, { validity: 'Invalid' })).status, 200);
  });

  for (const doctype of ['OAuth Bearer Token', 'OAuth Authorization Code']) {
    it(`refuses to create an ${doctype} through the API`, async () => {
      const r = await req(site(), { method: 'POST', url: `/api/resource/${doctype}`, json: { client: client.id, user: 'Administrator', scopes: 'all', access_token: sha256Hex('minted'), authorization_code: sha256Hex('minted'), status: 'Active', validity: 'Valid' }, headers: admin() });
      assert.equal(r.status, 417, r.body.slice(0, 300));
      assert.equal((await req(site(), { url: '/api/resource/ToDo', headers: { authorization: 'Bearer minted' } })).status, 401);
    });
  }
});
