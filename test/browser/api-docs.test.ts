import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM, chromiumMissing, launchChromium, listenOnLoopback } from '../helpers/browser.ts';
import { enabledDialects } from '../helpers/dialects.ts';
import { createTestSite, type TestSite } from '../helpers/test-site.ts';
import { insertAs, makeRole } from '../helpers/users.ts';

const USER = 'docs.reader@example.com';
const PW = 'docs-reader-pass-1';

const missing = chromiumMissing('the /api/docs browser test');
const sqlite = (await enabledDialects()).find((d) => d.name === 'sqlite');

describe('/api/docs in a real browser (chromium)', { skip: missing ? `chromium not found at ${CHROMIUM}` : !sqlite && 'SQLite is not enabled' }, () => {
  let site: TestSite;
  let browser: Browser;
  let base = '';

  before(async () => {
    site = await createTestSite(sqlite!);
    await makeRole(site, 'Stockist', 1);
    await site.addUser(USER, ['Stockist'], { new_password: PW });
    await insertAs(site, site.adminAuth, 'DocType', {
      name: 'Crate', module: 'Custom', autoname: 'hash',
      fields: [{ fieldname: 'label', fieldtype: 'Data', label: 'Label' }],
      permissions: [{ role: 'Stockist', read: 1, write: 1, create: 1 }],
    });
    base = await listenOnLoopback(site);
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  /** Opens /api/docs and records every request the page makes and every console error. */
  async function openDocs(page: Page): Promise<{ requests: string[]; errors: string[] }> {
    const requests: string[] = [];
    const errors: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('response', (r) => {
      if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`);
    });
    const response = await page.goto(`${base}/api/docs`);
    assert.equal(response?.status(), 200);
    await page.waitForSelector('.swagger-ui .information-container', { timeout: 20_000 });
    return { requests, errors };
  }

  it("shows a signed-in user's DocType paths, loading everything from svc itself", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.fill('#login_email', USER);
    await page.fill('#login_password', PW);
    await Promise.all([page.waitForNavigation(), page.click('#login-submit')]);
    // A fresh tab of the signed-in browser, so nothing the login pages did counts below.
    const docs = await context.newPage();
    const { requests, errors } = await openDocs(docs);
    // Swagger UI renders only the operations near the viewport (a virtualised list), so the test
    // narrows the page to the DocType's tag with the page's filter box, as a reader would.
    await docs.fill('.operation-filter-input', 'Crate');
    // Each path stands in an element carrying it as data-path (its text breaks at every /).
    const crate = docs.locator('.opblock-summary-path[data-path="/api/resource/Crate/{name}"]').first();
    await crate.waitFor({ timeout: 20_000 });
    assert.equal((await crate.innerText()).replace(/\u200b|\s/g, ''), '/api/resource/Crate/{name}', 'the path is shown as text');
    assert.ok(await docs.locator('.opblock-summary-path[data-path="/api/v2/document/Crate"]').first().isVisible(), 'the v2 path too');
    if (process.env.SVC_DOCS_SCREENSHOT) await docs.screenshot({ path: process.env.SVC_DOCS_SCREENSHOT });
    assert.equal(await docs.title(), `${site.site} API`);
    assert.match((await docs.getAttribute('meta[name="csrf-token"]', 'content')) ?? '', /^[0-9a-f]{20,}$/, 'a /login session gets its CSRF token for Try it out');
    const foreign = requests.filter((u) => !u.startsWith(`${base}/`));
    assert.deepEqual(foreign, [], 'no request leaves svc (no CDN)');
    assert.ok(requests.includes(`${base}/api/openapi.json`));
    assert.deepEqual(errors, [], 'no script error and no Content-Security-Policy violation');
    await context.close();
  });

  it('shows Guest no DocType the Guest may not read', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openDocs(page);
    await page.locator('.opblock-summary-path[data-path="/api/method/login"]').first().waitFor({ timeout: 20_000 });
    assert.equal(await page.locator('.opblock-summary-path[data-path^="/api/resource/"]').count(), 0, 'Guest reads no DocType here');
    assert.ok(!(await page.content()).includes('Crate'));
    await context.close();
  });
});
