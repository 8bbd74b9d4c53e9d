import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM, chromiumMissing, launchChromium, listenOnLoopback } from '../helpers/browser.ts';
import { enabledDialects } from '../helpers/dialects.ts';
import { createTestSite, type TestSite } from '../helpers/test-site.ts';

const CLERK = 'flow.clerk@example.com';
const APPROVER = 'flow.approver@example.com';
const PW = 'desk-flow-pass-1';

const missing = chromiumMissing('the desk workflow browser test');
const sqlite = (await enabledDialects()).find((d) => d.name === 'sqlite');

/** Issue 54 part 2 in the desk: a form under a workflow shows its state and the actions the user may take. */
describe('the desk workflow actions (chromium, SQLite)', { skip: missing ? `chromium not found at ${CHROMIUM}` : !sqlite && 'SQLite is not enabled' }, () => {
  let site: TestSite;
  let browser: Browser;
  let base = '';
  let order = '';
  const problems: string[] = [];

  async function api(method: string, url: string, auth: string, json?: unknown): Promise<any> {
    const res = await fetch(`${base}${url}`, { method, headers: { authorization: auth, 'content-type': 'application/json' }, body: json === undefined ? undefined : JSON.stringify(json) });
    assert.equal(res.status, 200, `${method} ${url}: ${await res.clone().text()}`);
    return (await res.json()).data;
  }
  async function signIn(user: string): Promise<Page> {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
    await page.goto(`${base}/login?redirect-to=/app`);
    await page.fill('#login_email', user);
    await page.fill('#login_password', PW);
    await Promise.all([page.waitForURL(`${base}/app`), page.click('#login-submit')]);
    return page;
  }

  before(async () => {
    site = await createTestSite(sqlite!);
    base = await listenOnLoopback(site);
    const admin = site.adminAuth;
    for (const role of ['Flow Clerk', 'Flow Approver']) await api('POST', '/api/resource/Role', admin, { role_name: role, desk_access: 1 });
    await api('POST', '/api/resource/DocType', admin, {
      name: 'Flow Order', module: 'Custom', autoname: 'hash', is_submittable: 1, title_field: 'title',
      fields: [{ fieldname: 'title', fieldtype: 'Data', label: 'Title' }],
      permissions: [{ role: 'Flow Clerk', read: 1, write: 1, create: 1 }, { role: 'Flow Approver', read: 1, write: 1, submit: 1, cancel: 1 }],
    });
    for (const [state, style] of [['Open', ''], ['Waiting', 'Warning'], ['Done', 'Success']]) await api('POST', '/api/resource/Workflow State', admin, { workflow_state_name: state, style });
    for (const action of ['Ask', 'Accept']) await api('POST', '/api/resource/Workflow Action Master', admin, { workflow_action_name: action });
    await api('POST', '/api/resource/Workflow', admin, {
      workflow_name: 'Order Flow', document_type: 'Flow Order', is_active: 1,
      states: [{ state: 'Open', doc_status: '0', allow_edit: 'Flow Clerk' }, { state: 'Waiting', doc_status: '0', allow_edit: 'Flow Approver' }, { state: 'Done', doc_status: '1', allow_edit: 'Flow Approver' }],
      transitions: [{ state: 'Open', action: 'Ask', next_state: 'Waiting', allowed: 'Flow Clerk' }, { state: 'Waiting', action: 'Accept', next_state: 'Done', allowed: 'Flow Approver' }],
    });
    const clerk = await site.addUser(CLERK, ['Flow Clerk'], { new_password: PW });
    await site.addUser(APPROVER, ['Flow Approver'], { new_password: PW });
    order = (await api('POST', '/api/resource/Flow Order', clerk, { title: 'Paper' })).name;
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  it('shows the state and the clerk\'s action; taking it moves the state and leaves the form read-only for the clerk', async () => {
    const page = await signIn(CLERK);
    await page.goto(`${base}/app/Flow Order/${order}`);
    await page.locator('#workflow-state', { hasText: 'Open' }).waitFor();
    const actions = page.locator('#workflow-actions button');
    await actions.first().waitFor();
    assert.deepEqual(await actions.allInnerTexts(), ['Ask']);
    assert.equal(await page.locator('#submit').count(), 0, 'a workflow replaces the Submit button');
    assert.equal(await page.locator('#field-title').isEditable(), true, 'Open is the clerk\'s to edit');
    await actions.first().click();
    await page.locator('#workflow-state', { hasText: 'Waiting' }).waitFor();
    await page.locator('#workflow-actions').waitFor({ state: 'detached' });
    assert.equal(await page.locator('#field-title').isEditable(), false, 'Waiting is the approver\'s to edit');
    assert.equal((await api('GET', `/api/resource/Flow Order/${order}`, site.adminAuth)).workflow_state, 'Waiting');
  });

  it('the approver accepts: the document is submitted in the Done state', async () => {
    const page = await signIn(APPROVER);
    await page.goto(`${base}/app/Flow Order/${order}`);
    await page.locator('#workflow-state', { hasText: 'Waiting' }).waitFor();
    await page.locator('#workflow-actions button', { hasText: 'Accept' }).click();
    await page.locator('#workflow-state', { hasText: 'Done' }).waitFor();
    await page.locator('#doc-status', { hasText: 'Submitted' }).waitFor();
    const stored = await api('GET', `/api/resource/Flow Order/${order}`, site.adminAuth);
    assert.deepEqual([stored.docstatus, stored.workflow_state], [1, 'Done']);
    assert.deepEqual(problems, []);
  });
});
