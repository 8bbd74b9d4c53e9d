import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { before, it } from 'node:test';
import * as oidc from 'openid-client';
import { perDialect } from '../helpers/per-dialect.ts';
import { runtimeOf, setSiteConfig } from '../helpers/users.ts';
import { registerClient } from '../oauth/oauth-fixture.ts';

const PASSWORD = 'Issuer-client-42';

/**
 * Issue 14 part 1: with no host_name, the issuer is the origin the client used, port included, so
 * openid-client's discovery (which requires issuer == the URL it fetched) works on a default
 * install: the default site reached by 127.0.0.1:<port>, and a site reached by its own name.
 */
perDialect('OpenID issuer without host_name, with the real openid-client', (site) => {
  let port = 0;
  let sid = '';
  const user = 'issuer.user@example.com';
  const redirect = 'http://127.0.0.1:9/callback';

  before(async () => {
    await site().app.listen({ port: 0, host: '127.0.0.1' });
    port = (site().app.server.address() as AddressInfo).port;
    assert.equal((await runtimeOf(site())).config.host_name, undefined, 'no host_name on this site');
    await site().addUser(user, ['System Manager'], { new_password: PASSWORD });
    const login = await fetch(`http://127.0.0.1:${port}/api/method/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ usr: user, pwd: PASSWORD }) });
    sid = /sid=([0-9a-f]{56})/.exec(login.headers.getSetCookie().join(';'))![1];
  });

  /** fetch that connects to this server but sends `host` as the Host header (no DNS names the test site). */
  function fetchAs(host: string): oidc.CustomFetch {
    return (url, options) =>
      new Promise((resolve, reject) => {
        const target = new URL(url);
        const headers: Record<string, string> = { ...Object.fromEntries(new Headers(options.headers as HeadersInit).entries()), host };
        const req = http.request({ host: '127.0.0.1', port, method: options.method, path: target.pathname + target.search, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            const out = new Headers();
            for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') out.set(k, v);
            resolve(new Response(res.statusCode === 204 ? null : Buffer.concat(chunks), { status: res.statusCode, headers: out }));
          });
        });
        req.on('error', reject);
        if (options.body) req.end(typeof options.body === 'string' ? options.body : Buffer.from(String(options.body)));
        else req.end();
      });
  }

  const cases = [
    { name: 'the default site reached by 127.0.0.1 and its port', host: () => `127.0.0.1:${port}` },
    { name: 'a site reached by its own name and port', host: () => `${site().site}:${port}` },
  ];
  for (const c of cases) {
    it(`discovery, the code flow and the id_token's iss all name ${c.name}`, async () => {
      const base = `http://${c.host()}`;
      const client = await registerClient(site(), { redirect_uris: redirect, default_redirect_uri: redirect });
      const customFetch = fetchAs(c.host());
      const config = await oidc.discovery(new URL(base), client.id, client.secret, undefined, { execute: [oidc.allowInsecureRequests], [oidc.customFetch]: customFetch });
      config[oidc.customFetch] = customFetch;
      const meta = config.serverMetadata();
      assert.equal(meta.issuer, base);
      for (const key of ['authorization_endpoint', 'token_endpoint', 'userinfo_endpoint', 'jwks_uri'] as const) assert.ok(String(meta[key]).startsWith(`${base}/api/method/`), `${key}: ${meta[key]}`);

      const verifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const url = oidc.buildAuthorizationUrl(config, { redirect_uri: redirect, scope: 'openid all', code_challenge: await oidc.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256', state });
      let r = await customFetch(url.href, { method: 'GET', headers: { cookie: `sid=${sid}` }, redirect: 'manual' } as never);
      if (r.status === 200) {
        const html = await r.text();
        const form = new URLSearchParams();
        for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) form.set(m[1], m[2].replace(/&amp;/g, '&'));
        form.set('action', 'allow');
        r = await customFetch(`${base}/api/method/svc.integrations.oauth2.approve`, { method: 'POST', headers: { cookie: `sid=${sid}`, 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString(), redirect: 'manual' } as never);
      }
      assert.ok(r.status === 302 || r.status === 303, `status ${r.status}`);
      const tokens = await oidc.authorizationCodeGrant(config, new URL(r.headers.get('location')!), { pkceCodeVerifier: verifier, expectedState: state });
      assert.equal(tokens.claims()!.iss, base, 'openid-client checked iss against discovery; it is the same origin');
      const info = await oidc.fetchUserInfo(config, tokens.access_token, user);
      assert.equal(info.sub, user);
    });
  }

  it('X-Forwarded-Proto and X-Forwarded-Host count only from trusted_proxies', async () => {
    const forwarded = { host: `127.0.0.1:${port}`, 'x-forwarded-proto': 'https', 'x-forwarded-host': 'erp.example.com, inner.proxy' };
    const issuer = async () => (await site().app.inject({ method: 'GET', url: '/.well-known/openid-configuration', headers: forwarded })).json().issuer;
    assert.equal(await issuer(), `http://127.0.0.1:${port}`, 'a direct client cannot choose the issuer');
    // In the file too: the live config is re-read from it once a second, and a re-read must find the same.
    await setSiteConfig(site(), { trusted_proxies: ['127.0.0.1'] });
    try {
      assert.equal(await issuer(), 'https://erp.example.com', 'the proxy in front says what the client used');
      await setSiteConfig(site(), { host_name: 'https://public.example.com' });
      assert.equal(await issuer(), 'https://public.example.com', 'host_name wins over everything');
    } finally {
      await setSiteConfig(site(), { trusted_proxies: null, host_name: null });
    }
  });

  it('a Host that is no host[:port] is not used: the site name stands in', async () => {
    const res = await site().app.inject({ method: 'GET', url: '/.well-known/openid-configuration', headers: { host: 'evil.example/path' } });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().issuer, `http://${site().site}`);
  });
});
