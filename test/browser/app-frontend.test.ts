import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { appsWith } from '../helpers/apps.ts';
import { CHROMIUM, chromiumMissing, launchChromium, listenOnLoopback } from '../helpers/browser.ts';
import { enabledDialects } from '../helpers/dialects.ts';
import { createTestSite, type TestSite } from '../helpers/test-site.ts';
import { call } from '../helpers/users.ts';

// Issue 52 part 8: an app's front-end (test/fixtures/apps/spatest, built as frappe-ui builds, with
// its Jinja placeholders) in a real browser: sign in through /login, open the front-end, and its
// script writes with window.csrf_token as frappe-ui's call does.
const USER = 'spa.browser@example.com';
const PW = 'spa-browser-pass-1';

const missing = chromiumMissing('the app front-end browser test');
const sqlite = (await enabledDialects()).find((d) => d.name === 'sqlite');

describe('An app’s front-end in a real browser (chromium)', { skip: missing ? `chromium not found at ${CHROMIUM}` : !sqlite && 'SQLite is not enabled' }, () => {
  let site: TestSite;
  let browser: Browser;
  let base = '';

  before(async () => {
    const apps = await appsWith(path.resolve(import.meta.dirname, '../fixtures/apps/spatest'));
    site = await createTestSite(sqlite!, { apps });
    await site.addUser(USER, ['System Manager'], { new_password: PW, first_name: 'Spa', last_name: 'Browser' });
    // By the site's name, as a frappe-ui page is reached: it sends its hostname as X-Frappe-Site-Name
    // (chromium takes every *.localhost name for loopback).
    base = (await listenOnLoopback(site)).replace('127.0.0.1', site.site);
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  it('signs in through /login, comes back to the front-end, and its script saves a ToDo with the page’s CSRF token', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const failures: string[] = [];
    page.on('pageerror', (err) => failures.push(err.message));
    await page.goto(`${base}/spa/deals?tab=open`);
    assert.equal(new URL(page.url()).pathname, '/login', 'a Guest is sent to sign in first');
    await page.fill('#login_email', USER);
    await page.fill('#login_password', PW);
    await Promise.all([page.waitForURL(`${base}/spa/deals?tab=open`), page.click('#login-submit')]);

    await page.locator('#who').filter({ hasText: USER }).waitFor();
    assert.equal(await page.textContent('#who'), `${USER} at ${site.site} (Spa Browser)`);
    const seen = await page.evaluate(() => ({ token: (window as any).csrf_token, boot: (window as any).frappe.boot.csrf_token, route: (window as any).default_route }));
    assert.match(seen.token, /^[0-9a-f]{40}$/);
    assert.deepEqual(seen, { token: seen.token, boot: seen.token, route: '/spa' });

    await page.click('#save');
    await page.locator('#result').filter({ hasText: /saved|refused/ }).waitFor();
    const result = (await page.textContent('#result')) ?? '';
    assert.match(result, /^saved \S+$/, result);
    const todo = await call(site, { method: 'GET', url: `/api/resource/ToDo/${encodeURIComponent(result.slice('saved '.length))}`, auth: site.adminAuth });
    assert.equal(todo.json.data.owner, USER);
    assert.equal(todo.json.data.description, 'from the SPA at /spa/deals');

    // The same session's write without the token is refused.
    const bare = await page.evaluate(async () => {
      const r = await fetch('/api/method/frappe.client.insert', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ doc: { doctype: 'ToDo', description: 'no token' } }) });
      return { status: r.status, type: (await r.json()).exc_type };
    });
    assert.deepEqual(bare, { status: 400, type: 'CSRFTokenError' });
    assert.deepEqual(failures, [], 'the page ran without errors');
    await context.close();
  });
});
