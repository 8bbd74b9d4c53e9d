import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM, chromiumMissing, launchChromium, listenOnLoopback } from '../helpers/browser.ts';
import { enabledDialects } from '../helpers/dialects.ts';
import { createTestSite, type TestSite } from '../helpers/test-site.ts';

const USER = 'bell.user@example.com';
const PW = 'desk-bell-pass-1';

const missing = chromiumMissing('the desk bell and mail browser test');
const sqlite = (await enabledDialects()).find((d) => d.name === 'sqlite');

/** Issue 53 in the desk: the notification bell in the top bar and the mail composer on forms. */
describe('the desk bell and mail composer (chromium, SQLite)', { skip: missing ? `chromium not found at ${CHROMIUM}` : !sqlite && 'SQLite is not enabled' }, () => {
  let site: TestSite;
  let browser: Browser;
  let page: Page;
  let base = '';
  let todo = '';
  const problems: string[] = [];

  async function api(method: string, url: string, auth: string, json?: unknown): Promise<any> {
    const res = await fetch(`${base}${url}`, { method, headers: { authorization: auth, 'content-type': 'application/json' }, body: json === undefined ? undefined : JSON.stringify(json) });
    assert.equal(res.status, 200, `${method} ${url}: ${await res.clone().text()}`);
    return (await res.json()).data;
  }

  before(async () => {
    site = await createTestSite(sqlite!);
    const auth = await site.addUser(USER, ['System Manager'], { new_password: PW, first_name: 'Bell' });
    base = await listenOnLoopback(site);
    todo = (await api('POST', '/api/resource/ToDo', auth, { description: 'Order the paper' })).name;
    await api('POST', '/api/resource/Notification Log', site.adminAuth, { for_user: USER, from_user: 'Administrator', type: 'Alert', subject: 'Paper is running out', document_type: 'ToDo', document_name: todo });
    browser = await launchChromium();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  it('shows the unread count on the bell, lists the log, and marks all read', async () => {
    await page.goto(`${base}/login?redirect-to=/app`);
    await page.fill('#login_email', USER);
    await page.fill('#login_password', PW);
    await Promise.all([page.waitForURL(`${base}/app`), page.click('#login-submit')]);
    await page.locator('#notifications-count', { hasText: '1' }).waitFor();
    await page.click('#notifications');
    const entry = page.locator('#notification-list').getByRole('link', { name: 'Paper is running out' });
    await entry.waitFor();
    assert.equal(await entry.getAttribute('href'), `/app/ToDo/${encodeURIComponent(todo)}`);
    await page.click('#mark-all-read');
    await page.locator('#notifications-count').waitFor({ state: 'detached' });
    const [log] = await api('GET', `/api/resource/Notification Log?fields=["read"]&filters=${encodeURIComponent(JSON.stringify({ for_user: USER }))}`, site.adminAuth);
    assert.equal(log.read, 1);
    await Promise.all([page.waitForURL(`${base}/app/ToDo/${encodeURIComponent(todo)}`), entry.click()]);
  });

  it('composes a mail from the form: it waits for an Email Account and shows in the timeline', async () => {
    await page.click('#new-email');
    await page.fill('#mail-to', 'supplier@example.com');
    await page.fill('#mail-subject', 'More paper please');
    await page.fill('#mail-content', 'Ten reams, thanks.');
    await page.click('#mail-send');
    await page.getByText('Please setup default outgoing Email Account', { exact: false }).first().waitFor();
    const sent = page.locator('#communications li', { hasText: 'More paper please' });
    await sent.waitFor();
    assert.match(await sent.innerText(), /supplier@example\.com[\s\S]*Ten reams, thanks\./);
    const [comm] = await api('GET', `/api/resource/Communication?fields=["recipients","reference_name"]&filters=${encodeURIComponent(JSON.stringify({ subject: 'More paper please' }))}`, site.adminAuth);
    assert.deepEqual(comm, { recipients: 'supplier@example.com', reference_name: todo });
    assert.deepEqual(problems, []);
  });
});
