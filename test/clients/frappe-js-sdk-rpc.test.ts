import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { before, it } from 'node:test';
import { FrappeApp } from 'frappe-js-sdk';
import { createDocType, insert } from '../helpers/fixtures.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { rejection } from '../helpers/sdk.ts';
import { keyPair } from '../helpers/users.ts';

perDialect('frappe-js-sdk remote methods against a listening server', (site) => {
  let base = '';
  let app: FrappeApp;
  let call: ReturnType<FrappeApp['call']>;
  let db: ReturnType<FrappeApp['db']>;
  /** The SDK as alice, a user with no roles: ToDo rules show her only her own ToDos. */
  let aliceDb: ReturnType<FrappeApp['db']>;
  const sdk = (auth: string) => {
    const { key, secret } = keyPair(auth);
    return new FrappeApp(base, { useToken: true, token: () => `${key}:${secret}`, type: 'token' });
  };

  before(async () => {
    await site().app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(site().app.server.address() as AddressInfo).port}`;
    app = sdk(site().adminAuth);
    call = app.call();
    db = app.db();
    aliceDb = sdk(await site().addUser('alice@example.com', [])).db();
    await createDocType(site(), {
      name: 'Sdk Voucher',
      is_submittable: 1,
      fields: [{ fieldname: 'amount', fieldtype: 'Int', label: 'Amount' }],
      permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1, submit: 1, cancel: 1 }],
    });
    await createDocType(site(), {
      name: 'Gizmo',
      autoname: 'prompt',
      fields: [
        { fieldname: 'label', fieldtype: 'Data', label: 'Label' },
        { fieldname: 'twin', fieldtype: 'Link', label: 'Twin', options: 'Gizmo' },
      ],
      permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }],
    });
    for (const [description, status, allocated_to] of [['one', 'Open', 'alice@example.com'], ['two', 'Open', null], ['three', 'Closed', null]]) {
      await insert(site(), 'ToDo', { description, status, allocated_to });
    }
  });

  it('call.get, call.post, call.put and call.delete reach whitelisted methods', async () => {
    const listed = await call.get('frappe.client.get_list', { doctype: 'ToDo', fields: ['description', 'color'], order_by: 'description asc' });
    assert.deepEqual(listed, { message: [{ description: 'one', color: null }, { description: 'three', color: null }, { description: 'two', color: null }] });
    assert.deepEqual(await call.get('ping'), { message: 'pong' });

    const inserted = await call.post('frappe.client.insert', { doc: { doctype: 'ToDo', description: 'four' } });
    assert.equal(inserted.message.description, 'four');
    assert.equal(inserted.message.allocated_to, null, 'as_dict keeps nulls');
    const put = await call.put('frappe.client.set_value', { doctype: 'ToDo', name: inserted.message.name, fieldname: 'priority', value: 'Low' });
    assert.equal(put.message.priority, 'Low');
    const deleted = await call.delete('frappe.client.delete', { doctype: 'ToDo', name: inserted.message.name });
    assert.deepEqual(deleted, {});
    assert.equal((await rejection(db.getDoc('ToDo', inserted.message.name))).httpStatus, 404);

    const wrongVerb = await rejection(call.get('frappe.client.insert', { doc: { doctype: 'ToDo', description: 'nope' } }));
    assert.equal(wrongVerb.httpStatus, 403);
    assert.match(wrongVerb.exception, /PermissionError/);
    const badArg = await rejection(call.get('frappe.client.get_list', { doctype: 'ToDo', limit_page_length: 'many' }));
    assert.equal(badArg.httpStatus, 417);
    assert.match(badArg.exception, /FrappeTypeError.*limit_page_length/);
  });

  it('db.getCount counts what the caller may read', async () => {
    assert.equal(await db.getCount('ToDo'), 3);
    assert.equal(await db.getCount('ToDo', [['status', '=', 'Open']]), 2);
    assert.equal(await aliceDb.getCount('ToDo'), 1, 'ToDo rules apply to counts');
    assert.equal(await aliceDb.getCount('ToDo', [['status', '=', 'Closed']]), 0);
  });

  it('db.getValue and db.setValue', async () => {
    assert.deepEqual(await db.getValue('ToDo', 'status', [['description', '=', 'three']]), { message: { status: 'Closed' } });
    assert.deepEqual(await db.getValue('ToDo', ['description', 'priority'], [['description', '=', 'two']]), { message: { description: 'two', priority: 'Medium' } });
    assert.deepEqual(await db.getValue('ToDo', 'status', [['description', '=', 'nobody']]), { message: {} });
    assert.deepEqual(await aliceDb.getValue('ToDo', 'status', [['description', '=', 'two']]), { message: {} }, 'not hers');
    const [two] = await db.getDocList('ToDo', { filters: [['description', '=', 'two']] });
    const one = await db.setValue('ToDo', two.name, 'status', 'Closed');
    assert.equal(one.message.status, 'Closed');
    const many = await db.setValue('ToDo', two.name, { status: 'Open', priority: 'High' }, undefined);
    assert.deepEqual([many.message.status, many.message.priority], ['Open', 'High']);
    const denied = await rejection(aliceDb.setValue('ToDo', two.name, 'status', 'Closed'));
    assert.equal(denied.httpStatus, 404);
    const standard = await rejection(db.setValue('ToDo', two.name, 'owner', 'alice@example.com'));
    assert.equal(standard.httpStatus, 417);
    assert.equal((await db.getDoc('ToDo', two.name)).owner, 'Administrator');
  });

  it('db.submit and db.cancel', async () => {
    const draft = await db.createDoc<Record<string, any>>('Sdk Voucher', { amount: 12 });
    const submitted = await db.submit(draft);
    assert.equal(submitted.docstatus, 1);
    assert.equal(submitted.amount, 12);
    const cancelled = await db.cancel('Sdk Voucher', draft.name);
    assert.equal(cancelled.message.docstatus, 2);
    assert.equal((await db.getDoc('Sdk Voucher', draft.name)).docstatus, 2);
    const again = await rejection(db.cancel('Sdk Voucher', draft.name));
    assert.equal(again.httpStatus, 417);
    const stale = await rejection(db.submit({ ...(await db.createDoc<Record<string, any>>('Sdk Voucher', { amount: 1 })), modified: '2001-01-01 00:00:00.000000' }));
    assert.equal(stale.httpStatus, 417);
    assert.match(stale.exception, /TimestampMismatchError/);
  });

  it('db.renameDoc renames a document and the links to it', async () => {
    await db.createDoc('Gizmo', { name: 'G1', label: 'first' });
    await db.createDoc('Gizmo', { name: 'G2', label: 'second', twin: 'G1' });
    // The SDK answers the whole body: the new name, and Frappe's rename alert (show_alert=True).
    const renamed = await db.renameDoc('Gizmo', 'G1', 'Gizmo One');
    assert.equal(renamed.message, 'Gizmo One');
    assert.match(JSON.parse(JSON.parse(renamed._server_messages)[0]).message, /^Document renamed from <strong>G1<\/strong> to <strong>Gizmo One<\/strong>$/);
    assert.equal((await db.getDoc('Gizmo', 'Gizmo One')).label, 'first');
    assert.equal((await db.getDoc('Gizmo', 'G2')).twin, 'Gizmo One');
    assert.equal((await rejection(db.getDoc('Gizmo', 'G1'))).httpStatus, 404);
    const taken = await rejection(db.renameDoc('Gizmo', 'G2', 'Gizmo One'));
    assert.equal(taken.httpStatus, 417);
    assert.equal((await db.renameDoc('Gizmo', 'G2', 'Gizmo One', true)).message, 'Gizmo One', 'merge');
    assert.equal((await rejection(db.getDoc('Gizmo', 'G2'))).httpStatus, 404);
    const builtIn = await rejection(db.renameDoc('ToDo', (await db.getDocList('ToDo'))[0].name, 'x'));
    assert.equal(builtIn.httpStatus, 417);
  });
});
