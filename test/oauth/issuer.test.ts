import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { decodeJwt } from 'jose';
import { perDialect } from '../helpers/per-dialect.ts';
import { req } from '../helpers/sessions.ts';
import { assertErrorEnvelope } from '../helpers/users.ts';
import { INTROSPECT, loggedInUser, PROFILE, registerClient, tokensFor, type Client } from './oauth-fixture.ts';

const DISCOVERY = '/.well-known/openid-configuration';

/**
 * Without host_name the issuer is the origin the request came in on, as Frappe's get_url() makes
 * it (issue 14 part 1): the client's Host with its port, whichever site it chose; forwarding headers
 * only from trusted_proxies (test/clients/openid-issuer.test.ts). Caches key on Host.
 */
perDialect('OAuth issuer without host_name', (site) => {
  const cases: Array<[string, Record<string, string>, string]> = [
    ['the Host that chose the site', { host: 'test.localhost' }, 'http://test.localhost'],
    ['the Host that chose the site, with a port', { host: 'test.localhost:8000' }, 'http://test.localhost:8000'],
    ['a Host that chose nothing (default_site answered)', { host: '127.0.0.1:8000' }, 'http://127.0.0.1:8000'],
    ['a Host beside X-Frappe-Site-Name', { host: 'intranet.example', 'x-frappe-site-name': 'test.localhost' }, 'http://intranet.example'],
    ['X-Forwarded-Host from a client that is no trusted proxy', { host: 'test.localhost', 'x-forwarded-host': 'evil.example' }, 'http://test.localhost'],
    ['X-Forwarded-Proto from a client that is no trusted proxy', { host: 'test.localhost', 'x-forwarded-proto': 'https' }, 'http://test.localhost'],
  ];
  for (const [name, headers, issuer] of cases) {
    it(`publishes ${issuer} for ${name}, keyed by Host for caches`, async () => {
      const r = await req(site(), { url: DISCOVERY, headers });
      assert.equal(r.status, 200, r.body);
      assert.equal(r.json.issuer, issuer);
      assert.ok(r.json.token_endpoint.startsWith(`${issuer}/`));
      assert.equal(r.headers.vary, 'Host, X-Frappe-Site-Name');
    });
  }

  it('id_tokens and user info name the origin their own request came in on', async () => {
    const client = await registerClient(site(), { skip_authorization: 1 });
    const { sid } = await loggedInUser(site());
    const t = await tokensFor(site(), sid, client);
    assert.equal(decodeJwt(t.id_token).iss, 'http://localhost', "inject's Host is localhost:80");
    const profile = await req(site(), { url: PROFILE, headers: { authorization: `Bearer ${t.access_token}`, host: 'test.localhost:8000' } });
    assert.equal(profile.json.iss, 'http://test.localhost:8000');
  });
});

/** A host_name without a scheme means https; token, user info and introspection work with it (no 500). */
perDialect('OAuth issuer from a host_name without scheme', (site) => {
  let client: Client;
  let sid: string;
  let user: string;
  before(async () => {
    client = await registerClient(site(), { skip_authorization: 1 });
    ({ sid, user } = await loggedInUser(site()));
    const r = await req(site(), { method: 'PUT', url: `/api/resource/User/${encodeURIComponent(user)}`, json: { user_image: '/files/ada.png' }, headers: { authorization: site().adminAuth } });
    assert.equal(r.status, 200, r.body);
  });

  it('uses https://<host_name> in discovery, id_tokens, user info and introspection', async () => {
    const d = await req(site(), { url: DISCOVERY, headers: { host: 'evil.example' } });
    assert.equal(d.json.issuer, 'https://erp.example.com');
    assert.equal(d.json.authorization_endpoint, 'https://erp.example.com/api/method/svc.integrations.oauth2.authorize');
    const t = await tokensFor(site(), sid, client);
    assert.equal(decodeJwt(t.id_token).iss, 'https://erp.example.com');
    assert.equal(decodeJwt(t.id_token).picture, 'https://erp.example.com/files/ada.png');
    const profile = await req(site(), { url: PROFILE, headers: { authorization: `Bearer ${t.access_token}` } });
    assert.equal(profile.status, 200, profile.body);
    assert.equal(profile.json.iss, 'https://erp.example.com');
    const intro = await req(site(), { method: 'POST', url: INTROSPECT, form: { token: t.access_token } });
    assert.equal(intro.status, 200, intro.body);
    assert.equal(intro.json.picture, 'https://erp.example.com/files/ada.png');
  });

  it('answers a user_image that cannot become a URL with picture null, not a 500', async () => {
    const u = await loggedInUser(site());
    const put = await req(site(), { method: 'PUT', url: `/api/resource/User/${encodeURIComponent(u.user)}`, json: { user_image: '//[' }, headers: { authorization: site().adminAuth } });
    assert.equal(put.status, 200, put.body);
    const profile = await req(site(), { url: PROFILE, sid: u.sid });
    assert.equal(profile.status, 200, profile.body);
    assert.equal(profile.json.picture, null);
  });
}, { siteConfig: { host_name: 'erp.example.com' } });

/** A host_name that is no URL is the operator's mistake: 417 ValidationError naming it, never a 500. */
perDialect('OAuth issuer from a broken host_name', (site) => {
  it('answers 417 on discovery, token and user info', async () => {
    const { sid } = await loggedInUser(site());
    const client = await registerClient(site(), { skip_authorization: 1 });
    for (const r of [
      await req(site(), { url: DISCOVERY }),
      await req(site(), { url: PROFILE, sid }),
      await req(site(), { method: 'POST', url: '/api/method/svc.integrations.oauth2.get_token', form: { client_id: client.id, client_secret: client.secret, grant_type: 'refresh_token', refresh_token: 'x' } }),
    ]) {
      assert.equal(r.status, 417, r.body.slice(0, 300));
      assertErrorEnvelope(r.json, 'ValidationError');
      assert.match(r.body, /host_name/);
    }
  });
}, { siteConfig: { host_name: 'not a host' } });
