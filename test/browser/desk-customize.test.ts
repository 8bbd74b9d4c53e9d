import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CHROMIUM, chromiumMissing, launchChromium, listenOnLoopback } from '../helpers/browser.ts';
import { enabledDialects } from '../helpers/dialects.ts';
import { createTestSite, type TestSite } from '../helpers/test-site.ts';

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test-output/desk');

const missing = chromiumMissing('the desk Customize Form browser test');
const sqlite = (await enabledDialects()).find((d) => d.name === 'sqlite');

/** A picture of the view for review (gitignored); toasts hidden. */
async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true, animations: 'disabled', style: '.p-toast { display: none !important; }' });
}

/** Waits for a toast holding `text`, then closes it. */
async function toast(page: Page, text: string | RegExp): Promise<string> {
  const t = page.locator('.p-toast-message', { hasText: text }).first();
  await t.waitFor();
  const said = await t.innerText();
  await t.locator('.p-toast-close-button').click({ timeout: 2000 }).catch(() => undefined);
  await t.waitFor({ state: 'detached' });
  return said;
}

/**
 * Issue 55 part 3 in the desk, as Administrator: ToDo's list offers Customize, which opens
 * Customize Form; a label changed, a custom field added and a field moved show in ToDo's form
 * once saved; a type change Frappe refuses is shown as refused; reset brings the app's form back.
 */
describe('the desk Customize Form (chromium, SQLite)', { skip: missing ? `chromium not found at ${CHROMIUM}` : !sqlite && 'SQLite is not enabled' }, () => {
  let site: TestSite;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let base = '';
  const problems: string[] = [];

  const rowNames = () => page.locator('#cf-fields tbody tr').evaluateAll((rows) => rows.map((r) => r.id.replace(/^cf-row-/, '')));

  before(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    site = await createTestSite(sqlite!);
    base = await listenOnLoopback(site);
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
    // A refused save answers 417, which the browser logs as a failed resource: that is the test's doing.
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !/Failed to load resource: the server responded with a status of 4\d\d/.test(msg.text())) problems.push(`console: ${msg.text()}`);
    });
  });
  after(async () => {
    await context?.close();
    await browser?.close();
    await site?.close();
  });

  it('opens Customize Form from ToDo\'s list with ToDo\'s fields in the grid', async () => {
    await page.goto(`${base}/login?redirect-to=/app`);
    await page.fill('#login_email', 'Administrator');
    await page.fill('#login_password', 'admin');
    await Promise.all([page.waitForURL(`${base}/app`), page.click('#login-submit')]);
    await page.goto(`${base}/app/ToDo`);
    await page.click('#customize');
    await page.waitForURL(`${base}/app/customize-form?doctype=ToDo`);
    await page.locator('#cf-row-sender').waitFor();
    const names = await rowNames();
    assert.equal(names[0], 'status');
    assert.ok(names.includes('assignment_rule'));
    assert.equal(await page.locator('#cf-row-sender .cf-label').inputValue(), 'Sender');
    await shot(page, 'customize-form-todo');
  });

  it('saves a label, a new custom field and a new order, which ToDo\'s form then shows', async () => {
    await page.fill('#cf-row-sender .cf-label', 'Sent By');
    await page.click('#cf-row-color .cf-down');
    await page.click('#cf-add');
    await page.locator('#cf-fields tbody tr').last().locator('.cf-label').fill('Cost Center');
    assert.match(await page.locator('#cf-fields tbody tr').last().locator('.cf-name').innerText(), /custom_cost_center/);
    await page.click('#cf-save');
    await toast(page, 'ToDo updated');
    await page.locator('#cf-row-custom_cost_center').waitFor();
    const names = await rowNames();
    assert.equal(names.indexOf('color'), names.indexOf('date') + 1, 'color moved below date');
    assert.equal(names.at(-1), 'custom_cost_center');
    assert.ok(await page.locator('#cf-row-custom_cost_center .cf-remove').isVisible(), 'a custom row can be removed');
    assert.equal(await page.locator('#cf-row-sender .cf-remove').count(), 0, 'a standard row cannot');
    assert.equal(await page.locator('#cf-row-status .cf-options').inputValue(), 'Open\nClosed\nCancelled', 'options keep their lines');
    await shot(page, 'customize-form-saved');
    await page.goto(`${base}/app/ToDo/new`);
    await page.locator('#field-custom_cost_center').waitFor();
    assert.match(await page.locator('#field-sender-label').innerText(), /Sent By/);
    await shot(page, 'customize-form-todo-new');
  });

  it('shows a type change Frappe refuses, and reset brings the app\'s fields back', async () => {
    await page.goto(`${base}/app/customize-form?doctype=ToDo`);
    await page.locator('#cf-row-date').waitFor();
    await page.fill('#cf-row-date .cf-type', 'Int');
    await page.click('#cf-save');
    await page.locator('#cf-error').waitFor();
    assert.match(await page.locator('#cf-error').innerText(), /Fieldtype cannot be changed from Date to Int/);
    await shot(page, 'customize-form-refused');
    await page.click('#cf-reset');
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await toast(page, 'ToDo reset to defaults');
    await page.locator('#cf-row-custom_cost_center').waitFor({ state: 'detached' });
    assert.equal(await page.locator('#cf-row-sender .cf-label').inputValue(), 'Sender');
    assert.equal(await page.locator('#cf-row-date .cf-type').inputValue(), 'Date');
    assert.deepEqual(problems, []);
  });
});
