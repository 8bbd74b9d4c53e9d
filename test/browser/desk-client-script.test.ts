import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM, chromiumMissing, launchChromium, listenOnLoopback } from '../helpers/browser.ts';
import { enabledDialects } from '../helpers/dialects.ts';
import { createTestSite, type TestSite } from '../helpers/test-site.ts';

const MANAGER = 'script.manager@example.com';
const PW = 'desk-script-pass-1';
const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test-output/desk');

const missing = chromiumMissing('the desk Client Script browser test');
const sqlite = (await enabledDialects()).find((d) => d.name === 'sqlite');

/** The Client Script under test: Frappe's form API as most scripts use it (README "The desk → form API"). */
const SCRIPT = `
frappe.ui.form.on('Script Order', {
  onload(frm) {
    frm.set_query('role', () => ({ filters: { role_name: ['like', 'Script %'] } }));
  },
  refresh(frm) {
    frm.toggle_display('secret_note', !!frm.doc.urgent);
    if (!frm.is_new()) {
      frm.add_custom_button(__('Count {0}', ['orders']), () => {
        frappe.call({ method: 'frappe.client.get_count', args: { doctype: 'Script Order' }, callback(r) { frm.set_value('notes', 'orders: ' + r.message); } });
      });
      frm.add_custom_button('Break', () => { throw new Error('intended failure'); }, 'Tools');
    }
  },
  urgent(frm) {
    frm.set_value('priority', frm.doc.urgent ? 'High' : 'Normal');
    frm.toggle_display('secret_note', !!frm.doc.urgent);
  },
  validate(frm) {
    if (frm.doc.title === 'forbidden') frappe.throw(__('The title {0} is not allowed', [frm.doc.title]));
  },
});
frappe.ui.form.on('Script Order Line', {
  qty(frm, cdt, cdn) {
    frappe.model.set_value(cdt, cdn, 'amount', (locals[cdt][cdn].qty || 0) * 10);
  },
});
`;

/** Waits for a toast holding `text` and answers all it says, then closes it. */
async function toast(page: Page, text: string | RegExp): Promise<string> {
  const t = page.locator('.p-toast-message', { hasText: text }).first();
  await t.waitFor();
  const said = await t.innerText();
  await t.locator('.p-toast-close-button').click({ timeout: 2000 }).catch(() => undefined);
  await t.waitFor({ state: 'detached' });
  return said;
}

/**
 * Issue 55 part 4 with issue 57 part 5 in Chromium: an enabled Client Script runs in the desk's
 * form under its strict CSP (no eval): it sets a value when another changes, hides a field, fills
 * a child row, filters a Link, adds a button that calls a method, and stops a save with
 * frappe.throw; a failing button is shown and logged without breaking the form; a disabled
 * script does not run.
 */
describe('the desk runs Client Scripts (chromium, SQLite)', { skip: missing ? `chromium not found at ${CHROMIUM}` : !sqlite && 'SQLite is not enabled' }, () => {
  let site: TestSite;
  let browser: Browser;
  let base = '';
  const problems: string[] = [];
  const consoleErrors: string[] = [];

  async function api(method: string, url: string, json?: unknown): Promise<any> {
    const res = await fetch(`${base}${url}`, { method, headers: { authorization: site.adminAuth, 'content-type': 'application/json' }, body: json === undefined ? undefined : JSON.stringify(json) });
    assert.equal(res.status, 200, `${method} ${url}: ${await res.clone().text()}`);
    return (await res.json()).data;
  }

  before(async () => {
    site = await createTestSite(sqlite!);
    base = await listenOnLoopback(site);
    for (const role of ['Script Clerk', 'Script Boss', 'Other Role']) await api('POST', '/api/resource/Role', { role_name: role, desk_access: 1 });
    await api('POST', '/api/resource/DocType', { name: 'Script Order Line', module: 'Custom', istable: 1, fields: [
      { fieldname: 'qty', fieldtype: 'Int', label: 'Qty', in_list_view: 1 },
      { fieldname: 'amount', fieldtype: 'Int', label: 'Amount', in_list_view: 1 },
    ] });
    await api('POST', '/api/resource/DocType', { name: 'Script Order', module: 'Custom', autoname: 'field:title', fields: [
      { fieldname: 'title', fieldtype: 'Data', label: 'Title', reqd: 1 },
      { fieldname: 'urgent', fieldtype: 'Check', label: 'Urgent' },
      { fieldname: 'priority', fieldtype: 'Data', label: 'Priority' },
      { fieldname: 'secret_note', fieldtype: 'Data', label: 'Secret Note' },
      { fieldname: 'notes', fieldtype: 'Data', label: 'Notes' },
      { fieldname: 'role', fieldtype: 'Link', label: 'Role', options: 'Role' },
      { fieldname: 'lines', fieldtype: 'Table', label: 'Lines', options: 'Script Order Line' },
    ], permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }] });
    await api('POST', '/api/resource/Client Script', { name: 'Script Order Form', dt: 'Script Order', view: 'Form', enabled: 1, script: SCRIPT });
    await api('POST', '/api/resource/Client Script', { name: 'Script Order Off', dt: 'Script Order', view: 'Form', enabled: 0, script: "frappe.ui.form.on('Script Order', { refresh() { throw new Error('a disabled script ran'); } });" });
    await site.addUser(MANAGER, ['System Manager'], { new_password: PW });
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  it('runs the script: values, display, a child row, a filtered Link, validate, a button that calls a method', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
    const refused: string[] = [];
    page.on('response', (res) => {
      if (res.status() >= 400) refused.push(`${res.status()} ${new URL(res.url()).pathname}`);
    });
    // The browser logs every answer of 400 or more; those are checked by their address below.
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !/^Failed to load resource: the server responded with a status of 4\d\d/.test(msg.text())) consoleErrors.push(msg.text());
    });
    await page.goto(`${base}/login?redirect-to=/app`);
    await page.fill('#login_email', MANAGER);
    await page.fill('#login_password', PW);
    await Promise.all([page.waitForURL(`${base}/app`), page.click('#login-submit')]);

    const csp = (await page.request.get(`${base}/app`)).headers()['content-security-policy'];
    assert.ok(csp && !csp.includes('unsafe-eval') && /script-src 'self'/.test(csp), `the desk's CSP stays strict: ${csp}`);

    await page.goto(`${base}/app/Script Order/new`);
    await page.locator('#field-title').waitFor();
    await page.locator('#field-notes').waitFor();
    assert.equal(await page.locator('#field-secret_note').count(), 0, 'refresh hid the secret note');

    await page.click('label[for="field-urgent"]');
    await page.locator('#field-secret_note').waitFor();
    assert.equal(await page.inputValue('#field-priority'), 'High', 'the urgent handler set the priority');
    await page.click('label[for="field-urgent"]');
    await page.locator('#field-secret_note').waitFor({ state: 'detached' });
    assert.equal(await page.inputValue('#field-priority'), 'Normal');

    await page.click('#add-row-lines');
    await page.fill('#lines-0-qty', '3');
    await page.waitForFunction(() => (document.querySelector('#lines-0-amount') as HTMLInputElement | null)?.value === '30');

    await page.click('#field-role');
    await page.getByRole('option').first().waitFor();
    const offered = await page.getByRole('option').allInnerTexts();
    assert.deepEqual(offered.map((t) => t.trim().split('\n')[0]).sort(), ['Script Boss', 'Script Clerk'], 'set_query filtered the suggestions');
    await page.getByRole('option', { name: 'Script Boss' }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });

    await page.fill('#field-title', 'forbidden');
    await page.click('#save');
    assert.match(await toast(page, 'is not allowed'), /The title forbidden is not allowed/);
    assert.equal(page.url(), `${base}/app/Script%20Order/new`, 'validate stopped the save');
    assert.deepEqual(await api('GET', '/api/resource/Script Order'), [], 'nothing was sent');

    await page.fill('#field-title', 'fine');
    await page.click('#save');
    await page.waitForURL(`${base}/app/Script%20Order/fine`);
    const saved = await api('GET', '/api/resource/Script Order/fine');
    assert.deepEqual([saved.priority, saved.role, saved.lines.map((l: any) => [l.qty, l.amount])], ['Normal', 'Script Boss', [[3, 30]]]);

    const count = page.locator('[data-custom-button="Count orders"]');
    await count.waitFor();
    assert.equal(await page.locator('#field-secret_note').count(), 0);
    await count.click();
    await page.waitForFunction(() => (document.querySelector('#field-notes') as HTMLInputElement | null)?.value === 'orders: 1');
    await page.screenshot({ path: path.join(SHOTS, '40-client-script.png'), fullPage: true, animations: 'disabled' });

    await page.locator('[data-group="Tools"] [data-custom-button="Break"]').click();
    assert.match(await toast(page, 'Client Script error'), /intended failure/);
    await page.fill('#field-priority', 'Low');
    await page.click('#save');
    await toast(page, /^Saved/);
    assert.deepEqual([(await api('GET', '/api/resource/Script Order/fine')).priority], ['Low'], 'the form still saves after a failing script');

    assert.deepEqual(problems, []);
    assert.deepEqual(refused.filter((r) => !r.endsWith(' /favicon.ico')), [], 'no request refused but the favicon');
    assert.equal(consoleErrors.length, 1, consoleErrors.join('\n'));
    assert.match(consoleErrors[0], /Client Script error.*intended failure/s, 'the only console error is the intended one');
  });
});
