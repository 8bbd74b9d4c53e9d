import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';
import { call, insertAs, listNames } from '../helpers/users.ts';

/**
 * Issue 16 part 2: DocShare grants one user (or everyone) rights on one document beyond their
 * roles (frappe/share.py); shared documents appear in the user's listings and reads.
 */
perDialect('Sharing (DocShare)', (site) => {
  const admin = () => site().adminAuth;
  let owner = '';
  let guest = '';
  let other = '';

  const share = (auth: string, args: Record<string, unknown>, status = 200) =>
    runScenario(site(), { name: `share.add ${JSON.stringify(args)}`, method: 'POST', url: '/api/method/frappe.share.add', auth, json: args, status });
  const unshare = (auth: string, args: Record<string, unknown>, status = 200) =>
    runScenario(site(), { name: 'share.remove', method: 'POST', url: '/api/method/frappe.share.remove', auth, json: args, status });
  const listing = async (auth: string) => {
    const r = await call(site(), { method: 'GET', url: '/api/resource/Shared Memo?limit_page_length=0', auth });
    return r.status === 200 ? (r.json.data as Array<{ name: string }>).map((d) => d.name).sort() : r.status;
  };

  before(async () => {
    await insertAs(site(), admin(), 'Role', { role_name: 'Memo Writer', desk_access: 1 });
    await runScenario(site(), {
      name: 'define', method: 'POST', url: '/api/resource/DocType', auth: admin(), status: 200,
      json: {
        name: 'Shared Memo', module: 'Custom', autoname: 'field:title',
        fields: [{ fieldname: 'title', fieldtype: 'Data', reqd: 1 }, { fieldname: 'body', fieldtype: 'Small Text' }],
        permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1, share: 1 }, { role: 'Memo Writer', read: 1, write: 1, create: 1, share: 1, if_owner: 1 }],
      },
    });
    owner = await site().addUser('memo.owner@example.com', ['Memo Writer']);
    guest = await site().addUser('memo.reader@example.com', []);
    other = await site().addUser('memo.other@example.com', []);
    for (const title of ['m-one', 'm-two', 'm-three']) await insertAs(site(), owner, 'Shared Memo', { title, body: 'text' });
  });

  it('a user without any role on the DocType lists and reads nothing until a document is shared with them', async () => {
    assert.equal(await listing(guest), 403);
    await runScenario(site(), { name: 'read unshared', method: 'GET', url: '/api/resource/Shared Memo/m-one', auth: guest, status: 403 });
    const added = await share(owner, { doctype: 'Shared Memo', name: 'm-one', user: 'memo.reader@example.com' });
    assert.equal(added.message.read, 1);
    assert.equal(added.message.write, 0);
    assert.deepEqual(await listing(guest), ['m-one'], 'only the shared document is listed');
    await runScenario(site(), { name: 'read shared', method: 'GET', url: '/api/resource/Shared Memo/m-one', auth: guest, status: 200 });
    await runScenario(site(), { name: 'read other', method: 'GET', url: '/api/resource/Shared Memo/m-two', auth: guest, status: 404 });
    const count = await runScenario(site(), { name: 'count', method: 'POST', url: '/api/method/frappe.client.get_count', auth: guest, json: { doctype: 'Shared Memo' }, status: 200 });
    assert.equal(count.message, 1);
  });

  it('a read share does not let the user write; adding write to the same share does', async () => {
    await runScenario(site(), { name: 'write with read share', method: 'PUT', url: '/api/resource/Shared Memo/m-one', auth: guest, json: { body: 'changed' }, status: 403 });
    const again = await share(owner, { doctype: 'Shared Memo', name: 'm-one', user: 'memo.reader@example.com', write: 1 });
    const users = await runScenario(site(), { name: 'get_users', method: 'POST', url: '/api/method/frappe.share.get_users', auth: owner, json: { doctype: 'Shared Memo', name: 'm-one' }, status: 200 });
    assert.equal(users.message.length, 1, 'the second add updated the one share');
    assert.equal(users.message[0].name, again.message.name);
    assert.deepEqual({ user: users.message[0].user, read: users.message[0].read, write: users.message[0].write }, { user: 'memo.reader@example.com', read: 1, write: 1 });
    const saved = await runScenario(site(), { name: 'write with write share', method: 'PUT', url: '/api/resource/Shared Memo/m-one', auth: guest, json: { body: 'changed' }, status: 200 });
    assert.equal(saved.data.body, 'changed');
    await runScenario(site(), { name: 'delete is never shared', method: 'DELETE', url: '/api/resource/Shared Memo/m-one', auth: guest, status: 403 });
  });

  it('only a user holding share on the document may share it or see who it is shared with', async () => {
    await share(guest, { doctype: 'Shared Memo', name: 'm-one', user: 'memo.other@example.com' }, 403);
    await share(other, { doctype: 'Shared Memo', name: 'm-two', user: 'memo.other@example.com' }, 403);
    await share(owner, { doctype: 'Shared Memo', name: 'does-not-exist', user: 'memo.other@example.com' }, 403);
    const hidden = await runScenario(site(), { name: 'get_users stranger', method: 'POST', url: '/api/method/frappe.share.get_users', auth: other, json: { doctype: 'Shared Memo', name: 'm-one' }, status: 200 });
    assert.deepEqual(hidden.message, [], 'a caller who cannot read the document learns nothing');
    await share(owner, { doctype: 'Shared Memo', name: 'm-two', user: 'memo.other@example.com', submit: 1 }, 417);
    await runScenario(site(), { name: 'DocShare direct', method: 'POST', url: '/api/resource/DocShare', auth: guest, json: { share_doctype: 'Shared Memo', share_name: 'm-two', user: 'memo.reader@example.com', read: 1 }, status: 403 });
    assert.deepEqual(await listing(other), 403);
  });

  it('a share with everyone reaches every user; remove ends a user’s share', async () => {
    await share(owner, { doctype: 'Shared Memo', name: 'm-three', everyone: 1 });
    assert.deepEqual(await listing(other), ['m-three']);
    assert.deepEqual(await listing(guest), ['m-one', 'm-three']);
    await unshare(owner, { doctype: 'Shared Memo', name: 'm-one', user: 'memo.reader@example.com' });
    assert.deepEqual(await listing(guest), ['m-three']);
    await runScenario(site(), { name: 'read after remove', method: 'GET', url: '/api/resource/Shared Memo/m-one', auth: guest, status: 404 });
    await unshare(guest, { doctype: 'Shared Memo', name: 'm-three', user: 'memo.reader@example.com' }, 403);
  });

  it('an if_owner user sees their own documents and those shared with them', async () => {
    const colleague = await site().addUser('memo.colleague@example.com', ['Memo Writer']);
    await insertAs(site(), colleague, 'Shared Memo', { title: 'c-own' });
    assert.deepEqual(await listNames(site(), 'Shared Memo', colleague), ['c-own', 'm-three']);
    await share(owner, { doctype: 'Shared Memo', name: 'm-two', user: 'memo.colleague@example.com' });
    assert.deepEqual(await listNames(site(), 'Shared Memo', colleague), ['c-own', 'm-three', 'm-two']);
  });
});
