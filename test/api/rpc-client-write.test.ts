import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { get as getDoc, list, post } from '../helpers/doctypes.ts';
import { insert } from '../helpers/fixtures.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { ARG_FORMS, callRpc, message, methodRequest, setupRpcFixtures, type RpcFixtures } from '../helpers/rpc-client.ts';
import { runScenario, type Scenario } from '../helpers/scenario.ts';

// frappe.client's writing methods (docs/DECISIONS.md F7, F6): set_value, insert, insert_many,
// save, submit, cancel, delete. rename_doc and bulk_update are in rpc-client-rename.test.ts.

perDialect('frappe.client writing methods', (site) => {
  let fx: RpcFixtures;
  before(async () => {
    fx = await setupRpcFixtures(site());
  });

  const readTodo = async (name: string) => (await getDoc(site(), 'ToDo', name)).json?.data;
  const todoCount = async () => (await list(site(), 'ToDo')).json.data.length;

  it('set_value sets one field or a JSON object of fields, from any argument form, and answers the document with nulls', async () => {
    const t = await insert(site(), 'ToDo', { description: 'set me' });
    const forms: Array<[(typeof ARG_FORMS)[number], Record<string, unknown>, Record<string, unknown>]> = [
      ['query', { doctype: 'ToDo', name: t.name, fieldname: 'status', value: 'Closed' }, { status: 'Closed' }],
      ['form', { doctype: 'ToDo', name: t.name, fieldname: '{"priority":"Low","status":"Open"}' }, { priority: 'Low', status: 'Open' }],
      ['json', { doctype: 'ToDo', name: t.name, fieldname: { priority: 'High', color: '#ff0000' } }, { priority: 'High', color: '#ff0000' }],
    ];
    for (const [form, args, expected] of forms) {
      const doc = await message(site(), 'frappe.client.set_value', args, { form, verb: form === 'query' ? 'PUT' : 'POST' });
      for (const [k, v] of Object.entries(expected)) assert.equal(doc[k], v, `${form}: ${k}`);
      assert.equal(doc.doctype, 'ToDo');
      assert.ok('allocated_to' in doc && doc.allocated_to === null, 'nulls are present');
    }
    assert.equal((await readTodo(t.name)).priority, 'High');
    const widget = await message(site(), 'svc.client.set_value', { doctype: 'Widget', name: 'W1', fieldname: 'qty', value: 0 });
    assert.equal(widget.qty, 0, 'a 0 value is kept');
    await message(site(), 'svc.client.set_value', { doctype: 'Widget', name: 'W1', fieldname: 'qty', value: 5 });
    const settings = await message(site(), 'frappe.client.set_value', { doctype: 'Widget Settings', name: 'Widget Settings', fieldname: 'tagline', value: 'Small parts' }, { form: 'form' });
    assert.deepEqual([settings.tagline, settings.motto], ['Small parts', 'Be kind'], 'a single DocType is set by its own name');
    await message(site(), 'frappe.client.set_value', { doctype: 'Widget Settings', name: 'Widget Settings', fieldname: 'tagline', value: null });
  });

  it('set_value on a child row changes it through its parent and answers the parent', async () => {
    const w = (await getDoc(site(), 'Widget', 'W1')).json.data;
    const parent = await message(site(), 'frappe.client.set_value', { doctype: 'Widget Part', name: w.parts[0].name, fieldname: 'part', value: 'screw' }, { form: 'form' });
    assert.equal(parent.doctype, 'Widget');
    assert.deepEqual(parent.parts.map((p: any) => [p.name, p.part]), [[w.parts[0].name, 'screw'], [w.parts[1].name, 'nut']]);
    await message(site(), 'frappe.client.set_value', { doctype: 'Widget Part', name: w.parts[0].name, fieldname: 'part', value: 'bolt' });
  });

  it('insert takes the document as JSON, appends a child row to its parent, and insert_many answers names', async () => {
    for (const form of ARG_FORMS) {
      const doc = await message(site(), 'frappe.client.insert', { doc: { doctype: 'ToDo', description: `inserted by ${form}` } }, { form, verb: 'POST' });
      assert.match(doc.name, /^[0-9a-v]{10}$/);
      assert.equal(doc.description, `inserted by ${form}`);
      assert.ok('color' in doc && doc.color === null, 'nulls are present');
      assert.equal((await readTodo(doc.name)).description, `inserted by ${form}`);
    }
    const parent = await message(site(), 'frappe.client.insert', { doc: { doctype: 'Widget Part', parenttype: 'Widget', parent: 'W1', parentfield: 'parts', part: 'washer' } });
    assert.equal(parent.name, 'W1');
    assert.deepEqual(parent.parts.map((p: any) => [p.part, p.idx]), [['bolt', 1], ['nut', 2], ['washer', 3]]);
    const names = await message(site(), 'frappe.client.insert_many', { docs: JSON.stringify([{ doctype: 'ToDo', description: 'many 1' }, { doctype: 'ToDo', description: 'many 2' }]) }, { form: 'form' });
    assert.equal(names.length, 2);
    for (const [i, name] of names.entries()) assert.equal((await readTodo(name)).description, `many ${i + 1}`);
    const viaJson = await message(site(), 'svc.client.insert_many', { docs: [{ doctype: 'Widget', name: 'W2', title: 'Second' }] });
    assert.deepEqual(viaJson, ['W2']);
  });

  it('save writes the full document sent, which must carry the stored modified; submit and cancel move docstatus', async () => {
    const t = await message(site(), 'frappe.client.insert', { doc: { doctype: 'ToDo', description: 'to save', date: '2024-01-02', priority: 'Low' } });
    const { date: _d, ...withoutDate } = t;
    const saved = await message(site(), 'frappe.client.save', { doc: { ...withoutDate, description: 'saved' } });
    assert.equal(saved.description, 'saved');
    assert.equal(saved.date, null, 'a field left out of the dict is cleared (the dict is the document)');
    assert.equal(saved.priority, 'Low');
    assert.notEqual(saved.modified, t.modified);
    const viaForm = await message(site(), 'frappe.client.save', { doc: JSON.stringify({ ...saved, status: 'Closed' }) }, { form: 'form' });
    assert.equal(viaForm.status, 'Closed');
    const inserted = await message(site(), 'frappe.client.save', { doc: { doctype: 'ToDo', description: 'saved new' } });
    assert.equal((await readTodo(inserted.name)).description, 'saved new', 'without a name, save inserts');

    const v = (await post(site(), 'Voucher', { amount: 10 })).json.data;
    for (const form of ARG_FORMS) {
      const draft = (await post(site(), 'Voucher', { amount: 20, note: form })).json.data;
      const submitted = await message(site(), 'frappe.client.submit', { doc: form === 'json' ? draft : JSON.stringify(draft) }, { form, verb: form === 'query' ? 'POST' : undefined });
      assert.equal(submitted.docstatus, 1, form);
      assert.equal(submitted.note, form);
      const cancelled = await message(site(), 'frappe.client.cancel', { doctype: 'Voucher', name: draft.name }, { form, verb: form === 'query' ? 'PUT' : undefined });
      assert.equal(cancelled.docstatus, 2, form);
      assert.equal((await getDoc(site(), 'Voucher', draft.name)).json.data.docstatus, 2);
    }
    const sdkShape = await message(site(), 'frappe.client.submit', { doc: { ...v, note: 'submitted' } });
    assert.deepEqual([sdkShape.docstatus, sdkShape.note, sdkShape.widget], [1, 'submitted', null]);
  });

  it('delete removes a document or a child row (through its parent) and answers {}', async () => {
    const forms: Array<[(typeof ARG_FORMS)[number], Scenario['method']]> = [['query', 'DELETE'], ['form', 'POST'], ['json', 'POST'], ['json', 'DELETE']];
    for (const [form, verb] of forms) {
      const t = await insert(site(), 'ToDo', { description: `delete ${form} ${verb}` });
      const r = await callRpc(site(), 'frappe.client.delete', { doctype: 'ToDo', name: t.name }, { form, verb });
      assert.deepEqual([r.status, r.json], [200, {}], `${form} ${verb}: ${r.body}`);
      assert.equal((await getDoc(site(), 'ToDo', t.name)).status, 404);
    }
    const w = (await getDoc(site(), 'Widget', 'W1')).json.data;
    const washer = w.parts.find((p: any) => p.part === 'washer');
    const r = await callRpc(site(), 'svc.client.delete', { doctype: 'Widget Part', name: washer.name });
    assert.deepEqual([r.status, r.json], [200, {}]);
    assert.deepEqual((await getDoc(site(), 'Widget', 'W1')).json.data.parts.map((p: any) => p.part), ['bolt', 'nut']);
  });

  it('refuses wrong verbs, missing rights and bad input, writing nothing', async () => {
    const admin = site().adminAuth;
    const { alpha, bravo } = fx.todos;
    const before = { alpha: await readTodo(alpha), bravo: await readTodo(bravo), count: await todoCount() };
    const w = (await getDoc(site(), 'Widget', 'W1')).json.data;
    const submitted = (await post(site(), 'Voucher', { amount: 5, docstatus: 1 })).json.data;
    const draft = (await post(site(), 'Voucher', { amount: 6 })).json.data;
    const r = (m: string, args: Record<string, unknown>, form: 'query' | 'form' | 'json' = 'json', verb?: Scenario['method']) => methodRequest(`frappe.client.${m}`, args, form, verb);
    const notPermitted = (name: string, req: ReturnType<typeof r>): Scenario => ({ name, ...req, auth: admin, status: 403, excType: 'PermissionError', check: (_res, json) => assert.match(json.exception, /Not permitted/) });
    const scenarios: Scenario[] = [
      notPermitted('GET set_value', r('set_value', { doctype: 'ToDo', name: alpha, fieldname: 'status', value: 'Closed' }, 'query')),
      notPermitted('GET insert', r('insert', { doc: { doctype: 'ToDo', description: 'x' } }, 'query')),
      notPermitted('GET insert_many', r('insert_many', { docs: [{ doctype: 'ToDo', description: 'x' }] }, 'query')),
      notPermitted('GET save', r('save', { doc: before.alpha }, 'query')),
      notPermitted('GET submit', r('submit', { doc: draft }, 'query')),
      notPermitted('GET cancel', r('cancel', { doctype: 'Voucher', name: submitted.name }, 'query')),
      notPermitted('GET delete', r('delete', { doctype: 'ToDo', name: alpha }, 'query')),
      notPermitted('PUT delete', r('delete', { doctype: 'ToDo', name: alpha }, 'json', 'PUT')),
      notPermitted('DELETE set_value', r('set_value', { doctype: 'ToDo', name: alpha, fieldname: 'status', value: 'Closed' }, 'json', 'DELETE')),
      { name: 'guest set_value', ...r('set_value', { doctype: 'ToDo', name: alpha, fieldname: 'status', value: 'Closed' }), status: 403, excType: 'PermissionError' },
      { name: 'standard field', ...r('set_value', { doctype: 'ToDo', name: alpha, fieldname: 'owner', value: 'bob@example.com' }), auth: admin, status: 417, excType: 'ValidationError', check: (_res, json) => assert.match(json.exception, /Cannot edit standard fields/) },
      { name: 'standard field in a dict', ...r('set_value', { doctype: 'ToDo', name: alpha, fieldname: { status: 'Closed', docstatus: 1 } }), auth: admin, status: 417, excType: 'ValidationError' },
      { name: 'unknown field', ...r('set_value', { doctype: 'ToDo', name: alpha, fieldname: 'nope', value: 1 }), auth: admin, status: 417, excType: 'ValidationError' },
      { name: 'invalid value', ...r('set_value', { doctype: 'ToDo', name: alpha, fieldname: 'status', value: 'Bogus' }, 'form'), auth: admin, status: 417 },
      { name: 'row rule: set_value', ...r('set_value', { doctype: 'ToDo', name: bravo, fieldname: 'status', value: 'Open' }), auth: fx.alice, status: 404, excType: 'DoesNotExistError' },
      { name: 'row rule: delete', ...r('delete', { doctype: 'ToDo', name: bravo }, 'form'), auth: fx.alice, status: 404, excType: 'DoesNotExistError' },
      { name: 'row rule: save', ...r('save', { doc: { ...before.bravo, status: 'Open' } }), auth: fx.alice, status: 404, excType: 'DoesNotExistError' },
      { name: 'read only: set_value', ...r('set_value', { doctype: 'Widget', name: 'W1', fieldname: 'title', value: 'Mine' }), auth: fx.tester, status: 403, excType: 'PermissionError' },
      { name: 'read only: child row', ...r('set_value', { doctype: 'Widget Part', name: w.parts[0].name, fieldname: 'part', value: 'x' }), auth: fx.tester, status: 403, excType: 'PermissionError' },
      { name: 'read only: insert child', ...r('insert', { doc: { doctype: 'Widget Part', parenttype: 'Widget', parent: 'W1', parentfield: 'parts', part: 'x' } }), auth: fx.tester, status: 403, excType: 'PermissionError' },
      { name: 'read only: delete child', ...r('delete', { doctype: 'Widget Part', name: w.parts[0].name }), auth: fx.tester, status: 403, excType: 'PermissionError' },
      { name: 'no create right', ...r('insert', { doc: { doctype: 'Widget', name: 'W9' } }), auth: fx.tester, status: 403, excType: 'PermissionError' },
      { name: 'no submit right', ...r('submit', { doc: draft }), auth: fx.clerk, status: 403, excType: 'PermissionError' },
      { name: 'no cancel right', ...r('cancel', { doctype: 'Voucher', name: submitted.name }), auth: fx.clerk, status: 403, excType: 'PermissionError' },
      { name: 'ToDo is not submittable', ...r('submit', { doc: before.alpha }), auth: admin, status: 403, excType: 'PermissionError' },
      { name: 'cancel a draft', ...r('cancel', { doctype: 'Voucher', name: draft.name }), auth: admin, status: 417, excType: 'DocstatusTransitionError' },
      { name: 'delete a submitted document', ...r('delete', { doctype: 'Voucher', name: submitted.name }), auth: admin, status: 417, excType: 'ValidationError' },
      { name: 'delete a missing one', ...r('delete', { doctype: 'ToDo', name: 'nope' }), auth: admin, status: 404, excType: 'DoesNotExistError' },
      { name: 'save without modified', ...r('save', { doc: { ...before.alpha, modified: undefined, status: 'Closed' } }), auth: admin, status: 417, excType: 'TimestampMismatchError' },
      { name: 'save with a stale modified', ...r('save', { doc: { ...before.alpha, modified: '2000-01-01 00:00:00.000000', status: 'Closed' } }), auth: admin, status: 417, excType: 'TimestampMismatchError' },
      { name: 'save a missing document', ...r('save', { doc: { ...before.alpha, name: 'nope' } }), auth: admin, status: 404, excType: 'DoesNotExistError' },
      { name: 'mandatory on insert', ...r('insert', { doc: { doctype: 'ToDo', status: 'Open' } }), auth: admin, status: 417, excType: 'MandatoryError' },
      { name: 'doc without doctype', ...r('insert', { doc: { description: 'x' } }), auth: admin, status: 417, excType: 'ValidationError' },
      { name: 'child without parent fields', ...r('insert', { doc: { doctype: 'Widget Part', part: 'x' } }), auth: admin, status: 417, excType: 'ValidationError' },
      { name: 'child into the wrong table', ...r('insert', { doc: { doctype: 'Widget Part', parenttype: 'Widget', parent: 'W1', parentfield: 'title', part: 'x' } }), auth: admin, status: 417, excType: 'ValidationError' },
      { name: 'insert_many over 200', ...r('insert_many', { docs: Array.from({ length: 201 }, (_, i) => ({ doctype: 'ToDo', description: `bulk ${i}` })) }), auth: admin, status: 417, check: (_res, json) => assert.match(json.exception, /Only 200 inserts allowed in one request/) },
      { name: 'insert_many with one bad doc', ...r('insert_many', { docs: [{ doctype: 'ToDo', description: 'good' }, { doctype: 'ToDo', status: 'Open' }] }), auth: admin, status: 417, excType: 'MandatoryError' },
    ];
    for (const s of scenarios) await runScenario(site(), s);
    const named: Array<[string, Record<string, unknown>, string]> = [
      ['insert', { doc: 'not json' }, 'doc'],
      ['insert', { doc: '[1,2]' }, 'doc'],
      ['insert', {}, 'doc'],
      ['insert_many', { docs: '{"doctype":"ToDo"}' }, 'docs'],
      ['insert_many', { docs: [1] }, 'docs[0]'],
      ['save', { doc: 7 }, 'doc'],
      ['submit', { doc: 'x' }, 'doc'],
      ['set_value', { doctype: 'ToDo', name: alpha }, 'fieldname'],
      ['set_value', { doctype: 'ToDo', fieldname: 'status', value: 'Closed' }, 'name'],
      ['cancel', { doctype: 'Voucher' }, 'name'],
      ['delete', { name: alpha }, 'doctype'],
    ];
    for (const [m, args, argName] of named) {
      const res = await callRpc(site(), `frappe.client.${m}`, args, { form: 'form' });
      assert.equal(res.status, 417, `${m} ${JSON.stringify(args)}: ${res.body.slice(0, 300)}`);
      assert.equal(res.json.exc_type, 'FrappeTypeError', `${m}: ${res.body.slice(0, 300)}`);
      assert.ok(res.json.exception.includes(`'${argName}'`), `${m}: the error names ${argName}: ${res.json.exception}`);
    }
    assert.deepEqual(await readTodo(alpha), before.alpha, 'alpha unchanged');
    assert.deepEqual(await readTodo(bravo), before.bravo, 'bravo unchanged');
    assert.equal(await todoCount(), before.count, 'no ToDo created or deleted');
    assert.deepEqual((await getDoc(site(), 'Widget', 'W1')).json.data, w, 'W1 unchanged');
    assert.equal((await getDoc(site(), 'Widget', 'W9')).status, 404);
    assert.equal((await getDoc(site(), 'Voucher', draft.name)).json.data.docstatus, 0);
    assert.equal((await getDoc(site(), 'Voucher', submitted.name)).json.data.docstatus, 1);
  });

  it('lets alice write her own ToDos through the methods', async () => {
    const doc = await message(site(), 'frappe.client.set_value', { doctype: 'ToDo', name: fx.todos.alpha, fieldname: 'priority', value: 'Medium' }, { auth: fx.alice });
    assert.equal(doc.priority, 'Medium');
    const mine = await message(site(), 'frappe.client.insert', { doc: { doctype: 'ToDo', description: 'alice own', allocated_to: 'alice@example.com' } }, { auth: fx.alice });
    const r = await callRpc(site(), 'frappe.client.delete', { doctype: 'ToDo', name: mine.name }, { auth: fx.alice, verb: 'DELETE', form: 'query' });
    assert.deepEqual([r.status, r.json], [200, {}]);
  });
});
