import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { req } from '../helpers/sessions.ts';
import { makeRole } from '../helpers/users.ts';
import { loggedInUser, obtainCode, PROFILE, REDIRECT, registerClient, tokenRequest, tokensFor, VERIFIER, type Client } from './oauth-fixture.ts';

const CLIENTS = '/api/resource/OAuth Client';

/**
 * Code exchange and refresh issue tokens only for what still holds when they run: a user who lost
 * every allowed role of the client gets invalid_grant, and the tokens carry only the granted scopes
 * the client still has (the rules Bearer auth applies on every request).
 */
perDialect('OAuth grants re-check the client’s roles and scopes', (site) => {
  const ROLE = 'OAuth Grant Probe';
  before(async () => {
    await makeRole(site(), ROLE, 1);
  });
  const admin = () => ({ authorization: site().adminAuth });
  const putClient = async (client: Client, json: Record<string, unknown>) => {
    const r = await req(site(), { method: 'PUT', url: `${CLIENTS}/${client.id}`, json, headers: admin() });
    assert.equal(r.status, 200, r.body);
  };
  const exchange = (client: Client, code: string) => tokenRequest(site(), client, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: VERIFIER });
  const refresh = (client: Client, token: string, scope?: string) => tokenRequest(site(), client, { grant_type: 'refresh_token', refresh_token: token, ...(scope ? { scope } : {}) });

  /** A client that only holders of ROLE may use, and a user holding ROLE, logged in. */
  async function roleBound(): Promise<{ client: Client; sid: string; user: string }> {
    const client = await registerClient(site(), { skip_authorization: 1, allowed_roles: [{ role: ROLE }] });
    const u = await loggedInUser(site(), [ROLE]);
    return { client, ...u };
  }

  const loseRole = (client: Client) => putClient(client, { allowed_roles: [{ role: 'System Manager' }] });

  it('refuses a code exchange once the user holds none of the client’s allowed roles, issuing nothing', async () => {
    const { client, sid } = await roleBound();
    const code = await obtainCode(site(), sid, client);
    await loseRole(client);
    const r = await exchange(client, code);
    assert.equal(r.status, 400, r.body);
    assert.equal(r.json.error, 'invalid_grant');
    assert.equal(r.json.access_token, undefined);
    await putClient(client, { allowed_roles: [{ role: ROLE }] });
    assert.equal((await exchange(client, code)).json.error, 'invalid_grant', 'the refused code is spent');
  });

  it('refuses a refresh once the user holds none of the client’s allowed roles, and keeps the token for when the role is back', async () => {
    const { client, sid } = await roleBound();
    const t = await tokensFor(site(), sid, client);
    await loseRole(client);
    const r = await refresh(client, t.refresh_token);
    assert.equal(r.status, 400, r.body);
    assert.equal(r.json.error, 'invalid_grant');
    await putClient(client, { allowed_roles: [{ role: ROLE }] });
    assert.equal((await refresh(client, t.refresh_token)).status, 200, 'nothing was rotated by the refusal');
  });

  it('issues only the granted scopes the client still has, on code exchange and on refresh', async () => {
    const { client, sid } = await roleBound();
    const code = await obtainCode(site(), sid, client);
    const t = await tokensFor(site(), sid, client);
    await putClient(client, { scopes: 'openid' });
    const exchanged = await exchange(client, code);
    assert.equal(exchanged.status, 200, exchanged.body);
    assert.equal(exchanged.json.scope, 'openid');
    const refreshed = await refresh(client, t.refresh_token);
    assert.equal(refreshed.status, 200, refreshed.body);
    assert.equal(refreshed.json.scope, 'openid');
    const api = await req(site(), { url: '/api/resource/ToDo', headers: { authorization: `Bearer ${refreshed.json.access_token}` } });
    assert.equal(api.status, 403, 'without `all` the token reads the profile only');
    assert.equal((await req(site(), { url: PROFILE, headers: { authorization: `Bearer ${refreshed.json.access_token}` } })).status, 200);
  });

  it('refuses with invalid_grant when the client has none of the granted scopes left', async () => {
    const { client, sid } = await roleBound();
    const code = await obtainCode(site(), sid, client, { scope: 'all' });
    const t = await tokensFor(site(), sid, client, { scope: 'all' });
    await putClient(client, { scopes: 'openid' });
    for (const r of [await exchange(client, code), await refresh(client, t.refresh_token)]) {
      assert.equal(r.status, 400, r.body);
      assert.equal(r.json.error, 'invalid_grant');
      assert.equal(r.json.access_token, undefined);
    }
  });
});
