import assert from 'node:assert/strict';
import { s256Challenge } from '../../src/oauth/pkce.ts';
import { addLoginUser, insertAs } from '../helpers/users.ts';
import { jsonLogin, req, type Req, type Sent } from '../helpers/sessions.ts';
import type { TestSite } from '../helpers/test-site.ts';

export const REDIRECT = 'https://app.example.com/cb';
export const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
export const CHALLENGE = s256Challenge(VERIFIER);
export const AUTHORIZE = '/api/method/svc.integrations.oauth2.authorize';
export const APPROVE = '/api/method/svc.integrations.oauth2.approve';
export const TOKEN = '/api/method/svc.integrations.oauth2.get_token';
export const INTROSPECT = '/api/method/svc.integrations.oauth2.introspect_token';
export const REVOKE = '/api/method/svc.integrations.oauth2.revoke_token';
export const PROFILE = '/api/method/svc.integrations.oauth2.openid_profile';

export interface Client {
  id: string;
  secret: string;
  data: any;
}

/** Registers an OAuth Client through the resource API as Administrator. */
export async function registerClient(site: TestSite, doc: Record<string, unknown> = {}): Promise<Client> {
  const data = await insertAs(site, site.adminAuth, 'OAuth Client', { app_name: 'Test App', redirect_uris: `${REDIRECT} https://app.example.com/other`, default_redirect_uri: REDIRECT, scopes: 'all openid', ...doc });
  return { id: data.client_id, secret: data.client_secret, data };
}

let users = 0;
/** A new System User with a password, logged in through the JSON API: its name and sid. */
export async function loggedInUser(site: TestSite, roles = ['System Manager']): Promise<{ user: string; sid: string }> {
  const user = `oauth.user${++users}.${Date.now()}@example.com`;
  await addLoginUser(site, user, roles, 'Secret-pass-42', { first_name: 'Ada', last_name: 'Lovelace' });
  return { user, sid: await jsonLogin(site, user, 'Secret-pass-42') };
}

export function authorizeUrl(params: Record<string, string>): string {
  return `${AUTHORIZE}?${new URLSearchParams(params)}`;
}

/** The query of a redirect's Location. */
export function locationQuery(r: Sent): URLSearchParams {
  const location = String(r.headers.location ?? '');
  assert.ok(location, `a redirect, got ${r.status} ${r.body.slice(0, 300)}`);
  return new URL(location, 'http://local').searchParams;
}

/** The hidden fields of the consent form. */
export function consentFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields[m[1]] = m[2].replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;/g, "'");
  return fields;
}

/**
 * Runs authorize as the session user, pressing Allow on the consent page when it shows; answers
 * the code. `via` sets where the browser's requests come from (remoteAddress, forwarding headers).
 */
export async function obtainCode(site: TestSite, sid: string, client: Client, extra: Record<string, string> = {}, via: Partial<Req> = {}): Promise<string> {
  const params = { client_id: client.id, response_type: 'code', redirect_uri: REDIRECT, scope: 'openid all', state: 'st-1', code_challenge: CHALLENGE, code_challenge_method: 'S256', ...extra };
  let r = await req(site, { ...via, url: authorizeUrl(params), sid });
  if (r.status === 200) r = await req(site, { ...via, method: 'POST', url: APPROVE, sid, form: { ...consentFields(r.body), action: 'allow' } });
  assert.ok(r.status === 302 || r.status === 303, `authorize: ${r.status} ${r.body.slice(0, 300)}`);
  const code = locationQuery(r).get('code');
  assert.ok(code, `a code in ${String(r.headers.location)}`);
  return code;
}

/** POSTs to get_token with the client's secret in the form (client_secret_post), from where `via` says. */
export function tokenRequest(site: TestSite, client: Client, form: Record<string, string>, headers: Record<string, string> = {}, via: Partial<Req> = {}): Promise<Sent> {
  return req(site, { ...via, method: 'POST', url: TOKEN, form: { client_id: client.id, client_secret: client.secret, ...form }, headers: { ...via.headers, ...headers } });
}

/** The full code flow with PKCE, every request from where `via` says: answers the token response. */
export async function tokensFor(site: TestSite, sid: string, client: Client, extra: Record<string, string> = {}, via: Partial<Req> = {}): Promise<any> {
  const code = await obtainCode(site, sid, client, extra, via);
  const r = await tokenRequest(site, client, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: VERIFIER }, {}, via);
  assert.equal(r.status, 200, r.body.slice(0, 400));
  return r.json;
}

export function basic(id: string, secret: string): string {
  return `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;
}
