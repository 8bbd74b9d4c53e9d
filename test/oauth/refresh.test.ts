import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { jwtVerify } from 'jose';
import { perDialect } from '../helpers/per-dialect.ts';
import fs from 'node:fs';
import path from 'node:path';
import { req } from '../helpers/sessions.ts';
import { runtimeOf } from '../helpers/users.ts';
import { basic, loggedInUser, PROFILE, registerClient, TOKEN, tokenRequest, tokensFor, type Client } from './oauth-fixture.ts';

perDialect('OAuth get_token: refresh_token (docs/DECISIONS.md D23)', (site) => {
  let client: Client;
  let other: Client;
  let sid: string;
  before(async () => {
    client = await registerClient(site());
    other = await registerClient(site(), { app_name: 'Other' });
    ({ sid } = await loggedInUser(site()));
  });
  const profileStatus = async (access: string) => (await req(site(), { url: PROFILE, headers: { authorization: `Bearer ${access}` } })).status;

  it('rotates: a new pair with an id_token, the old pair revoked', async () => {
    const first = await tokensFor(site(), sid, client);
    const r = await tokenRequest(site(), client, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    assert.equal(r.status, 200, r.body);
    assert.equal(r.headers['cache-control'], 'no-store');
    assert.notEqual(r.json.access_token, first.access_token);
    assert.notEqual(r.json.refresh_token, first.refresh_token);
    assert.equal(r.json.scope, 'openid all');
    await jwtVerify(r.json.id_token, new TextEncoder().encode(client.secret), { audience: client.id });
    assert.equal(await profileStatus(first.access_token), 401, 'the rotated access token is revoked');
    assert.equal(await profileStatus(r.json.access_token), 200);
  });

  it('revokes the whole chain when a rotated refresh token comes back', async () => {
    const first = await tokensFor(site(), sid, client);
    const second = (await tokenRequest(site(), client, { grant_type: 'refresh_token', refresh_token: first.refresh_token })).json;
    const third = (await tokenRequest(site(), client, { grant_type: 'refresh_token', refresh_token: second.refresh_token })).json;
    assert.equal(await profileStatus(third.access_token), 200);
    const reuse = await tokenRequest(site(), client, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    assert.equal(reuse.status, 400);
    assert.equal(reuse.json.error, 'invalid_grant');
    assert.equal(await profileStatus(third.access_token), 401, 'the newest access token of the chain is revoked too');
    assert.equal((await tokenRequest(site(), client, { grant_type: 'refresh_token', refresh_token: third.refresh_token })).json.error, 'invalid_grant');
  });

  it('narrows the scope on request, and refuses a wider one', async () => {
    const first = await tokensFor(site(), sid, client);
    const wider = await tokenRequest(site(), client, { grant_type: 'refresh_token', refresh_token: first.refresh_token, scope: 'openid all admin' });
    assert.equal(wider.status, 400);
    assert.equal(wider.json.error, 'invalid_scope');
    const narrow = await tokenRequest(site(), client, { grant_type: 'refresh_token', refresh_token: first.refresh_token, scope: 'all' });
    assert.equal(narrow.status, 200, narrow.body);
    assert.equal(narrow.json.scope, 'all');
    assert.equal(narrow.json.id_token, undefined, 'no id_token without openid');
  });

  it('works with client_secret_basic', async () => {
    const first = await tokensFor(site(), sid, client);
    const r = await req(site(), { method: 'POST', url: TOKEN, form: { grant_type: 'refresh_token', refresh_token: first.refresh_token }, headers: { authorization: basic(client.id, client.secret) } });
    assert.equal(r.status, 200, r.body);
  });

  const bad: Array<[string, (t: any) => Record<string, string>, 'own' | 'other', number, string]> = [
    ['another client’s refresh token', (t) => ({ grant_type: 'refresh_token', refresh_token: t.refresh_token }), 'other', 400, 'invalid_grant'],
    ['an unknown refresh token', () => ({ grant_type: 'refresh_token', refresh_token: 'nope' }), 'own', 400, 'invalid_grant'],
    ['an access token as refresh token', (t) => ({ grant_type: 'refresh_token', refresh_token: t.access_token }), 'own', 400, 'invalid_grant'],
    ['no refresh token', () => ({ grant_type: 'refresh_token' }), 'own', 400, 'invalid_request'],
  ];
  for (const [name, form, as, status, error] of bad) {
    it(`answers ${name} with ${status} ${error}, and the token stays usable`, async () => {
      const t = await tokensFor(site(), sid, client);
      const r = await tokenRequest(site(), as === 'own' ? client : other, form(t));
      assert.equal(r.status, status, r.body);
      assert.equal(r.json.error, error);
      assert.equal(await profileStatus(t.access_token), 200);
      assert.equal((await tokenRequest(site(), client, { grant_type: 'refresh_token', refresh_token: t.refresh_token })).status, 200);
    });
  }

  it('never leaves a token Active when one refresh token is presented twice at once (docs/DECISIONS.md D23)', async () => {
    for (let round = 0; round < 4; round++) {
      const t = await tokensFor(site(), sid, client);
      const answers = await Promise.all([0, 1, 2].map(() => tokenRequest(site(), client, { grant_type: 'refresh_token', refresh_token: t.refresh_token })));
      const issued = answers.filter((r) => r.status === 200);
      assert.ok(issued.length <= 1, 'one rotation at most');
      for (const r of answers.filter((x) => x.status !== 200)) assert.equal(r.json.error, 'invalid_grant');
      // A second presentation is reuse: the whole chain is revoked, the new pair included, wherever it fell.
      for (const r of issued) assert.equal(await profileStatus(r.json.access_token), 401, `round ${round}`);
      assert.equal(await profileStatus(t.access_token), 401);
    }
  });

  it('refuses to refresh for a user who was disabled', async () => {
    const u = await loggedInUser(site());
    const t = await tokensFor(site(), u.sid, client);
    const off = await req(site(), { method: 'PUT', url: `/api/resource/User/${encodeURIComponent(u.user)}`, json: { enabled: 0 }, headers: { authorization: site().adminAuth } });
    assert.equal(off.status, 200, off.body);
    assert.equal(await profileStatus(t.access_token), 401, 'a disabled user’s Bearer token is refused');
    const r = await tokenRequest(site(), client, { grant_type: 'refresh_token', refresh_token: t.refresh_token });
    assert.equal(r.json.error, 'invalid_grant');
  });
});

/**
 * A refresh whose issuance fails (here: an RS256 id_token on a site that lost its encryption_key)
 * answers the error and leaves the presented refresh token usable: the old pair is retired only in
 * the transaction that stores the new one.
 */
perDialect('OAuth refresh whose issuance fails', (site) => {
  it('keeps the old refresh token usable', async () => {
    const client = await registerClient(site(), { skip_authorization: 1 });
    const { sid } = await loggedInUser(site());
    const first = await tokensFor(site(), sid, client);
    // The client becomes public, so its id_tokens need the site's RS256 key, which this site has never made.
    const put = await req(site(), { method: 'PUT', url: `/api/resource/OAuth Client/${client.id}`, json: { token_endpoint_auth_method: 'none' }, headers: { authorization: site().adminAuth } });
    assert.equal(put.status, 200, put.body);
    const file = path.join(site().sitesDir, site().site, 'site_config.json');
    const original = fs.readFileSync(file, 'utf8');
    const runtime = await runtimeOf(site());
    const refresh = () => req(site(), { method: 'POST', url: TOKEN, form: { client_id: client.id, grant_type: 'refresh_token', refresh_token: first.refresh_token } });
    try {
      fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(original), encryption_key: null }));
      runtime.reloadConfig();
      const failed = await refresh();
      assert.equal(failed.status, 417, failed.body.slice(0, 300));
      assert.match(failed.body, /no encryption_key/);
    } finally {
      fs.writeFileSync(file, original);
      runtime.reloadConfig();
    }
    assert.equal((await req(site(), { url: PROFILE, headers: { authorization: `Bearer ${first.access_token}` } })).status, 200, 'the old access token still works');
    const again = await refresh();
    assert.equal(again.status, 200, again.body.slice(0, 300));
    assert.ok(again.json.id_token);
  });
});
