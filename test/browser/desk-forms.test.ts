import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { systemClock } from '../../src/context/clock.ts';
import { taskOfJob } from '../../src/job-worker/job-task.ts';
import { runTask } from '../../src/job-worker/run-task.ts';
import type { SiteRuntime } from '../../src/sites/site-runtime.ts';
import { CHROMIUM, chromiumMissing, launchChromium, listenOnLoopback } from '../helpers/browser.ts';
import { enabledDialects } from '../helpers/dialects.ts';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp.ts';
import { createTestSite, silentLog, type TestSite } from '../helpers/test-site.ts';

const ASSIGNEE = 'forms.assignee@example.com';
/** The test SMTP server takes mail only with this login: a mail received proves the stored password. */
const RELAY = { user: 'relay@example.com', pass: 's3cret-relay' };
const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test-output/desk');

const missing = chromiumMissing('the desk Email Account and Notification forms browser test');
const sqlite = (await enabledDialects()).find((d) => d.name === 'sqlite');

/** A picture of the view for review (gitignored); toasts hidden unless the picture is of one. */
async function shot(page: Page, name: string, withToasts = false): Promise<void> {
  // Overlays fade in: the picture is of them faded in (finite animations run to their end).
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true, animations: 'disabled', style: withToasts ? undefined : '.p-toast { display: none !important; }' });
}

/** Picks an option of a PrimeVue Select and waits for its list to close. */
async function choose(page: Page, select: string, option: string): Promise<void> {
  await page.click(select);
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.locator('.p-select-overlay').waitFor({ state: 'detached' });
}

/** Types a whole value into a Link field and picks it among the suggestions, which then stay closed. */
async function pickLink(page: Page, input: string, value: string): Promise<void> {
  await page.fill(input, value);
  await page.getByRole('option').filter({ hasText: new RegExp(`^${value}$`) }).first().click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  assert.equal(await page.inputValue(input), value);
}

/** Waits for a toast holding `text` and answers all it says; `then` runs before it is closed. */
async function toast(page: Page, text: string | RegExp, then?: () => Promise<void>): Promise<string> {
  const t = page.locator('.p-toast-message', { hasText: text }).first();
  await t.waitFor();
  const said = await t.innerText();
  await then?.();
  // Closed so that the next wait cannot meet it; on a loaded machine it may close itself first.
  await t.locator('.p-toast-close-button').click({ timeout: 2000 }).catch(() => undefined);
  await t.waitFor({ state: 'detached' });
  return said;
}

const shown = async (page: Page, fieldname: string) => (await page.locator(`#field-${fieldname}`).count()) === 1;

/**
 * Issue 53's Email Account and Notification forms in the desk, as Administrator: an SMTP account
 * whose password is kept through edits (proved by a mail the test SMTP server takes only with it),
 * Notification rules whose fields follow their depends_on, with recipients in a child table, a
 * condition refused clearly, and the rules firing on a document's save into the bell and SMTP.
 */
describe('the desk Email Account and Notification forms (chromium, SQLite)', { skip: missing ? `chromium not found at ${CHROMIUM}` : !sqlite && 'SQLite is not enabled' }, () => {
  let site: TestSite;
  let runtime: SiteRuntime;
  let smtp: TestSmtp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let base = '';
  const problems: string[] = [];

  async function api(method: string, url: string, json?: unknown): Promise<any> {
    const res = await fetch(`${base}${url}`, { method, headers: { authorization: site.adminAuth, 'content-type': 'application/json' }, body: json === undefined ? undefined : JSON.stringify(json) });
    assert.equal(res.status, 200, `${method} ${url}: ${await res.clone().text()}`);
    return (await res.json()).data;
  }
  /** Runs every waiting job of the short queue (the flush, the sends) as a worker would. */
  async function drainJobs(): Promise<void> {
    for (;;) {
      const claim = await runtime.jobs.queue.claim({ queues: ['short'], worker: 'test', leaseMs: 60_000 });
      if (!claim) return;
      const outcome = await runTask(runtime, runtime.jobs.targets, taskOfJob(claim.job), systemClock(), silentLog);
      if (outcome.ok) await runtime.jobs.queue.complete(claim, outcome.result);
      else await runtime.jobs.queue.fail(claim, outcome.error);
    }
  }
  async function save(): Promise<void> {
    await page.click('#save');
    await toast(page, /^Saved/);
  }

  before(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    site = await createTestSite(sqlite!);
    runtime = await site.app.sites.get(site.site);
    await site.addUser(ASSIGNEE, ['System Manager']);
    smtp = await startTestSmtp({ auth: RELAY });
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
    await smtp?.close();
    await site?.close();
  });

  it('creates an outgoing Email Account from /app/email-account/new, its SMTP fields shown once outgoing is enabled', async () => {
    await page.goto(`${base}/login?redirect-to=/app`);
    await page.fill('#login_email', 'Administrator');
    await page.fill('#login_password', 'admin');
    await Promise.all([page.waitForURL(`${base}/app`), page.click('#login-submit')]);
    await page.goto(`${base}/app/email-account/new`);
    await page.waitForURL(`${base}/app/Email%20Account/new`);
    await page.getByRole('heading', { name: 'New Email Account' }).waitFor();
    assert.equal(await shown(page, 'smtp_server'), false, 'SMTP Server depends on Enable Outgoing');
    assert.equal(await shown(page, 'login_id'), false, 'Alternative Email ID depends on Use different Email ID');

    await page.fill('#field-email_id', 'desk@example.com');
    await page.fill('#field-email_account_name', 'Desk Mail');
    await page.click('label[for="field-login_id_is_different"]');
    await page.fill('#field-login_id', RELAY.user);
    await page.fill('#field-password', RELAY.pass);
    await page.click('label[for="field-enable_outgoing"]');
    await page.locator('#field-smtp_server').waitFor();
    assert.match(await page.locator('#field-smtp_server-label').getAttribute('class') ?? '', /reqd/, 'mandatory_depends_on marks SMTP Server');
    // Mandatory now: a save without it is stopped in the form, naming the field.
    await page.click('#save');
    assert.match(await toast(page, 'Missing Fields'), /SMTP Server/);
    await page.fill('#field-smtp_server', smtp.host);
    await page.fill('#field-smtp_port', String(smtp.port));
    // The test server has no certificate a client would trust: TLS and SSL are switched on and off again.
    for (const flag of ['use_tls', 'use_ssl_for_outgoing']) {
      await page.click(`label[for="field-${flag}"]`);
      assert.equal(await page.isChecked(`#field-${flag}`), true);
      await page.click(`label[for="field-${flag}"]`);
    }
    await page.click('label[for="field-default_outgoing"]');
    await shot(page, '20-email-account-new');
    await save();
    await page.waitForURL(`${base}/app/Email%20Account/Desk%20Mail`);
    const stored = await api('GET', '/api/resource/Email Account/Desk Mail');
    assert.deepEqual(
      [stored.enable_outgoing, stored.default_outgoing, stored.use_tls, stored.use_ssl_for_outgoing, stored.smtp_server, stored.smtp_port, stored.login_id],
      [1, 1, 0, 0, smtp.host, String(smtp.port), RELAY.user],
    );
    assert.match(stored.password, /^\*+$/, 'the API shows the password as asterisks');
  });

  it('shows the saved password as its mask, keeps it through a save that leaves it, and sends with it', async () => {
    await page.reload();
    await page.locator('#field-smtp_server').waitFor();
    assert.match(await page.inputValue('#field-password'), /^\*+$/, 'the form shows asterisks, never the password');
    assert.notEqual(await page.inputValue('#field-password'), RELAY.pass);
    await page.click('label[for="field-always_use_account_name_as_sender_name"]');
    await save();
    await shot(page, '21-email-account-saved');
    assert.equal((await api('GET', '/api/resource/Email Account/Desk Mail')).always_use_account_name_as_sender_name, 1);

    // Typing into the mask replaces it rather than adding to it (nothing saved here).
    await page.click('#field-password');
    await page.keyboard.type('n3w');
    assert.equal(await page.inputValue('#field-password'), 'n3w');

    const todo = (await api('POST', '/api/resource/ToDo', { description: 'Order the paper' })).name;
    await page.goto(`${base}/app/ToDo/${encodeURIComponent(todo)}`);
    await page.click('#new-email');
    await page.fill('#mail-to', 'supplier@example.com');
    await page.fill('#mail-subject', 'More paper please');
    await page.fill('#mail-content', 'Ten reams, thanks.');
    await page.click('#mail-send');
    await page.locator('#communications li', { hasText: 'More paper please' }).waitFor();
    await drainJobs();
    const [mail] = smtp.to('supplier@example.com');
    assert.ok(mail, `the mail reached the SMTP server (received: ${smtp.received.map((m) => m.to.join()).join('; ')})`);
    assert.equal(mail.user, RELAY.user, 'logged in with the password typed once in the form');
    assert.deepEqual(mail.parsed.from?.value.map((v) => v.address), ['desk@example.com']);
  });

  it('fills a Notification: fields follow the event and channel, a bad condition is refused clearly, recipients in rows', async () => {
    await page.goto(`${base}/app/notification/new`);
    await page.waitForURL(`${base}/app/Notification/new`);
    await page.locator('#field-__name').waitFor();
    await page.click('#save');
    const asked = await toast(page, 'Missing Fields', () => shot(page, '22a-notification-missing-fields', true));
    assert.match(asked, /Mandatory fields required in Notification: Name; Subject; Document Type; Send Alert On; Recipients/);

    await page.fill('#field-__name', 'ToDo closed');
    await pickLink(page, '#field-document_type', 'ToDo');
    assert.equal(await shown(page, 'date_changed'), false);
    await choose(page, '#field-event', 'Days Before');
    assert.deepEqual([await shown(page, 'date_changed'), await shown(page, 'days_in_advance'), await shown(page, 'value_changed'), await shown(page, 'method')], [true, true, false, false]);
    await shot(page, '22-notification-days-before');
    await choose(page, '#field-event', 'Value Change');
    assert.deepEqual([await shown(page, 'date_changed'), await shown(page, 'days_in_advance'), await shown(page, 'value_changed')], [false, false, true]);
    await page.fill('#field-value_changed', 'status');
    assert.equal(await shown(page, 'sender'), true, 'Sender shows for the Email channel');
    assert.equal(await shown(page, 'send_system_notification'), true);

    // Python's comparison is ==: one = is refused on save, saying which condition and why.
    await page.fill('#field-condition', 'doc.status = "Closed"');
    assert.equal(await page.locator('#field-condition').evaluate((el) => getComputedStyle(el).fontFamily.includes('monospace')), true, 'a Code field is monospaced');
    await page.fill('#field-subject', 'ToDo {{ doc.name }} is closed');
    await page.fill('#field-message', '<p>{{ doc.description }} is done.</p>');
    await page.click('#add-row-recipients');
    await page.fill('#recipients-0-receiver_by_document_field', 'allocated_to');
    await page.click('#add-row-recipients');
    await page.locator('#table-recipients').getByRole('button', { name: 'Edit row 2' }).click();
    await page.fill('#row-recipients-cc', 'lead@example.com');
    await page.getByRole('button', { name: 'Done' }).click();
    await page.click('#save');
    const refusal = await toast(page, 'Not done', () => shot(page, '23-notification-bad-condition', true));
    assert.match(refusal, /Condition 'doc\.status = "Closed"'/, refusal);
    assert.equal(new URL(page.url()).pathname, '/app/Notification/new', 'nothing saved');

    await page.fill('#field-condition', 'doc.status == "Closed"');
    await shot(page, '24-notification-value-change');
    await save();
    await page.waitForURL(`${base}/app/Notification/ToDo%20closed`);
    const rule = await api('GET', '/api/resource/Notification/ToDo closed');
    assert.deepEqual(
      [rule.document_type, rule.event, rule.value_changed, rule.channel, rule.condition, rule.recipients.map((r: any) => [r.receiver_by_document_field ?? null, r.cc ?? null])],
      ['ToDo', 'Value Change', 'status', 'Email', 'doc.status == "Closed"', [['allocated_to', null], [null, 'lead@example.com']]],
    );
    const locked = await page.locator('#field-channel').evaluate((el) => el.closest('.p-disabled') !== null || el.getAttribute('aria-disabled') === 'true');
    assert.equal(locked, true, 'the channel is set only once');
  });

  it('fills a System Notification rule: the Email-only fields leave the form', async () => {
    await page.goto(`${base}/app/Notification/new`);
    await page.locator('#field-__name').waitFor();
    await page.fill('#field-__name', 'ToDo new');
    await pickLink(page, '#field-document_type', 'ToDo');
    await choose(page, '#field-event', 'New');
    await choose(page, '#field-channel', 'System Notification');
    assert.deepEqual([await shown(page, 'sender'), await shown(page, 'send_system_notification'), await shown(page, 'send_to_all_assignees')], [false, false, false]);
    await page.fill('#field-subject', 'New ToDo: {{ doc.description }}');
    await page.click('#add-row-recipients');
    await page.locator('#table-recipients').getByRole('button', { name: 'Edit row 1' }).click();
    await page.fill('#row-recipients-cc', 'admin@example.com');
    await shot(page, '25-notification-recipient-row');
    await page.getByRole('button', { name: 'Done' }).click();
    await save();
    await page.waitForURL(`${base}/app/Notification/ToDo%20new`);
    await shot(page, '26-notification-system');
  });

  it('fires both rules on saving documents: the bell shows the new ToDo, SMTP receives the closed one', async () => {
    const todo = (await api('POST', '/api/resource/ToDo', { description: 'Water the plants', allocated_to: ASSIGNEE })).name;
    await page.goto(`${base}/app`);
    await page.locator('#notifications-count', { hasText: '1' }).waitFor();
    await page.click('#notifications');
    await page.locator('#notification-list').getByRole('link', { name: 'New ToDo: Water the plants' }).waitFor();
    await shot(page, '27-bell');
    await page.keyboard.press('Escape');

    await page.goto(`${base}/app/ToDo/${encodeURIComponent(todo)}`);
    await choose(page, '#field-status', 'Closed');
    await save();
    await drainJobs();
    // One mail, sent to each recipient in its own envelope (the queue's one row per recipient).
    const received = smtp.received.filter((m) => m.parsed.subject === `ToDo ${todo} is closed`);
    assert.deepEqual(received.flatMap((m) => m.to).sort(), [ASSIGNEE, 'lead@example.com'], `received: ${smtp.received.map((m) => `${m.parsed.subject} → ${m.to.join()}`).join('; ')}`);
    for (const mail of received) assert.match(mail.parsed.html || '', /Water the plants is done\./);
  });

  it('applies the rules of any DocType: a section by its break, read_only_depends_on, and a child row by its parent', async () => {
    await api('POST', '/api/resource/DocType', { name: 'Forms Rules Line', module: 'Custom', istable: 1, fields: [
      { fieldname: 'qty', fieldtype: 'Int', label: 'Qty', in_list_view: 1 },
      { fieldname: 'note', fieldtype: 'Data', label: 'Note', in_list_view: 1, depends_on: 'eval:parent.kind == "Other"' },
    ] });
    await api('POST', '/api/resource/DocType', { name: 'Forms Rules', module: 'Custom', fields: [
      { fieldname: 'kind', fieldtype: 'Select', label: 'Kind', options: 'Usual\nOther', default: 'Usual' },
      { fieldname: 'locked', fieldtype: 'Check', label: 'Locked' },
      { fieldname: 'lines', fieldtype: 'Table', label: 'Lines', options: 'Forms Rules Line' },
      { fieldname: 'other_section', fieldtype: 'Section Break', label: 'Other details', depends_on: 'eval:doc.kind == "Other"' },
      { fieldname: 'why', fieldtype: 'Data', label: 'Why', mandatory_depends_on: 'eval:doc.kind == "Other"', read_only_depends_on: 'locked' },
    ], permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1 }] });
    await page.goto(`${base}/app/forms-rules/new`);
    await page.waitForURL(`${base}/app/Forms%20Rules/new`);
    await page.click('#add-row-lines');
    await page.locator('#lines-0-qty').waitFor();
    assert.equal(await page.locator('#lines-0-note').count(), 0, "a row's field follows the parent");
    assert.equal(await page.getByRole('region', { name: 'Other details' }).count(), 0, "the section follows its break's depends_on");
    assert.equal(await shown(page, 'why'), false);

    await choose(page, '#field-kind', 'Other');
    await page.getByRole('region', { name: 'Other details' }).waitFor();
    await page.locator('#lines-0-note').waitFor();
    await page.click('#save');
    assert.match(await toast(page, 'Missing Fields'), /Mandatory fields required in Forms Rules: Why$/m);
    await page.fill('#field-why', 'Because');
    assert.equal(await page.locator('#field-why').getAttribute('readonly'), null);
    await page.click('label[for="field-locked"]');
    assert.notEqual(await page.locator('#field-why').getAttribute('readonly'), null, 'read_only_depends_on locks it');
    await page.fill('#lines-0-note', 'first');
    await shot(page, '28-custom-rules');
    await save();
    await page.waitForURL((u) => !u.pathname.endsWith('/new'));
    const name = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    const saved = await api('GET', `/api/resource/Forms Rules/${encodeURIComponent(name)}`);
    assert.deepEqual([saved.kind, saved.locked, saved.why, saved.lines.map((l: any) => l.note)], ['Other', 1, 'Because', ['first']]);
    assert.deepEqual(problems, []);
  });
});
