import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { before, it } from 'node:test';
import { FrappeApp } from 'frappe-js-sdk';
import { createDocType, insert } from '../helpers/fixtures.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { rejection } from '../helpers/sdk.ts';
import { keyPair } from '../helpers/users.ts';

/** Issue 16: the sharing and User Permission methods as frappe-js-sdk's `call` reaches them. */
perDialect('frappe-js-sdk: sharing and User Permissions', (site) => {
  let base = '';
  const sdk = (auth: string) => {
    const { key, secret } = keyPair(auth);
    return new FrappeApp(base, { useToken: true, token: () => `${key}:${secret}`, type: 'token' });
  };
  let admin: FrappeApp;
  let reader: FrappeApp;

  before(async () => {
    await site().app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(site().app.server.address() as AddressInfo).port}`;
    admin = sdk(site().adminAuth);
    reader = sdk(await site().addUser('sdk.reader@example.com', []));
    await createDocType(site(), {
      name: 'Sdk Ledger',
      autoname: 'field:code',
      fields: [{ fieldname: 'code', fieldtype: 'Data', label: 'Code', reqd: 1 }],
      permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1, share: 1 }],
    });
    for (const code of ['L-1', 'L-2']) await insert(site(), 'Sdk Ledger', { code });
  });

  it('share.add, share.get_users and share.remove change what the other user lists', async () => {
    const denied = await rejection(reader.db().getDocList('Sdk Ledger'));
    assert.equal(denied.httpStatus, 403);
    const added = await admin.call().post('frappe.share.add', { doctype: 'Sdk Ledger', name: 'L-2', user: 'sdk.reader@example.com', write: 1 });
    assert.equal(added.message.share_name, 'L-2');
    assert.deepEqual((await reader.db().getDocList('Sdk Ledger')).map((d: { name: string }) => d.name), ['L-2']);
    const users = await admin.call().get('frappe.share.get_users', { doctype: 'Sdk Ledger', name: 'L-2' });
    assert.deepEqual(users.message.map((u: { user: string; write: number }) => [u.user, u.write]), [['sdk.reader@example.com', 1]]);
    await admin.call().post('frappe.share.remove', { doctype: 'Sdk Ledger', name: 'L-2', user: 'sdk.reader@example.com' });
    assert.equal((await rejection(reader.db().getDocList('Sdk Ledger'))).httpStatus, 403);
  });

  it('assign_to, add_comment, add_tag, toggle_like, getdoc and search_link as a form and a Link field call them', async () => {
    const call = admin.call();
    const assigned = await call.post('frappe.desk.form.assign_to.add', { assign_to: ['sdk.reader@example.com'], doctype: 'Sdk Ledger', name: 'L-1' });
    assert.deepEqual(assigned.message.map((a: { owner: string }) => a.owner), ['sdk.reader@example.com']);
    const comment = await call.post('frappe.desk.form.utils.add_comment', { reference_doctype: 'Sdk Ledger', reference_name: 'L-1', content: 'Checked', comment_email: 'admin@example.com', comment_by: 'Admin' });
    assert.equal(comment.message.content, 'Checked');
    assert.equal((await call.post('frappe.desk.doctype.tag.tag.add_tag', { tag: 'audit', dt: 'Sdk Ledger', dn: 'L-1' })).message, 'audit');
    await call.post('frappe.desk.like.toggle_like', { doctype: 'Sdk Ledger', name: 'L-1', add: 'Yes' });
    const loaded = await call.get('frappe.desk.form.load.getdoc', { doctype: 'Sdk Ledger', name: 'L-1' });
    assert.equal(loaded.docs[0].code, 'L-1');
    assert.deepEqual([loaded.docinfo.total_comments, loaded.docinfo.tags, loaded.docinfo.assignments.length, loaded.docinfo.like_logs.length], [1, 'audit', 1, 1]);
    const found = await call.get('frappe.desk.search.search_link', { doctype: 'Sdk Ledger', txt: 'L-' });
    assert.deepEqual(found.message.map((r: { value: string }) => r.value).sort(), ['L-1', 'L-2']);
  });

  it('get_user_permissions answers what a User Permission restricts', async () => {
    await admin.db().createDoc('User Permission', { user: 'sdk.reader@example.com', allow: 'Sdk Ledger', for_value: 'L-1' });
    const mine = await reader.call().get('frappe.core.doctype.user_permission.user_permission.get_user_permissions');
    assert.deepEqual(mine.message, { 'Sdk Ledger': [{ doc: 'L-1', applicable_for: null, is_default: 0 }] });
  });
});
