import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM, chromiumMissing, launchChromium, listenOnLoopback } from '../helpers/browser.ts';
import { enabledDialects } from '../helpers/dialects.ts';
import { createTestSite, type TestSite } from '../helpers/test-site.ts';

const USER = 'print.user@example.com';
const PW = 'desk-print-pass-1';

const missing = chromiumMissing('the desk print browser test');
const sqlite = (await enabledDialects()).find((d) => d.name === 'sqlite');

/** Issue 56 part 3 in the desk: the form's Print action previews /printview in a frame and links the PDF. */
describe('the desk Print action (chromium, SQLite)', { skip: missing ? `chromium not found at ${CHROMIUM}` : !sqlite && 'SQLite is not enabled' }, () => {
  let site: TestSite;
  let browser: Browser;
  let page: Page;
  let base = '';
  let todo = '';
  const problems: string[] = [];

  before(async () => {
    site = await createTestSite(sqlite!);
    const auth = await site.addUser(USER, ['System Manager'], { new_password: PW, first_name: 'Printer' });
    base = await listenOnLoopback(site);
    const res = await fetch(`${base}/api/resource/ToDo`, { method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' }, body: JSON.stringify({ description: 'Print me please' }) });
    assert.equal(res.status, 200, await res.clone().text());
    todo = (await res.json()).data.name;
    browser = await launchChromium();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  it('opens the preview of the print in a frame and offers its PDF', async () => {
    await page.goto(`${base}/login?redirect-to=${encodeURIComponent(`/app/ToDo/${todo}`)}`);
    await page.fill('#login_email', USER);
    await page.fill('#login_password', PW);
    await Promise.all([page.waitForURL(`${base}/app/ToDo/${encodeURIComponent(todo)}`), page.click('#login-submit')]);
    await page.click('#print');
    const frame = page.frameLocator('#print-preview');
    await frame.getByText('Print me please', { exact: false }).first().waitFor();
    await frame.getByRole('heading', { name: /ToDo/ }).waitFor();
    const href = await page.locator('#print-pdf').getAttribute('href');
    assert.ok(href?.startsWith('/api/method/frappe.utils.print_format.download_pdf?'), String(href));
    const pdf = await page.request.get(`${base}${href}`);
    assert.equal(pdf.status(), 200);
    assert.equal(pdf.headers()['content-type'], 'application/pdf');
    assert.equal((await pdf.body()).subarray(0, 5).toString('latin1'), '%PDF-');
    assert.deepEqual(problems, []);
  });
});
