import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { get as getDoc, post } from '../helpers/doctypes.ts';
import { createDocType, insert } from '../helpers/fixtures.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { callRpc, message, methodRequest, setupRpcFixtures, type RpcFixtures } from '../helpers/rpc-client.ts';
import { runScenario, send, serverMessages, type Scenario } from '../helpers/scenario.ts';
import { runtimeOf } from '../helpers/users.ts';

// frappe.client.rename_doc and frappe.client.bulk_update (docs/DECISIONS.md F7).

perDialect('frappe.client.rename_doc and bulk_update', (site) => {
  let fx: RpcFixtures;
  before(async () => {
    fx = await setupRpcFixtures(site());
    const shelfRights = [
      { role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 },
      { role: 'Clerk', read: 1, write: 1, create: 1 },
      { role: 'Tester', read: 1 },
    ];
    const slotFields = [{ fieldname: 'label', fieldtype: 'Data', label: 'Label' }];
    await createDocType(site(), { name: 'Shelf Slot', istable: 1, fields: slotFields, permissions: [] });
    await createDocType(site(), {
      name: 'Shelf',
      autoname: 'prompt',
      fields: [
        { fieldname: 'room', fieldtype: 'Data', label: 'Room' },
        { fieldname: 'pin', fieldtype: 'Password', label: 'Pin' },
        { fieldname: 'next_shelf', fieldtype: 'Link', label: 'Next Shelf', options: 'Shelf' },
        { fieldname: 'slots', fieldtype: 'Table', label: 'Slots', options: 'Shelf Slot' },
      ],
      permissions: shelfRights,
    });
    // The child's Link back to Shelf can only be added once Shelf exists.
    const slotUpdate = await send(site(), {
      method: 'PUT',
      url: '/api/resource/DocType/Shelf%20Slot',
      auth: site().adminAuth,
      json: { fields: [...slotFields, { fieldname: 'neighbour', fieldtype: 'Link', label: 'Neighbour', options: 'Shelf' }] },
    });
    assert.equal(slotUpdate.statusCode, 200, slotUpdate.body);
    await createDocType(site(), {
      name: 'Book',
      fields: [
        { fieldname: 'title', fieldtype: 'Data', label: 'Title' },
        { fieldname: 'shelf', fieldtype: 'Link', label: 'Shelf', options: 'Shelf' },
        { fieldname: 'ref_type', fieldtype: 'Link', label: 'Ref Type', options: 'DocType' },
        { fieldname: 'ref_name', fieldtype: 'Dynamic Link', label: 'Ref Name', options: 'ref_type' },
      ],
      permissions: shelfRights,
    });
    await createDocType(site(), {
      name: 'Library Settings',
      issingle: 1,
      fields: [{ fieldname: 'main_shelf', fieldtype: 'Link', label: 'Main Shelf', options: 'Shelf' }],
      permissions: [{ role: 'System Manager', read: 1, write: 1 }],
    });
    await createDocType(site(), { name: 'Counter Doc', autoname: 'autoincrement', fields: [{ fieldname: 'n', fieldtype: 'Int', label: 'N' }], permissions: shelfRights });
    await createDocType(site(), { name: 'Sealed Crate', autoname: 'prompt', allow_rename: 0, fields: [{ fieldname: 'n', fieldtype: 'Int', label: 'N' }], permissions: shelfRights });
  });

  /** Every stored value the rename touches, read as Administrator. */
  async function snapshot(shelves: string[], books: string[]) {
    const out: Record<string, unknown> = {};
    for (const s of shelves) out[`Shelf ${s}`] = (await getDoc(site(), 'Shelf', s)).json;
    for (const b of books) out[`Book ${b}`] = (await getDoc(site(), 'Book', b)).json.data;
    out.settings = await message(site(), 'frappe.client.get_single_value', { doctype: 'Library Settings', field: 'main_shelf' });
    return out;
  }

  async function secretsOf(name: string): Promise<string[]> {
    const runtime = await runtimeOf(site());
    const rows = await runtime.db.read((tx) => tx.all<{ fieldname: string }>(tx.builder.selectFrom('__Auth').select('fieldname').where('doctype', '=', 'Shelf').where('name', '=', name)));
    return rows.map((r) => r.fieldname);
  }

  it('renames the document, its child rows, its secrets and every Link and Dynamic Link to it', async () => {
    await insert(site(), 'Shelf', { name: 'S2', room: 'B' });
    await insert(site(), 'Shelf', { name: 'S1', room: 'A', pin: '1234', next_shelf: 'S2' });
    for (const [name, json] of [['S1', { slots: [{ label: 'top', neighbour: 'S1' }, { label: 'low', neighbour: 'S2' }] }], ['S2', { next_shelf: 'S1' }]] as const) {
      const res = await send(site(), { method: 'PUT', url: `/api/resource/Shelf/${name}`, auth: site().adminAuth, json });
      assert.equal(res.statusCode, 200, res.body);
    }
    const book = (await insert(site(), 'Book', { title: 'Dune', shelf: 'S1', ref_type: 'Shelf', ref_name: 'S1' })).name;
    // A Widget that happens to share the name: Dynamic Links to it must keep pointing at it.
    await insert(site(), 'Widget', { name: 'S1', title: 'namesake' });
    const other = (await insert(site(), 'Book', { title: 'Emma', shelf: 'S2', ref_type: 'Widget', ref_name: 'S1' })).name;
    const todo = (await insert(site(), 'ToDo', { description: 'dust shelf', reference_type: 'Shelf', reference_name: 'S1' })).name;
    await send(site(), { method: 'PUT', url: '/api/resource/Library%20Settings/Library%20Settings', auth: site().adminAuth, json: { main_shelf: 'S1' } });
    const before = (await getDoc(site(), 'Shelf', 'S1')).json.data;
    assert.deepEqual(await secretsOf('S1'), ['pin']);

    const r = await callRpc(site(), 'frappe.client.rename_doc', { doctype: 'Shelf', old_name: 'S1', new_name: 'Shelf One', merge: false });
    assert.deepEqual([r.status, r.json.message], [200, 'Shelf One'], r.body);
    // Frappe's rename_doc shows an alert (show_alert=True), which its desk turns into a toast.
    assert.deepEqual(serverMessages(r.json), [{ message: 'Document renamed from <strong>S1</strong> to <strong>Shelf One</strong>', title: 'Message', indicator: 'green', alert: 1 }]);

    assert.equal((await getDoc(site(), 'Shelf', 'S1')).status, 404);
    const after = (await getDoc(site(), 'Shelf', 'Shelf One')).json.data;
    assert.equal(after.room, 'A');
    assert.equal(after.pin, '****');
    assert.equal(after.modified, before.modified, 'a rename is not an edit');
    assert.deepEqual(after.slots.map((s: any) => [s.name, s.parent, s.label, s.neighbour]), before.slots.map((s: any) => [s.name, 'Shelf One', s.label, s.neighbour === 'S1' ? 'Shelf One' : s.neighbour]));
    assert.deepEqual(await secretsOf('Shelf One'), ['pin'], 'secrets follow the name');
    assert.deepEqual(await secretsOf('S1'), []);
    assert.equal((await getDoc(site(), 'Shelf', 'S2')).json.data.next_shelf, 'Shelf One', 'Link from another document');
    const b = (await getDoc(site(), 'Book', book)).json.data;
    assert.deepEqual([b.shelf, b.ref_name], ['Shelf One', 'Shelf One'], 'Link and Dynamic Link');
    assert.deepEqual((await getDoc(site(), 'Book', other)).json.data.ref_name, 'S1', 'a Dynamic Link to another DocType is left alone');
    assert.equal((await getDoc(site(), 'ToDo', todo)).json.data.reference_name, 'Shelf One', 'Dynamic Link in a built-in DocType');
    assert.equal(await message(site(), 'frappe.client.get_single_value', { doctype: 'Library Settings', field: 'main_shelf' }), 'Shelf One', 'Link in a single DocType');

    // Form fields and the query string of a POST carry the same arguments; Clerk may rename (write) but not merge (delete).
    assert.equal(await message(site(), 'frappe.client.rename_doc', { doctype: 'Shelf', old_name: 'Shelf One', new_name: 'S1' }, { form: 'form', auth: fx.clerk }), 'S1');
    assert.equal(await message(site(), 'svc.client.rename_doc', { doctype: 'Shelf', old_name: 'S1', new_name: 'S9' }, { form: 'query', verb: 'PUT' }), 'S9');
    assert.equal((await getDoc(site(), 'Book', book)).json.data.shelf, 'S9');
  });

  it('merges into an existing document: links repointed, the old document deleted', async () => {
    await insert(site(), 'Shelf', { name: 'M1', room: 'X', slots: [{ label: 'only' }] });
    await insert(site(), 'Shelf', { name: 'M2', room: 'Y' });
    const book = (await insert(site(), 'Book', { title: 'Ulysses', shelf: 'M1' })).name;
    const denied = await callRpc(site(), 'frappe.client.rename_doc', { doctype: 'Shelf', old_name: 'M1', new_name: 'M2', merge: 1 }, { auth: fx.clerk });
    assert.equal(denied.status, 403, 'merging needs delete permission');
    assert.match(denied.body, /User not allowed to delete Shelf: M1/, "frappe.delete_doc's refusal");
    assert.equal(await message(site(), 'frappe.client.rename_doc', { doctype: 'Shelf', old_name: 'M1', new_name: 'M2', merge: 'true' }, { form: 'form' }), 'M2');
    assert.equal((await getDoc(site(), 'Shelf', 'M1')).status, 404);
    assert.equal((await getDoc(site(), 'Shelf', 'M2')).json.data.room, 'Y');
    assert.equal((await getDoc(site(), 'Book', book)).json.data.shelf, 'M2');
    const orphans = await message(site(), 'frappe.client.get_count', { doctype: 'Shelf Slot', parent: 'Shelf', filters: { label: 'only' } });
    assert.equal(orphans, 0, 'the merged document\'s child rows are gone');
  });

  it('refuses renames it cannot do, writing nothing', async () => {
    await insert(site(), 'Shelf', { name: 'R2', room: 'R' });
    await insert(site(), 'Shelf', { name: 'R1', room: 'R', pin: '42', next_shelf: 'R2', slots: [{ label: 'a', neighbour: 'R2' }] });
    const book = (await insert(site(), 'Book', { title: 'Ivanhoe', shelf: 'R1' })).name;
    const counter = (await post(site(), 'Counter Doc', { n: 1 })).json.data.name;
    assert.equal((await post(site(), 'Sealed Crate', { name: 'SC1', n: 1 })).status, 200);
    // Each DocType record says whether its documents may be renamed (Frappe's allow_rename).
    const flags: Record<string, unknown> = {};
    for (const doctype of ['User', 'Role', 'Tag', 'ToDo', 'Shelf', 'Sealed Crate']) flags[doctype] = (await getDoc(site(), 'DocType', doctype)).json.data.allow_rename;
    assert.deepEqual(flags, { User: 1, Role: 1, Tag: 1, ToDo: 0, Shelf: 1, 'Sealed Crate': 0 });
    const before = await snapshot(['R1', 'R2'], [book]);
    const admin = site().adminAuth;
    const r = (args: Record<string, unknown>, form: 'query' | 'form' | 'json' = 'json', verb?: Scenario['method']) => methodRequest('frappe.client.rename_doc', args, form, verb);
    const scenarios: Scenario[] = [
      { name: 'GET', ...r({ doctype: 'Shelf', old_name: 'R1', new_name: 'R3' }, 'query'), auth: admin, status: 403, excType: 'PermissionError' },
      { name: 'DELETE', ...r({ doctype: 'Shelf', old_name: 'R1', new_name: 'R3' }, 'json', 'DELETE'), auth: admin, status: 403, excType: 'PermissionError' },
      { name: 'guest', ...r({ doctype: 'Shelf', old_name: 'R1', new_name: 'R3' }), status: 403, excType: 'PermissionError' },
      { name: 'target exists', ...r({ doctype: 'Shelf', old_name: 'R1', new_name: 'R2' }), auth: admin, status: 417, excType: 'ValidationError', check: (_res, json) => assert.match(json.exception, /Another Shelf with name R2 exists/) },
      { name: 'same name', ...r({ doctype: 'Shelf', old_name: 'R1', new_name: 'R1' }), auth: admin, status: 417, excType: 'ValidationError' },
      { name: 'merge into nothing', ...r({ doctype: 'Shelf', old_name: 'R1', new_name: 'R7', merge: true }), auth: admin, status: 417, excType: 'ValidationError' },
      { name: 'missing document', ...r({ doctype: 'Shelf', old_name: 'nope', new_name: 'R3' }), auth: admin, status: 404, excType: 'DoesNotExistError' },
      // Frappe's validate_rename: a reader without write right gets a ValidationError, not a PermissionError.
      { name: 'read only user', ...r({ doctype: 'Shelf', old_name: 'R1', new_name: 'R3' }), auth: fx.tester, status: 417, excType: 'ValidationError', check: (_res, json) => assert.match(json.exception, /You need write permission to rename$/) },
      { name: 'no read right', ...r({ doctype: 'Shelf', old_name: 'R1', new_name: 'R3' }), auth: fx.alice, status: 403, excType: 'PermissionError' },
      { name: 'invalid new name', ...r({ doctype: 'Shelf', old_name: 'R1', new_name: 'R<3>' }), auth: admin, status: 409, excType: 'NameError' },
      { name: 'blank new name', ...r({ doctype: 'Shelf', old_name: 'R1', new_name: '   ' }), auth: admin, status: 417, excType: 'ValidationError' },
      { name: 'built-in DocType', ...r({ doctype: 'ToDo', old_name: fx.todos.alpha, new_name: 'mine' }), auth: admin, status: 417, check: (_res, json) => assert.match(json.exception, /ToDo not allowed to be renamed/) },
      { name: 'Administrator (User before_rename)', ...r({ doctype: 'User', old_name: 'Administrator', new_name: 'root@example.com' }), auth: admin, status: 417, excType: 'ValidationError' },
      { name: 'single DocType', ...r({ doctype: 'Library Settings', old_name: 'Library Settings', new_name: 'x' }), auth: admin, status: 417, excType: 'ValidationError' },
      { name: 'child table', ...r({ doctype: 'Shelf Slot', old_name: 'x', new_name: 'y' }), auth: admin, status: 417, excType: 'ValidationError' },
      { name: 'autoincrement', ...r({ doctype: 'Counter Doc', old_name: String(counter), new_name: '99' }), auth: admin, status: 417, excType: 'ValidationError' },
      { name: 'unknown DocType', ...r({ doctype: 'Nope', old_name: 'a', new_name: 'b' }), auth: admin, status: 404, excType: 'DoesNotExistError' },
      { name: 'custom DocType without allow_rename', ...r({ doctype: 'Sealed Crate', old_name: 'SC1', new_name: 'SC2' }), auth: admin, status: 417, excType: 'ValidationError', check: (_res, json) => assert.match(json.exception, /Sealed Crate not allowed to be renamed/) },
    ];
    for (const s of scenarios) await runScenario(site(), s);
    for (const [args, argName] of [[{ doctype: 'Shelf', old_name: 'R1', new_name: 'R3', merge: 'perhaps' }, 'merge'], [{ doctype: 'Shelf', old_name: 'R1' }, 'new_name'], [{ doctype: 'Shelf', new_name: 'R3' }, 'old_name']] as const) {
      const res = await callRpc(site(), 'frappe.client.rename_doc', args);
      assert.equal(res.status, 417, res.body);
      assert.equal(res.json.exc_type, 'FrappeTypeError');
      assert.ok(res.json.exception.includes(`'${argName}'`), res.json.exception);
    }
    assert.deepEqual(await snapshot(['R1', 'R2'], [book]), before, 'nothing changed');
    assert.equal((await getDoc(site(), 'Shelf', 'R3')).status, 404);
  });

  it('bulk_update applies each entry alone and reports the ones that fail, undoing their partial writes', async () => {
    const { alpha, bravo, charlie } = fx.todos;
    const charlieBefore = (await getDoc(site(), 'ToDo', charlie)).json.data;
    const w1 = (await getDoc(site(), 'Widget', 'W1')).json.data;
    const docs = [
      { doctype: 'ToDo', docname: alpha, status: 'Closed' },
      { doctype: 'ToDo', docname: 'missing', status: 'Closed' },
      { doctype: 'ToDo', docname: charlie, nope: 1 },
      { doctype: 'ToDo', docname: charlie, status: 'Bogus' },
      // The main row is written before the child row hits the unique index: the savepoint undoes both.
      { doctype: 'Widget', docname: 'W1', title: 'Changed', parts: [...w1.parts, { part: 'dup', code: 'N-1' }] },
      { doctype: 'ToDo', docname: charlie, owner: 'bob@example.com' },
      { doctype: 'Nope', docname: 'x', a: 1 },
      { doctype: 'ToDo', docname: bravo, priority: 'High', name: bravo },
    ];
    const result = await message(site(), 'frappe.client.bulk_update', { docs: JSON.stringify(docs) }, { form: 'form' });
    assert.deepEqual(result.failed_docs.map((f: any) => f.doc), [docs[1], docs[2], docs[3], docs[4], docs[5], docs[6]]);
    const excs = result.failed_docs.map((f: any) => f.exc);
    assert.match(excs[0], /^DoesNotExistError: ToDo missing not found/);
    assert.match(excs[1], /^ValidationError: Field nope does not exist on ToDo/);
    assert.match(excs[2], /^ValidationError: /);
    assert.match(excs[3], /^UniqueValidationError: /);
    assert.match(excs[4], /^ValidationError: Cannot edit standard fields/);
    assert.match(excs[5], /^DoesNotExistError: /);
    for (const exc of excs) assert.doesNotMatch(exc, /\n|\.ts\b|node_modules/, 'one line, no stack');
    assert.equal((await getDoc(site(), 'ToDo', alpha)).json.data.status, 'Closed');
    assert.equal((await getDoc(site(), 'ToDo', bravo)).json.data.priority, 'High', 'an entry after a database error still applies');
    assert.deepEqual((await getDoc(site(), 'ToDo', charlie)).json.data, charlieBefore);
    assert.deepEqual((await getDoc(site(), 'Widget', 'W1')).json.data, w1, 'the failed entry left no partial write');

    const json = await message(site(), 'svc.client.bulk_update', { docs: [{ doctype: 'ToDo', docname: alpha, status: 'Open' }] }, { form: 'json', verb: 'PUT' });
    assert.deepEqual(json, { failed_docs: [] });
    const alices = await message(site(), 'frappe.client.bulk_update', { docs: JSON.stringify([{ doctype: 'ToDo', docname: bravo, status: 'Open' }, { doctype: 'ToDo', docname: alpha, priority: 'Low' }]) }, { form: 'query', verb: 'POST', auth: fx.alice });
    assert.equal(alices.failed_docs.length, 1, 'bravo is not hers');
    assert.match(alices.failed_docs[0].exc, /^DoesNotExistError/);
    assert.equal((await getDoc(site(), 'ToDo', bravo)).json.data.status, 'Closed');
    assert.equal((await getDoc(site(), 'ToDo', alpha)).json.data.priority, 'Low');

    const wrongVerb = await callRpc(site(), 'frappe.client.bulk_update', { docs: JSON.stringify([{ doctype: 'ToDo', docname: alpha, priority: 'High' }]) }, { form: 'query' });
    assert.equal(wrongVerb.status, 403);
    const notJson = await callRpc(site(), 'frappe.client.bulk_update', { docs: 'nope' }, { form: 'form' });
    assert.deepEqual([notJson.status, notJson.json.exc_type], [417, 'FrappeTypeError']);
    assert.match(notJson.json.exception, /'docs'/);
    assert.equal((await getDoc(site(), 'ToDo', alpha)).json.data.priority, 'Low');
  });
});
