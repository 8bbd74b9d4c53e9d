import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { CHROMIUM, chromiumMissing, launchChromium, listenOnLoopback } from '../helpers/browser.ts';
import { enabledDialects } from '../helpers/dialects.ts';
import { createTestSite, type TestSite } from '../helpers/test-site.ts';

const USER = 'browser.user@example.com';
const PW = 'browser-pass-1';

const missing = chromiumMissing('the /login browser test');
const sqlite = (await enabledDialects()).find((d) => d.name === 'sqlite');

describe('/login in a real browser (chromium)', { skip: missing ? `chromium not found at ${CHROMIUM}` : !sqlite && 'SQLite is not enabled' }, () => {
  let site: TestSite;
  let browser: Browser;
  let base = '';

  before(async () => {
    site = await createTestSite(sqlite!);
    await site.addUser(USER, ['System Manager'], { new_password: PW, first_name: 'Bro', last_name: 'Wser' });
    base = await listenOnLoopback(site);
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  it('shows the error for a wrong password, then signs in, sets an HttpOnly Lax sid and follows redirect-to', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const target = '/api/method/frappe.auth.get_logged_user';
    await page.goto(`${base}/login?redirect-to=${encodeURIComponent(target)}`);
    assert.equal(await page.title(), 'Login');
    await page.fill('#login_email', USER);
    await page.fill('#login_password', 'not the password');
    const [failed] = await Promise.all([page.waitForNavigation(), page.click('#login-submit')]);
    assert.equal(failed?.status(), 401);
    assert.equal((await page.textContent('#login-error'))?.trim(), 'Invalid login credentials');
    assert.equal(await page.inputValue('#login_email'), USER, 'the user name is kept');
    assert.equal((await context.cookies()).find((c) => c.name === 'sid'), undefined, 'no session after a wrong password');

    await page.fill('#login_password', PW);
    await Promise.all([page.waitForURL(`${base}${target}`), page.click('#login-submit')]);
    assert.match((await page.textContent('body')) ?? '', new RegExp(`"message":"${USER.replace(/\./g, '\\.')}"`), 'the browser now acts as the user');
    const cookies = await context.cookies();
    const sid = cookies.find((c) => c.name === 'sid');
    assert.ok(sid, 'sid cookie');
    assert.match(sid.value, /^[0-9a-f]{56}$/);
    assert.equal(sid.httpOnly, true);
    assert.equal(sid.sameSite, 'Lax');
    assert.equal(sid.path, '/');
    assert.ok(sid.expires > Date.now() / 1000 + 2.9 * 86400, 'lives three days');
    assert.equal(cookies.find((c) => c.name === 'user_id')?.value, 'browser.user%40example.com');
    assert.equal(cookies.find((c) => c.name === 'full_name')?.value, 'Bro%20Wser');
    assert.equal(cookies.find((c) => c.name === 'system_user')?.value, 'yes');

    // A page session needs its CSRF token for writes: a script on the page without it is refused.
    const status = await page.evaluate(async () => {
      const r = await fetch('/api/resource/ToDo', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ description: 'from the page' }) });
      return { status: r.status, body: await r.json() };
    });
    assert.equal(status.status, 400);
    assert.equal(status.body.exc_type, 'CSRFTokenError');

    await page.goto(`${base}/api/method/logout`);
    assert.equal((await context.cookies()).find((c) => c.name === 'sid'), undefined, 'logout removes the cookie');
    await page.goto(`${base}${target}`);
    assert.match((await page.textContent('body')) ?? '', /PermissionError/);
    await context.close();
  });

  it('never follows redirect-to off the site', async () => {
    for (const evil of ['//evil.example/steal', '/\\evil.example/steal', 'https://evil.example/steal']) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.route((url) => url.hostname === 'evil.example', (route) => route.abort());
      await page.goto(`${base}/login?redirect-to=${encodeURIComponent(evil)}`);
      await page.fill('#login_email', USER);
      await page.fill('#login_password', PW);
      await Promise.all([page.waitForURL((url) => url.pathname !== '/login'), page.click('#login-submit')]);
      const landed = new URL(page.url());
      assert.equal(landed.origin, base, `${evil}: stayed on the site`);
      assert.equal(landed.pathname, '/app', `${evil}: went to the default page`);
      await context.close();
    }
  });
});
