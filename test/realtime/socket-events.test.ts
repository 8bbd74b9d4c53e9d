import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { appsWith, FIXTURE_APP } from '../helpers/apps.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { listenOnLoopback } from '../helpers/browser.ts';
import { connectRealtime, settle, type RealtimeClient } from '../helpers/realtime-client.ts';
import { runScenario } from '../helpers/scenario.ts';
import { call, insertAs } from '../helpers/users.ts';

/**
 * Issue 17: Frappe's socket.io protocol through the real socket.io-client, on every dialect:
 * subscriptions checked as Frappe's can_subscribe_doc/doctype, events after commit only, and
 * never an event about a document the recipient cannot read.
 */
perDialect('Realtime over socket.io', (site) => {
  const admin = () => site().adminAuth;
  const ns = () => `/${site().site}`;
  let url = '';
  let keeper1 = '';
  let keeper2 = '';
  let restricted = '';
  const clients: RealtimeClient[] = [];
  const connect = async (auth?: string, extra: Record<string, string> = {}) => {
    // A Guest says so with `sid=Guest`, as Frappe's pages do: a socket without credentials is refused.
    const c = await connectRealtime(url, ns(), { headers: { ...(auth ? { Authorization: auth } : { Cookie: 'sid=Guest' }), ...extra } });
    clients.push(c);
    return c;
  };
  const create = async (auth: string, title: string) => {
    const started = performance.now();
    await insertAs(site(), auth, 'Live Note', { title, body: 'x' });
    return { started, answered: performance.now() };
  };
  const listUpdate = (name: string) => (r: { event: string; message: any }) => r.event === 'list_update' && r.message.name === name;
  const eventsAbout = (c: RealtimeClient, name: string) => c.received.filter((r) => r.message?.name === name || r.message?.docname === name);

  before(async () => {
    url = await listenOnLoopback(site());
    await insertAs(site(), admin(), 'Role', { role_name: 'Note Keeper', desk_access: 1 });
    await insertAs(site(), admin(), 'Role', { role_name: 'Note Reader', desk_access: 1 });
    await runScenario(site(), {
      name: 'define Live Note', method: 'POST', url: '/api/resource/DocType', auth: admin(), status: 200,
      json: {
        name: 'Live Note', module: 'Custom', autoname: 'field:title',
        fields: [{ fieldname: 'title', fieldtype: 'Data', reqd: 1 }, { fieldname: 'body', fieldtype: 'Small Text' }],
        permissions: [
          { role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 },
          { role: 'Note Keeper', read: 1, write: 1, create: 1, delete: 1, if_owner: 1 },
          { role: 'Note Reader', read: 1 },
        ],
      },
    });
    keeper1 = await site().addUser('keeper1@example.com', ['Note Keeper']);
    keeper2 = await site().addUser('keeper2@example.com', ['Note Keeper']);
    restricted = await site().addUser('restricted@example.com', ['Note Reader']);
    await insertAs(site(), admin(), 'Live Note', { title: 'up-allowed' });
    await insertAs(site(), admin(), 'User Permission', { user: 'restricted@example.com', allow: 'Live Note', for_value: 'up-allowed' });
  });

  after(() => clients.forEach((c) => c.close()));

  it('a DocType subscriber sees create, update and delete, each within 100 ms of the write answering', async () => {
    const c = await connect(admin());
    assert.deepEqual(await c.ask('doctype_subscribe', 'Live Note'), { ok: true });
    const { answered } = await create(admin(), 'n-one');
    const created = await c.waitFor(listUpdate('n-one'));
    assert.deepEqual(created.message, { doctype: 'Live Note', name: 'n-one', user: 'Administrator' });
    assert.ok(created.at - answered < 100, `list_update came ${(created.at - answered).toFixed(1)} ms after the answer`);

    assert.deepEqual(await c.ask('doc_subscribe', 'Live Note', 'n-one'), { ok: true });
    const before = performance.now();
    const put = await call(site(), { method: 'PUT', url: '/api/resource/Live Note/n-one', auth: admin(), json: { body: 'changed' } });
    const updated = await c.waitFor((r) => r.event === 'doc_update' && r.at > before);
    assert.deepEqual(updated.message, { modified: put.json.data.modified, doctype: 'Live Note', name: 'n-one' });
    assert.ok(updated.at - performance.now() < 100);

    const beforeDelete = performance.now();
    await call(site(), { method: 'DELETE', url: '/api/resource/Live Note/n-one', auth: admin() });
    const deleted = await c.waitFor((r) => r.event === 'list_update' && r.at > beforeDelete);
    assert.equal(deleted.message.name, 'n-one');
    await c.waitFor((r) => r.event === 'doc_update' && r.at > beforeDelete);
  });

  it('a user who reads only their own documents hears of theirs, never of another user\'s', async () => {
    const own = await connect(keeper1);
    const all = await connect(admin());
    assert.deepEqual(await own.ask('doctype_subscribe', 'Live Note'), { ok: true });
    await all.ask('doctype_subscribe', 'Live Note');
    await create(keeper2, 'k2-note');
    await create(keeper1, 'k1-note');
    await own.waitFor(listUpdate('k1-note'));
    await all.waitFor(listUpdate('k2-note'));
    await settle();
    assert.deepEqual(eventsAbout(own, 'k2-note'), [], 'no event about keeper2\'s note reached keeper1');

    const refused = await own.ask('doc_subscribe', 'Live Note', 'k2-note');
    assert.equal(refused.ok, false);
    await call(site(), { method: 'PUT', url: '/api/resource/Live Note/k2-note', auth: keeper2, json: { body: 'secret edit' } });
    await all.waitFor((r) => r.event === 'list_update' && r.message.name === 'k2-note' && r.message.user === 'keeper2@example.com');
    await settle();
    assert.deepEqual(eventsAbout(own, 'k2-note'), []);
  });

  it('User Permissions decide which documents\' events a user receives', async () => {
    const c = await connect(restricted);
    assert.deepEqual(await c.ask('doctype_subscribe', 'Live Note'), { ok: true });
    await create(admin(), 'up-other');
    await call(site(), { method: 'PUT', url: '/api/resource/Live Note/up-allowed', auth: admin(), json: { body: 'edited' } });
    await c.waitFor(listUpdate('up-allowed'));
    await settle();
    assert.deepEqual(eventsAbout(c, 'up-other'), []);
    assert.equal((await c.ask('doc_subscribe', 'Live Note', 'up-other')).ok, false);
    assert.equal((await c.ask('doc_subscribe', 'Live Note', 'up-allowed')).ok, true);
  });

  it('nothing is published for a write that rolls back', async () => {
    const c = await connect(admin());
    await c.ask('doctype_subscribe', 'Live Note');
    // The first document is inserted (its events queued), then the second fails: one transaction, rolled back.
    const r = await call(site(), { method: 'POST', url: '/api/method/frappe.client.insert_many', auth: admin(), json: { docs: [{ doctype: 'Live Note', title: 'rb-one' }, { doctype: 'Live Note', body: 'no title' }] } });
    assert.notEqual(r.status, 200);
    await runScenario(site(), { name: 'rolled back', method: 'GET', url: '/api/resource/Live Note/rb-one', auth: admin(), status: 404 });
    const announced = await call(site(), { method: 'POST', url: '/api/method/apptest.api.announce', auth: admin(), json: { event: 'after_commit_only', user: 'Administrator', after_commit: true, fail: true } });
    assert.equal(announced.status, 417);
    await create(admin(), 'rb-marker');
    await c.waitFor(listUpdate('rb-marker'));
    await settle();
    assert.deepEqual(eventsAbout(c, 'rb-one'), []);
    assert.equal(c.received.some((e) => e.event === 'after_commit_only'), false);
  });

  it('publish_realtime reaches a user\'s room, every desk user (all) or the website room, as Frappe routes it', async () => {
    const a = await connect(admin());
    const k = await connect(keeper1);
    const guest = await connect();
    const send = (json: Record<string, unknown>) => runScenario(site(), { name: `announce ${JSON.stringify(json)}`, method: 'POST', url: '/api/method/apptest.api.announce', auth: admin(), json, status: 200 });
    await send({ event: 'to_keeper', text: 'hi', user: 'keeper1@example.com' });
    await send({ event: 'to_desk', text: 'all' });
    await send({ event: 'to_web', text: 'web', room: 'website' });
    assert.deepEqual((await k.waitFor((r) => r.event === 'to_keeper')).message, { text: 'hi' });
    await a.waitFor((r) => r.event === 'to_desk');
    await k.waitFor((r) => r.event === 'to_desk');
    await guest.waitFor((r) => r.event === 'to_web');
    await settle();
    assert.equal(a.received.some((r) => r.event === 'to_keeper'), false, 'a user room is that user\'s alone');
    assert.deepEqual(guest.received.map((r) => r.event), ['to_web'], 'a Guest gets website events only');
  });

  it('Guests cannot subscribe to DocTypes or documents, and arguments must be plain names (docs/DECISIONS.md D43)', async () => {
    const guest = await connect();
    assert.equal((await guest.ask('doctype_subscribe', 'Live Note')).ok, false);
    assert.equal((await guest.ask('doc_subscribe', 'Live Note', 'k1-note')).ok, false);
    const c = await connect(admin());
    for (const bad of [['Live Note'], { $or: [['name', 'like', '%']] }, '', 'x'.repeat(300), null, 42]) {
      assert.equal((await c.ask('doctype_subscribe', bad)).ok, false, `doctype ${JSON.stringify(bad)} is refused`);
      assert.equal((await c.ask('doc_subscribe', 'Live Note', bad)).ok, false, `name ${JSON.stringify(bad)} is refused`);
    }
    assert.equal((await c.ask('doctype_subscribe', 'No Such DocType')).ok, false);
    assert.equal((await c.ask('no_such_event')).ok, false);
    c.socket.emit('ping');
    await c.waitFor((r) => r.event === 'pong');
  });

  it('refuses a bad credential, another site\'s namespace and a session socket from another origin', async () => {
    await assert.rejects(connectRealtime(url, ns(), { headers: { Authorization: 'token nope:nope' } }), /not valid|invalid|Invalid/i);
    await assert.rejects(connectRealtime(url, '/no-such-site.example', { headers: { Authorization: admin() } }), /does not exist/);
    await assert.rejects(connectRealtime(url, ns(), { headers: { Authorization: admin(), 'X-Frappe-Site-Name': 'other.example' } }), /Invalid namespace/);
    const login = await call(site(), { method: 'POST', url: '/api/method/login', json: { usr: 'Administrator', pwd: 'admin' } });
    const sid = /sid=([^;]+)/.exec(String(login.headers['set-cookie']))![1];
    await assert.rejects(connectRealtime(url, ns(), { headers: { Cookie: `sid=${sid}`, Origin: 'https://evil.example' } }), /Invalid origin/);
    const viaCookie = await connectRealtime(url, ns(), { headers: { Cookie: `sid=${sid}`, Origin: url } });
    clients.push(viaCookie);
    assert.deepEqual(await viaCookie.ask('doctype_subscribe', 'Live Note'), { ok: true });
  });

  it('docinfo_update tells a document\'s subscribers of a new comment; doc_viewers lists who has it open', async () => {
    await create(admin(), 'talk-note');
    const a = await connect(admin());
    const b = await connect(keeper1);
    await a.ask('doc_subscribe', 'Live Note', 'talk-note');
    await runScenario(site(), { name: 'comment', method: 'POST', url: '/api/method/frappe.desk.form.utils.add_comment', auth: admin(), json: { reference_doctype: 'Live Note', reference_name: 'talk-note', content: 'hello', comment_email: 'Administrator' }, status: 200 });
    const info = await a.waitFor((r) => r.event === 'docinfo_update');
    assert.equal(info.message.key, 'comments');
    assert.equal(info.message.action, 'add');
    assert.equal(info.message.doc.reference_name, 'talk-note');

    const k1 = 'k1-note';
    assert.deepEqual(await b.ask('doc_open', 'Live Note', k1), { ok: true });
    assert.deepEqual(await a.ask('doc_open', 'Live Note', k1), { ok: true });
    const viewers = await b.waitFor((r) => r.event === 'doc_viewers');
    assert.deepEqual([...viewers.message.users].sort(), ['Administrator', 'keeper1@example.com']);
    assert.equal(viewers.message.docname, k1);
  });

  it('a frappe-react-sdk-style client: long-polling, no acknowledgements, doc_subscribe then doc_update', async () => {
    await create(admin(), 'sdk-note');
    // frappe-react-sdk's useFrappeDocumentEventListener: emit doc_subscribe, listen for doc_update, emit doc_unsubscribe on unmount.
    const c = await connectRealtime(url, ns(), { headers: { Authorization: admin() }, transports: ['polling'] });
    clients.push(c);
    c.socket.emit('doc_subscribe', 'Live Note', 'sdk-note');
    c.socket.emit('doctype_subscribe', 'Live Note');
    await settle(200);
    const put = await call(site(), { method: 'PUT', url: '/api/resource/Live Note/sdk-note', auth: admin(), json: { body: 'via sdk' } });
    const update = await c.waitFor((r) => r.event === 'doc_update');
    assert.equal(update.message.modified, put.json.data.modified);
    await c.waitFor(listUpdate('sdk-note'));
    c.socket.emit('doc_unsubscribe', 'Live Note', 'sdk-note');
    await settle(200);
    const seen = c.received.filter((r) => r.event === 'doc_update').length;
    await call(site(), { method: 'PUT', url: '/api/resource/Live Note/sdk-note', auth: admin(), json: { body: 'again' } });
    await c.waitFor((r) => r.event === 'list_update' && r.message.name === 'sdk-note' && r.at > update.at + 1);
    await settle();
    assert.equal(c.received.filter((r) => r.event === 'doc_update').length, seen, 'no doc_update after doc_unsubscribe');
  });

  it('a user whose role is taken away stops receiving the DocType\'s events', async () => {
    const email = 'fading@example.com';
    const auth = await site().addUser(email, ['Note Reader']);
    const c = await connect(auth);
    assert.deepEqual(await c.ask('doctype_subscribe', 'Live Note'), { ok: true });
    await create(admin(), 'fade-one');
    await c.waitFor(listUpdate('fade-one'));
    await runScenario(site(), { name: 'drop role', method: 'PUT', url: `/api/resource/User/${email}`, auth: admin(), json: { roles: [] }, status: 200 });
    await settle();
    await create(admin(), 'fade-two');
    await settle();
    assert.deepEqual(eventsAbout(c, 'fade-two'), []);
  });
}, { apps: await appsWith(FIXTURE_APP) });
