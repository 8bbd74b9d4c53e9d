import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { sha256Hex } from '../../src/crypto/timing-safe.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { req } from '../helpers/sessions.ts';
import { assertErrorEnvelope } from '../helpers/users.ts';
import { APPROVE, authorizeUrl, CHALLENGE, consentFields, locationQuery, loggedInUser, REDIRECT, registerClient, TOKEN, VERIFIER, type Client } from './oauth-fixture.ts';

const MESSAGE = /no encryption_key in site_config\.json/;

/** A site whose config lost its encryption_key cannot sign RS256 id_tokens: it says so (417), never a 500. */
perDialect('OAuth on a site without encryption_key', (site) => {
  let client: Client;
  let sid: string;
  before(async () => {
    client = await registerClient(site(), { app_name: 'SPA', token_endpoint_auth_method: 'none' });
    ({ sid } = await loggedInUser(site()));
  });

  function assertNoKeyError(r: { status: number; json: any; body: string }): void {
    assert.equal(r.status, 417, r.body.slice(0, 300));
    assertErrorEnvelope(r.json, 'ValidationError');
    assert.match(r.body, MESSAGE);
  }

  it('answers the JWKS with a clear ValidationError', async () => {
    for (const ns of ['svc', 'frappe']) assertNoKeyError(await req(site(), { url: `/api/method/${ns}.integrations.oauth2.jwks` }));
  });

  it('refuses an RS256 id_token with a clear ValidationError and keeps no token', async () => {
    const params = { client_id: client.id, response_type: 'code', redirect_uri: REDIRECT, scope: 'openid all', code_challenge: CHALLENGE, code_challenge_method: 'S256' };
    const page = await req(site(), { url: authorizeUrl(params), sid });
    const approved = await req(site(), { method: 'POST', url: APPROVE, sid, form: { ...consentFields(page.body), action: 'allow' } });
    const code = locationQuery(approved).get('code')!;
    const r = await req(site(), { method: 'POST', url: TOKEN, form: { grant_type: 'authorization_code', client_id: client.id, code, redirect_uri: REDIRECT, code_verifier: VERIFIER } });
    assertNoKeyError(r);
    const kept = await req(site(), { url: `/api/resource/OAuth Bearer Token?filters=${encodeURIComponent(JSON.stringify([['client', '=', client.id]]))}`, headers: { authorization: site().adminAuth } });
    assert.equal(kept.status, 200, kept.body);
    assert.deepEqual(kept.json.data, []);
    const codes = await req(site(), { url: `/api/resource/OAuth Authorization Code?fields=${encodeURIComponent('["validity"]')}&filters=${encodeURIComponent(JSON.stringify([['authorization_code', '=', sha256Hex(code)]]))}`, headers: { authorization: site().adminAuth } });
    assert.deepEqual(codes.json.data, [{ validity: 'Valid' }], 'the code is not spent: it works once the site can sign again');
  });
}, { siteConfig: { encryption_key: null } });
