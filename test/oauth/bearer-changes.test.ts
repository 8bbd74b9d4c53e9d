import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { hashToken } from '../../src/oauth/issue-tokens.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { req } from '../helpers/sessions.ts';
import { makeRole, runtimeOf } from '../helpers/users.ts';
import { loggedInUser, PROFILE, registerClient, tokensFor, type Client } from './oauth-fixture.ts';

const TOKENS = '/api/resource/OAuth Bearer Token';
const CLIENTS = '/api/resource/OAuth Client';

/**
 * Changes made through the resource API (a System Manager revoking a token, editing a client)
 * apply to Bearer tokens at once, even to tokens this process has just verified and cached.
 */
perDialect('OAuth Bearer tokens after changes through the resource API', (site) => {
  let sid: string;
  before(async () => {
    ({ sid } = await loggedInUser(site()));
  });
  const admin = () => ({ authorization: site().adminAuth });
  const asBearer = (token: string, url = '/api/resource/ToDo') => req(site(), { url, headers: { authorization: `Bearer ${token}` } });

  /** The OAuth Bearer Token record of an access token. */
  async function tokenName(accessToken: string): Promise<string> {
    const filters = JSON.stringify([['access_token', '=', hashToken(accessToken)]]);
    const r = await req(site(), { url: `${TOKENS}?filters=${encodeURIComponent(filters)}`, headers: admin() });
    assert.equal(r.status, 200, r.body);
    assert.equal(r.json.data.length, 1);
    return r.json.data[0].name;
  }

  /** A client and a token of it that has just worked (so its record is cached). */
  async function usedToken(doc: Record<string, unknown> = {}): Promise<{ client: Client; token: string }> {
    const client = await registerClient(site(), doc);
    const token = (await tokensFor(site(), sid, client)).access_token;
    assert.equal((await asBearer(token)).status, 200);
    return { client, token };
  }

  const tokenChanges: Array<[string, (name: string) => Parameters<typeof req>[1]]> = [
    ['set to Revoked', (name) => ({ method: 'PUT', url: `${TOKENS}/${name}`, json: { status: 'Revoked' }, headers: admin() })],
    ['deleted', (name) => ({ method: 'DELETE', url: `${TOKENS}/${name}`, headers: admin() })],
  ];
  for (const [change, request] of tokenChanges) {
    it(`refuses a token ${change} through the resource API at once (401)`, async () => {
      const { token } = await usedToken();
      const r = await req(site(), request(await tokenName(token)));
      assert.ok(r.status === 200 || r.status === 202, r.body);
      const after = await asBearer(token);
      assert.equal(after.status, 401, after.body.slice(0, 200));
      assert.equal(after.json.exc_type, 'AuthenticationError');
    });
  }

  it('narrows a token to its client’s new scopes at once: without `all` only the profile is served', async () => {
    const { client, token } = await usedToken();
    const r = await req(site(), { method: 'PUT', url: `${CLIENTS}/${client.id}`, json: { scopes: 'openid' }, headers: admin() });
    assert.equal(r.status, 200, r.body);
    assert.equal((await asBearer(token)).status, 403);
    assert.equal((await asBearer(token, PROFILE)).status, 200);
  });

  it('refuses a token at once when its client no longer allows any of the user’s roles (401)', async () => {
    await makeRole(site(), 'OAuth Change Probe', 1);
    const { client, token } = await usedToken();
    const r = await req(site(), { method: 'PUT', url: `${CLIENTS}/${client.id}`, json: { allowed_roles: [{ role: 'OAuth Change Probe' }] }, headers: admin() });
    assert.equal(r.status, 200, r.body);
    assert.equal((await asBearer(token)).status, 401);
  });

  it('keeps a client that still has tokens (LinkExistsError), so no token outlives its client', async () => {
    const { client, token } = await usedToken();
    const r = await req(site(), { method: 'DELETE', url: `${CLIENTS}/${client.id}`, headers: admin() });
    assert.equal(r.status, 417, r.body);
    assert.equal(r.json.exc_type, 'LinkExistsError');
    assert.equal((await asBearer(token)).status, 200);
  });

  it('never caches an unknown Bearer string with the site’s credentials (random strings cannot flush them)', async () => {
    const unknown = 'not-a-token-'.repeat(4);
    assert.equal((await asBearer(unknown)).status, 401);
    const runtime = await runtimeOf(site());
    assert.equal(runtime.credentials.get(`bearer:${hashToken(unknown)}`), undefined);
  });
});
