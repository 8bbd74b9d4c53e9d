import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { before, it } from 'node:test';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import { perDialect } from '../helpers/per-dialect.ts';
import { runtimeOf } from '../helpers/users.ts';
import { registerClient, type Client } from '../oauth/oauth-fixture.ts';

const PASSWORD = 'Openid-client-42';

/** End to end with the real openid-client (README "OAuth 2.0 and OpenID Connect"): discovery, code + PKCE, userinfo, introspection, refresh, revocation. */
perDialect('openid-client against a listening svc', (site) => {
  let base = '';
  let sid = '';
  const user = 'rp.user@example.com';
  const redirect = 'http://127.0.0.1:9/callback';

  before(async () => {
    await site().app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(site().app.server.address() as AddressInfo).port}`;
    // 127.0.0.1 does not name the site (default_site answers it), so the issuer comes from host_name,
    // as on any deployment whose public name is not the site's folder name.
    const file = path.join(site().sitesDir, site().site, 'site_config.json');
    fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), host_name: base }));
    (await runtimeOf(site())).reloadConfig();
    await site().addUser(user, ['System Manager'], { new_password: PASSWORD, first_name: 'Relying', last_name: 'Party' });
    const login = await fetch(`${base}/api/method/login`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ usr: user, pwd: PASSWORD }) });
    assert.equal(login.status, 200);
    sid = /sid=([0-9a-f]{56})/.exec(login.headers.getSetCookie().join(';'))![1];
  });

  async function configure(client: Client, auth?: oidc.ClientAuth): Promise<oidc.Configuration> {
    return oidc.discovery(new URL(base), client.id, { client_secret: client.secret, id_token_signed_response_alg: client.data.id_token_signed_response_alg }, auth, { execute: [oidc.allowInsecureRequests] });
  }

  /** The browser's part: authorize with the session cookie, Allow on the consent page when asked; answers the callback URL. */
  async function browse(url: URL, action: 'allow' | 'deny' = 'allow'): Promise<URL> {
    let r = await fetch(url, { headers: { cookie: `sid=${sid}` }, redirect: 'manual' });
    if (r.status === 200) {
      const html = await r.text();
      const form = new URLSearchParams();
      for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) form.set(m[1], m[2].replace(/&amp;/g, '&'));
      form.set('action', action);
      r = await fetch(`${base}/api/method/svc.integrations.oauth2.approve`, { method: 'POST', headers: { cookie: `sid=${sid}`, 'content-type': 'application/x-www-form-urlencoded' }, body: form, redirect: 'manual' });
    }
    assert.ok(r.status === 302 || r.status === 303, `status ${r.status}`);
    return new URL(r.headers.get('location')!);
  }

  it('discovers the provider, runs the code flow with PKCE and verifies the HS256 id_token with jose', async () => {
    const client = await registerClient(site(), { redirect_uris: redirect, default_redirect_uri: redirect });
    const config = await configure(client);
    assert.equal(config.serverMetadata().issuer, base);
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(config, { redirect_uri: redirect, scope: 'openid all', code_challenge: await oidc.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256', state, nonce });
    const tokens = await oidc.authorizationCodeGrant(config, await browse(url), { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce });
    assert.equal(tokens.token_type.toLowerCase(), 'bearer');
    const claims = tokens.claims()!;
    assert.equal(claims.sub, user);
    assert.equal(claims.iss, base);
    const { payload } = await jwtVerify(tokens.id_token!, new TextEncoder().encode(client.secret), { issuer: base, audience: client.id, algorithms: ['HS256'] });
    assert.equal(payload.email, user);
    assert.equal(payload.nonce, nonce);

    const info = await oidc.fetchUserInfo(config, tokens.access_token, user);
    assert.equal(info.given_name, 'Relying');
    assert.equal(info.email, user);

    const active = await oidc.tokenIntrospection(config, tokens.access_token);
    assert.equal(active.active, true);
    assert.equal(active.client_id, client.id);

    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    assert.notEqual(refreshed.access_token, tokens.access_token);
    assert.equal((await oidc.tokenIntrospection(config, tokens.access_token)).active, false, 'rotation revoked the old access token');

    await oidc.tokenRevocation(config, refreshed.refresh_token!);
    assert.equal((await oidc.tokenIntrospection(config, refreshed.access_token)).active, false, 'revoking the refresh token revoked its access token');
    await assert.rejects(oidc.fetchUserInfo(config, refreshed.access_token, user));
  });

  it('works with client_secret_basic', async () => {
    const client = await registerClient(site(), { redirect_uris: redirect, default_redirect_uri: redirect, skip_authorization: 1 });
    const config = await configure(client, oidc.ClientSecretBasic(client.secret));
    const verifier = oidc.randomPKCECodeVerifier();
    const url = oidc.buildAuthorizationUrl(config, { redirect_uri: redirect, scope: 'openid all', code_challenge: await oidc.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256' });
    const tokens = await oidc.authorizationCodeGrant(config, await browse(url), { pkceCodeVerifier: verifier });
    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    assert.ok(refreshed.access_token);
  });

  it('serves a public client with RS256 id_tokens verifiable through jwks_uri', async () => {
    const client = await registerClient(site(), { redirect_uris: redirect, default_redirect_uri: redirect, token_endpoint_auth_method: 'none', skip_authorization: 1 });
    const config = await oidc.discovery(new URL(base), client.id, { id_token_signed_response_alg: 'RS256' }, oidc.None(), { execute: [oidc.allowInsecureRequests] });
    const verifier = oidc.randomPKCECodeVerifier();
    const url = oidc.buildAuthorizationUrl(config, { redirect_uri: redirect, scope: 'openid', code_challenge: await oidc.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256' });
    const tokens = await oidc.authorizationCodeGrant(config, await browse(url), { pkceCodeVerifier: verifier });
    const jwks = createRemoteJWKSet(new URL(config.serverMetadata().jwks_uri!));
    const { payload, protectedHeader } = await jwtVerify(tokens.id_token!, jwks, { issuer: base, audience: client.id });
    assert.equal(protectedHeader.alg, 'RS256');
    assert.equal(payload.sub, user);
  });

  it('surfaces a denial as access_denied with the state checked', async () => {
    const client = await registerClient(site(), { redirect_uris: redirect, default_redirect_uri: redirect });
    const config = await configure(client);
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const url = oidc.buildAuthorizationUrl(config, { redirect_uri: redirect, scope: 'openid all', code_challenge: await oidc.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256', state });
    const callback = await browse(url, 'deny');
    await assert.rejects(oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state }), (err: any) => err.error === 'access_denied');
  });
});
