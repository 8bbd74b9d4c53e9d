import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CHROMIUM, chromiumMissing, launchChromium, listenOnLoopback } from '../helpers/browser.ts';
import { enabledDialects } from '../helpers/dialects.ts';
import { createTestSite, type TestSite } from '../helpers/test-site.ts';
import { newJob } from '../../src/jobs/new-job.ts';

const USER = 'desk.user@example.com';
const PW = 'desk-browser-pass-1';
const DOCTYPE = 'Desk Gadget';
/** Screenshots of each view for review (gitignored). */
const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test-output/desk');

const missing = chromiumMissing('the desk browser test');
const sqlite = (await enabledDialects()).find((d) => d.name === 'sqlite');

async function shot(page: Page, name: string): Promise<void> {
  // Toasts come and go; hidden, so each picture shows the view itself.
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true, style: '.p-toast { display: none !important; }' });
}

/** Picks an option of a PrimeVue Select (a combobox whose list opens in an overlay). */
async function choose(page: Page, select: string, option: string): Promise<void> {
  await page.click(select);
  await page.getByRole('option', { name: option, exact: true }).click();
  // The list closes with an animation; the next Select's options must not meet this one's.
  await page.locator('.p-select-overlay').waitFor({ state: 'detached' });
}

/**
 * Types the start of `value` into a Link field, waits for it among the suggestions search_link
 * answered, types one more character and picks the first by keyboard before the autocomplete's
 * typing delay (150 ms) ends. The page's clock stands still from the sixth character to the pick,
 * so the pick comes first however slow the machine (a loaded one once let the delay end between
 * the keys). The search the delay then makes must not open the list again over what the user does
 * next. `value` is the first suggestion for its first six characters.
 */
async function pickLink(page: Page, input: string, value: string): Promise<void> {
  await page.fill(input, value.slice(0, 5));
  // The first option, not any: the list the field opened with on focus (every record) may still
  // be showing, and holds the value too.
  const option = page.getByRole('option').first().filter({ hasText: value });
  await option.waitFor();
  await pauseSoon(page);
  try {
    await page.press(input, value[5]);
    await page.press(input, 'ArrowDown');
    await page.press(input, 'Enter');
    assert.equal(await page.inputValue(input), value);
    await page.clock.runFor(600);
  } finally {
    // A failed pick must not leave the page's clock stopped for the tests that share the page.
    await page.clock.resume();
  }
  await page.waitForTimeout(600);
  assert.equal(await page.getByRole('listbox').count(), 0, `the suggestions for ${input} stay closed after the pick`);
}

/**
 * Stops the page's clock 50 ms from its now. On a loaded machine those 50 ms can pass before the
 * call lands, and playwright refuses a time already past: then it asks the page's now again.
 */
async function pauseSoon(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50);
      return;
    } catch (err) {
      if (attempt >= 5 || !/fast-forward to the past/.test((err as Error).message)) throw err;
    }
  }
}

async function saveForm(page: Page): Promise<void> {
  await page.click('#save');
  await page.getByText('Saved', { exact: true }).first().waitFor();
}

describe('the desk in a real browser (chromium, SQLite)', { skip: missing ? `chromium not found at ${CHROMIUM}` : !sqlite && 'SQLite is not enabled' }, () => {
  let site: TestSite;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let base = '';
  const problems: string[] = [];

  before(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    site = await createTestSite(sqlite!);
    await site.addUser(USER, ['System Manager'], { new_password: PW, first_name: 'Desk', last_name: 'User' });
    base = await listenOnLoopback(site);
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    // The page's timers run in real time; pickLink stops them for a moment.
    await context.clock.install();
    page = await context.newPage();
    // Script errors and CSP refusals fail the test: the desk must run under its own policy.
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !/Failed to load resource: the server responded with a status of 4\d\d/.test(msg.text())) problems.push(`console: ${msg.text()}`);
    });
  });
  after(async () => {
    await context?.close();
    await browser?.close();
    await site?.close();
  });

  it('sends a Guest to /login, then lands on /app', async () => {
    await page.goto(`${base}/`);
    assert.equal(new URL(page.url()).pathname, '/login', '/ sends a Guest to the login page');
    await page.goto(`${base}/app`);
    const url = new URL(page.url());
    assert.equal(url.pathname, '/login');
    assert.equal(url.searchParams.get('redirect-to'), '/app');
    await page.fill('#login_email', USER);
    await page.fill('#login_password', PW);
    await Promise.all([page.waitForURL(`${base}/app`), page.click('#login-submit')]);
    await page.getByRole('heading', { name: 'DocTypes', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'ToDo', exact: true }).waitFor();
    await shot(page, '01-home');
  });

  it('renders its first view cold (empty caches, the session cookie only) and marks when', async () => {
    // How fast is a figure of `npm run bench -- --desk` (issue 19: under 1 s); a timed assertion
    // here would judge the two cores this suite shares, not the desk. What is tested is that a
    // cold load needs nothing cached and records both marks the bench reads.
    const sid = (await context.cookies()).filter((c) => c.name === 'sid');
    const cold = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    try {
      await cold.addCookies(sid);
      const fresh = await cold.newPage();
      await fresh.goto(`${base}/app`);
      await fresh.getByRole('link', { name: 'ToDo', exact: true }).waitFor();
      const marks = await fresh.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        ready: performance.getEntriesByName('desk-ready')[0]?.startTime,
      }));
      assert.ok(Number.isFinite(marks.fcp) && marks.fcp! > 0, `first contentful paint recorded: ${marks.fcp}`);
      assert.ok(Number.isFinite(marks.ready) && marks.ready! > 0, `desk-ready marked once the first view rendered: ${marks.ready}`);
    } finally {
      await cold.close();
    }
  });

  it('is keyboard navigable: a skip link first, focus visible, buttons reachable by Tab', async () => {
    await page.keyboard.press('Tab');
    const first = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      return { text: el.textContent?.trim(), outline: getComputedStyle(el).outlineStyle };
    });
    assert.equal(first.text, 'Skip to content');
    assert.notEqual(first.outline, 'none', 'focus is visible');
    let reached = false;
    for (let i = 0; i < 15 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.id === 'new-doctype');
    }
    assert.ok(reached, 'New DocType is reachable by keyboard');
    await Promise.all([page.waitForURL(`${base}/app/DocType/new`), page.keyboard.press('Enter')]);
  });

  it('creates a DocType with fields and permissions', async () => {
    await page.getByRole('heading', { name: 'New DocType' }).waitFor();
    await page.fill('#field-__name', DOCTYPE);
    await page.fill('#field-module', 'Custom');
    await page.click('label[for="field-track_changes"]');
    const rows: Array<[string, string, string]> = [['Title', 'Data', 'title'], ['Quantity', 'Int', 'quantity'], ['Status', 'Select', 'status']];
    for (const [i, [label, type, fieldname]] of rows.entries()) {
      await page.click('#add-row-fields');
      await page.fill(`#fields-${i}-label`, label);
      await choose(page, `#fields-${i}-fieldtype`, type);
      await page.fill(`#fields-${i}-fieldname`, fieldname);
    }
    // Options and in_list_view live in the row's dialog.
    await page.getByRole('button', { name: 'Edit row 3' }).first().click();
    await page.fill('#row-fields-options', 'Open\nClosed');
    await page.click('label[for="row-fields-in_list_view"]');
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Edit row 1' }).first().click();
    await page.click('label[for="row-fields-in_list_view"]');
    await page.click('label[for="row-fields-reqd"]');
    await page.getByRole('button', { name: 'Done' }).click();

    await page.click('#add-row-permissions');
    await pickLink(page, '#permissions-0-role', 'System Manager');
    await page.locator('#table-permissions').getByRole('button', { name: 'Edit row 1' }).click();
    for (const right of ['read', 'write', 'create', 'delete']) await page.click(`label[for="row-permissions-${right}"]`);
    await page.getByRole('button', { name: 'Done' }).click();
    await shot(page, '02-new-doctype');
    await saveForm(page);
    await page.waitForURL(`${base}/app/DocType/${encodeURIComponent(DOCTYPE)}`);
    const saved = await (await fetch(`${base}/api/resource/DocType/${encodeURIComponent(DOCTYPE)}`, { headers: { authorization: site.adminAuth } })).json();
    assert.deepEqual(saved.data.fields.map((f: any) => [f.fieldname, f.fieldtype, f.in_list_view]), [['title', 'Data', 1], ['quantity', 'Int', 0], ['status', 'Select', 1]]);
    assert.equal(saved.data.permissions[0].role, 'System Manager');
    assert.equal(saved.data.permissions[0].create, 1);
    await shot(page, '03-doctype-form');
  });

  it('adds documents and filters, sorts and pages the list', async () => {
    for (const [title, quantity, status] of [['Alpha', '3', 'Open'], ['Beta', '5', 'Closed'], ['Gamma', '7', 'Open']]) {
      await page.goto(`${base}/app/${encodeURIComponent(DOCTYPE)}/new`);
      await page.fill('#field-title', title);
      await page.fill('#field-quantity', quantity);
      await choose(page, '#field-status', status);
      await saveForm(page);
      await page.waitForURL((u) => !u.pathname.endsWith('/new'));
    }
    await page.goto(`${base}/app/${encodeURIComponent(DOCTYPE)}`);
    await page.locator('#list-count', { hasText: '3 records' }).waitFor();
    await choose(page, '#filter-field', 'Status');
    await choose(page, '#filter-op', 'equals');
    await page.fill('#filter-value', 'Open');
    await page.click('#filter-add');
    await page.locator('#list-count', { hasText: '2 records' }).waitFor();
    const titles = await page.locator('#list-table tbody tr td:nth-child(2)').allTextContents();
    assert.deepEqual(titles.map((t) => t.trim()).sort(), ['Alpha', 'Gamma']);
    // Sorting by a column asks svc again: descending first, then ascending.
    await page.getByRole('button', { name: 'Title' }).click();
    await page.locator('th[aria-sort="descending"]', { hasText: 'Title' }).waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll('#list-table tbody tr td:nth-child(2)')].map((td) => td.textContent?.trim()).join(',') === 'Gamma,Alpha');
    await page.getByRole('button', { name: 'Title' }).click();
    await page.locator('th[aria-sort="ascending"]', { hasText: 'Title' }).waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll('#list-table tbody tr td:nth-child(2)')].map((td) => td.textContent?.trim()).join(',') === 'Alpha,Gamma');
    await page.locator('#list-table[aria-busy="false"]').waitFor();
    await shot(page, '04-list-filtered');
  });

  it('edits a document, attaches a file, comments, and shows the version history', async () => {
    // The list's own heading is already there: the form's URL says the click went through.
    await Promise.all([
      page.waitForURL((u) => /^\/app\/[^/]+\/[0-9a-z]+$/.test(u.pathname)),
      page.getByRole('link', { name: /^[0-9a-z]+$/ }).last().click(),
    ]);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const name = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await page.fill('#field-quantity', '9');
    await saveForm(page);
    await page.locator('#versions', { hasText: 'quantity' }).waitFor();
    const doc = await (await fetch(`${base}/api/resource/${encodeURIComponent(DOCTYPE)}/${encodeURIComponent(name)}`, { headers: { authorization: site.adminAuth } })).json();
    assert.equal(doc.data?.quantity, 9, `${name}: ${JSON.stringify(doc)}`);

    await page.setInputFiles('#attach-file', { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('attached from the desk\n') });
    await page.locator('#attachments', { hasText: 'notes.txt' }).waitFor();
    const files = await (await fetch(`${base}/api/resource/File?fields=["file_name","attached_to_name"]&filters=[["attached_to_doctype","=","${DOCTYPE}"]]`, { headers: { authorization: site.adminAuth } })).json();
    assert.deepEqual(files.data, [{ file_name: 'notes.txt', attached_to_name: name }]);

    await pickLink(page, '#assign-user', USER);
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await page.locator('#assignments', { hasText: USER }).waitFor();

    await page.fill('#new-comment', 'Looks right to me');
    await page.click('#add-comment');
    await page.locator('#comments', { hasText: 'Looks right to me' }).waitFor();
    await shot(page, '05-document-form');
  });

  it('renames a document from its form; a built-in DocType without allow_rename offers no Rename', async () => {
    const auth = { authorization: site.adminAuth };
    const listed = await (await fetch(`${base}/api/resource/${encodeURIComponent(DOCTYPE)}?limit_page_length=1`, { headers: auth })).json();
    const old = listed.data[0].name;
    await page.goto(`${base}/app/${encodeURIComponent(DOCTYPE)}/${encodeURIComponent(old)}`);
    await page.click('#rename');
    await page.fill('#rename-name', 'gadget-renamed');
    await Promise.all([page.waitForURL((u) => u.pathname.endsWith('/gadget-renamed')), page.click('#rename-submit')]);
    await page.locator('#form-title').waitFor();
    assert.equal((await fetch(`${base}/api/resource/${encodeURIComponent(DOCTYPE)}/${encodeURIComponent(old)}`, { headers: auth })).status, 404);
    assert.equal((await fetch(`${base}/api/resource/${encodeURIComponent(DOCTYPE)}/gadget-renamed`, { headers: auth })).status, 200);
    await shot(page, '05b-renamed-document');

    const todo = await (await fetch(`${base}/api/resource/ToDo`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ description: 'no rename here', allocated_to: USER }) })).json();
    await page.goto(`${base}/app/ToDo/${encodeURIComponent(todo.data.name)}`);
    // The form's buttons come with its DocType: Save is there, Rename is not.
    await page.locator('#save').waitFor();
    assert.equal(await page.locator('#rename').count(), 0);
  });

  it('saves every common field type, then submits, cancels and amends a submittable document', async () => {
    const created = await fetch(`${base}/api/resource/DocType`, {
      method: 'POST',
      headers: { authorization: site.adminAuth, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Desk Order', module: 'Custom', custom: 1, is_submittable: 1,
        fields: [
          { fieldname: 'item', fieldtype: 'Data', label: 'Item', in_list_view: 1, reqd: 1 },
          { fieldname: 'amount', fieldtype: 'Currency', label: 'Amount' },
          { fieldname: 'due', fieldtype: 'Date', label: 'Due' },
          { fieldname: 'delivered_at', fieldtype: 'Datetime', label: 'Delivered At' },
          { fieldname: 'urgent', fieldtype: 'Check', label: 'Urgent' },
          { fieldname: 'buyer', fieldtype: 'Link', options: 'User', label: 'Buyer' },
          { fieldname: 'notes', fieldtype: 'Small Text', label: 'Notes' },
          { fieldname: 'amended_from', fieldtype: 'Link', options: 'Desk Order', label: 'Amended From', read_only: 1 },
        ],
        permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1, submit: 1, cancel: 1, amend: 1 }],
      }),
    });
    assert.equal(created.status, 200, await created.text());
    await page.goto(`${base}/app/Desk%20Order/new`);
    await page.fill('#field-item', 'Paper');
    await page.fill('#field-amount', '12.5');
    await page.fill('#field-due', '2026-05-01');
    await page.fill('#field-delivered_at', '2026-05-02T10:30:00');
    await page.click('label[for="field-urgent"]');
    await pickLink(page, '#field-buyer', USER);
    await page.fill('#field-notes', 'two reams');
    await saveForm(page);
    await page.waitForURL((u) => !u.pathname.endsWith('/new'));
    const name = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    const doc = (await (await fetch(`${base}/api/resource/Desk%20Order/${encodeURIComponent(name)}`, { headers: { authorization: site.adminAuth } })).json()).data;
    assert.deepEqual([doc.item, doc.amount, doc.due, doc.delivered_at?.slice(0, 19), doc.urgent, doc.buyer, doc.notes], ['Paper', 12.5, '2026-05-01', '2026-05-02 10:30:00', 1, USER, 'two reams']);

    await page.click('#submit');
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.locator('#doc-status', { hasText: 'Submitted' }).waitFor();
    assert.equal(await page.locator('#field-item').getAttribute('readonly'), '', 'a submitted document is read-only');
    await page.click('#cancel');
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.locator('#doc-status', { hasText: 'Cancelled' }).waitFor();
    await page.click('#amend');
    await page.waitForURL((u) => decodeURIComponent(u.pathname) !== `/app/Desk Order/${name}`);
    await page.locator('#doc-status', { hasText: 'Draft' }).waitFor();
    const amended = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    const again = (await (await fetch(`${base}/api/resource/Desk%20Order/${encodeURIComponent(amended)}`, { headers: { authorization: site.adminAuth } })).json()).data;
    assert.equal(amended, `${name}-1`, 'named after the original, as Frappe names amendments');
    assert.equal(again.amended_from, name);
    assert.equal(again.item, 'Paper');
    await shot(page, '06-amended-document');
  });

  it('registers an OAuth client and shows its secret once', async () => {
    await page.goto(`${base}/app/OAuth%20Client/new`);
    await page.fill('#field-app_name', 'Desk CLI');
    await page.fill('#field-scopes', 'openid all');
    await page.fill('#field-redirect_uris', 'http://127.0.0.1:9999/callback');
    await page.click('#save');
    const secret = (await page.locator('#secret-client_secret').textContent())?.trim() ?? '';
    assert.ok(secret.length >= 43, `a client secret is shown: ${secret}`);
    await shot(page, '07-oauth-client-secret');
    await page.click('#secret-done');
    await page.waitForURL((u) => !u.pathname.endsWith('/new'));
    await page.getByRole('heading', { name: 'Desk CLI', level: 1 }).waitFor();
  });

  it('issues API keys once and opens System Settings', async () => {
    await page.goto(`${base}/app/User/${encodeURIComponent(USER)}`);
    await page.click('#generate-keys');
    await page.getByRole('button', { name: 'Yes' }).click();
    const secret = (await page.locator('#secret-api_secret').textContent())?.trim() ?? '';
    const key = (await page.locator('#secret-api_key').textContent())?.trim() ?? '';
    assert.match(secret, /^\w{10,}$/);
    await shot(page, '08-api-keys');
    await page.click('#secret-done');
    const who = await (await fetch(`${base}/api/method/frappe.auth.get_logged_user`, { headers: { authorization: `token ${key}:${secret}` } })).json();
    assert.equal(who.message, USER, 'the keys shown work');

    await page.goto(`${base}/app/System%20Settings`);
    await page.getByRole('heading', { name: 'System Settings', level: 1 }).waitFor();
    await page.locator('#field-time_zone').waitFor();
    await shot(page, '09-system-settings');
  });

  it('lists running and failed jobs on the Background jobs page, removes the failed and stops the running', async () => {
    const queue = (await site.app.sites.get(site.site)).jobs.queue;
    const origin = { method: 'deskjobs.tasks.export_books', user: 'Administrator', onSuccess: null, onFailure: null, queues: new Map([['default', 300]]) };
    await queue.enqueue(newJob(origin, { jobName: 'export books' }));
    const failing = await queue.claim({ queues: ['default'], worker: 'desk-test', leaseMs: 60_000 });
    assert.ok(failing, 'the first job claimed');
    assert.equal(await queue.fail(failing, { excType: 'ValidationError', message: 'the export ran out of paper', traceback: null }), 'failed');
    await queue.enqueue(newJob({ ...origin, method: 'deskjobs.tasks.import_books' }, { jobName: 'import books' }));
    const running = await queue.claim({ queues: ['default'], worker: 'desk-test', leaseMs: 60_000 });
    assert.ok(running, 'the second job claimed, left running');

    await page.goto(`${base}/app/background-jobs`);
    await page.getByRole('heading', { name: 'Background jobs', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Running (1)' }).waitFor();
    await page.getByRole('heading', { name: 'Failed (1)' }).waitFor();
    await page.getByText('the export ran out of paper').first().waitFor();
    await shot(page, '10-background-jobs');

    await page.click('#remove-failed');
    await page.getByText('No failed job.').waitFor();
    assert.equal(await queue.count({ status: 'failed' }), 0, 'remove_failed_jobs removed it');

    await page.getByRole('button', { name: 'Stop import books' }).click();
    await page.getByText('No job is running.').waitFor();
    assert.equal((await queue.get(running.job.id))?.status, 'canceled', 'stop_job stopped it');
    assert.equal(await queue.renew(running, 60_000), false, 'its worker learns at its next renewal');
  });

  it('works at 360 px: the list fits the width', async () => {
    const narrow = await context.newPage();
    await narrow.setViewportSize({ width: 360, height: 740 });
    await narrow.goto(`${base}/app/${encodeURIComponent(DOCTYPE)}`);
    await narrow.locator('#list-count', { hasText: '3 records' }).waitFor();
    const overflow = await narrow.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `the page is ${overflow} px wider than the screen`);
    assert.ok(await narrow.locator('#new-doc').isVisible());
    await shot(narrow, '10-list-360px');
    await narrow.close();
  });

  it("shows the site's rate-limit usage from the X-RateLimit headers once the site sets rate_limit", async () => {
    await page.goto(`${base}/app`);
    await page.locator('#rate-limit', { hasText: 'sets no rate limit' }).waitFor();
    const file = path.join(site.sitesDir, site.site, 'site_config.json');
    fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), rate_limit: { limit: 600, window: 3600 } }));
    try {
      // Site config is re-read at most once a second.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await page.reload();
      await page.locator('#rate-limit', { hasText: 'of 600.00 s' }).waitFor();
      await shot(page, '11-rate-limit');
    } finally {
      const { rate_limit: _dropped, ...rest } = JSON.parse(fs.readFileSync(file, 'utf8'));
      fs.writeFileSync(file, JSON.stringify(rest));
    }
  });

  it('logs out, and the desk then asks to sign in again', async () => {
    await page.goto(`${base}/app`);
    await Promise.all([page.waitForURL((u) => u.pathname === '/login'), page.click('#logout')]);
    assert.equal((await context.cookies()).find((c) => c.name === 'sid'), undefined);
    await page.goto(`${base}/app/${encodeURIComponent(DOCTYPE)}`);
    assert.equal(new URL(page.url()).pathname, '/login');
    assert.deepEqual(problems, [], 'no script errors or CSP refusals');
  });
});
