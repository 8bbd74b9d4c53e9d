import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { createDocType, createRole, insert } from '../helpers/fixtures.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { callRpc } from '../helpers/rpc-client.ts';
import { runScenario, send, type Scenario } from '../helpers/scenario.ts';
import { jsonLogin, whoAmI } from '../helpers/sessions.ts';
import { addLoginUser, insertAs, runtimeOf } from '../helpers/users.ts';

// Renaming User, Role and Tag, which Frappe's DocType JSON allows (allow_rename: 1), with what each
// controller's before_rename / after_rename carries along (docs/DECISIONS.md F7).

const rename = (args: Record<string, unknown>) => ({ method: 'POST' as const, url: '/api/method/frappe.client.rename_doc', json: args });

async function getDoc(site: Parameters<typeof send>[0], doctype: string, name: string): Promise<any> {
  const res = await send(site, { method: 'GET', url: `/api/resource/${encodeURIComponent(doctype)}/${encodeURIComponent(name)}`, auth: site.adminAuth });
  assert.equal(res.statusCode, 200, res.body);
  return JSON.parse(res.body).data;
}

/** A Crate's `_user_tags`, which a document read leaves out. */
async function userTags(site: Parameters<typeof send>[0], name: string): Promise<string> {
  const res = await send(site, { method: 'GET', url: `/api/resource/Crate?fields=${encodeURIComponent('["_user_tags"]')}&filters=${encodeURIComponent(JSON.stringify({ name }))}`, auth: site.adminAuth });
  assert.equal(res.statusCode, 200, res.body);
  return JSON.parse(res.body).data[0]._user_tags;
}

async function status(site: Parameters<typeof send>[0], doctype: string, name: string): Promise<number> {
  return (await send(site, { method: 'GET', url: `/api/resource/${encodeURIComponent(doctype)}/${encodeURIComponent(name)}`, auth: site.adminAuth })).statusCode;
}

perDialect('rename_doc of User, Role and Tag', (site) => {
  before(async () => {
    await createRole(site(), 'Crate Handler', 1);
    await createDocType(site(), {
      name: 'Crate',
      autoname: 'prompt',
      fields: [{ fieldname: 'label', fieldtype: 'Data', label: 'Label' }],
      permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }, { role: 'Crate Handler', read: 1, write: 1, create: 1 }],
    });
  });

  it('a user renamed keeps their password, roles, key and documents under the new name; old sessions end (Frappe after_rename)', async () => {
    const auth = await addLoginUser(site(), 'ren.alice@example.com', ['Crate Handler'], 'Alice-pass-1');
    const used = await jsonLogin(site(), 'ren.alice@example.com', 'Alice-pass-1');
    await jsonLogin(site(), 'ren.alice@example.com', 'Alice-pass-1'); // a second session, never used again
    const todo = await insertAs(site(), auth, 'ToDo', { description: 'written by alice', allocated_to: 'ren.alice@example.com' });
    await insertAs(site(), auth, 'Crate', { name: 'C-alice', label: 'mine' });

    await runScenario(site(), { name: 'rename', ...rename({ doctype: 'User', old_name: 'ren.alice@example.com', new_name: 'ren.alicia@example.com' }), auth: site().adminAuth, status: 200, body: { message: 'ren.alicia@example.com' } });

    assert.equal(await status(site(), 'User', 'ren.alice@example.com'), 404);
    const user = await getDoc(site(), 'User', 'ren.alicia@example.com');
    assert.equal(user.email, 'ren.alicia@example.com');
    assert.deepEqual(user.roles.map((r: any) => [r.role, r.parent]), [['Crate Handler', 'ren.alicia@example.com']]);
    const moved = await getDoc(site(), 'ToDo', todo.name);
    assert.deepEqual([moved.owner, moved.modified_by, moved.allocated_to], ['ren.alicia@example.com', 'ren.alicia@example.com', 'ren.alicia@example.com']);
    assert.equal((await getDoc(site(), 'Crate', 'C-alice')).owner, 'ren.alicia@example.com');

    // The same API key now acts for the new name (the cached principal of the old one is gone), with the role's rights.
    await runScenario(site(), { name: 'key', method: 'GET', url: '/api/method/frappe.auth.get_logged_user', auth, status: 200, body: { message: 'ren.alicia@example.com' } });
    await runScenario(site(), { name: 'role rights kept', method: 'GET', url: '/api/resource/Crate/C-alice', auth, status: 200 });
    // The password moved with the user; the old name no longer logs in.
    assert.equal(await whoAmI(site(), await jsonLogin(site(), 'ren.alicia@example.com', 'Alice-pass-1')), 'ren.alicia@example.com');
    await runScenario(site(), { name: 'old name login', method: 'POST', url: '/api/method/login', json: { usr: 'ren.alice@example.com', pwd: 'Alice-pass-1' }, status: 401 });
    // Sessions opened under the old name end: the one used answers as Guest, and none is left in the store.
    assert.equal(await whoAmI(site(), used), null);
    const runtime = await runtimeOf(site());
    await runtime.sessions.settled();
    assert.equal(await runtime.sessions.store.deleteUsers(['ren.alice@example.com']), 0);
  });

  it('a user merged into another: documents, links and roles join the surviving user', async () => {
    const auth = await addLoginUser(site(), 'ren.old@example.com', ['Crate Handler'], 'Old-pass-1');
    await addLoginUser(site(), 'ren.kept@example.com', [], 'Kept-pass-1');
    const todo = await insertAs(site(), auth, 'ToDo', { description: 'by the old account', allocated_to: 'ren.old@example.com' });
    await runScenario(site(), { name: 'merge', ...rename({ doctype: 'User', old_name: 'ren.old@example.com', new_name: 'ren.kept@example.com', merge: 1 }), auth: site().adminAuth, status: 200, body: { message: 'ren.kept@example.com' } });
    assert.equal(await status(site(), 'User', 'ren.old@example.com'), 404);
    const merged = await getDoc(site(), 'ToDo', todo.name);
    assert.deepEqual([merged.owner, merged.allocated_to], ['ren.kept@example.com', 'ren.kept@example.com']);
    assert.deepEqual((await getDoc(site(), 'User', 'ren.kept@example.com')).roles.map((r: any) => r.role), []);
    assert.equal((await getDoc(site(), 'User', 'ren.kept@example.com')).email, 'ren.kept@example.com');
  });

  it('Administrator, Guest and a name that is no e-mail address are refused, and nothing changes', async () => {
    await site().addUser('ren.carol@example.com', []);
    const scenarios: Scenario[] = [
      { name: 'Administrator', ...rename({ doctype: 'User', old_name: 'Administrator', new_name: 'root@example.com' }), auth: site().adminAuth, status: 417, excType: 'ValidationError', check: (_r, json) => assert.match(json.exception, /User Administrator cannot be renamed/) },
      { name: 'Guest', ...rename({ doctype: 'User', old_name: 'Guest', new_name: 'nobody@example.com' }), auth: site().adminAuth, status: 417, excType: 'ValidationError' },
      { name: 'not an address', ...rename({ doctype: 'User', old_name: 'ren.carol@example.com', new_name: 'carol' }), auth: site().adminAuth, status: 417, excType: 'InvalidEmailAddressError' },
      { name: 'taken', ...rename({ doctype: 'User', old_name: 'ren.carol@example.com', new_name: 'Administrator' }), auth: site().adminAuth, status: 417 },
    ];
    for (const s of scenarios) await runScenario(site(), s);
    assert.equal((await getDoc(site(), 'User', 'ren.carol@example.com')).email, 'ren.carol@example.com');
    await runScenario(site(), { name: 'Administrator still works', method: 'GET', url: '/api/method/frappe.auth.get_logged_user', auth: site().adminAuth, status: 200, body: { message: 'Administrator' } });
  });

  it('a user\'s new name is the address lower-cased, as a new user\'s is (before_rename answers the name to use)', async () => {
    await site().addUser('ren.dave@example.com', []);
    await runScenario(site(), { name: 'same once lower-cased', ...rename({ doctype: 'User', old_name: 'ren.dave@example.com', new_name: ' REN.Dave@Example.com ' }), auth: site().adminAuth, status: 417, excType: 'ValidationError', check: (_r, json) => assert.match(json.exception, /No changes made/) });
    await runScenario(site(), { name: 'mixed case', ...rename({ doctype: 'User', old_name: 'ren.dave@example.com', new_name: 'Ren.David@Example.com' }), auth: site().adminAuth, status: 200, body: { message: 'ren.david@example.com' } });
    assert.equal((await getDoc(site(), 'User', 'ren.david@example.com')).email, 'ren.david@example.com');
  });

  it('a role renamed keeps its users and the DocType rules that name it (Has Role and DocPerm link to it)', async () => {
    await createRole(site(), 'Box Mover', 1);
    await createDocType(site(), {
      name: 'Box',
      fields: [{ fieldname: 'label', fieldtype: 'Data', label: 'Label' }],
      permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }, { role: 'Box Mover', read: 1, create: 1 }],
    });
    const mover = await site().addUser('ren.mover@example.com', ['Box Mover']);
    const box = await insertAs(site(), mover, 'Box', { label: 'b1' });
    await runScenario(site(), { name: 'rename role', ...rename({ doctype: 'Role', old_name: 'Box Mover', new_name: 'Box Lifter' }), auth: site().adminAuth, status: 200, body: { message: 'Box Lifter' } });
    assert.equal(await status(site(), 'Role', 'Box Mover'), 404);
    assert.equal((await getDoc(site(), 'Role', 'Box Lifter')).role_name, 'Box Lifter');
    assert.deepEqual((await getDoc(site(), 'User', 'ren.mover@example.com')).roles.map((r: any) => r.role), ['Box Lifter']);
    assert.deepEqual((await getDoc(site(), 'DocType', 'Box')).permissions.map((p: any) => p.role), ['System Manager', 'Box Lifter']);
    // The user still reads Boxes: the principal's roles and the DocType's rules were both reloaded.
    await runScenario(site(), { name: 'still readable', method: 'GET', url: `/api/resource/Box/${box.name}`, auth: mover, status: 200 });
  });

  it('standard roles, and roles an app\'s DocType grants rights to, are not renamed', async () => {
    await insert(site(), 'Role', { role_name: 'Website Manager', desk_access: 1 });
    const scenarios: Scenario[] = [
      { name: 'System Manager', ...rename({ doctype: 'Role', old_name: 'System Manager', new_name: 'Sysadmin' }), auth: site().adminAuth, status: 417, excType: 'ValidationError', check: (_r, json) => assert.match(json.exception, /Standard roles cannot be renamed/) },
      { name: 'All', ...rename({ doctype: 'Role', old_name: 'All', new_name: 'Everyone' }), auth: site().adminAuth, status: 417, excType: 'ValidationError' },
      { name: 'used by an app DocType', ...rename({ doctype: 'Role', old_name: 'Website Manager', new_name: 'Site Manager' }), auth: site().adminAuth, status: 417, excType: 'ValidationError', check: (_r, json) => assert.match(json.exception, /Website Manager grants permissions in \w/) },
    ];
    for (const s of scenarios) await runScenario(site(), s);
    assert.equal(await status(site(), 'Role', 'Website Manager'), 200);
  });

  it('a tag renamed is renamed in the tagged documents\' _user_tags and Tag Links; a merge leaves one link per document', async () => {
    const tag = (name: string, doc: string) => callRpc(site(), 'frappe.desk.doctype.tag.tag.add_tag', { tag: name, dt: 'Crate', dn: doc });
    await insert(site(), 'Crate', { name: 'C-t1', label: 't1' });
    await insert(site(), 'Crate', { name: 'C-t2', label: 't2' });
    for (const [t, d] of [['urgent', 'C-t1'], ['later', 'C-t1'], ['urgentish', 'C-t2'], ['hot', 'C-t2'], ['pressing', 'C-t2']]) assert.equal((await tag(t, d)).status, 200);

    await runScenario(site(), { name: 'rename tag', ...rename({ doctype: 'Tag', old_name: 'urgent', new_name: 'pressing-now' }), auth: site().adminAuth, status: 200 });
    assert.equal((await userTags(site(), 'C-t1')), ',pressing-now,later');
    // A tag whose name merely starts with the old one is left alone.
    assert.equal((await userTags(site(), 'C-t2')), ',urgentish,hot,pressing');

    await runScenario(site(), { name: 'merge tag', ...rename({ doctype: 'Tag', old_name: 'hot', new_name: 'pressing', merge: 1 }), auth: site().adminAuth, status: 200 });
    assert.equal((await userTags(site(), 'C-t2')), ',urgentish,pressing');
    const links = await callRpc(site(), 'frappe.client.get_list', { doctype: 'Tag Link', fields: ['tag', 'document_name'], filters: [['document_type', '=', 'Crate']], order_by: 'tag asc, document_name asc', limit_page_length: 0 });
    assert.equal(links.status, 200, links.body);
    assert.deepEqual(links.json.message.map((l: any) => [l.tag, l.document_name]), [['later', 'C-t1'], ['pressing', 'C-t2'], ['pressing-now', 'C-t1'], ['urgentish', 'C-t2']]);
    await runScenario(site(), { name: 'comma', ...rename({ doctype: 'Tag', old_name: 'later', new_name: 'a,b' }), auth: site().adminAuth, status: 417, excType: 'ValidationError' });
    assert.equal((await userTags(site(), 'C-t1')), ',pressing-now,later');
  });
});
