import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, it } from 'node:test';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { manualClock } from '../../src/context/clock.ts';
import { sha256Hex } from '../../src/crypto/timing-safe.ts';
import { atHash } from '../../src/oauth/id-token.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { req } from '../helpers/sessions.ts';
import { runtimeOf } from '../helpers/users.ts';
import { basic, CHALLENGE, loggedInUser, obtainCode, PROFILE, REDIRECT, registerClient, TOKEN, tokenRequest, VERIFIER, type Client } from './oauth-fixture.ts';

perDialect('OAuth get_token: authorization_code', (site) => {
  let client: Client;
  let other: Client;
  let publicClient: Client;
  let sid: string;
  let user: string;
  const exchange = (code: string, extra: Record<string, string> = {}) => ({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: VERIFIER, ...extra });

  before(async () => {
    client = await registerClient(site());
    other = await registerClient(site(), { app_name: 'Other' });
    publicClient = await registerClient(site(), { app_name: 'SPA', token_endpoint_auth_method: 'none', skip_authorization: 1 });
    ({ sid, user } = await loggedInUser(site()));
  });

  it('issues the token object (docs/DECISIONS.md D24), bare, with Cache-Control: no-store, and an HS256 id_token signed with the client secret', async () => {
    const code = await obtainCode(site(), sid, client, { nonce: 'n-123' });
    const r = await tokenRequest(site(), client, exchange(code));
    assert.equal(r.status, 200, r.body);
    assert.equal(r.headers['cache-control'], 'no-store');
    assert.deepEqual(Object.keys(r.json), ['access_token', 'expires_in', 'token_type', 'scope', 'refresh_token', 'id_token']);
    assert.equal(r.json.token_type, 'Bearer');
    assert.equal(r.json.expires_in, 3600);
    assert.equal(r.json.scope, 'openid all');
    const { payload, protectedHeader } = await jwtVerify(r.json.id_token, new TextEncoder().encode(client.secret), { audience: client.id, requiredClaims: ['exp', 'iat', 'aud', 'iss', 'sub'] });
    assert.equal(protectedHeader.alg, 'HS256');
    assert.equal(payload.sub, user);
    assert.equal(payload.email, user);
    assert.equal(payload.nonce, 'n-123');
    assert.equal(payload.at_hash, atHash(r.json.access_token));
    assert.equal(payload.given_name, 'Ada');
    assert.equal(payload.family_name, 'Lovelace');
    assert.equal(payload.name, 'Ada Lovelace');
    assert.ok((payload.roles as string[]).includes('System Manager'));
    assert.equal(payload.iss, 'http://localhost', 'the origin the token request came in on (inject: Host localhost:80), as Frappe get_url');
    assert.equal((payload.exp as number) - (payload.iat as number), 3600);
    await assert.rejects(jwtVerify(r.json.id_token, new TextEncoder().encode(other.secret)), 'another secret does not verify it');
    const profile = await req(site(), { url: PROFILE, headers: { authorization: `Bearer ${r.json.access_token}` } });
    assert.equal(profile.status, 200);
    assert.equal(profile.json.sub, user);
  });

  it('stores codes and tokens only as SHA-256 digests', async () => {
    const code = await obtainCode(site(), sid, client);
    const r = await tokenRequest(site(), client, exchange(code));
    const db = (await runtimeOf(site())).db;
    const tokenRow = await db.read((tx) => tx.first<any>(tx.builder.selectFrom('tabOAuth Bearer Token').selectAll().where('access_token', '=', sha256Hex(r.json.access_token))));
    assert.ok(tokenRow);
    assert.equal(tokenRow.refresh_token, sha256Hex(r.json.refresh_token));
    assert.doesNotMatch(JSON.stringify(tokenRow), new RegExp(r.json.access_token));
    const codeRow = await db.read((tx) => tx.first<any>(tx.builder.selectFrom('tabOAuth Authorization Code').selectAll().where('authorization_code', '=', sha256Hex(code))));
    assert.equal(codeRow.validity, 'Invalid');
    assert.equal(codeRow.code_challenge_method, 's256');
    assert.equal(codeRow.redirect_uri_bound_to_authorization_code, REDIRECT);
  });

  it('accepts client_secret_basic, with the client id in the body or not', async () => {
    for (const withId of [false, true]) {
      const code = await obtainCode(site(), sid, client);
      const form: Record<string, string> = exchange(code);
      if (withId) form.client_id = client.id;
      const r = await req(site(), { method: 'POST', url: TOKEN, form, headers: { authorization: basic(client.id, client.secret) } });
      assert.equal(r.status, 200, r.body);
    }
  });

  it('lets a public client redeem with PKCE and no secret, signing its id_token with the site key (RS256, jwks_uri)', async () => {
    const code = await obtainCode(site(), sid, publicClient);
    const r = await req(site(), { method: 'POST', url: TOKEN, form: { client_id: publicClient.id, ...exchange(code) } });
    assert.equal(r.status, 200, r.body);
    const header = decodeProtectedHeader(r.json.id_token);
    assert.equal(header.alg, 'RS256');
    const keys = await req(site(), { url: '/api/method/svc.integrations.oauth2.jwks' });
    assert.equal(keys.status, 200);
    assert.equal(keys.json.keys[0].kid, header.kid);
    assert.equal(keys.json.keys[0].d, undefined, 'no private part');
    const { payload } = await jwtVerify(r.json.id_token, createLocalJWKSet(keys.json), { audience: publicClient.id });
    assert.equal(payload.sub, user);
  });

  // Hostile and malformed token requests: the RFC error, the right status, nothing issued.
  const cases: Array<{ name: string; status: number; error: string; send: (code: string) => Parameters<typeof req>[1] }> = [
    { name: 'GET', status: 400, error: 'invalid_request', send: (code) => ({ url: `${TOKEN}?${new URLSearchParams({ client_id: client.id, client_secret: client.secret, ...exchange(code) })}` }) },
    { name: 'no grant_type', status: 400, error: 'invalid_request', send: (code) => ({ method: 'POST', url: TOKEN, form: { client_id: client.id, client_secret: client.secret, code } }) },
    { name: 'an unknown grant_type', status: 400, error: 'unsupported_grant_type', send: (code) => ({ method: 'POST', url: TOKEN, form: { client_id: client.id, client_secret: client.secret, ...exchange(code), grant_type: 'magic' } }) },
    { name: 'the password grant', status: 400, error: 'unauthorized_client', send: () => ({ method: 'POST', url: TOKEN, form: { client_id: client.id, client_secret: client.secret, grant_type: 'password', username: 'Administrator', password: 'admin' } }) },
    { name: 'the client_credentials grant', status: 400, error: 'unauthorized_client', send: () => ({ method: 'POST', url: TOKEN, form: { client_id: client.id, client_secret: client.secret, grant_type: 'client_credentials' } }) },
    { name: 'a wrong secret', status: 401, error: 'invalid_client', send: (code) => ({ method: 'POST', url: TOKEN, form: { client_id: client.id, client_secret: 'wrong', ...exchange(code) } }) },
    { name: 'no secret (Frappe’s clients send none)', status: 401, error: 'invalid_client', send: (code) => ({ method: 'POST', url: TOKEN, form: { client_id: client.id, ...exchange(code) } }) },
    { name: 'no client at all', status: 401, error: 'invalid_client', send: (code) => ({ method: 'POST', url: TOKEN, form: exchange(code) }) },
    { name: 'an unknown client', status: 401, error: 'invalid_client', send: (code) => ({ method: 'POST', url: TOKEN, form: { client_id: 'nobody', client_secret: 'x', ...exchange(code) } }) },
    { name: 'a client_id holding a NUL', status: 401, error: 'invalid_client', send: (code) => ({ method: 'POST', url: TOKEN, form: { client_id: 'no\u0000body', client_secret: 'x', ...exchange(code) } }) },
    { name: 'a wrong Basic secret', status: 401, error: 'invalid_client', send: (code) => ({ method: 'POST', url: TOKEN, form: exchange(code), headers: { authorization: basic(client.id, 'wrong') } }) },
    { name: 'a Bearer header instead of client credentials', status: 401, error: 'invalid_client', send: (code) => ({ method: 'POST', url: TOKEN, form: { client_id: client.id, client_secret: client.secret, ...exchange(code) }, headers: { authorization: 'Bearer abc' } }) },
    { name: 'Basic and a body secret together', status: 400, error: 'invalid_request', send: (code) => ({ method: 'POST', url: TOKEN, form: { client_secret: client.secret, ...exchange(code) }, headers: { authorization: basic(client.id, client.secret) } }) },
    { name: 'Basic for one client, client_id of another', status: 401, error: 'invalid_client', send: (code) => ({ method: 'POST', url: TOKEN, form: { client_id: other.id, ...exchange(code) }, headers: { authorization: basic(client.id, client.secret) } }) },
    { name: 'the other client’s credentials', status: 400, error: 'invalid_grant', send: (code) => ({ method: 'POST', url: TOKEN, form: { client_id: other.id, client_secret: other.secret, ...exchange(code) } }) },
    { name: 'a secret sent by a public client', status: 401, error: 'invalid_client', send: (code) => ({ method: 'POST', url: TOKEN, form: { client_id: publicClient.id, client_secret: 'x', ...exchange(code) } }) },
    { name: 'no code', status: 400, error: 'invalid_request', send: () => ({ method: 'POST', url: TOKEN, form: { client_id: client.id, client_secret: client.secret, grant_type: 'authorization_code', redirect_uri: REDIRECT } }) },
    { name: 'an unknown code', status: 400, error: 'invalid_grant', send: () => ({ method: 'POST', url: TOKEN, form: { client_id: client.id, client_secret: client.secret, ...exchange('not-a-code') } }) },
    { name: 'no redirect_uri', status: 400, error: 'invalid_request', send: (code) => ({ method: 'POST', url: TOKEN, form: { client_id: client.id, client_secret: client.secret, grant_type: 'authorization_code', code, code_verifier: VERIFIER } }) },
    { name: 'another registered redirect_uri than the code’s', status: 400, error: 'invalid_grant', send: (code) => ({ method: 'POST', url: TOKEN, form: { client_id: client.id, client_secret: client.secret, ...exchange(code, { redirect_uri: 'https://app.example.com/other' }) } }) },
    { name: 'a wrong code_verifier', status: 400, error: 'invalid_grant', send: (code) => ({ method: 'POST', url: TOKEN, form: { client_id: client.id, client_secret: client.secret, ...exchange(code, { code_verifier: 'x'.repeat(43) }) } }) },
    { name: 'no code_verifier', status: 400, error: 'invalid_grant', send: (code) => ({ method: 'POST', url: TOKEN, form: { client_id: client.id, client_secret: client.secret, grant_type: 'authorization_code', code, redirect_uri: REDIRECT } }) },
  ];
  for (const c of cases) {
    it(`answers ${c.name} with ${c.status} ${c.error} and issues nothing`, async () => {
      const code = await obtainCode(site(), sid, client);
      const r = await req(site(), c.send(code));
      assert.equal(r.status, c.status, r.body);
      assert.equal(r.json.error, c.error);
      assert.equal(typeof r.json.error_description, 'string');
      assert.equal(r.json.access_token, undefined);
      assert.equal(r.headers['cache-control'], 'no-store');
      if (c.status === 401) assert.match(String(r.headers['www-authenticate']), /^Basic/);
    });
  }

  // Request strings that name Object.prototype members must find nothing (no env dump, no 500).
  const PROTOTYPE_KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];
  const prototypeCases: Array<{ param: string; status: number; error: string; refresh?: boolean; form: (key: string, code: string) => Record<string, string> }> = [
    { param: 'grant_type', status: 400, error: 'unsupported_grant_type', form: (key, code) => ({ client_id: client.id, client_secret: client.secret, ...exchange(code), grant_type: key }) },
    { param: 'code', status: 400, error: 'invalid_grant', form: (key) => ({ client_id: client.id, client_secret: client.secret, ...exchange(key) }) },
    { param: 'refresh_token', status: 400, error: 'invalid_grant', form: (key) => ({ client_id: client.id, client_secret: client.secret, grant_type: 'refresh_token', refresh_token: key }) },
    { param: 'client_id', status: 401, error: 'invalid_client', form: (key, code) => ({ client_id: key, client_secret: client.secret, ...exchange(code) }) },
    { param: 'client_secret', status: 401, error: 'invalid_client', form: (key, code) => ({ client_id: client.id, client_secret: key, ...exchange(code) }) },
    { param: 'redirect_uri', status: 400, error: 'invalid_grant', form: (key, code) => ({ client_id: client.id, client_secret: client.secret, ...exchange(code, { redirect_uri: key }) }) },
    { param: 'code_verifier', status: 400, error: 'invalid_grant', form: (key, code) => ({ client_id: client.id, client_secret: client.secret, ...exchange(code, { code_verifier: key }) }) },
    { param: 'scope (of a refresh)', status: 400, error: 'invalid_scope', refresh: true, form: (key, refresh) => ({ client_id: client.id, client_secret: client.secret, grant_type: 'refresh_token', refresh_token: refresh, scope: key }) },
  ];
  for (const c of prototypeCases) {
    it(`answers ${c.param} set to a prototype member name with ${c.status} ${c.error} and issues nothing`, async () => {
      for (const key of PROTOTYPE_KEYS) {
        const code = await obtainCode(site(), sid, client);
        const given = c.refresh ? (await tokenRequest(site(), client, exchange(code))).json.refresh_token : code;
        const r = await req(site(), { method: 'POST', url: TOKEN, form: c.form(key, given) });
        assert.equal(r.status, c.status, `${key}: ${r.body.slice(0, 300)}`);
        assert.deepEqual(Object.keys(r.json), ['error', 'error_description'], key);
        assert.equal(r.json.error, c.error, key);
        assert.doesNotMatch(r.body, /encryption_key|sitesDir/);
      }
    });
  }

  it('answers Basic credentials naming a prototype member with 401 invalid_client', async () => {
    for (const key of PROTOTYPE_KEYS) {
      const r = await req(site(), { method: 'POST', url: TOKEN, form: exchange(await obtainCode(site(), sid, client)), headers: { authorization: basic(key, key) } });
      assert.equal(r.status, 401, `${key}: ${r.body.slice(0, 200)}`);
      assert.equal(r.json.error, 'invalid_client');
    }
  });

  // RFC 6749 §3.2: token request parameters must not be included more than once, wherever they are.
  const duplicates: Array<[string, (code: string) => Parameters<typeof req>[1]]> = [
    ['code twice in the form body', (code) => ({ method: 'POST', url: TOKEN, payload: `${new URLSearchParams({ client_id: client.id, client_secret: client.secret, ...exchange(code) })}&code=other`, headers: { 'content-type': 'application/x-www-form-urlencoded' } })],
    ['grant_type twice in the form body', (code) => ({ method: 'POST', url: TOKEN, payload: `${new URLSearchParams({ client_id: client.id, client_secret: client.secret, ...exchange(code) })}&grant_type=refresh_token`, headers: { 'content-type': 'application/x-www-form-urlencoded' } })],
    ['redirect_uri in the query and the form body', (code) => ({ method: 'POST', url: `${TOKEN}?redirect_uri=${encodeURIComponent(REDIRECT)}`, form: { client_id: client.id, client_secret: client.secret, ...exchange(code) } })],
    ['code_verifier twice in the query', (code) => ({ method: 'POST', url: `${TOKEN}?code_verifier=a&code_verifier=b`, form: { client_id: client.id, client_secret: client.secret, grant_type: 'authorization_code', code, redirect_uri: REDIRECT } })],
  ];
  for (const [name, send] of duplicates) {
    it(`refuses ${name} with 400 invalid_request, issuing nothing`, async () => {
      const code = await obtainCode(site(), sid, client);
      const r = await req(site(), send(code));
      assert.equal(r.status, 400, r.body);
      assert.equal(r.json.error, 'invalid_request');
      assert.match(r.json.error_description, /^Duplicate /);
      assert.equal(r.json.access_token, undefined);
    });
  }

  it('never leaves tokens Active when a code is replayed while its first redemption is issuing (docs/DECISIONS.md D19)', async () => {
    const db = (await runtimeOf(site())).db;
    for (let round = 0; round < 4; round++) {
      const code = await obtainCode(site(), sid, client);
      const codeRow = await db.read((tx) => tx.first<any>(tx.builder.selectFrom('tabOAuth Authorization Code').select('name').where('authorization_code', '=', sha256Hex(code))));
      const answers = await Promise.all([0, 1, 2].map(() => tokenRequest(site(), client, exchange(code))));
      const issued = answers.filter((r) => r.status === 200);
      assert.ok(issued.length <= 1, 'one redemption at most');
      for (const r of answers.filter((x) => x.status !== 200)) assert.equal(r.json.error, 'invalid_grant');
      // The others were replays: whatever the first one issued is revoked, wherever the replay fell.
      const active = await db.read((tx) => tx.all<any>(tx.builder.selectFrom('tabOAuth Bearer Token').select('name').where('grant_id', '=', codeRow.name).where('status', '=', 'Active')));
      assert.deepEqual(active, [], `round ${round}: no Active token of a replayed code`);
      for (const r of issued) assert.equal((await req(site(), { url: PROFILE, headers: { authorization: `Bearer ${r.json.access_token}` } })).status, 401);
    }
  });

  it('refuses a code_verifier for a code issued without a challenge (PKCE downgrade)', async () => {
    const code = await obtainCode(site(), sid, client, { code_challenge: '', code_challenge_method: '' });
    const r = await tokenRequest(site(), client, exchange(code));
    assert.equal(r.json.error, 'invalid_grant');
    const ok = await tokenRequest(site(), client, { grant_type: 'authorization_code', code: await obtainCode(site(), sid, client, { code_challenge: '', code_challenge_method: '' }), redirect_uri: REDIRECT });
    assert.equal(ok.status, 200, 'a confidential client may omit PKCE');
  });

  it('accepts PKCE plain and a lower-case s256 (docs/DECISIONS.md D18)', async () => {
    const plain = await obtainCode(site(), sid, client, { code_challenge: VERIFIER, code_challenge_method: 'plain' });
    assert.equal((await tokenRequest(site(), client, exchange(plain))).status, 200);
    const lower = await obtainCode(site(), sid, client, { code_challenge: CHALLENGE, code_challenge_method: 's256' });
    assert.equal((await tokenRequest(site(), client, exchange(lower))).status, 200);
  });

  it('revokes what a code issued when the code is replayed (docs/DECISIONS.md D19)', async () => {
    const code = await obtainCode(site(), sid, client);
    const first = await tokenRequest(site(), client, exchange(code));
    assert.equal(first.status, 200);
    const bearer = { authorization: `Bearer ${first.json.access_token}` };
    assert.equal((await req(site(), { url: PROFILE, headers: bearer })).status, 200);
    const replay = await tokenRequest(site(), client, exchange(code));
    assert.equal(replay.status, 400);
    assert.equal(replay.json.error, 'invalid_grant');
    assert.equal((await req(site(), { url: PROFILE, headers: bearer })).status, 401, 'the first access token is revoked');
    const refresh = await tokenRequest(site(), client, { grant_type: 'refresh_token', refresh_token: first.json.refresh_token });
    assert.equal(refresh.json.error, 'invalid_grant', 'and its refresh token');
  });

  it('rate-limits token requests per client IP (site config oauth_rate_limit)', async () => {
    // The default allows 600 a minute; this site's check is exercised with a tiny limit, written to
    // the file, which the site then reads at once.
    const file = path.join(site().sitesDir, site().site, 'site_config.json');
    const original = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(original), oauth_rate_limit: { limit: 2, seconds: 60 } }));
    const runtime = await runtimeOf(site());
    runtime.reloadConfig();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await req(site(), { method: 'POST', url: TOKEN, form: { grant_type: 'x' }, remoteAddress: '10.9.9.9' })).status);
      assert.deepEqual(statuses, [400, 400, 429]);
    } finally {
      fs.writeFileSync(file, original);
      runtime.reloadConfig();
    }
  });
});

const clock = manualClock(Date.UTC(2030, 0, 1) * 1000);
perDialect('OAuth get_token: lifetimes', (site) => {
  it('refuses a code after 10 minutes, and a Bearer token after its hour', async () => {
    const client = await registerClient(site());
    const { sid } = await loggedInUser(site());
    const late = await obtainCode(site(), sid, client);
    clock.advanceSeconds(601);
    const r = await tokenRequest(site(), client, { grant_type: 'authorization_code', code: late, redirect_uri: REDIRECT, code_verifier: VERIFIER });
    assert.equal(r.status, 400);
    assert.equal(r.json.error, 'invalid_grant');
    assert.match(r.json.error_description, /expired/);
    const fresh = await obtainCode(site(), sid, client);
    clock.advanceSeconds(599);
    const ok = await tokenRequest(site(), client, { grant_type: 'authorization_code', code: fresh, redirect_uri: REDIRECT, code_verifier: VERIFIER });
    assert.equal(ok.status, 200);
    const bearer = { authorization: `Bearer ${ok.json.access_token}` };
    clock.advanceSeconds(3599);
    assert.equal((await req(site(), { url: PROFILE, headers: bearer })).status, 200);
    clock.advanceSeconds(1);
    const expired = await req(site(), { url: PROFILE, headers: bearer });
    assert.equal(expired.status, 401);
    assert.equal(expired.json.exc_type, 'AuthenticationError');
    const refreshed = await tokenRequest(site(), client, { grant_type: 'refresh_token', refresh_token: ok.json.refresh_token });
    assert.equal(refreshed.status, 200, 'the refresh token outlives its access token');
  });
}, { clock });
