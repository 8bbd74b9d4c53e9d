import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { appsWith, FIXTURE_APP } from '../helpers/apps.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { listenOnLoopback } from '../helpers/browser.ts';
import { connectRealtime, settle, type RealtimeClient } from '../helpers/realtime-client.ts';
import { runScenario } from '../helpers/scenario.ts';
import { call, insertAs } from '../helpers/users.ts';
import { loggedInUser, registerClient, tokensFor } from '../oauth/oauth-fixture.ts';

/**
 * Issue 17 part 2 beyond create/update/delete: submit, cancel and rename publish as Frappe's
 * notify_update and rename_doc do; assignments and shares send docinfo_update; task rooms; and
 * the Bearer scheme authenticates a socket as it does a request.
 */
perDialect('Realtime document events', (site) => {
  const admin = () => site().adminAuth;
  let url = '';
  const clients: RealtimeClient[] = [];
  const connect = async (auth: string) => {
    const c = await connectRealtime(url, `/${site().site}`, { headers: { Authorization: auth } });
    clients.push(c);
    return c;
  };
  const after_ = (t: number) => (r: { at: number }) => r.at > t;

  before(async () => {
    url = await listenOnLoopback(site());
    await runScenario(site(), {
      name: 'define Live Order', method: 'POST', url: '/api/resource/DocType', auth: admin(), status: 200,
      json: {
        name: 'Live Order', module: 'Custom', autoname: 'field:title', is_submittable: 1,
        fields: [{ fieldname: 'title', fieldtype: 'Data', reqd: 1 }],
        permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1, submit: 1, cancel: 1, share: 1 }],
      },
    });
    await site().addUser('helper@example.com', ['System Manager']);
  });
  after(() => clients.forEach((c) => c.close()));

  it('submit and cancel publish doc_update and list_update; rename publishes doc_rename to the old name\'s room', async () => {
    const c = await connect(admin());
    await insertAs(site(), admin(), 'Live Order', { title: 'o-1' });
    assert.deepEqual(await c.ask('doc_subscribe', 'Live Order', 'o-1'), { ok: true });
    assert.deepEqual(await c.ask('doctype_subscribe', 'Live Order'), { ok: true });
    let t = performance.now();
    await runScenario(site(), { name: 'submit', method: 'PUT', url: '/api/resource/Live Order/o-1', auth: admin(), json: { docstatus: 1 }, status: 200 });
    await c.waitFor((r) => r.event === 'doc_update' && after_(t)(r));
    await c.waitFor((r) => r.event === 'list_update' && after_(t)(r));
    t = performance.now();
    await runScenario(site(), { name: 'cancel', method: 'PUT', url: '/api/resource/Live Order/o-1', auth: admin(), json: { docstatus: 2 }, status: 200 });
    await c.waitFor((r) => r.event === 'doc_update' && after_(t)(r));

    await insertAs(site(), admin(), 'Live Order', { title: 'o-old' });
    assert.deepEqual(await c.ask('doc_subscribe', 'Live Order', 'o-old'), { ok: true });
    t = performance.now();
    await runScenario(site(), { name: 'rename', method: 'POST', url: '/api/method/frappe.client.rename_doc', auth: admin(), json: { doctype: 'Live Order', old_name: 'o-old', new_name: 'o-new' }, status: 200 });
    const renamed = await c.waitFor((r) => r.event === 'doc_rename' && after_(t)(r));
    assert.deepEqual(renamed.message, { doctype: 'Live Order', old: 'o-old', new: 'o-new' });
    const listed = await c.waitFor((r) => r.event === 'list_update' && r.message.name === 'o-new');
    assert.equal(listed.message.doctype, 'Live Order');
  });

  it('assignments and shares send docinfo_update to the document\'s room', async () => {
    await insertAs(site(), admin(), 'Live Order', { title: 'o-info' });
    const c = await connect(admin());
    await c.ask('doc_subscribe', 'Live Order', 'o-info');
    await runScenario(site(), { name: 'assign', method: 'POST', url: '/api/method/frappe.desk.form.assign_to.add', auth: admin(), json: { doctype: 'Live Order', name: 'o-info', assign_to: ['helper@example.com'] }, status: 200 });
    const assigned = await c.waitFor((r) => r.event === 'docinfo_update' && r.message.key === 'assignments');
    assert.equal(assigned.message.doc.owner, 'helper@example.com');
    // Frappe's own: the "Assigned" timeline comment, which the desk's form applies (it has reference_doctype/name).
    const logged = await c.waitFor((r) => r.event === 'docinfo_update' && r.message.key === 'assignment_logs');
    assert.deepEqual([logged.message.action, logged.message.doc.comment_type, logged.message.doc.reference_doctype, logged.message.doc.reference_name], ['add', 'Assigned', 'Live Order', 'o-info']);
    await runScenario(site(), { name: 'share', method: 'POST', url: '/api/method/frappe.share.add', auth: admin(), json: { doctype: 'Live Order', name: 'o-info', user: 'helper@example.com', read: 1 }, status: 200 });
    const shared = await c.waitFor((r) => r.event === 'docinfo_update' && r.message.key === 'shared');
    assert.equal(shared.message.doc.user, 'helper@example.com');
  });

  it('a task room reaches whoever subscribed to the task id', async () => {
    const c = await connect(admin());
    assert.deepEqual(await c.ask('task_subscribe', 'task-42'), { ok: true });
    await runScenario(site(), { name: 'progress', method: 'POST', url: '/api/method/apptest.api.announce', auth: admin(), json: { event: 'progress', text: 'half', room: 'task_progress:task-42' }, status: 200 });
    assert.deepEqual((await c.waitFor((r) => r.event === 'progress')).message, { text: 'half' });
    assert.deepEqual(await c.ask('task_unsubscribe', 'task-42'), { ok: true });
    await runScenario(site(), { name: 'progress 2', method: 'POST', url: '/api/method/apptest.api.announce', auth: admin(), json: { event: 'progress', text: 'done', room: 'task_progress:task-42' }, status: 200 });
    await settle();
    assert.equal(c.received.filter((r) => r.event === 'progress').length, 1);
  });

  it('an OAuth Bearer token with the all scope authenticates a socket; one without it is refused', async () => {
    const client = await registerClient(site());
    const { sid } = await loggedInUser(site());
    const full = await tokensFor(site(), sid, client);
    const c = await connect(`Bearer ${full.access_token}`);
    assert.deepEqual(await c.ask('doctype_subscribe', 'Live Order'), { ok: true });
    const narrow = await tokensFor(site(), sid, client, { scope: 'openid' });
    await assert.rejects(connectRealtime(url, `/${site().site}`, { headers: { Authorization: `Bearer ${narrow.access_token}` } }), /scope/);
    const who = await call(site(), { method: 'GET', url: '/api/method/frappe.realtime.get_user_info', auth: `Bearer ${full.access_token}` });
    assert.equal(who.status, 200);
  });
}, { apps: await appsWith(FIXTURE_APP) });
