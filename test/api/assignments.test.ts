import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario, serverMessages } from '../helpers/scenario.ts';
import { call, insertAs } from '../helpers/users.ts';

const ADD = '/api/method/frappe.desk.form.assign_to.add';

/** Issue 16 part 3: assignments are ToDos referencing a document, mirrored in its `_assign`. */
perDialect('Assignments (assign_to)', (site) => {
  const admin = () => site().adminAuth;
  let member = '';
  let outsider = '';

  const assignList = async () => {
    const r = await call(site(), { method: 'GET', url: `/api/resource/AS Task?fields=${encodeURIComponent('["name","_assign"]')}&order_by=name%20asc`, auth: admin() });
    assert.equal(r.status, 200, r.body);
    return Object.fromEntries(r.json.data.map((row: { name: string; _assign: string | null }) => [row.name, row._assign ? JSON.parse(row._assign) : []]));
  };

  before(async () => {
    await insertAs(site(), admin(), 'Role', { role_name: 'AS Member', desk_access: 1 });
    await runScenario(site(), {
      name: 'define', method: 'POST', url: '/api/resource/DocType', auth: admin(), status: 200,
      json: {
        name: 'AS Task', module: 'Custom', autoname: 'field:subject', fields: [{ fieldname: 'subject', fieldtype: 'Data', reqd: 1 }],
        permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1, share: 1 }, { role: 'AS Member', read: 1, write: 1, create: 1, share: 1 }],
      },
    });
    member = await site().addUser('as.member@example.com', ['AS Member']);
    await site().addUser('as.helper@example.com', ['AS Member']);
    outsider = await site().addUser('as.outsider@example.com', []);
    for (const subject of ['t-one', 't-two']) await insertAs(site(), admin(), 'AS Task', { subject });
  });

  it('add makes a ToDo per user, fills _assign and answers the open assignments', async () => {
    const added = await runScenario(site(), { name: 'add', method: 'POST', url: ADD, auth: member, json: { assign_to: ['as.helper@example.com'], doctype: 'AS Task', name: 't-one', description: 'Check <b>this</b>' }, status: 200 });
    assert.deepEqual(added.message.map((a: { owner: string }) => a.owner), ['as.helper@example.com']);
    assert.deepEqual((await assignList())['t-one'], ['as.helper@example.com']);
    const todo = await runScenario(site(), { name: 'todo', method: 'GET', url: `/api/resource/ToDo/${added.message[0].name}`, auth: admin(), status: 200 });
    assert.equal(todo.data.allocated_to, 'as.helper@example.com');
    assert.equal(todo.data.assigned_by, 'as.member@example.com');
    assert.equal(todo.data.reference_type, 'AS Task');
    assert.equal(todo.data.reference_name, 't-one');
    assert.equal(todo.data.description, 'Check &lt;b&gt;this&lt;/b&gt;', 'the description is escaped, as in Frappe');
    const filtered = await call(site(), { method: 'GET', url: `/api/resource/AS Task?filters=${encodeURIComponent(JSON.stringify([['_assign', 'like', '%as.helper@example.com%']]))}`, auth: member });
    assert.deepEqual(filtered.json.data.map((d: { name: string }) => d.name), ['t-one'], 'the listing filter on _assign finds it');
  });

  it('a second add for the same user makes no ToDo and says so', async () => {
    const again = await runScenario(site(), { name: 'again', method: 'POST', url: ADD, auth: member, json: { assign_to: '["as.helper@example.com"]', doctype: 'AS Task', name: 't-one' }, status: 200 });
    assert.equal(again.message.length, 1);
    assert.match(String(serverMessages(again)[0].message), /Already in the following Users ToDo list/);
  });

  it('an assignee who cannot read the document gets it shared for reading', async () => {
    await runScenario(site(), { name: 'outsider before', method: 'GET', url: '/api/resource/AS Task/t-one', auth: outsider, status: 403 });
    const added = await runScenario(site(), { name: 'add outsider', method: 'POST', url: ADD, auth: member, json: { assign_to: ['as.outsider@example.com'], doctype: 'AS Task', name: 't-one' }, status: 200 });
    assert.match(String(serverMessages(added)[0].message), /Shared with the following Users with Read access/);
    await runScenario(site(), { name: 'outsider reads', method: 'GET', url: '/api/resource/AS Task/t-one', auth: outsider, status: 200 });
    const mine = await call(site(), { method: 'GET', url: '/api/resource/ToDo?fields=["reference_name"]', auth: outsider });
    assert.deepEqual(mine.json.data, [{ reference_name: 't-one' }], 'the assignee sees their ToDo');
    assert.deepEqual((await assignList())['t-one'], ['as.helper@example.com', 'as.outsider@example.com']);
  });

  it('get, remove and close: only the assignee closes; removal drops the user from _assign', async () => {
    const got = await runScenario(site(), { name: 'get', method: 'POST', url: '/api/method/frappe.desk.form.assign_to.get', auth: member, json: { doctype: 'AS Task', name: 't-one' }, status: 200 });
    assert.equal(got.message.length, 2);
    await runScenario(site(), { name: 'close by other', method: 'POST', url: '/api/method/frappe.desk.form.assign_to.close', auth: member, json: { doctype: 'AS Task', name: 't-one', assign_to: 'as.helper@example.com' }, status: 417 });
    const removed = await runScenario(site(), { name: 'remove', method: 'POST', url: '/api/method/frappe.desk.form.assign_to.remove', auth: member, json: { doctype: 'AS Task', name: 't-one', assign_to: 'as.outsider@example.com' }, status: 200 });
    assert.deepEqual(removed.message.map((a: { owner: string }) => a.owner), ['as.helper@example.com']);
    assert.deepEqual((await assignList())['t-one'], ['as.helper@example.com']);
    const helper = await site().addUser('as.helper2@example.com', ['AS Member']);
    await runScenario(site(), { name: 'add helper2', method: 'POST', url: ADD, auth: member, json: { assign_to: ['as.helper2@example.com'], doctype: 'AS Task', name: 't-two' }, status: 200 });
    const closed = await runScenario(site(), { name: 'close', method: 'POST', url: '/api/method/frappe.desk.form.assign_to.close', auth: helper, json: { doctype: 'AS Task', name: 't-two', assign_to: 'as.helper2@example.com' }, status: 200 });
    assert.deepEqual(closed.message, []);
    assert.deepEqual((await assignList())['t-two'], []);
  });

  it('refuses callers who cannot read the document, bad assignee lists and unknown users', async () => {
    // The outsider reads only t-one, shared with them: t-two is not found for them.
    await runScenario(site(), { name: 'outsider adds', method: 'POST', url: ADD, auth: outsider, json: { assign_to: ['as.helper@example.com'], doctype: 'AS Task', name: 't-two' }, status: 404 });
    const stranger = await site().addUser('as.stranger@example.com', []);
    await runScenario(site(), { name: 'stranger adds', method: 'POST', url: ADD, auth: stranger, json: { assign_to: ['as.helper@example.com'], doctype: 'AS Task', name: 't-two' }, status: 403 });
    await runScenario(site(), { name: 'no users', method: 'POST', url: ADD, auth: member, json: { assign_to: [], doctype: 'AS Task', name: 't-two' }, status: 417 });
    await runScenario(site(), { name: 'unknown user', method: 'POST', url: ADD, auth: member, json: { assign_to: ['nobody@example.com'], doctype: 'AS Task', name: 't-two' }, status: 417 });
    await runScenario(site(), { name: 'GET cannot write', method: 'GET', url: `${ADD}?assign_to=${encodeURIComponent('["as.helper@example.com"]')}&doctype=AS%20Task&name=t-two`, auth: member, status: 403 });
    const list = await assignList();
    assert.deepEqual(list['t-two'], [], 'nothing was assigned by the refused calls');
  });
});
