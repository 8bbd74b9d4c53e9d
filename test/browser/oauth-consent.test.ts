import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CHROMIUM, chromiumMissing, launchChromium, listenOnLoopback } from '../helpers/browser.ts';
import { enabledDialects } from '../helpers/dialects.ts';
import { req } from '../helpers/sessions.ts';
import { createTestSite, type TestSite } from '../helpers/test-site.ts';
import { CHALLENGE, registerClient, tokenRequest, VERIFIER, type Client } from '../oauth/oauth-fixture.ts';

const USER = 'consent.user@example.com';
const PW = 'consent-pass-1';
const NATIVE_CALLBACK = 'com.example.app:/oauth/cb';

const missing = chromiumMissing('the OAuth consent browser test');
const sqlite = (await enabledDialects()).find((d) => d.name === 'sqlite');

describe('OAuth login and consent in a real browser (chromium)', { skip: missing ? `chromium not found at ${CHROMIUM}` : !sqlite && 'SQLite is not enabled' }, () => {
  let site: TestSite;
  let browser: Browser;
  let client: Client;
  let native: Client;
  let base = '';
  let CALLBACK = '';
  // The client's callback: a real page on another origin (Playwright cannot intercept redirect targets).
  const callbackServer = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<title>callback</title>'));

  before(async () => {
    await new Promise<void>((resolve) => callbackServer.listen(0, '127.0.0.1', resolve));
    CALLBACK = `http://127.0.0.1:${(callbackServer.address() as AddressInfo).port}/cb`;
    site = await createTestSite(sqlite!);
    await site.addUser(USER, ['System Manager'], { new_password: PW, first_name: 'Con', last_name: 'Sent' });
    client = await registerClient(site, { app_name: 'Browser Client', redirect_uris: CALLBACK, default_redirect_uri: CALLBACK });
    native = await registerClient(site, { app_name: 'Browser Client', token_endpoint_auth_method: 'none', redirect_uris: NATIVE_CALLBACK, default_redirect_uri: NATIVE_CALLBACK });
    base = await listenOnLoopback(site);
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await site?.close();
    callbackServer.close();
  });

  async function freshPage(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext();
    return { context, page: await context.newPage() };
  }
  const atCallback = (url: URL) => url.href.startsWith(CALLBACK);

  /** Opens authorize as a Guest, signs in on /login, and lands on the consent page (prompt=consent: even when remembered). */
  async function reachConsent(page: Page, via: Client = client, redirectUri = CALLBACK): Promise<void> {
    const params = new URLSearchParams({ client_id: via.id, response_type: 'code', redirect_uri: redirectUri, scope: 'openid all', state: 'browser-state', code_challenge: CHALLENGE, code_challenge_method: 'S256', prompt: 'consent' });
    await page.goto(`${base}/api/method/svc.integrations.oauth2.authorize?${params}`);
    assert.equal(new URL(page.url()).pathname, '/login', 'a Guest is sent to the login page');
    await page.fill('#login_email', USER);
    await page.fill('#login_password', PW);
    await Promise.all([page.waitForURL((url) => url.pathname.endsWith('oauth2.authorize')), page.click('#login-submit')]);
    assert.equal(await page.title(), 'Confirm Access');
    assert.equal((await page.textContent('#app-name'))?.trim(), 'Browser Client');
    assert.deepEqual(await page.locator('#scopes li').allTextContents(), ['All', 'Full Name', 'Email', 'User Image', 'Roles']);
  }

  it('signs in, shows the consent page, and Allow redirects to the client with a code that redeems', async () => {
    const { context, page } = await freshPage();
    await reachConsent(page);
    await Promise.all([page.waitForURL(atCallback), page.click('#allow')]);
    const landed = new URL(page.url());
    assert.equal(`${landed.origin}${landed.pathname}`, CALLBACK);
    assert.equal(landed.searchParams.get('state'), 'browser-state');
    const code = landed.searchParams.get('code');
    assert.ok(code);
    const tokens = await tokenRequest(site, client, { grant_type: 'authorization_code', code, redirect_uri: CALLBACK, code_verifier: VERIFIER });
    assert.equal(tokens.status, 200, tokens.body);
    const me = await req(site, { url: '/api/method/frappe.auth.get_logged_user', headers: { authorization: `Bearer ${tokens.json.access_token}` } });
    assert.equal(me.json.message, USER);
    await context.close();
  });

  it('Deny redirects to the client with error=access_denied and the state, and issues no code', async () => {
    const { context, page } = await freshPage();
    await reachConsent(page);
    await Promise.all([page.waitForURL(atCallback), page.click('#deny')]);
    const landed = new URL(page.url());
    assert.equal(landed.searchParams.get('error'), 'access_denied');
    assert.equal(landed.searchParams.get('state'), 'browser-state');
    assert.equal(landed.searchParams.get('code'), null);
    await context.close();
  });

  it('lets Allow hand the code to a native app’s custom-scheme redirect URI (RFC 8252): no CSP form-action violation', async () => {
    const { context, page } = await freshPage();
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await reachConsent(page, native, NATIVE_CALLBACK);
    const [approved] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('oauth2.approve'), { timeout: 10_000 }), page.click('#allow')]);
    assert.equal(approved.status(), 303);
    assert.ok((await approved.headerValue('location'))?.startsWith(`${NATIVE_CALLBACK}?code=`));
    // Chromium reports a blocked redirect on the console just after the response; give it that moment.
    await page.waitForTimeout(300);
    assert.deepEqual(violations, []);
    await context.close();
  });

  it('refuses to be framed by another page (clickjacking)', async () => {
    const { context, page } = await freshPage();
    await reachConsent(page);
    const headers = await (await page.reload())!.allHeaders();
    assert.equal(headers['x-frame-options'], 'DENY');
    assert.match(headers['content-security-policy'], /frame-ancestors 'none'/);
    await context.close();
  });
});
